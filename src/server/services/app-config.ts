import type { AppConfigResponse } from '#common/contracts/config';
import type { WithdrawalRules } from '#common/earnings';
import { cookieNames, type Config } from '../config';
import type { Executor } from '../db/client';
import { namedQuery } from '../db/named-query';
import { countryRules, defaultCountry, type CountryCode } from '#common/countries';
import { wallNow } from '../wall-clock';

/**
 * PRODUCT.md: every number is a default that lives in configuration (the app_config
 * table). These are the defaults; a row in the table overrides one.
 */
export const configDefaults = {
  'session.ttlMs': 86_400_000, // SPEC §9: cookie max age 86,400 s
  'signin.maxFailuresPerAccount': 5,
  'signin.maxFailuresPerIp': 20,
  'signin.windowMs': 15 * 60_000,
  'otp.length': 6,
  'otp.ttlMs': 5 * 60_000,
  'otp.maxTries': 5,
  'otp.resendMs': 60_000,
  'otp.maxPerHour': 5,
  'otp.maxFailuresPerDay': 10,
  'otp.verificationTtlMs': 30 * 60_000,
  // Issue 16: codes asked for from one IP address (any destination, any purpose) per window.
  'otp.maxPerIp': 30,
  'otp.ipWindowMs': 60 * 60_000,
  'upload.maxBytes': 4_096_000, // SPEC §5, §9
  'build.pollMs': 300_000, // SPEC leaves the interval open
  // Issue 3 (content): contact/partnership forms per IP, and who reads them.
  'contact.maxPerIp': 5,
  'contact.windowMs': 60 * 60_000,
  'contact.staffEmail': 'hello@kolify.test',
  'contact.partnershipEmail': 'partners@kolify.test',
  // setCookieGGForm: where it forwards to after recording the referral and UTM cookies (decision 061):
  // an https address staff set (its host is allowed by that act), or a page of this site. By
  // default the influencer sign-up, which reads the referral cookie just recorded.
  'content.externalFormUrl': '/Influencer/signup',
  'tracking.pixels': { facebookPixelId: '', googleTagId: '', tiktokPixelId: '' },
  // Issue 32: the Meta and TikTok pixel ids staff set ('' is off); loaded only after cookie consent.
  'tracking.metaPixelId': '',
  'tracking.tiktokPixelId': '',
  // Issue 5: marketer sign-up (POST /api/marketers/create-email) per IP, so one address cannot mass-create
  // accounts or probe which e-mails are taken. Every attempt that passes validation counts.
  'marketer.signupMaxPerIp': 10,
  'marketer.signupWindowMs': 60 * 60_000,
  // Issue 10: channel qualification thresholds (PRODUCT.md "Channels and qualification").
  'channel.minFollowers': 500,
  'channel.postWindowDays': 60,
  'channel.minEngagementBp': 50, // 0.5 %
  'channel.maxFollowingRatio': 2,
  'channel.alistFollowers': 100_000,
  // Issue 15: the money numbers of PRODUCT.md "Money" (minor units, basis points).
  'withdrawal.minimumMinor': 300_00,
  'withdrawal.feeMinor': 30_00,
  'withdrawal.withholdingTaxBp': 300,
  /** Issue 30: VAT added to a top-up or package purchase (Thailand 7 %; per country below). */
  'tax.vatBp': 700,
  /** Taken from a job's price when it completes; fixed on the job when it is created. */
  'job.platformFeeBp': 2_000,
  // Issue 26: how long each wait of the job machine lasts (PRODUCT.md "Campaigns and jobs"; decision 031).
  'job.assignMs': 72 * 3_600_000,
  'job.reviewMs': 72 * 3_600_000,
  'job.shipMs': 7 * 86_400_000,
  'job.receiptMs': 7 * 86_400_000,
  'job.postWarningMs': 24 * 3_600_000,
  'job.insightMs': 7 * 86_400_000,
  'job.insightReminderMs': 5 * 86_400_000,
  /** Issue 14: paid to the referrer when a friend they brought completes a first job; 0 is off (the default). */
  'referral.rewardMinor': 0,
  // Issue 15: the earnings estimate's base, THB per post at 1,000 followers, per channel type
  // (PRODUCT.md "Channels and qualification"; X's base also prices legacy TWITTER rows).
  'estimate.baseInstagram': 400,
  'estimate.baseTiktok': 350,
  'estimate.baseFacebookPage': 300,
  'estimate.baseFacebookProfile': 300,
  'estimate.baseYoutube': 800,
  'estimate.baseX': 150,
  'estimate.baseLine': 250,
  'estimate.baseLemon8': 350,
  'estimate.baseWhatsapp': 150,
  // Issue 32: the rest of PRODUCT.md's numbers. The estimate's post-type multipliers as a share of a
  // photo post (basis points: 5,000 = half) and the engagement rate each tier is expected to have.
  'estimate.shareLinkBp': 5_000,
  'estimate.photoPostBp': 10_000,
  'estimate.storyBp': 6_000,
  'estimate.reelBp': 15_000,
  'estimate.videoPostBp': 15_000,
  'estimate.liveBp': 20_000,
  'estimate.baselineMicroBp': 300,
  'estimate.baselineAlistBp': 150,
  // PRODUCT.md "Money": a top-up from 1,000 THB; credit valid 365 days, the marketer alerted 30 days before.
  // A lot keeps the expiry it was bought with; a change applies to credit bought after it.
  'topup.minimumMinor': 1_000_00,
  // PRODUCT.md: a credit campaign pays each influencer at least 100 THB (issue 30: per country).
  'campaign.minimumPriceMinor': 100_00,
  'credit.validDays': 365,
  'credit.alertDays': 30,
} as const;

