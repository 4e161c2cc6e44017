import * as v from 'valibot';

/** STYLE §9: every error answer is RFC 9457 application/problem+json. */
export const problemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.number(),
  detail: v.optional(v.string()),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  retryAfter: v.optional(v.number()),
  /** One-time codes: wrong tries left before the code dies. */
  triesLeft: v.optional(v.number()),
  /** Illegal machine events: the state the record is in and the event that was refused. */
  state: v.optional(v.string()),
  event: v.optional(v.string()),
  /** account_inactive: why staff suspended or blacklisted the account (issue 15), as they wrote it. */
  reason: v.optional(v.string()),
});
export type Problem = v.InferOutput<typeof problemSchema>;

/** Known problem types; screens translate each one (locales key `problem_<type>`). */
export const problemTypes = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'invalid_credentials',
  'account_inactive',
  'cross_origin',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
  'otp_invalid',
  'otp_expired',
  'otp_resend_too_soon',
  'verification_required',
  'delivery_failed',
  'illegal_transition',
  // Issue 10: channels. Privilege codes (SPEC §8), and a channel that cannot be disconnected.
  'privilege_incorrect',
  'privilege_quota_exceeded',
  'privilege_expired',
  'channel_has_open_job',
  'channel_reconnect_required',
  'insufficient_funds',
  // Issue 12: a campaign by package needs the slots of an unexpired purchase of its offer.
  'insufficient_slots',
  'idempotency_key_reused',
  // Issue 13: withdrawals need an approved bank account and at least the minimum amount.
  'bank_account_required',
  'below_minimum',
  // Issue 27: the payment gateway's own limits, and a gateway that refused or did not answer.
  'gateway_limit',
  'payment_provider_refused',
  'payment_provider_unreachable',
] as const;
export type ProblemType = (typeof problemTypes)[number];
