import * as v from 'valibot';
import { countries, locales } from '../enums';

export const cookieNamesSchema = v.object({
  token: v.string(),
  scope: v.string(),
  uuid: v.string(),
  loginFlag: v.string(),
  language: v.string(),
  acceptCookies: v.string(),
  signupStep: v.string(),
  referral: v.string(),
  utm: v.string(),
});
export type CookieNames = v.InferOutput<typeof cookieNamesSchema>;

export const availableCountrySchema = v.object({
  code: v.string(),
  name: v.string(),
  tag: v.string(),
  languages: v.array(v.object({ code: v.picklist(locales), tag: v.string() })),
});

/** GET /sv_influ_api/open/config — the public app configuration (PRODUCT.md: numbers live here). */
export const appConfigResponse = v.object({
  country: v.picklist(countries),
  currency: v.string(),
  cookies: cookieNamesSchema,
  /** SPEC §7: a public IP-info service read for the visitor's country. */
  ipInfoUrl: v.string(),
  /** How often the SPA polls builds/latest.json (SPEC leaves it open). */
  buildPollMs: v.number(),
  otpLength: v.number(),
  uploadMaxBytes: v.number(),
  /** The platform fee taken from a new job's price, basis points (configuration, issue 15). */
  platformFeeBp: v.number(),
  /** Issue 30: VAT on a top-up or package (app_config tax.vatBp, per country). */
  vatBp: v.number(),
  /** Issue 32: the smallest top-up (minor units), how long bought credit lasts and how early its expiry is announced. */
  topUpMinimumMinor: v.number(),
  /**
   * Issue 32: the Meta and TikTok pixel ids (as GET …/tracking/pixel-data answers them), in the
   * configuration every page carries, so a page loads them after consent without an API call.
   */
  trackingPixels: v.object({ facebookPixelId: v.optional(v.string()), tiktokPixelId: v.optional(v.string()) }),
  /** Issue 30: a credit campaign's smallest fee per influencer (app_config campaign.minimumPriceMinor, per country). */
  campaignMinimumPriceMinor: v.number(),
  creditValidDays: v.number(),
  creditAlertDays: v.number(),
  /** Hosts the SPA may navigate to (SPEC §2: external navigation refused unless allowed). */
  allowedExternalHosts: v.array(v.string()),
  avialable_country: v.array(availableCountrySchema),
});
export type AppConfigResponse = v.InferOutput<typeof appConfigResponse>;