export type ConfigKey = keyof typeof configDefaults;

/**
 * Issue 15: what staff may set, and within which bounds (a value outside them is refused with a
 * 400 naming the field). Keys not listed (e.g. tracking.pixels, an object) change by migration.
 */
export const configRules: Partial<Record<ConfigKey, { kind: 'integer'; min: number; max: number } | { kind: 'text' | 'email' | 'pixel' | 'url' }>> = {
  'session.ttlMs': { kind: 'integer', min: 5 * 60_000, max: 30 * 86_400_000 },
  'signin.maxFailuresPerAccount': { kind: 'integer', min: 3, max: 50 },
  'signin.maxFailuresPerIp': { kind: 'integer', min: 5, max: 1_000 },
  'signin.windowMs': { kind: 'integer', min: 60_000, max: 86_400_000 },
  'otp.length': { kind: 'integer', min: 4, max: 8 },
  'otp.ttlMs': { kind: 'integer', min: 60_000, max: 3_600_000 },
  'otp.maxTries': { kind: 'integer', min: 1, max: 10 },
  'otp.resendMs': { kind: 'integer', min: 10_000, max: 3_600_000 },
  'otp.maxPerHour': { kind: 'integer', min: 1, max: 50 },
  'otp.maxFailuresPerDay': { kind: 'integer', min: 3, max: 100 },
  'otp.verificationTtlMs': { kind: 'integer', min: 60_000, max: 86_400_000 },
  'otp.maxPerIp': { kind: 'integer', min: 3, max: 1_000 },
  'otp.ipWindowMs': { kind: 'integer', min: 60_000, max: 86_400_000 },
  'upload.maxBytes': { kind: 'integer', min: 100_000, max: 4_096_000 },
  'build.pollMs': { kind: 'integer', min: 30_000, max: 86_400_000 },
  'contact.maxPerIp': { kind: 'integer', min: 1, max: 100 },
  'contact.windowMs': { kind: 'integer', min: 60_000, max: 86_400_000 },
  'contact.staffEmail': { kind: 'email' },
  'contact.partnershipEmail': { kind: 'email' },
  'marketer.signupMaxPerIp': { kind: 'integer', min: 1, max: 1_000 },
  'marketer.signupWindowMs': { kind: 'integer', min: 60_000, max: 86_400_000 },
  'channel.minFollowers': { kind: 'integer', min: 0, max: 1_000_000 },
  'channel.postWindowDays': { kind: 'integer', min: 1, max: 365 },
  'channel.minEngagementBp': { kind: 'integer', min: 0, max: 10_000 },
  'channel.maxFollowingRatio': { kind: 'integer', min: 1, max: 100 },
  'channel.alistFollowers': { kind: 'integer', min: 1_000, max: 100_000_000 },
  'withdrawal.minimumMinor': { kind: 'integer', min: 1_00, max: 1_000_000_00 },
  // Rp 6.500 and COP 5.000 are the Indonesian and Colombian defaults (issue 30): the ceiling is local too.
  'withdrawal.feeMinor': { kind: 'integer', min: 0, max: 100_000_00 },
  'withdrawal.withholdingTaxBp': { kind: 'integer', min: 0, max: 3_000 },
  'tax.vatBp': { kind: 'integer', min: 0, max: 3_000 },
  'job.platformFeeBp': { kind: 'integer', min: 0, max: 5_000 },
  'job.assignMs': { kind: 'integer', min: 3_600_000, max: 30 * 86_400_000 },
  'job.reviewMs': { kind: 'integer', min: 3_600_000, max: 30 * 86_400_000 },
  'job.shipMs': { kind: 'integer', min: 3_600_000, max: 60 * 86_400_000 },
  'job.receiptMs': { kind: 'integer', min: 3_600_000, max: 60 * 86_400_000 },
  'job.postWarningMs': { kind: 'integer', min: 3_600_000, max: 7 * 86_400_000 },
  'job.insightMs': { kind: 'integer', min: 86_400_000, max: 60 * 86_400_000 },
  'job.insightReminderMs': { kind: 'integer', min: 3_600_000, max: 60 * 86_400_000 },
  'referral.rewardMinor': { kind: 'integer', min: 0, max: 10_000_00 },
  'estimate.baseInstagram': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.baseTiktok': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.baseFacebookPage': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.baseFacebookProfile': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.baseYoutube': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.baseX': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.baseLine': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.baseLemon8': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.baseWhatsapp': { kind: 'integer', min: 10, max: 100_000_000 },
  'estimate.shareLinkBp': { kind: 'integer', min: 1_000, max: 50_000 },
  'estimate.photoPostBp': { kind: 'integer', min: 1_000, max: 50_000 },
  'estimate.storyBp': { kind: 'integer', min: 1_000, max: 50_000 },
  'estimate.reelBp': { kind: 'integer', min: 1_000, max: 50_000 },
  'estimate.videoPostBp': { kind: 'integer', min: 1_000, max: 50_000 },
  'estimate.liveBp': { kind: 'integer', min: 1_000, max: 50_000 },
  'estimate.baselineMicroBp': { kind: 'integer', min: 10, max: 5_000 },
  'estimate.baselineAlistBp': { kind: 'integer', min: 10, max: 5_000 },
  // Not under the gateway's smallest charge (GATEWAY_MIN_CHARGE_MINOR, 20 THB).
  'topup.minimumMinor': { kind: 'integer', min: 20_00, max: 1_000_000_00 },
  // Up to Rp 10.000.000: the Indonesian default is Rp 50.000.
  'campaign.minimumPriceMinor': { kind: 'integer', min: 1_00, max: 10_000_000_00 },
  'credit.validDays': { kind: 'integer', min: 30, max: 3_650 },
  'credit.alertDays': { kind: 'integer', min: 1, max: 180 },
  'content.externalFormUrl': { kind: 'url' },
  'tracking.metaPixelId': { kind: 'pixel' },
  'tracking.tiktokPixelId': { kind: 'pixel' },
};
/**
 * Issue 30 (decision 036): the defaults that depend on the deployment's country (its currency and
 * its published tax rates) come from the country table; Thailand's equal the ones above.
 */
