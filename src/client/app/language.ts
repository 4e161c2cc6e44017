import { thailand } from '#common/countries';
import { ofetch } from 'ofetch';
import { isLocale, type Locale } from '#common/enums';
import type { AppConfigResponse } from '#common/contracts/config';
import { readCookie, writeCookie } from '#client/api/cookies';

/** SPEC §9: the language cookie lasts 31,536,000 seconds. */
export const languageCookieMaxAge = 31_536_000;
const countryLookupTimeoutMs = 3_000;

export function storedLanguage(config: AppConfigResponse): Locale | null {
  const value = readCookie(config.cookies.language);
  return isLocale(value) ? value : null;
}

export function storeLanguage(config: AppConfigResponse, lang: Locale): void {
  if (readCookie(config.cookies.language) !== lang) writeCookie(config.cookies.language, lang, languageCookieMaxAge);
}

/** SPEC §2: the visitor's country decides — Thai for TH, otherwise English; on failure Thailand. */
export async function detectLanguage(config: AppConfigResponse): Promise<Locale> {
  try {
    // Not through the API client: a third-party origin, no credentials, no global spinner.
    const info = await ofetch<{ country?: unknown }>(config.ipInfoUrl, { timeout: countryLookupTimeoutMs, retry: 0 });
    if (typeof info?.country !== 'string' || info.country === '') throw new Error('No country in the answer');
    return info.country.toUpperCase() === thailand ? 'th' : 'en';
  } catch {
    console.error('Failed to fetch country info, defaulting to Thailand');
    return 'th';
  }
}

/** The stored language, else the detected one; either way it is stored for next time. */
export async function resolveLanguage(config: AppConfigResponse): Promise<Locale> {
  const lang = storedLanguage(config) ?? (await detectLanguage(config));
  storeLanguage(config, lang);
  return lang;
}

/** A first path segment that is a language code we do not serve (/fr, /id, /pt-BR): replaced by the stored language. */
export function looksLikeLanguageCode(segment: string): boolean {
  return /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i.test(segment);
}
