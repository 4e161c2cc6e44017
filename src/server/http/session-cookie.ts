import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { cookieNames } from '../config';
import type { AppEnv } from './env';

/** The token cookie is HttpOnly (PRODUCT.md hardening); SameSite=Lax; Secure in production. */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  const { config } = c.var.deps;
  setCookie(c, cookieNames(config).token, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.production,
    path: '/',
    expires: expiresAt,
    maxAge: Math.floor((expiresAt.getTime() - Date.now()) / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const { config } = c.var.deps;
  deleteCookie(c, cookieNames(config).token, { path: '/', secure: config.production });
}