export function defaultsFor(country: CountryCode): { [K in ConfigKey]: (typeof configDefaults)[K] } {
  const rules = countryRules[country];
  return {
    ...configDefaults,
    'withdrawal.minimumMinor': rules.withdrawalMinimumMinor,
    'withdrawal.feeMinor': rules.withdrawalFeeMinor,
    'withdrawal.withholdingTaxBp': rules.withholdingTaxBp,
    'tax.vatBp': rules.vatBp,
    'topup.minimumMinor': rules.topUpMinimumMinor,
    'campaign.minimumPriceMinor': rules.campaignPriceMinimumMinor,
    // The estimate's bases are Thai prices per post; elsewhere the same work priced in the local currency
    // (the tier baselines, estimate.baseline…, are rates, not prices).
    ...Object.fromEntries(Object.entries(configDefaults).filter(([key]) => /^estimate\.base[A-Z]/.test(key)).map(([key, value]) => [key, (value as number) * rules.estimatePerThb])),
  } as { [K in ConfigKey]: (typeof configDefaults)[K] };
}

/**
 * A form address staff may set (decision 061): an https URL with a host and no user name or
 * password, or a path of this site (`/Influencer/signup`, language added by the page). Anything
 * else — http, javascript:, `//other.site` — is refused.
 */
