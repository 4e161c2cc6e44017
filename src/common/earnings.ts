import type { BankHolderType, DeactivationBlocker, JobStatus } from './enums';

/**
 * The influencer's money rules (PRODUCT.md "Money" and "Deactivation (influencer)"), pure, so
 * the server decides with them and the screens show the same figures before the user confirms.
 * Amounts are minor units (satang).
 */

/**
 * The numbers a withdrawal follows. They live in configuration (staff change them in the back
 * office, issue 15); the server reads them when it decides and sends them to the screens, which
 * show the same figures before the user confirms.
 */
export interface WithdrawalRules {
  /** Minimum withdrawal, minor units. */
  minimumMinor: number;
  /** Service fee per withdrawal, minor units. */
  feeMinor: number;
  /** Withholding tax on an individual's withdrawal, basis points. */
  withholdingTaxBp: number;
}

/** PRODUCT.md "Money": minimum 300 THB, fee 30 THB, Thai withholding tax 3 % for individuals. */
export const defaultWithdrawalRules: WithdrawalRules = { minimumMinor: 300_00, feeMinor: 30_00, withholdingTaxBp: 300 };

export interface WithdrawalBreakdown {
  amountMinor: number;
  feeMinor: number;
  whtMinor: number;
  netMinor: number;
}

/**
 * What a withdrawal of `amountMinor` costs and pays: the fee, withholding tax on the gross amount
 * for individuals (rounded half up to the satang; companies file their own), and the rest to the
 * bank account.
 */
export function withdrawalBreakdown(amountMinor: number, holderType: BankHolderType, rules: WithdrawalRules): WithdrawalBreakdown {
  const feeMinor = rules.feeMinor;
  const whtMinor = holderType === 'individual' ? Math.floor((amountMinor * rules.withholdingTaxBp + 5_000) / 10_000) : 0;
  return { amountMinor, feeMinor, whtMinor, netMinor: amountMinor - feeMinor - whtMinor };
}

/** Jobs accepted and under way (PRODUCT.md "Campaigns and jobs"). */
export const workingJobStatuses: readonly JobStatus[] = ['SHIPPING', 'READY', 'SUBMIT', 'INSIGHT'];
/** Jobs waiting for an answer: an invitation not yet answered, an application not yet chosen. */
export const newJobStatuses: readonly JobStatus[] = ['ASSIGN', 'MATCHED'];
/**
 * An open job (glossary, decision 050): one not yet ended, new or working. The one definition:
 * a channel with one cannot be disconnected, an account with one cannot close, a partner's
 * "open jobs" counts these. Every other status is final (`finalJobStatuses`).
 */
export const openJobStatuses: readonly JobStatus[] = [...newJobStatuses, ...workingJobStatuses];
/**
 * Jobs whose price sits in escrow: reserved at ASSIGN (the marketer chose or invited), held while
 * working, until CANCEL/REJECTED/COMPLETED. MATCHED holds none (an application not yet chosen).
 * The marketer's campaign card counts these as "working" (the marketer's side has committed).
 */
export const escrowedJobStatuses: readonly JobStatus[] = ['ASSIGN', ...workingJobStatuses];
/** Statuses a job never leaves (the job machine's final states; job.model.test.ts checks it). */
export const finalJobStatuses: readonly JobStatus[] = ['CANCEL', 'REJECTED', 'COMPLETED', 'MISMATCHED'];
/** A job that ended without paying the influencer: every final status but COMPLETED. */
export const endedUnpaid = (status: string): boolean => status !== 'COMPLETED' && (finalJobStatuses as readonly string[]).includes(status);

export interface DeactivationFacts {
  /** `earnings_available`, minor units. */
  availableMinor: number;
  /** A withdrawal in_progress or approve, or a bank account or document under review. */
  underReview: boolean;
  /** The bank account is approved. */
  bankApproved: boolean;
  jobStatuses: readonly JobStatus[];
  /** The minimum withdrawal in force. */
  minimumWithdrawalMinor: number;
  /** The withdrawal fee in force. */
  withdrawalFeeMinor: number;
}

/**
 * What keeps an influencer from closing the account (SPEC §8), each with its own fix: money left
 * must be withdrawn first (to an approved bank account), and money below the minimum withdrawal
 * cannot leave until more is earned.
 */
export function deactivationBlockersOf(facts: DeactivationFacts): DeactivationBlocker[] {
  const blockers: DeactivationBlocker[] = [];
  if (facts.underReview) blockers.push('document_is_process');
  if (facts.availableMinor > 0 && !facts.bankApproved) blockers.push('bank_account_is_empty');
  if (facts.jobStatuses.some((status) => workingJobStatuses.includes(status))) blockers.push('has_working_job');
  if (facts.jobStatuses.some((status) => newJobStatuses.includes(status))) blockers.push('has_new_job');
  // Issue 26: "less than the service fee" means under the fee (30 THB: a withdrawal would leave
  // nothing); under the minimum withdrawal (300 THB) but above the fee is its own reason.
  if (facts.availableMinor > 0 && facts.availableMinor < facts.withdrawalFeeMinor) blockers.push('balance_less_than_service_fee');
  else if (facts.availableMinor > 0 && facts.availableMinor < facts.minimumWithdrawalMinor) blockers.push('balance_less_than_minimum_withdrawal');
  if (facts.availableMinor >= facts.minimumWithdrawalMinor) blockers.push('balance_remaining_in_account');
  return blockers;
}
