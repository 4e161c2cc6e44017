import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { staffRoles, type Scope, type StaffRole } from '#common/enums';
import type { AppEnv, Deps } from './env';
import { ProblemError } from './problem';
import { cookieNames } from '../config';
import { findSession } from '../auth/session';
import { isApiPath } from './api-paths';

/**
 * Sets headers on the finished response in place. Hono's `c.header()` after the handler has
 * answered copies the whole response once per call (and turns @hono/node-server's lightweight
 * response into a full one); seven headers meant seven copies on every request. A response
 * whose headers are immutable (none of ours today) still goes through `c.header()`.
 */
export function setResponseHeaders(c: Context<AppEnv>, headers: readonly (readonly [string, string])[]) {
  try {
    const target = c.res.headers;
    for (const [name, value] of headers) target.set(name, value);
  } catch {
    for (const [name, value] of headers) c.header(name, value);
  }
}

/**
 * The request's logger, made on first use: pino's child() serialises and redacts its bindings on
 * every request, a cost a cached public read that logs nothing (its access line is debug) need
 * not pay (issue 31, decision 059).
 */
function lazyChild(root: Deps['log'], bindings: Record<string, unknown>): Deps['log'] {
  let child: Deps['log'] | undefined;
  const real = () => (child ??= root.child(bindings));
  return new Proxy(root, {
    get(_target, key) {
      const value = Reflect.get(real(), key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real()) : value;
    },
  });
}

/** A request's id: a sane incoming X-Request-Id (a proxy's or a client's trace), else a new one. */
export const requestIdFrom = (incoming: string | undefined): string => (incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID());

/** Request id (honours a sane incoming X-Request-Id) and one log line per request. */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const log = lazyChild(deps.log, { requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('session', null);
    c.set('sessionVia', null);
    const started = performance.now();
    await next();
    setResponseHeaders(c, [['X-Request-Id', requestId]]);
    // A public read answered from memory is the bulk of the traffic and the same for everyone:
    // its access line is debug (at info, writing it cost more than answering; issue 31).
    // (c.get, not c.var: c.var copies every variable into a new object on each read.)
    const quiet = c.get('fromCache') && c.res.status < 400;
    if (quiet && !deps.log.isLevelEnabled('debug')) return;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (quiet) log.debug(line, 'request');
    else log.info(line, 'request');
  };
}

export function securityHeaders(deps: Deps): MiddlewareHandler<AppEnv> {
  const ipInfoOrigin = new URL(deps.config.ipInfoUrl).origin;
  const csp = [
    "default-src 'self'",
    // The Meta and TikTok pixels, loaded only after the visitor accepts cookies (issue 32).
    "script-src 'self' https://connect.facebook.net https://analytics.tiktok.com",
    // Mantine writes CSS variables into style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://www.facebook.com",
    "font-src 'self' data:",
    `connect-src 'self' ${ipInfoOrigin} https://www.facebook.com https://connect.facebook.net https://analytics.tiktok.com`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  if (deps.config.production) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return async (c, next) => {
    await next();
    setResponseHeaders(c, headers);
  };
}

export function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Finds the session from the HttpOnly cookie or an Authorization: Bearer header.
 * Reads outside the API (built assets, SPA pages, sitemap, API reference) never look at the
 * session, so a signed-in browser's cookie costs them no database round trip. Unsafe methods
 * still load it everywhere: sameOrigin() needs to know whether a cookie authenticated them.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !isApiPath(c.req.path)) return next();
  const names = cookieNames(c.get('deps').config);
  const bearer = c.req.header('authorization')?.match(/^Bearer ([\w-]{20,200})$/)?.[1];
  const cookie = getCookie(c, names.token);
  const token = bearer ?? cookie;
  if (token && /^[\w-]{20,200}$/.test(token)) {
    const session = await findSession(c.get('deps').db, token);
    if (session) {
      c.set('session', session);
      c.set('sessionVia', bearer ? 'bearer' : 'cookie');
    }
  }
  await next();
};

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * PRODUCT.md: unsafe methods authenticated by cookie need a same-origin Origin header.
 * A browser request from another origin is refused even without a session (login CSRF).
 * "Same origin" is PUBLIC_URL's origin alone (outside production also its loopback twin,
 * config.trustedOrigins): the Host header (and the request URL built from it) is whatever the
 * client says, so it proves nothing.
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (unsafeMethods.has(c.req.method)) {
    const origin = c.req.header('origin');
    if (origin ? !c.var.deps.config.trustedOrigins.includes(origin) : c.var.sessionVia === 'cookie') {
      throw new ProblemError(403, 'cross_origin', { detail: 'This request must come from the Kolify site itself.' });
    }
  }
  await next();
};

/**
 * Issue 15: staff endpoints name the staff roles that may call them (the back office's scope is
 * one, its roles two). Signed out is 401; any other role, staff or not, 403.
 */
export function requireStaff(...allowed: StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.var.session;
    if (!session) throw new ProblemError(401, 'unauthorized');
    if (!(allowed as readonly string[]).includes(session.user.role)) throw new ProblemError(403, 'forbidden');
    await next();
  };
}
/** Money and the platform configuration: admin only. */
export const adminOnly = requireStaff('admin');
/** The queues, users and content: any staff member. */
export const anyStaff = requireStaff(...staffRoles);

/** Only these scopes may pass; a missing session is 401, another role 403. */
export function requireScope(...allowed: Scope[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.var.session;
    if (!session) throw new ProblemError(401, 'unauthorized');
    if (!allowed.includes(session.scope)) throw new ProblemError(403, 'forbidden');
    await next();
  };
}
