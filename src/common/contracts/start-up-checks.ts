import { accountStatuses, countries, locales, marketerTypes, roles, scopes } from '../enums';
import type { StatusResponse } from './auth';
import type { AppConfigResponse } from './config';
import type { SeoData } from './seo';

/**
 * The answers every page reads at start-up (the login status, the public configuration, a
 * section's SEO entry), checked without valibot: valibot and these contracts' schemas (with the
 * country table the auth contract reaches) would otherwise travel in every page's entry chunk
 * (docs/decisions/071-initial-js-without-the-tables.md). Same rules as the schemas in auth.ts,
 * config.ts and seo.ts — a missing or mistyped field throws, unknown fields are dropped, the
 * output is a new object — and start-up-checks.test.ts compares both on valid and broken
 * answers, so the two cannot drift apart unseen. The types keep every field of the contract.
 */
type Check<T> = (value: unknown, path: string) => T;

function fail(path: string, expected: string): never {
  throw new TypeError(`Invalid answer at ${path || 'root'}: expected ${expected}`);
}

const string: Check<string> = (value, path) => (typeof value === 'string' ? value : fail(path, 'string'));
const number: Check<number> = (value, path) => (typeof value === 'number' && !Number.isNaN(value) ? value : fail(path, 'number'));
const boolean: Check<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'boolean'));
const picklist =
  <const T extends readonly string[]>(options: T): Check<T[number]> =>
  (value, path) =>
    options.includes(value as string) ? (value as T[number]) : fail(path, options.join(' | '));
const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path) =>
    value === null ? null : check(value, path);
/** Marks a field that may be absent (as valibot's `optional`): absent stays absent in the output. */
const optional = <T>(check: Check<T>): Check<T | undefined> & { optional: true } =>
  Object.assign((value: unknown, path: string) => (value === undefined ? undefined : check(value, path)), { optional: true as const });
const array =
  <T>(check: Check<T>): Check<T[]> =>
  (value, path) =>
    Array.isArray(value) ? value.map((item, index) => check(item, `${path}[${index}]`)) : fail(path, 'array');
function object<S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: ReturnType<S[K]> }> {
  return (value, path) => {
    if (!value || typeof value !== 'object') fail(path, 'object');
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      if (key in input) output[key] = check(input[key], `${path}.${key}`);
      else if (!('optional' in check)) fail(`${path}.${key}`, 'a value');
    }
    return output as { [K in keyof S]: ReturnType<S[K]> };
  };
}

const sessionUser = object({
  uuid: string,
  role: picklist(roles),
  email: string,
  displayName: string,
  status: picklist(accountStatuses),
  isTalentManager: boolean,
  marketerType: nullable(picklist(marketerTypes)),
  locale: picklist(locales),
});
const statusResponse: Check<StatusResponse> = object({ token: nullable(string), scope: picklist(scopes), uuid: string, user: nullable(sessionUser) });

const appConfigResponse: Check<AppConfigResponse> = object({
  country: picklist(countries),
  currency: string,
  cookies: object({
    token: string,
    scope: string,
    uuid: string,
    loginFlag: string,
    language: string,
    acceptCookies: string,
    signupStep: string,
    referral: string,
    utm: string,
  }),
  ipInfoUrl: string,
  buildPollMs: number,
  otpLength: number,
  uploadMaxBytes: number,
  platformFeeBp: number,
  vatBp: number,
  topUpMinimumMinor: number,
  trackingPixels: object({ facebookPixelId: optional(string), tiktokPixelId: optional(string) }),
  campaignMinimumPriceMinor: number,
  creditValidDays: number,
  creditAlertDays: number,
  allowedExternalHosts: array(string),
  avialable_country: array(object({ code: string, name: string, tag: string, languages: array(object({ code: picklist(locales), tag: string })) })),
});

const seoData: Check<SeoData> = object({ page: string, locale: string, title: string, description: string, keyword: string, image: string });

/** GET /sv_authauth/status, as `v.parse(statusResponse, …)`. */
export const parseStatusResponse = (value: unknown): StatusResponse => statusResponse(value, '');
/** GET /sv_influ_api/open/config, as `v.parse(appConfigResponse, …)`. */
export const parseAppConfigResponse = (value: unknown): AppConfigResponse => appConfigResponse(value, '');
/** GET /api/seo/page/{page}/{locale}, as `v.parse(seoSchema, …)`. */
export const parseSeoData = (value: unknown): SeoData => seoData(value, '');
