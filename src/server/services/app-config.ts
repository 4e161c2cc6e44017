import { and, desc, inArray, lte } from 'drizzle-orm';
import type { AppConfigResponse } from '#common/contracts/config';
import { cookieNames, type Config } from '../config';
import type { Executor } from '../db/client';
import { appConfig } from '../db/schema/index';

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
  // setCookieGGForm: the external form it forwards to (must be on the allowed-host list).
  'content.externalFormUrl': 'https://docs.google.com/forms/d/e/kolify-creator-interest/viewform',
  'tracking.pixels': { facebookPixelId: '', googleTagId: '', tiktokPixelId: '' },
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
} as const;

export type ConfigKey = keyof typeof configDefaults;
export type ConfigValues<K extends ConfigKey> = { [P in K]: (typeof configDefaults)[P] };

/**
 * The live values of `keys` at `at` (now by default): per key, the row with the latest
 * effective_from not after `at`, else the default.
 */
export async function readConfig<K extends ConfigKey>(db: Executor, keys: readonly K[], at: Date = new Date()): Promise<ConfigValues<K>> {
  const rows = await db
    .selectDistinctOn([appConfig.key], { key: appConfig.key, value: appConfig.value })
    .from(appConfig)
    .where(and(inArray(appConfig.key, keys as readonly string[] as string[]), lte(appConfig.effectiveFrom, at)))
    .orderBy(appConfig.key, desc(appConfig.effectiveFrom));
  const values = Object.fromEntries(keys.map((key) => [key, configDefaults[key]])) as Record<string, unknown>;
  for (const row of rows) values[row.key] = row.value;
  return values as ConfigValues<K>;
}

const currencyOf = { TH: 'THB', ID: 'IDR', CO: 'COP' } as const;

/** GET /sv_influ_api/open/config: the SPA's public configuration (also written into each page). */
export async function publicAppConfig(db: Executor, config: Config): Promise<AppConfigResponse> {
  const values = await readConfig(db, ['otp.length', 'upload.maxBytes', 'build.pollMs']);
  const body: AppConfigResponse = {
    country: config.country,
    currency: currencyOf[config.country],
    cookies: cookieNames(config),
    ipInfoUrl: config.ipInfoUrl,
    buildPollMs: values['build.pollMs'],
    otpLength: values['otp.length'],
    uploadMaxBytes: values['upload.maxBytes'],
    allowedExternalHosts: config.allowedExternalHosts,
    // SPEC §3: the default available country.
    avialable_country: [
      {
        code: 'th',
        name: 'Thailand',
        tag: 'THAILAND',
        languages: [
          { code: 'th', tag: 'NOTIFICATION_LANGUAGE_TH' },
          { code: 'en', tag: 'NOTIFICATION_LANGUAGE_EN' },
        ],
      },
    ],
  };
  return body;
}
