import * as v from 'valibot';
import { emailSchema, phoneSchema } from './auth';

/** What every "send me a code" endpoint answers (PRODUCT.md "One-time codes"). */
export const otpRequestResponse = v.object({
  /** 4-letter reference shown in the message and on screen ("Ref: QWER"). */
  reference: v.string(),
  /** Masked destination, e.g. "p***@kolify.test" or "+66 8x xxx x001". */
  destination: v.string(),
  codeLength: v.number(),
  expiresAt: v.string(),
  resendAt: v.string(),
});
export type OtpRequestResponse = v.InferOutput<typeof otpRequestResponse>;

export const otpVerifyResponse = v.object({
  /** Proof for the next step of the flow (e.g. creating the account); single use, 30 minutes. */
  verificationToken: v.string(),
});
export type OtpVerifyResponse = v.InferOutput<typeof otpVerifyResponse>;

/** A marketer's verified code (re-exported by './marketer'). */
export const marketerOtpVerifyResponse = v.object({
  verificationToken: v.string(),
  /** Reset only: the account the code belongs to (for PATCH reset-password/{id}). */
  uuid: v.optional(v.string()),
});
export type MarketerOtpVerifyResponse = v.InferOutput<typeof marketerOtpVerifyResponse>;

export const otpCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{4,8}$/, 'otp_code_invalid'));

export const emailOtpRequestBody = v.object({ email: emailSchema, locale: v.optional(v.picklist(['th', 'en'])) });
export const emailOtpVerifyBody = v.object({ email: emailSchema, code: otpCodeSchema });
export const phoneOtpRequestBody = v.object({ phone: phoneSchema, locale: v.optional(v.picklist(['th', 'en'])) });
export const phoneOtpVerifyBody = v.object({ phone: phoneSchema, code: otpCodeSchema });
