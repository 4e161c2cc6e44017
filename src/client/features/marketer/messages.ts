import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { problemMessages as appProblemMessages } from '#client/app/problem-message';
import { enumLabels, errorMessages, problemMessages } from './message-tables';

const keyOf = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '_');
const own = <T,>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** The label of an enumeration value: `marketer_<group>_<value>`, e.g. marketer_budget_10000_30000. */
export function enumLabel(group: string, value: string): string {
  return own(enumLabels[group] ?? {}, keyOf(value))?.() ?? value;
}

/** A field error key from the API or a form (e.g. tax_id_invalid), translated. */
export function fieldErrorText(key: string): string {
  return own(errorMessages, keyOf(key))?.() ?? own(appProblemMessages, keyOf(key))?.() ?? m.marketer_error_generic();
}

/** A failed call as one sentence: the problem type translated, with retry time or tries left. */
export function problemText(error: unknown): string {
  const problem = typeof error === 'string' ? { type: error } : toProblem(error);
  const type = problem.type ?? 'internal';
  if (type === 'otp_invalid' && 'triesLeft' in problem && typeof problem.triesLeft === 'number') return m.marketer_otp_tries_left({ count: problem.triesLeft });
  if ((type === 'rate_limited' || type === 'otp_resend_too_soon') && 'retryAfter' in problem && typeof problem.retryAfter === 'number') {
    return m.marketer_error_retry_after({ minutes: Math.max(1, Math.ceil(problem.retryAfter / 60)) });
  }
  return own(problemMessages, keyOf(type))?.() ?? own(appProblemMessages, keyOf(type))?.() ?? m.marketer_error_generic();
}

/** Field errors of a 400/409 answer, by field path, translated. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const problem = toProblem(error);
  return Object.fromEntries((problem.errors ?? []).map((item) => [item.path, fieldErrorText(item.message)]));
}
