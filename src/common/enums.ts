// The spec's enumerations (SPEC §3, §4). One source for client, server and machines.

export const locales = ['th', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'th';
export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

export const countries = ['TH', 'ID', 'CO'] as const;
export type CountryCode = (typeof countries)[number];

export const socialChannelTypes = ['FACEBOOK_PROFILE', 'FACEBOOK_PAGE', 'INSTAGRAM', 'TWITTER', 'X', 'TIKTOK', 'LINE', 'YOUTUBE', 'WHATSAPP', 'LEMON8'] as const;
export type SocialChannelType = (typeof socialChannelTypes)[number];

export const postTypes = ['shareLink', 'photoPost', 'videoPost', 'live', 'story', 'reel'] as const;
export type PostType = (typeof postTypes)[number];

export const marketerTypes = ['brand', 'agency', 'individual'] as const;
export type MarketerType = (typeof marketerTypes)[number];

export const marketerClassifications = ['big-contributor', 'common-regimen'] as const;
export const taxRegimens = ['SIMPLE_REGIMEN', 'COMMON_REGIMEN', 'ORANGE_ECONOMY'] as const;
export const accountHolderTypes = ['individual', 'company'] as const;

export const questionnaireObjectives = ['awareness', 'traffic', 'engagement', 'coupon_code', 'other'] as const;
export const questionnaireBudgets = ['10000-30000', '30000-50000', '50000-100000', '100000-250000', 'more_than_250000'] as const;
export const questionnaireStarts = ['1-3_months', '3-6_months', 'more_than_6_months', 'no_start_date'] as const;

export const notificationChannels = ['line', 'sms', 'email', 'whatsapp'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const influencerTiers = ['micro', 'alist'] as const;
export type InfluencerTier = (typeof influencerTiers)[number];

export const deleteReasons = ['another_account_exists', 'influencers_do_not_match_jobs', 'hard_to_use', 'other'] as const;

export const documentStatuses = ['in_progress', 'approve', 'complete', 'reject'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const verificationStatuses = ['in_progress', 'approve', 'reject'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];
/** PRODUCT.md "Money": in_progress → approve → complete, or reject (the money returns). */
/** `sent`/`failed` (issue 27): the gateway's transfer left for the bank, or the bank refused it (money back to earnings). */
export const withdrawalStatuses = ['in_progress', 'approve', 'complete', 'reject', 'sent', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const bankHolderTypes = ['individual', 'company'] as const;
export type BankHolderType = (typeof bankHolderTypes)[number];
/** The evidence a bank account needs: ID card and bank book page; a company also its VAT registration. */
export const bankDocumentKinds = ['id_card', 'bank_book', 'vat_registration'] as const;
export type BankDocumentKind = (typeof bankDocumentKinds)[number];
/**
 * Thai banks that take transfers, by the Bank of Thailand's three-digit code (names in the
 * locales as `bank_name_<code>`): BBL, KBANK, KTB, ttb, SCB, CIMB Thai, UOB, BAY, GSB, GHB, BAAC,
 * KKP, TISCO, LH Bank, ICBC Thai, Thai Credit, Islamic Bank.
 */
export const thaiBanks = ['002', '004', '006', '011', '014', '022', '024', '025', '030', '033', '034', '069', '067', '073', '070', '071', '066'] as const;
export type ThaiBank = (typeof thaiBanks)[number];
export const addressChoices = ['same_as_current', 'another'] as const;

export const scopes = ['open', 'influencer_logged_in', 'marketer_logged_in', 'admin_logged_in'] as const;
export type Scope = (typeof scopes)[number];

export const roles = ['influencer', 'marketer', 'admin', 'support'] as const;
export type Role = (typeof roles)[number];
/**
 * Issue 15: staff come in two roles, one back office. `support` runs the queues and users; only
 * `admin` touches money (payments, bank accounts, withdrawals) and the platform configuration.
 */
export const staffRoles = ['admin', 'support'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (role: Role): role is StaffRole => (staffRoles as readonly Role[]).includes(role);
/** The side of the site a role signs in to: staff of either role use the back office's (`admin`). */
export const sideOfRole = (role: Role): 'influencer' | 'marketer' | 'admin' => (isStaffRole(role) ? 'admin' : role);
export const scopeOfRole: Record<Role, Scope> = {
  influencer: 'influencer_logged_in',
  marketer: 'marketer_logged_in',
  admin: 'admin_logged_in',
  support: 'admin_logged_in',
};

export const jobStatuses = ['ASSIGN', 'CANCEL', 'REJECTED', 'SHIPPING', 'READY', 'SUBMIT', 'INSIGHT', 'COMPLETED', 'MATCHED', 'MISMATCHED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const accountStatuses = ['active', 'allowed', 'blacklist', 'deactivated', 'disconnected', 'suspended', 'waiting_approve', 'rejected', 'not_found'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
/** PRODUCT.md "Who": only these statuses may sign in. */
export const signInStatuses: readonly AccountStatus[] = ['active', 'allowed'];

export const deactivationBlockers = ['document_is_process', 'bank_account_is_empty', 'has_working_job', 'has_new_job', 'balance_less_than_service_fee', 'balance_less_than_minimum_withdrawal', 'balance_remaining_in_account'] as const;
export type DeactivationBlocker = (typeof deactivationBlockers)[number];
export const qualificationResults = ['error_friends', 'error_engagement', 'error_post_not_found', 'error_ratio', 'not_public', 'qualified', 'already_signup'] as const;
export const privilegeErrors = ['incorrect', 'quota_exceeded', 'expired'] as const;

/** SPEC §3 blog categories: active and shown 5, 8, 9, 10, 12; 6 inactive and hidden. */
export const blogCategoryIds = { conversations: 5, tricksAndTips: 6, influencerTips: 8, marketerTips: 9, voices: 10, updates: 12 } as const;
export const shownBlogCategoryIds = [5, 8, 9, 10, 12] as const;

/** SPEC §3 case-study categories and their icon classes. */
export const caseStudyCategoryIcons = {
  INTEREST_WOMEN: 'beauty',
  INTEREST_CAR: 'car',
  INTEREST_HEALTH: 'health',
  INTEREST_LIFESTYLE: 'lifestyle',
  INTEREST_MUSIC: 'music',
  INTEREST_TRAVEL: 'travel',
  INTEREST_INVESTMENT: 'investment',
  INTEREST_TECH: 'tech',
  INTEREST_ART: 'design',
  INTEREST_FOOD: 'food',
  INTEREST_SOCIAL: 'news',
  INTEREST_PARENTING: 'family',
} as const;
export type InterestCategory = keyof typeof caseStudyCategoryIcons;
export const interestCategories = Object.keys(caseStudyCategoryIcons) as InterestCategory[];

/** SPEC §2 path constants. */
export const paths = { influencer: 'Influencer', marketer: 'Marketer' } as const;
