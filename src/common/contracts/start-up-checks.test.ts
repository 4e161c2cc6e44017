import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { statusResponse, type StatusResponse } from './auth';
import { appConfigResponse, type AppConfigResponse } from './config';
import { seoSchema, type SeoData } from './seo';
import { parseAppConfigResponse, parseSeoData, parseStatusResponse } from './start-up-checks';

const signedIn: StatusResponse = {
  token: null,
  scope: 'influencer_logged_in',
  uuid: 'u-1',
  user: { uuid: 'u-1', role: 'influencer', email: 'i@kolify.test', displayName: 'Ink', status: 'active', isTalentManager: false, marketerType: null, locale: 'th' },
};
const config: AppConfigResponse = {
  country: 'TH',
  currency: 'THB',
  cookies: { token: 't', scope: 's', uuid: 'u', loginFlag: 'l', language: 'lang', acceptCookies: 'a', signupStep: 'st', referral: 'r', utm: 'utm' },
  ipInfoUrl: 'https://ipinfo.test',
  buildPollMs: 60_000,
  otpLength: 6,
  uploadMaxBytes: 1_000_000,
  platformFeeBp: 1000,
  vatBp: 700,
  topUpMinimumMinor: 100_00,
  trackingPixels: { facebookPixelId: 'fb' },
  campaignMinimumPriceMinor: 500_00,
  creditValidDays: 365,
  creditAlertDays: 30,
  allowedExternalHosts: ['line.me'],
  avialable_country: [{ code: 'TH', name: 'Thailand', tag: 'th', languages: [{ code: 'th', tag: 'th-TH' }] }],
};
const seo: SeoData = { page: 'home', locale: 'th', title: 'T', description: 'D', keyword: 'K', image: '/i.png' };

/** Every answer one change away from `value`: each field removed or set to a value of another type, nested fields too. */
function variants(value: unknown): { path: string; value: unknown }[] {
  if (!value || typeof value !== 'object') return [];
  const out: { path: string; value: unknown }[] = [];
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, field] of entries) {
    const replace = (next: unknown) => (Array.isArray(value) ? value.map((item, index) => (String(index) === key ? next : item)) : { ...value, [key]: next });
    if (!Array.isArray(value)) {
      const rest: Record<string, unknown> = { ...value };
      delete rest[key];
      out.push({ path: `${key} removed`, value: rest });
    }
    for (const next of [null, undefined, 7, 'x', Number.NaN, true, [], {}]) out.push({ path: `${key} = ${String(next)}`, value: replace(next) });
    for (const inner of variants(field)) out.push({ path: `${key}.${inner.path}`, value: replace(inner.value) });
  }
  return out;
}

const cases = [
  { name: 'status (signed in)', valid: signedIn as unknown, schema: statusResponse as v.GenericSchema, parse: parseStatusResponse as (value: unknown) => unknown },
  { name: 'status (signed out)', valid: { token: null, scope: 'open', uuid: '', user: null }, schema: statusResponse, parse: parseStatusResponse },
  { name: 'config', valid: config, schema: appConfigResponse, parse: parseAppConfigResponse },
  { name: 'seo', valid: seo, schema: seoSchema, parse: parseSeoData },
];

describe('start-up answers checked without valibot', () => {
  for (const { name, valid, schema, parse } of cases) {
    it(`${name}: a valid answer gives the schema's output, unknown fields dropped`, () => {
      const withExtra = { ...(valid as object), extra: 'dropped' };
      expect(parse(withExtra)).toEqual(v.parse(schema, withExtra));
      expect(parse(withExtra)).not.toHaveProperty('extra');
    });

    it(`${name}: every answer one change away is accepted or refused as the schema does`, () => {
      const all = variants(valid);
      expect(all.length).toBeGreaterThan(20);
      for (const variant of all) {
        const expected = v.safeParse(schema, variant.value);
        if (expected.success) expect(parse(variant.value), variant.path).toEqual(expected.output);
        else expect(() => parse(variant.value), variant.path).toThrow(TypeError);
      }
    });
  }

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'x', 3]) {
      expect(() => parseStatusResponse(value)).toThrow(TypeError);
      expect(() => parseAppConfigResponse(value)).toThrow(TypeError);
    }
  });

  it('the optional pixel ids may be absent, and stay absent', () => {
    const output = parseAppConfigResponse({ ...config, trackingPixels: {} });
    expect(output.trackingPixels).toEqual({});
    expect('facebookPixelId' in output.trackingPixels).toBe(false);
  });
});