export function isFormAddress(value: string): boolean {
  if (value.length > 500 || /\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The host a form address names (it is allowed by being set), or null for a path of this site. */
export function formAddressHost(value: string): string | null {
  if (!isFormAddress(value) || value.startsWith('/')) return null;
  return new URL(value).hostname;
}

export const isConfigKey = (key: string): key is ConfigKey => Object.hasOwn(configDefaults, key);
export type ConfigValues<K extends ConfigKey> = { [P in K]: (typeof configDefaults)[P] };

/**
 * The live values of `keys` at `at`: per key, the row with the latest effective_from not after
 * `at`, else the default. Business reads (prices, fees, durations) pass `deps.now()`; the
 * default, the wall clock (decision 037), is for the wall-time settings read without one: rate
 * limits, one-time codes, sessions, upload sizes.
 */
const readConfigText = 'select distinct on (key) key, value::text as value from app_config where key = any($1::text[]) and effective_from <= $2::timestamptz order by key, effective_from desc';

export async function readConfig<K extends ConfigKey>(db: Executor, keys: readonly K[], at: Date = wallNow(), country: CountryCode = defaultCountry): Promise<ConfigValues<K>> {
  const defaults = defaultsFor(country);
  // As text, parsed once here: drizzle's jsonb reader parses a string the driver already parsed a
  // second time, so a text value that reads as JSON ("1234567890123456", a Meta pixel id) became a number.
  // A named statement, the keys as one array (issue 31, decision 093): a top-up reads its settings twice.
  const rows = await namedQuery<{ key: string; value: string }>(db, readConfigText, [keys, at.toISOString()]);
  const values = Object.fromEntries(keys.map((key) => [key, defaults[key]])) as Record<string, unknown>;
  for (const row of rows) values[row.key] = JSON.parse(row.value) as unknown;
  return values as ConfigValues<K>;
}

/**
 * One key's value in force at `at`, as an SQL expression (its JSON text, null when no row sets it),
 * for a statement that needs a setting and does other work: the money paths read the fee or a
 * lot's validity inside the statement that uses it rather than in a round trip of its own (issue
 * 31, decision 073). Same rule as readConfig: the latest row with effective_from <= at. Plain text
 * for a named statement (decision 079): the key and the moment are that statement's parameters
 * (`$n` placeholders). Read it back with `configValue`.
 */
export const configValueText = (keyParam: string, atParam: string) =>
  `(select value::text from app_config where key = ${keyParam} and effective_from <= ${atParam}::timestamptz order by effective_from desc limit 1)`;

/** A value read by `configValueText`: the row's, or the country's default when no row sets it. */
export function configValue<K extends ConfigKey>(key: K, text: string | null | undefined, country: CountryCode = defaultCountry): (typeof configDefaults)[K] {
  return text === null || text === undefined ? defaultsFor(country)[key] : (JSON.parse(text) as (typeof configDefaults)[K]);
}

/** The tracking pixel ids (SPEC §7 pixel-data): those staff set in the back office (issue 32) win over the older object set by migration. */
export async function trackingPixelIds(db: Executor, now: Date, country: CountryCode) {
  const values = await readConfig(db, ['tracking.pixels', 'tracking.metaPixelId', 'tracking.tiktokPixelId'], now, country);
  const legacy = values['tracking.pixels'];
  return { ...legacy, facebookPixelId: values['tracking.metaPixelId'] || legacy.facebookPixelId, tiktokPixelId: values['tracking.tiktokPixelId'] || legacy.tiktokPixelId };
}

/** GET /sv_influ_api/open/config: the SPA's public configuration (also written into each page). */
export async function publicAppConfig(db: Executor, config: Config, now: Date): Promise<AppConfigResponse> {
  const values = await readConfig(
    db,
    ['otp.length', 'upload.maxBytes', 'build.pollMs', 'job.platformFeeBp', 'tax.vatBp', 'topup.minimumMinor', 'campaign.minimumPriceMinor', 'credit.validDays', 'credit.alertDays', 'content.externalFormUrl'],
    now,
    config.country,
  );
  const body: AppConfigResponse = {
    country: config.country,
    currency: countryRules[config.country].currency,
    cookies: cookieNames(config),
    ipInfoUrl: config.ipInfoUrl,
    buildPollMs: values['build.pollMs'],
    otpLength: values['otp.length'],
    uploadMaxBytes: values['upload.maxBytes'],
    platformFeeBp: values['job.platformFeeBp'],
    vatBp: values['tax.vatBp'],
    topUpMinimumMinor: values['topup.minimumMinor'],
    trackingPixels: await trackingPixelIds(db, now, config.country),
    campaignMinimumPriceMinor: values['campaign.minimumPriceMinor'],
    creditValidDays: values['credit.validDays'],
    creditAlertDays: values['credit.alertDays'],
    // SPEC §2: external navigation only where explicitly allowed — the deployment's list, and the
    // host of the form address staff set (setting it is that act; decision 061).
    allowedExternalHosts: [...new Set([...config.allowedExternalHosts, ...[formAddressHost(values['content.externalFormUrl'])].filter((host): host is string => host !== null)])],
    // SPEC §3: the deployment's country (Thailand by default); the languages are th and en everywhere (SPEC §9).
    avialable_country: [
      {
        code: config.country.toLowerCase(),
        name: countryRules[config.country].name,
        tag: countryRules[config.country].tag,
        languages: [
          { code: 'th', tag: 'NOTIFICATION_LANGUAGE_TH' },
          { code: 'en', tag: 'NOTIFICATION_LANGUAGE_EN' },
        ],
      },
    ],
  };
  return body;
}

/** The withdrawal numbers in force at `at` (PRODUCT.md "Money"; staff change them, issue 15). */
export async function withdrawalRulesAt(db: Executor, at: Date, country: CountryCode): Promise<WithdrawalRules> {
  const values = await readConfig(db, ['withdrawal.minimumMinor', 'withdrawal.feeMinor', 'withdrawal.withholdingTaxBp'], at, country);
  return { minimumMinor: values['withdrawal.minimumMinor'], feeMinor: values['withdrawal.feeMinor'], withholdingTaxBp: values['withdrawal.withholdingTaxBp'] };
}
