/**
 * Deactivation's rules as plain guards (issue 29, decision 056): the deactivation screen machine
 * (machines/screens/deactivation.machine.ts) takes its transitions with them, and the server checks a
 * PATCH …/deactivate with the same functions instead of replaying the screen machine.
 */
import { deactivationBlockers, deleteReasons } from './enums';
import { marketerDeactivationBlockers } from './contracts/marketer';

/** What blocks and which reasons need a written detail: a role's data. */
export interface DeactivationRules {
  /** The check's findings that block deactivation for this role. */
  blockers: readonly string[];
  /** Reasons that need a few words of detail (SPEC: "other"). */
  detailRequiredFor: readonly string[];
  /** Reasons the role offers (the check may narrow them). */
  reasons: readonly string[];
}

/** The findings of a deactivation check (GET …/validate/deactivate). */
export interface DeactivationCheckResult {
  blockers: string[];
  reasons: string[];
}

/** The check's findings that block for this role (others are not this role's to settle). */
export const blockingFindings = (rules: DeactivationRules, check: DeactivationCheckResult): string[] => check.blockers.filter((blocker) => rules.blockers.includes(blocker));

/** The reasons this role may choose among those the check offered. */
export const offeredReasons = (rules: DeactivationRules, check: DeactivationCheckResult): string[] => check.reasons.filter((reason) => rules.reasons.includes(reason));

/** Why a confirmation cannot go on yet: no reason chosen, or a reason that needs a detail without one; null when it can. */
export function confirmationProblem(rules: DeactivationRules, reason: string | null, detail: string): 'reason_required' | 'detail_required' | null {
  if (reason === null) return 'reason_required';
  if (rules.detailRequiredFor.includes(reason) && detail.trim() === '') return 'detail_required';
  return null;
}

/** The marketer's rules: every blocker the server reports blocks; "other" needs a detail. */
export const marketerDeactivation: DeactivationRules = { blockers: marketerDeactivationBlockers, detailRequiredFor: ['other'], reasons: deleteReasons };

/**
 * The influencer's rules: the six SPEC §8 conditions (decided on the server by
 * `deactivationBlockersOf`, src/common/earnings.ts) each block; "other" needs a detail.
 */
export const influencerDeactivation: DeactivationRules = { blockers: deactivationBlockers, detailRequiredFor: ['other'], reasons: deleteReasons };
