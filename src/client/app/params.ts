import { notFound } from '@tanstack/react-router';

/**
 * Page validation (SPEC §2, the first guard): a malformed path parameter is a 404. Checked without
 * valibot: the routes' params are in the entry chunk (decision 071). Lengths count UTF-16 units,
 * as valibot's minLength/maxLength do.
 */
interface ParamRule {
  maxLength: number;
  pattern: RegExp;
}
export const slugParam: ParamRule = { maxLength: 200, pattern: /^[\p{L}\p{M}\p{N}_-]+$/u };
export const idParam: ParamRule = { maxLength: 64, pattern: /^[\w-]+$/ };

export const isValidParam = (value: unknown, rule: ParamRule): boolean =>
  typeof value === 'string' && value.length >= 1 && value.length <= rule.maxLength && rule.pattern.test(value);

export function requireParam(value: string, rule: ParamRule): void {
  if (!isValidParam(value, rule)) throw notFound();
}
