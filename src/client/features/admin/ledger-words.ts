import { m } from '#common/paraglide/messages.js';

/**
 * A member's money in the back office in people's words (issue 32): ledger account and posting
 * names as the member's own screens say them, never `credit_available` or `job.escrow_capture`.
 * An unknown name is shown as stored.
 */
const accountWords: Record<string, () => string> = {
  credit_available: m.money_account_available,
  credit_reserved: m.money_account_reserved,
  earnings_available: m.staff_ledger_account_earnings_available,
  earnings_pending: m.staff_ledger_account_earnings_pending,
  earnings_withdrawing: m.staff_ledger_account_earnings_withdrawing,
};

const kindWords: Record<string, () => string> = {
  topup: m.money_kind_top_up,
  reserve: m.money_kind_reserve,
  release: m.money_kind_release,
  capture: m.money_kind_capture,
  expire: m.money_kind_expire,
  reversal: m.money_kind_reversal,
  refund: m.money_kind_refund,
  package: m.money_kind_package,
  'job.escrow_capture': m.staff_ledger_kind_job_capture,
  'referral.reward': m.earn_kind_referral,
  'withdrawal.request': m.earn_kind_withdrawal,
  'withdrawal.reject': m.earn_kind_returned,
  'withdrawal.return': m.earn_kind_returned,
  'withdrawal.payout': m.staff_ledger_kind_payout,
};

export const ledgerAccountLabel = (account: string): string => accountWords[account]?.() ?? account;
export const ledgerKindLabel = (kind: string): string => kindWords[kind]?.() ?? kind;
