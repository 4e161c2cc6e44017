import * as v from 'valibot';
import { deactivationBlockers, deleteReasons, jobStatuses } from '../enums';
import { channelSchema } from './channels';
import { otpCodeSchema } from './otp';

/** Contracts of the influencer's dashboard and account closing (issue 13, SPEC §7 and §8). */

// ---------- deactivation ----------

/** How the influencer proves it is them: the current password, or (social sign-in) a fresh e-mail code. */
export const deactivationConfirmMethods = ['password', 'code'] as const;

/** GET validate/deactivate/{id}: the SPEC §8 conditions that hold, the reasons, and how to confirm. */
export const influencerDeactivationCheckSchema = v.object({
  canDeactivate: v.boolean(),
  blockers: v.array(v.picklist(deactivationBlockers)),
  reasons: v.array(v.picklist(deleteReasons)),
  confirmWith: v.picklist(deactivationConfirmMethods),
  /** Where a code is sent (masked), when `confirmWith` is `code`. */
  codeDestination: v.nullable(v.string()),
  /** The minimum withdrawal in force (a balance below it cannot leave), minor units. */
  minimumWithdrawalMinor: v.number(),
  withdrawalFeeMinor: v.number(),
});
export type InfluencerDeactivationCheck = v.InferOutput<typeof influencerDeactivationCheckSchema>;

/** GET deactivate/reason: SPEC §3 account-delete reasons, and which need a written detail. */
export const deactivationReasonsSchema = v.object({
  reasons: v.array(v.picklist(deleteReasons)),
  detailRequiredFor: v.array(v.picklist(deleteReasons)),
});
export type DeactivationReasons = v.InferOutput<typeof deactivationReasonsSchema>;

/** PATCH account/deactivate/{id}: a reason (a detail for "other") and exactly one proof. */
export const influencerDeactivateBody = v.pipe(
  v.object({
    reason: v.picklist(deleteReasons, 'reason_invalid'),
    detail: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'detail_too_long'))),
    password: v.optional(v.pipe(v.string(), v.minLength(1, 'password_required'), v.maxLength(128, 'password_invalid'))),
    code: v.optional(otpCodeSchema),
  }),
  v.forward(
    v.check((body) => body.reason !== 'other' || Boolean(body.detail), 'detail_required'),
    ['detail'],
  ),
  v.forward(
    v.check((body) => (body.password === undefined) !== (body.code === undefined), 'password_required'),
    ['password'],
  ),
);
export type InfluencerDeactivateBody = v.InferOutput<typeof influencerDeactivateBody>;
export const influencerDeactivatedResponse = v.object({ scope: v.literal('open'), status: v.literal('deactivated') });

// ---------- dashboard ----------

/** What the influencer should do next, in order; each has a screen to go to. */
export const dashboardNextSteps = ['profile', 'phone', 'channel', 'bank_account', 'first_job'] as const;
export type DashboardNextStep = (typeof dashboardNextSteps)[number];

/**
 * GET dashboard/{id} and GET /api/influencers/dashboard (the same answer): channels, jobs by
 * status, earnings by local month, money on its way, next steps. Amounts in minor units.
 */
export const influencerDashboardSchema = v.object({
  currency: v.string(),
  channels: v.array(channelSchema),
  /** Only statuses with at least one job. */
  jobs: v.array(v.object({ status: v.picklist(jobStatuses), count: v.number() })),
  earnings: v.object({
    thisMonth: v.number(),
    lastMonth: v.number(),
    /** The last 6 months, oldest first, `YYYY-MM` on the deployment's calendar; months without earnings are 0. */
    months: v.array(v.object({ month: v.string(), amount: v.number() })),
  }),
  money: v.object({
    available: v.number(),
    /** Jobs in INSIGHT: their price less the platform fee, paid when the insight is in. */
    pending: v.number(),
    /** Asked to be withdrawn, not yet paid out. */
    withdrawing: v.number(),
  }),
  nextSteps: v.array(v.picklist(dashboardNextSteps)),
});
export type InfluencerDashboard = v.InferOutput<typeof influencerDashboardSchema>;
