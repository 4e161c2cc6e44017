/**
 * Referral and UTM cookies (SPEC §3 cookie keys: referral, UTM fields, accept-cookies).
 * Names come from the app configuration (built from environment and country).
 */
export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const maxAge = 86_400 * 30;

function writeCookie(name: string, value: string, seconds = maxAge): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${seconds}; Path=/; SameSite=Lax${secure}`;
}

export function readCookieValue(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

const refPattern = /^[A-Za-z0-9_-]{3,40}$/;
const utmPattern = /^[\p{L}\p{N} ._\-+]{1,100}$/u;

/** Stores ?ref= and utm_* from a URL's query; answers what it stored. */
export function recordTrackingParams(search: URLSearchParams, names: { referral: string; utm: string }): { ref?: string; utm?: Record<string, string> } {
  const stored: { ref?: string; utm?: Record<string, string> } = {};
  const ref = search.get('ref');
  if (ref && refPattern.test(ref)) {
    writeCookie(names.referral, ref);
    stored.ref = ref;
  }
  const utm: Record<string, string> = {};
  for (const field of utmFields) {
    const value = search.get(field);
    if (value && utmPattern.test(value)) utm[field] = value;
  }
  if (Object.keys(utm).length) {
    writeCookie(names.utm, JSON.stringify(utm));
    stored.utm = utm;
  }
  return stored;
}

export function acceptCookies(name: string): void {
  writeCookie(name, 'true', 31_536_000);
}
