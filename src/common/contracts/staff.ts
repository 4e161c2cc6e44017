import * as v from 'valibot';
import { accountStatuses, roles } from '../enums';
import { keysetPaged, keysetQueryEntries } from './content';
import { referralStatuses } from './partners';

/**
 * Issue 15: the back office that runs the platform — the queues waiting for staff, users
 * (search, everything about one, suspend / blacklist / reinstate), the platform configuration
 * with effective-from times, and the append-only audit log. Error messages are locale keys
 * (`staff_…`) the screens translate.
 */

// ---------- home: the queues ----------

export const staffQueueNames = ['channels', 'payments', 'bankAccounts', 'withdrawals', 'payoutBatches', 'messages'] as const;
export type StaffQueueName = (typeof staffQueueNames)[number];
export const staffQueueSchema = v.object({
  name: v.picklist(staffQueueNames),
  count: v.number(),
  /** When the oldest waiting item arrived (null: nothing waiting). */
  oldestAt: v.nullable(v.string()),
  /** Only admins may act on it (money); support sees it but not its screen. */
  adminOnly: v.boolean(),
});
export type StaffQueue = v.InferOutput<typeof staffQueueSchema>;
/** Oldest first; empty queues last. */
export const staffQueuesResponse = v.object({ queues: v.array(staffQueueSchema) });

// ---------- users ----------

export const staffUserRoles = ['influencer', 'marketer'] as const;
export const staffUsersQuery = v.object({
  /** Name, e-mail, phone, social id or handle, referral code; empty lists the newest. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'staff_query_too_long')), ''),
  role: v.optional(v.picklist(staffUserRoles, 'staff_role_invalid')),
  ...keysetQueryEntries(20),
});
export const staffUserRowSchema = v.object({
  id: v.string(),
  role: v.picklist(roles),
  displayName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  status: v.picklist(accountStatuses),
  referralCode: v.nullable(v.string()),
  marketerType: v.nullable(v.string()),
  createdAt: v.string(),
});
export type StaffUserRow = v.InferOutput<typeof staffUserRowSchema>;
export const staffUsersResponse = keysetPaged(staffUserRowSchema);

export const staffUserParam = v.object({ userId: v.pipe(v.string(), v.uuid('staff_user_invalid')) });

export const staffUserDetailSchema = v.object({
  user: v.object({
    ...staffUserRowSchema.entries,
    locale: v.string(),
    statusReason: v.nullable(v.string()),
    statusChangedAt: v.nullable(v.string()),
    isTalentManager: v.boolean(),
    /** Influencer: Thai and English names; marketer: contact and company. */
    names: v.array(v.string()),
  }),
  channels: v.array(v.object({ id: v.string(), type: v.string(), name: v.string(), socialId: v.string(), followers: v.number(), status: v.string(), tier: v.nullable(v.string()) })),
  jobs: v.array(v.object({ id: v.string(), campaignName: v.string(), status: v.string(), channelType: v.string(), updatedAt: v.string() })),
  balances: v.array(v.object({ account: v.string(), currency: v.string(), balanceMinor: v.number() })),
  movements: v.array(v.object({ at: v.string(), kind: v.string(), account: v.string(), amountMinor: v.number(), currency: v.string(), reference: v.string() })),
  sessions: v.array(v.object({ id: v.string(), createdAt: v.string(), expiresAt: v.string(), revokedAt: v.nullable(v.string()), ip: v.nullable(v.string()), userAgent: v.nullable(v.string()) })),
  /** Referral attribution (issue 14), influencers only: who brought them, whom they brought (newest 10), the rewards paid. */
  referral: v.nullable(
    v.object({
      referredBy: v.nullable(v.object({ id: v.string(), displayName: v.string(), referralCode: v.string() })),
      referredCount: v.number(),
      rewardEarnedMinor: v.number(),
      referred: v.array(v.object({ id: v.string(), displayName: v.string(), joinedAt: v.string(), status: v.picklist(referralStatuses), rewardMinor: v.number() })),
    }),
  ),
});
export type StaffUserDetail = v.InferOutput<typeof staffUserDetailSchema>;

