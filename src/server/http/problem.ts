import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Problem, ProblemType } from '#common/contracts/problem';
import type { DomainError } from '../domain-error';

const titles: Record<ProblemType, string> = {
  bad_request: 'Bad request',
  validation: 'Some fields are not valid',
  unauthorized: 'Sign-in required',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  conflict: 'Conflict',
  rate_limited: 'Too many attempts',
  invalid_credentials: 'E-mail, phone or password is incorrect',
  account_inactive: 'This account cannot sign in',
  cross_origin: 'Cross-origin request refused',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  internal: 'Something went wrong',
  otp_invalid: 'The code is not correct',
  otp_expired: 'The code has expired or was used up; request a new one',
  otp_resend_too_soon: 'Wait before requesting another code',
  verification_required: 'Verify with a one-time code first',
  delivery_failed: 'The message could not be sent; try again',
  illegal_transition: 'Not allowed in the current state',
  privilege_incorrect: 'The privilege code is not correct',
  privilege_quota_exceeded: 'The privilege code has been used up',
  privilege_expired: 'The privilege code has expired',
  channel_has_open_job: 'The channel has a job in progress',
  channel_reconnect_required: 'The channel must be reconnected',
  insufficient_funds: 'Not enough funds',
  insufficient_slots: 'Not enough package slots',
  idempotency_key_reused: 'This Idempotency-Key was used with another request',
  bank_account_required: 'An approved bank account is needed first',
  below_minimum: 'Below the minimum amount',
  gateway_limit: 'Outside what the payment provider accepts',
  payment_provider_refused: 'The payment provider refused the payment',
  payment_provider_unreachable: 'The payment provider is unreachable',
};

/** The HTTP status of each problem type a service raises as a DomainError. */
const statuses: Record<ProblemType, ContentfulStatusCode> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  invalid_credentials: 401,
  account_inactive: 403,
  cross_origin: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500,
  otp_invalid: 400,
  otp_expired: 400,
  otp_resend_too_soon: 429,
  verification_required: 400,
  delivery_failed: 502,
  illegal_transition: 409,
  privilege_incorrect: 400,
  privilege_quota_exceeded: 400,
  privilege_expired: 400,
  channel_has_open_job: 409,
  channel_reconnect_required: 409,
  insufficient_funds: 409,
  insufficient_slots: 409,
  idempotency_key_reused: 422,
  bank_account_required: 409,
  below_minimum: 422,
  gateway_limit: 422,
  payment_provider_refused: 502,
  payment_provider_unreachable: 503,
};

/** Thrown anywhere in a request; answered as application/problem+json (STYLE §9). */
export class ProblemError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: ProblemType,
    readonly options: { detail?: string; errors?: Problem['errors']; retryAfter?: number; triesLeft?: number; state?: string; event?: string; reason?: string; headers?: Record<string, string> } = {},
  ) {
    super(options.detail ?? titles[type]);
  }

  toProblem(): Problem {
    return {
      type: this.type,
      title: titles[this.type],
      status: this.status,
      ...(this.options.detail ? { detail: this.options.detail } : {}),
      ...(this.options.errors ? { errors: this.options.errors } : {}),
      ...(this.options.retryAfter !== undefined ? { retryAfter: this.options.retryAfter } : {}),
      ...(this.options.triesLeft !== undefined ? { triesLeft: this.options.triesLeft } : {}),
      ...(this.options.state !== undefined ? { state: this.options.state, event: this.options.event } : {}),
      ...(this.options.reason !== undefined ? { reason: this.options.reason } : {}),
    };
  }

  /** A service's DomainError as the problem it answers. */
  static fromDomain(error: DomainError): ProblemError {
    return new ProblemError(statuses[error.type], error.type, error.details);
  }
}

export const notFound = (detail?: string) => new ProblemError(404, 'not_found', { detail });

export function problemResponse(c: Context, error: ProblemError): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/problem+json', ...error.options.headers };
  if (error.options.retryAfter !== undefined) headers['Retry-After'] = String(error.options.retryAfter);
  return c.body(JSON.stringify(error.toProblem()), error.status, headers);
}
