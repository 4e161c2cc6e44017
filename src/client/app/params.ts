import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';

/** Page validation (SPEC §2, the first guard): a malformed path parameter is a 404. */
export const slugParam = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[\p{L}\p{M}\p{N}_-]+$/u));
export const idParam = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[\w-]+$/));

export function requireParam(value: string, schema: typeof slugParam | typeof idParam): void {
  if (!v.safeParse(schema, value).success) throw notFound();
}