/** Staff set: suspended or blacklist stop sign-in at once; active reinstates. A reason always. */
export const staffStatusTargets = ['suspended', 'blacklist', 'active'] as const;
export type StaffStatusTarget = (typeof staffStatusTargets)[number];
export const staffStatusBody = v.object({
  status: v.picklist(staffStatusTargets, 'staff_status_invalid'),
  reason: v.pipe(v.string('staff_reason_required'), v.trim(), v.minLength(3, 'staff_reason_required'), v.maxLength(500, 'staff_reason_too_long')),
});

// ---------- configuration ----------

export const staffConfigKeyParam = v.object({ key: v.pipe(v.string(), v.regex(/^[a-zA-Z0-9.]{3,60}$/, 'staff_config_key_invalid')) });
export const staffConfigItemSchema = v.object({
  key: v.string(),
  /** `integer` (min/max apply), `text` or `email`. */
  kind: v.picklist(['integer', 'text', 'email', 'pixel', 'url']),
  min: v.nullable(v.number()),
  max: v.nullable(v.number()),
  defaultValue: v.unknown(),
  value: v.unknown(),
  /** Values set to start later, soonest first. */
  scheduled: v.array(v.object({ value: v.unknown(), effectiveFrom: v.string() })),
});
export type StaffConfigItem = v.InferOutput<typeof staffConfigItemSchema>;
export const staffConfigResponse = v.object({ items: v.array(staffConfigItemSchema) });
export const staffConfigBody = v.object({
  value: v.union([v.number(), v.string()], 'staff_config_value_invalid'),
  /** ISO time; absent: now. At most a minute in the past (clock skew), never backdated. */
  effectiveFrom: v.optional(v.pipe(v.string(), v.isoTimestamp('staff_config_effective_invalid'))),
  reason: staffStatusBody.entries.reason,
});

// ---------- audit log ----------

export const staffAuditQuery = v.object({
  /** Matches the action, the target id or type, the actor's e-mail, the reason. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'staff_query_too_long')), ''),
  action: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]+(\.[a-z_]+)?$/, 'staff_action_invalid'), v.maxLength(60))),
  /** Issue 32: days in the deployment's zone (Asia/Bangkok), both inclusive, from the date picker. */
  from: v.optional(v.pipe(v.string(), v.isoDate('staff_date_invalid'))),
  to: v.optional(v.pipe(v.string(), v.isoDate('staff_date_invalid'))),
  ...keysetQueryEntries(30),
});
export const staffAuditRowSchema = v.object({
  id: v.number(),
  at: v.string(),
  actorEmail: v.string(),
  actorRole: v.string(),
  /** The staff member's name (the audit log reads as sentences, issue 32). */
  actorName: v.nullable(v.string()),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  /** Whom or what the action concerned: the member owning the record, the setting, the content's title. */
  targetName: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.nullable(v.string()),
});
export type StaffAuditRow = v.InferOutput<typeof staffAuditRowSchema>;
export const staffAuditResponse = keysetPaged(staffAuditRowSchema);

// ---------- campaigns on the public board (brand safety, issue 32) ----------

export const staffCampaignsQuery = v.object({
  /** The campaign's name or brand; empty lists the newest. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'staff_query_too_long')), ''),
  ...keysetQueryEntries(20),
});
export const staffCampaignParam = v.object({ campaignId: v.pipe(v.string(), v.uuid('staff_campaign_invalid')) });
export const staffCampaignRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  brandName: v.string(),
  marketerId: v.string(),
  marketerName: v.string(),
  status: v.picklist(['published', 'closed', 'cancelled']),
  applyBy: v.string(),
  publishedAt: v.nullable(v.string()),
  /** When staff took it off the board and the job market; null while shown. */
  hiddenAt: v.nullable(v.string()),
  jobCount: v.number(),
});
export type StaffCampaignRow = v.InferOutput<typeof staffCampaignRowSchema>;
export const staffCampaignsResponse = keysetPaged(staffCampaignRowSchema);
export const staffCampaignHiddenBody = v.object({
  hidden: v.boolean('staff_hidden_invalid'),
  reason: staffStatusBody.entries.reason,
});
