import { m } from '#common/paraglide/messages.js';
import { FetchError } from '#client/api/client';
import { problemMessage } from '#client/app/problem-message';
import { GATEWAY_MIN_CHARGE_MINOR } from '#common/contracts/money';
import { formatMoney } from '#common/money';

const messages: Record<string, () => string> = {
  slug_taken: () => m.content_error_slug_taken(),
  slug_invalid: () => m.content_error_slug_invalid(),
  slug_required: () => m.content_error_slug_required(),
  title_required: () => m.content_error_title_required(),
  category_invalid: () => m.content_error_category_invalid(),
  price_below_gateway_minimum: () => m.content_error_price_below_gateway_minimum({ minimum: formatMoney(GATEWAY_MIN_CHARGE_MINOR) }),
  translation_required: () => m.content_error_translation_required(),
  file_too_large: () => m.content_error_file_too_large(),
  file_type_invalid: () => m.content_error_file_type_invalid(),
  file_required: () => m.content_error_file_required(),
  file_type_not_allowed: () => m.content_error_file_type_invalid(),
  too_long: () => m.content_error_too_long(),
  title_too_long: () => m.content_error_too_long(),
  metric_invalid: () => m.content_admin_metric_invalid(),
  metric_value_invalid: () => m.content_admin_metric_value_invalid(),
  metrics_case_study_only: () => m.content_admin_metrics_case_study_only(),
};

export const adminFieldMessage = (key: string) => (messages[key] ?? (() => m.content_error_invalid()))();

/** A problem answer as one line: its translated title, then each named field with its message. */
export function adminErrorLine(error: unknown): string {
  if (error instanceof FetchError && error.data && typeof error.data === 'object') {
    const data = error.data as { type: string; errors?: { path: string; message: string }[] };
    return [problemMessage(data), ...(data.errors ?? []).map((e) => `${e.path}: ${adminFieldMessage(e.message)}`)].join(' ');
  }
  return problemMessage({ type: 'network' });
}

/** A problem answer split for a form: the translated title, and a message per field path. */
export function adminProblemOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof FetchError && error.data && typeof error.data === 'object') {
    const data = error.data as { type: string; errors?: { path: string; message: string }[] };
    const fields: Record<string, string> = {};
    for (const e of data.errors ?? []) fields[e.path] = adminFieldMessage(e.message);
    return { message: problemMessage(data), fields };
  }
  return { message: problemMessage({ type: 'network' }), fields: {} };
}
