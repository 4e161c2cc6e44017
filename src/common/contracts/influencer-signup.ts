import * as v from 'valibot';

/**
 * The influencer contracts the public forms read (sign-up, one-time codes, password recovery,
 * a talent manager's consent). Re-exported by './influencer': kept apart so that those pages do
 * not load the profile contracts, the place list and the date helpers (decision 012).
 */

export const placeOption = v.object({ code: v.string(), name: v.string(), icon: v.string() });
export const signupConfigResponse = v.object({
  steps: v.array(v.string()),
  socialSteps: v.array(v.string()),
  countries: v.array(v.object({ code: v.string(), name: v.object({ th: v.string(), en: v.string() }) })),
  nationalities: v.array(v.object({ code: v.string(), name: v.object({ th: v.string(), en: v.string() }) })),
  /** Countries a member may live in (profile), wider than the sign-up countries. */
  residenceCountries: v.array(v.object({ code: v.string(), name: v.object({ th: v.string(), en: v.string() }) })),
  otpLength: v.number(),
  socialProviders: v.array(v.string()),
  interests: v.array(v.string()),
  uploadMaxBytes: v.number(),
});
export type SignupConfigResponse = v.InferOutput<typeof signupConfigResponse>;

export const checkRefCodeResponse = v.object({
  code: v.string(),
  referrer: v.object({ displayName: v.string(), isTalentManager: v.boolean() }),
});
export type CheckRefCodeResponse = v.InferOutput<typeof checkRefCodeResponse>;

export const signupSteps = ['consent', 'location', 'email', 'password'] as const;
export type SignupStep = (typeof signupSteps)[number];

export const signupStepResponse = v.object({ step: v.picklist(signupSteps), next: v.nullable(v.picklist(signupSteps)) });

export const socialTicketResponse = v.object({
  provider: v.string(),
  email: v.nullable(v.string()),
  emailVerified: v.boolean(),
  name: v.nullable(v.string()),
});
export type SocialTicketResponse = v.InferOutput<typeof socialTicketResponse>;

/** A verified code: the proof for the next step, the account it belongs to (password reset) and what changed. */
export const codeVerifiedResponse = v.object({
  verificationToken: v.string(),
  uuid: v.optional(v.string()),
  changed: v.optional(v.picklist(['email', 'phone'])),
});
export type CodeVerifiedResponse = v.InferOutput<typeof codeVerifiedResponse>;

/** changePassword, changePasswordByEmail: done. */
export const passwordChangedResponse = v.object({ ok: v.literal(true) });

export const talentManagerConsentResponse = v.object({
  code: v.string(),
  manager: v.object({ displayName: v.string() }),
  version: v.string(),
  title: v.object({ th: v.string(), en: v.string() }),
  paragraphs: v.object({ th: v.array(v.string()), en: v.array(v.string()) }),
  fileUrl: v.string(),
});

export type TalentManagerConsentResponse = v.InferOutput<typeof talentManagerConsentResponse>;
