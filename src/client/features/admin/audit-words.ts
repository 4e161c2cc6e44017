import type { StaffAuditRow } from '#common/contracts/staff';
import type { Locale } from '#common/enums';
import { formatDateTime } from '#common/dates';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { configLabels, formatConfigValue } from './config-units';

/**
 * The audit log in people's words (issue 32): each staff action as a sentence in the reader's
 * language ("Nok approved Ploy Srisuk's bank account"), each change as "field: before → after"
 * with money, dates and settings formatted for the reader — no JSON, no satang, no UTC.
 */
type Names = { actor: string; target: string };

const sentences: Record<string, (names: Names) => string> = {
  'user.suspend': m.audit_user_suspend,
  'user.blacklist': m.audit_user_blacklist,
  'user.reinstate': m.audit_user_reinstate,
  'config.set': m.audit_config_set,
  'channel.approve': m.audit_channel_approve,
  'channel.reject': m.audit_channel_reject,
  'bank_account.approve': m.audit_bank_account_approve,
  'bank_account.reject': m.audit_bank_account_reject,
  'withdrawal.approve': m.audit_withdrawal_approve,
  'withdrawal.reject': m.audit_withdrawal_reject,
  'payout_batch.create': m.audit_payout_batch_create,
  'payout_batch.paid': m.audit_payout_batch_paid,
  'payment.confirm': m.audit_payment_confirm,
  'payment.cancel': m.audit_payment_cancel,
  'payment.refund': m.audit_payment_refund,
  'campaign.hide': m.audit_campaign_hide,
  'campaign.show': m.audit_campaign_show,
};

const contentKinds: Record<string, () => string> = {
  post: m.audit_kind_post,
  faq: m.audit_kind_faq,
  package: m.audit_kind_package,
  page: m.audit_kind_page,
  partner: m.audit_kind_partner,
  download: m.audit_kind_download,
  seo: m.audit_kind_seo,
  message: m.audit_kind_message,
};

const contentVerbs: Record<string, () => string> = {
  create: m.audit_verb_create,
  update: m.audit_verb_update,
  delete: m.audit_verb_delete,
  archive: m.audit_verb_archive,
  save: m.audit_verb_save,
  handled: m.audit_verb_handled,
  reopened: m.audit_verb_reopened,
  published: m.audit_verb_published,
  draft: m.audit_verb_draft,
};

/** A short id for records without a name (a payout batch): the first block of the uuid. */
const shortId = (id: string) => id.split('-')[0] ?? id;

export function auditSentence(row: StaffAuditRow): string {
  const target = row.targetType === 'config' ? (configLabels[row.targetId]?.() ?? row.targetId) : (row.targetName ?? shortId(row.targetId));
  const names = { actor: row.actorName ?? row.actorEmail, target };
  const sentence = sentences[row.action];
  if (sentence) return sentence(names);
  const [area, kind, verb] = row.action.split('.');
  if (area === 'content' && kind && verb) {
    return m.audit_content({ ...names, kind: contentKinds[kind]?.() ?? kind, verb: contentVerbs[verb]?.() ?? verb });
  }
  return m.audit_other({ ...names, action: row.action });
}

const fieldLabels: Record<string, () => string> = {
  status: m.audit_field_status,
  reason: m.audit_field_reason,
  amountMinor: m.audit_field_amount,
  netMinor: m.audit_field_net,
  totalNetMinor: m.audit_field_total_net,
  paidAt: m.audit_field_paid_at,
  value: m.audit_field_value,
  effectiveFrom: m.audit_field_effective_from,
  tier: m.audit_field_tier,
  result: m.audit_field_result,
  withdrawals: m.audit_field_withdrawals,
  withdrawalIds: m.audit_field_withdrawals,
  documents: m.audit_field_documents,
  currency: m.audit_field_currency,
};

const statusWords: Record<string, () => string> = {
  active: m.audit_status_active,
  suspended: m.audit_status_suspended,
  blacklist: m.audit_status_blacklist,
  pending: m.audit_status_pending,
  in_progress: m.audit_status_in_progress,
  approve: m.audit_status_approved,
  approved: m.audit_status_approved,
  reject: m.audit_status_rejected,
  rejected: m.audit_status_rejected,
  qualified: m.audit_status_qualified,
  unqualified: m.audit_status_unqualified,
  paid: m.audit_status_paid,
  cancelled: m.audit_status_cancelled,
  refunded: m.audit_status_refunded,
};

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function valueText(row: StaffAuditRow, field: string, value: unknown, lang: Locale): string {
  if (value === null || value === undefined || value === '') return '—';
  if (row.action === 'config.set' && field === 'value') return formatConfigValue(row.targetId, value, lang);
  if (field.endsWith('Minor') && typeof value === 'number') return formatMoney(value, { decimals: 2 });
  if (typeof value === 'string' && isoInstant.test(value)) return formatDateTime(value, lang);
  if (field === 'status' && typeof value === 'string') return statusWords[value]?.() ?? value;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') && field !== 'withdrawalIds' ? value.join(', ') : String(value.length);
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${key}: ${String(inner)}`).join(', ');
  return String(value);
}

export interface AuditChange {
  field: string;
  /** Null when the row holds no value before (a creation) … */
  before: string | null;
  /** … or none after (a payment row records the state it acted on). */
  after: string | null;
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Each field the action touched. Content rows hold the whole saved record: their sentence names it instead. */
export function auditChanges(row: StaffAuditRow, lang: Locale): AuditChange[] {
  // Campaign visibility: the sentence says hidden or shown, and names the campaign.
  if (row.action.startsWith('content.') || row.action.startsWith('campaign.')) return [];
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  // The reason has its own column.
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => field !== 'reason' || !row.reason);
  return fields.map((field) => ({
    field: fieldLabels[field]?.() ?? field,
    before: Object.hasOwn(before, field) ? valueText(row, field, before[field], lang) : null,
    after: Object.hasOwn(after, field) ? valueText(row, field, after[field], lang) : null,
  }));
}

/** "Status: Pending → Approved", "Amount: ฿500.00", "Paid at: → 27/11/2569 10:00". */
export function changeText(change: AuditChange): string {
  const values = [change.before, change.after].filter((value): value is string => value !== null);
  return `${change.field}: ${change.before !== null && change.after !== null ? `${change.before} → ${change.after}` : values.join('')}`;
}
