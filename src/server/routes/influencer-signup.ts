import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { setCookie, deleteCookie } from 'hono/cookie';
import * as v from 'valibot';
import { checkRefCodeResponse, createMemberBody, referralCodeSchema, signupStepBody, signupStepResponse } from '#common/contracts/influencer';
import { signInResponse } from '#common/contracts/auth';
import { problem } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { ProblemError, notFound } from '../http/problem';
import { requireJson, validate } from '../http/validate';
import { clientIp } from '../http/middleware';
import { setSessionCookie } from '../http/session-cookie';
import { cookieNames } from '../config';
import { createMember, findReferrer } from '../services/influencer';
import { nextSignupStep } from '../services/influencer-signup';
import { assertAvailable, assertPasswordAllowed } from '../services/account';
import { createSession, toSessionUser } from '../services/auth';

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const signupQuery = v.object(Object.fromEntries(utmKeys.map((key) => [key, v.optional(v.pipe(v.string(), v.maxLength(200)))])) as Record<(typeof utmKeys)[number], v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>>);

/** Influencer sign-up (/sv_influ_api/influSignup, SPEC §7 and PRODUCT.md). */
export const influencerSignupRoutes = new Hono<AppEnv>()
  .get(
    '/checkRefCode/:code',
    describeRoute({ tags: ['Sign-up'], summary: 'Who a referral code belongs to (404 when unknown)', responses: { 200: { description: 'Referrer', content: { 'application/json': { schema: resolver(checkRefCodeResponse) } } }, 404: { description: 'Unknown code', content: problem } } }),
    validate('param', v.object({ code: referralCodeSchema })),
    async (c) => {
      const { code } = c.req.valid('param');
      const referrer = await findReferrer(c.var.deps.db, code);
      if (!referrer) throw notFound('No active member has this code.');
      return c.json({ code, referrer: { displayName: referrer.displayName, isTalentManager: referrer.isTalentManager } });
    },
  )
  .post(
    '/signup',
    describeRoute({
      tags: ['Sign-up'],
      summary: 'Check one wizard step and record progress in the sign-up step cookie (resume after reload)',
      responses: { 200: { description: 'Step accepted', content: { 'application/json': { schema: resolver(signupStepResponse) } } }, 400: { description: 'Bad input', content: problem }, 409: { description: 'E-mail taken', content: problem } },
    }),
    requireJson,
    validate('json', signupStepBody),
    validate('query', signupQuery),
    async (c) => {
      const body = c.req.valid('json');
      const { db, config } = c.var.deps;
      const required = (field: keyof typeof body, message: string) => {
        if (body[field] === undefined || body[field] === '') throw new ProblemError(400, 'validation', { errors: [{ path: field, message }] });
      };
      if (body.step === 'consent' && body.consent !== true) throw new ProblemError(400, 'validation', { errors: [{ path: 'consent', message: 'consent_required' }] });
      if (body.step === 'location') {
        required('country', 'country_required');
        required('nationality', 'nationality_required');
      }
      if (body.step === 'email') {
        required('email', 'email_required');
        await assertAvailable(db, { email: body.email });
      }
      if (body.referralCode && !(await findReferrer(db, body.referralCode))) throw new ProblemError(400, 'validation', { errors: [{ path: 'referralCode', message: 'referral_code_unknown' }] });
      const next = nextSignupStep(body);
      const names = cookieNames(config);
      // Readable by the SPA (SPEC §3 "signup steps"): where to resume, and nothing that identifies
      // the visitor (the e-mail address stays in the tab's sessionStorage).
      const progress = { step: next ?? body.step, route: body.route, consent: body.consent, country: body.country, nationality: body.nationality, referralCode: body.referralCode || undefined };
      setCookie(c, names.signupStep, JSON.stringify(progress), { path: '/', sameSite: 'Lax', secure: config.production, maxAge: 86_400 });
      const query = c.req.valid('query');
      const utm = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
      if (Object.keys(utm).length > 0) setCookie(c, names.utm, JSON.stringify(utm), { path: '/', sameSite: 'Lax', secure: config.production, maxAge: 86_400 });
      return c.json({ step: body.step, next });
    },
  )
  .post(
    '/createInfluMember',
    describeRoute({
      tags: ['Sign-up'],
      summary: 'Create the influencer (needs the e-mail code proof or a social ticket) and sign in',
      responses: {
        200: { description: 'Created and signed in', content: { 'application/json': { schema: resolver(signInResponse) } } },
        400: { description: 'Bad input or missing proof', content: problem },
        409: { description: 'E-mail taken', content: problem },
      },
    }),
    requireJson,
    validate('json', createMemberBody),
    async (c) => {
      const body = c.req.valid('json');
      const { db, config } = c.var.deps;
      assertPasswordAllowed(body.password);
      const names = cookieNames(config);
      let utm: Record<string, string> | undefined;
      try {
        const raw = c.req.header('cookie')?.match(new RegExp(`(?:^|; )${names.utm}=([^;]*)`))?.[1];
        utm = raw ? (JSON.parse(decodeURIComponent(raw)) as Record<string, string>) : undefined;
      } catch {
        utm = undefined;
      }
      const user = await createMember(db, { ...body, secret: config.secret, passwordHashCost: config.passwordHashCost, utm });
      const session = await createSession(db, user, { ip: clientIp(c), userAgent: c.req.header('user-agent') });
      setSessionCookie(c, session.token, session.expiresAt);
      deleteCookie(c, names.signupStep, { path: '/' });
      return c.json({ scope: 'influencer_logged_in' as const, uuid: user.id, user: toSessionUser(user) });
    },
  );
