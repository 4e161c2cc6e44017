/**
 * Safe navigation (SPEC §2 "Route behaviour"): dangerous protocols are refused, external
 * origins are refused unless their host is allowed by configuration, and inside the mobile
 * app external links go through /MobileApp/Linkout with an encoded gotourl.
 */

export type NavigationTarget =
  /** Same origin: a path with search and hash, for the router. */
  | { kind: 'internal'; path: string }
  /** Another origin that may be opened (or the app's link-out page for it). */
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: 'invalid' | 'protocol' | 'host' };

export interface NavigationRules {
  origin: string;
  allowedExternalHosts: readonly string[];
  inMobileApp: boolean;
}

const openableProtocols = new Set(['http:', 'https:']);
/** Not a web page, so no host to check; the OS hands them to the mail or phone app. */
const handOffProtocols = new Set(['mailto:', 'tel:']);
const mobileAppMarker = 'KolifyApp';

export function isMobileApp(userAgent: string | undefined): boolean {
  return Boolean(userAgent?.includes(mobileAppMarker));
}

/** `example.com` allows exactly that host; `*.example.com` allows its subdomains too. */
export function isAllowedHost(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('*.')) {
      const suffix = rule.slice(1);
      return host === rule.slice(2) || host.endsWith(suffix);
    }
    return host === rule;
  });
}

export function mobileLinkOutPath(url: string): string {
  return `/MobileApp/Linkout?gotourl=${encodeURIComponent(url)}`;
}

export function classifyNavigation(target: string, rules: NavigationRules): NavigationTarget {
  if (typeof target !== 'string' || target.trim() === '') return { kind: 'refused', reason: 'invalid' };
  let url: URL;
  try {
    // The URL parser drops tabs and newlines, so "java\tscript:" is seen as javascript:.
    url = new URL(target.trim(), rules.origin);
  } catch {
    return { kind: 'refused', reason: 'invalid' };
  }
  if (handOffProtocols.has(url.protocol)) return { kind: 'external', url: url.href };
  if (!openableProtocols.has(url.protocol)) return { kind: 'refused', reason: 'protocol' };
  if (url.origin === new URL(rules.origin).origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (!isAllowedHost(url.hostname, rules.allowedExternalHosts)) return { kind: 'refused', reason: 'host' };
  return { kind: 'external', url: rules.inMobileApp ? new URL(mobileLinkOutPath(url.href), rules.origin).href : url.href };
}

/**
 * A `redirect` query value that may be followed after sign-in: a same-origin path only
 * ("/th/Influencer/dashboard?tab=1"), never "//evil.example", "/\\evil" or "https://…".
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = 'https://kolify.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export interface SafeNavigator {
  /** Router navigation for internal paths. */
  navigateInternal: (path: string) => void;
  /** Full document navigation for external targets. */
  assign: (url: string) => void;
}

/** Follows `target` when the rules allow it; returns what was decided. */
export function navigateSafely(target: string, rules: NavigationRules, navigator: SafeNavigator): NavigationTarget {
  const decision = classifyNavigation(target, rules);
  if (decision.kind === 'internal') navigator.navigateInternal(decision.path);
  else if (decision.kind === 'external') navigator.assign(decision.url);
  else console.warn(`[navigation] refused (${decision.reason}): ${target}`);
  return decision;
}
