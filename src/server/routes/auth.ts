import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { influencerSignInBody, signInBody, signInResponse, signOutResponse, statusResponse, type SignInResponse } from '#common/contracts/auth';
import { docFor } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { clientIp } from '../http/middleware';
import { requireJson, validate } from '../http/validate';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import { revokeSession, signIn, type SignInRequest } from '../services/auth';

const signInDoc = docFor(
  ['Auth'],
  {
    400: 'Bad input',
    401: 'Wrong e-mail, phone or password (same answer for both)',
    403: 'Account cannot sign in, or cross-origin',
    429: 'Too many failures; see Retry-After',
  },
  { description: 'Signed in; sets the HttpOnly session cookie' },
);

async function answerSignIn(c: Context<AppEnv>, role: SignInRequest['role'], identifier: { email: string } | { phone: string }, password: string) {
  const { db, config } = c.var.deps;
  const result = await signIn(db, {
    role,
    identifier,
    password,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent'),
    passwordHashCost: config.passwordHashCost,
  });
  setSessionCookie(c, result.token, result.expiresAt);
  const body: SignInResponse = { scope: result.scope, uuid: result.user.uuid, user: result.user };
  // Browsers always send Origin on POST and keep the token in the HttpOnly cookie;
  // other clients get it once, to send as a Bearer header.
  if (!c.req.header('origin')) body.token = result.token;
  return c.json(body);
}

export const authRoutes = new Hono<AppEnv>()
  .get(
    '/status',
    describeRoute({
      tags: ['Auth'],
      summary: 'Login status: scope, uuid (scope open when signed out)',
      responses: { 200: { description: 'Status', content: { 'application/json': { schema: resolver(statusResponse) } } } },
    }),
    (c) => {
      const session = c.var.session;
      c.header('Cache-Control', 'no-store');
      if (!session) return c.json({ token: null, scope: 'open' as const, uuid: '', user: null });
      const bearer = c.var.sessionVia === 'bearer' ? (c.req.header('authorization')?.slice(7) ?? null) : null;
      return c.json({ token: bearer, scope: session.scope, uuid: session.user.uuid, user: session.user });
    },
  )
  .post('/signin/influencer', signInDoc('Influencer sign-in by e-mail or phone', signInResponse), requireJson, validate('json', influencerSignInBody), (c) => {
    const body = c.req.valid('json');
    return answerSignIn(c, 'influencer', body.email ? { email: body.email } : { phone: body.phone! }, body.password);
  })
  .post('/marketer/authen/', signInDoc('Marketer sign-in', signInResponse), requireJson, validate('json', signInBody), (c) => {
    const body = c.req.valid('json');
    return answerSignIn(c, 'marketer', { email: body.email }, body.password);
  })
  .post('/admin/signin', signInDoc('Staff (back office) sign-in', signInResponse), requireJson, validate('json', signInBody), (c) => {
    const body = c.req.valid('json');
    return answerSignIn(c, 'staff', { email: body.email }, body.password);
  })
  .post(
    '/signout',
    describeRoute({
      tags: ['Auth'],
      summary: 'Sign out: revokes the session and clears the cookie',
      responses: { 200: { description: 'Signed out', content: { 'application/json': { schema: resolver(signOutResponse) } } } },
    }),
    async (c) => {
      const session = c.var.session;
      if (session) await revokeSession(c.var.deps.db, session.id);
      clearSessionCookie(c);
      return c.json({ scope: 'open' as const });
    },
  );

export type AuthRoutes = typeof authRoutes;
