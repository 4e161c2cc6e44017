/**
 * Redirect rules shipped with the build (SPEC §2: the third guard, "redirect rules from
 * the build's route rules"), read from builds/meta/{buildId}.json:
 * `matcher.static["/old"] = { redirect: "/new" }` and `matcher.wildcard["/old"]` for a prefix.
 */

type Rule = { redirect?: string | { to?: string } };
export interface RouteRules {
  static: Record<string, Rule>;
  wildcard: Record<string, Rule>;
}

const empty: RouteRules = { static: {}, wildcard: {} };
let loading: Promise<RouteRules> | null = null;

function targetOf(rule: Rule | undefined): string | null {
  const target = typeof rule?.redirect === 'string' ? rule.redirect : rule?.redirect?.to;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

export function parseRouteRules(meta: unknown): RouteRules {
  const matcher = (meta as { matcher?: { static?: unknown; wildcard?: unknown } } | null)?.matcher;
  const asRecord = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, Rule>) : {});
  return { static: asRecord(matcher?.static), wildcard: asRecord(matcher?.wildcard) };
}

/** The redirect target for `pathname`, or null. Exact rules win over the longest prefix. */
export function ruleRedirect(rules: RouteRules, pathname: string): string | null {
  const exact = targetOf(rules.static[pathname]);
  if (exact) return exact !== pathname ? exact : null;
  const prefix = Object.keys(rules.wildcard)
    .filter((key) => pathname === key || pathname.startsWith(key.endsWith('/') ? key : `${key}/`))
    .sort((a, b) => b.length - a.length)[0];
  const target = prefix ? targetOf(rules.wildcard[prefix]) : null;
  return target && target !== pathname ? target : null;
}

/** The rules the server wrote into the page (first-screen data): no fetch then. */
export function provideRouteRules(meta: unknown): void {
  loading ??= Promise.resolve(parseRouteRules(meta));
}

/** Loaded once per page load; a missing or broken file means no rules. */
export function loadRouteRules(buildId: string = __BUILD_ID__): Promise<RouteRules> {
  loading ??= fetch(`/builds/meta/${encodeURIComponent(buildId)}.json`, { credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : null))
    .then(parseRouteRules)
    .catch(() => empty);
  return loading;
}
