import { FetchError } from 'ofetch';
import { problemSchema, type Problem } from '#common/contracts/problem';
import * as v from 'valibot';

/** The problem+json body of a failed call, or a `network` problem when there is none. */
export function toProblem(error: unknown): Problem {
  if (error instanceof FetchError || (typeof error === 'object' && error !== null && 'data' in error)) {
    const parsed = v.safeParse(problemSchema, (error as { data?: unknown }).data);
    if (parsed.success) return parsed.output;
    const status = (error as { status?: number }).status;
    if (typeof status === 'number') return { type: status >= 500 ? 'internal' : 'bad_request', title: 'Error', status };
  }
  return { type: 'network', title: 'Network error', status: 0 };
}
