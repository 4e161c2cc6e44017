import type { Problem, ProblemType } from '#common/contracts/problem';

/**
 * What a service throws when a rule says no. It names the problem type (the same vocabulary
 * the screens translate) and never an HTTP status: `http/problem.ts` maps types to statuses,
 * so services stay free of HTTP and can run from a queue worker as well as a request.
 */
export class DomainError extends Error {
  constructor(
    readonly type: ProblemType,
    readonly details: { detail?: string; errors?: Problem['errors']; retryAfter?: number; triesLeft?: number; state?: string; event?: string; reason?: string } = {},
  ) {
    super(details.detail ?? type);
    this.name = 'DomainError';
  }
}

/** A missing record, or one that belongs to someone else (PRODUCT.md: 404, never 403). */
export const notFoundError = (detail?: string) => new DomainError('not_found', { detail });
