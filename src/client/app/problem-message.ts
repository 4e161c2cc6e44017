import { m } from '#common/paraglide/messages.js';
import type { ProblemType } from '#common/contracts/problem';
import { toProblem } from '#client/api/problem';

/** STYLE §9: each known problem type has a translated message (locales `problem_<type>`). */
export const problemMessages: Record<ProblemType | 'network', () => string> = {
  bad_request: () => m.problem_bad_request(),
  validation: () => m.problem_validation(),
  unauthorized: () => m.problem_unauthorized(),
  forbidden: () => m.problem_forbidden(),
  not_found: () => m.problem_not_found(),
  conflict: () => m.problem_conflict(),
  rate_limited: () => m.problem_rate_limited_soon(),
  invalid_credentials: () => m.problem_invalid_credentials(),
  account_inactive: () => m.problem_account_inactive(),
  cross_origin: () => m.problem_cross_origin(),
  payload_too_large: () => m.problem_payload_too_large(),
  unsupported_media_type: () => m.problem_unsupported_media_type(),
  internal: () => m.problem_internal(),
  otp_invalid: () => m.problem_otp_invalid(),
  otp_expired: () => m.problem_otp_expired(),
  otp_resend_too_soon: () => m.problem_otp_resend_too_soon(),
  verification_required: () => m.problem_verification_required(),
  delivery_failed: () => m.problem_delivery_failed(),
  privilege_incorrect: () => m.problem_privilege_incorrect(),
  privilege_quota_exceeded: () => m.problem_privilege_quota_exceeded(),
  privilege_expired: () => m.problem_privilege_expired(),
  channel_has_open_job: () => m.problem_channel_has_open_job(),
  channel_reconnect_required: () => m.problem_channel_reconnect_required(),
  illegal_transition: () => m.problem_illegal_transition(),
  insufficient_funds: () => m.problem_insufficient_funds(),
  insufficient_slots: () => m.problem_insufficient_slots(),
  idempotency_key_reused: () => m.problem_idempotency_key_reused(),
  bank_account_required: () => m.problem_bank_account_required(),
  below_minimum: () => m.problem_below_minimum(),
  gateway_limit: () => m.problem_gateway_limit(),
  payment_provider_refused: () => m.problem_payment_provider_refused(),
  payment_provider_unreachable: () => m.problem_payment_provider_unreachable(),
  network: () => m.problem_network(),
};

/** Issue 15: staff stopped this account; the user is told which way and why, in their language. */
const inactiveMessages: Record<string, (reason: string) => string> = {
  suspended: (reason) => m.problem_account_suspended({ reason }),
  blacklist: (reason) => m.problem_account_blacklisted({ reason }),
};

export function problemMessage(problem: { type: string; retryAfter?: number; state?: string; reason?: string }): string {
  if (problem.type === 'account_inactive' && problem.state && Object.hasOwn(inactiveMessages, problem.state)) {
    return inactiveMessages[problem.state]!(problem.reason ?? '—');
  }
  if (problem.type === 'rate_limited' && typeof problem.retryAfter === 'number' && problem.retryAfter > 0) {
    // Waits longer than a quarter of an hour (the hourly per-address sign-up limit) read better in minutes.
    if (problem.retryAfter > 900) return m.problem_rate_limited_minutes({ minutes: String(Math.ceil(problem.retryAfter / 60)) });
    return m.problem_rate_limited({ seconds: String(Math.ceil(problem.retryAfter)) });
  }
  const message = problemMessages[problem.type as keyof typeof problemMessages] ?? problemMessages.internal;
  return message();
}

/** A failed call (or a bare problem type) as one sentence: with the wait, or the tries left of a one-time code. */
export function problemText(error: unknown): string {
  const problem = typeof error === 'string' ? { type: error } : toProblem(error);
  if (problem.type === 'otp_invalid' && 'triesLeft' in problem && typeof problem.triesLeft === 'number') return m.problem_otp_tries_left({ count: String(problem.triesLeft) });
  return problemMessage(problem);
}
