import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { socialTicketResponse } from '#common/contracts/influencer';
import { socialProviderNames } from '../config';
import type { AppEnv } from '../http/env';
import { validate } from '../http/validate';
import { clientIp } from '../http/middleware';
import { setSessionCookie } from '../http/session-cookie';
import { createSession } from '../services/auth';
import { finishSocialLogin, peekSocialTicket, startSocialLogin } from '../services/social-login';
import { SocialProviderError } from '../providers/social';
import { DomainError } from '../domain-error';

const providerParam = v.object({ provider: v.picklist(socialProviderNames, 'provider_invalid') });

/**
 * "Continue with LINE / Facebook / Google" (/sv_authauth/social): start redirects to the provider;
 * its callback signs in a member already linked to that identity, or hands the sign-up wizard a
 * single-use ticket carrying the e-mail the provider vouched for.
 */
export const socialRoutes = new Hono<AppEnv>()
  .get(
    '/:provider/start',
    describeRoute({ tags: ['Auth'], summary: 'Start social sign-in (302 to the provider, with state, nonce and PKCE)', responses: { 302: { description: 'To the provider' } } }),
    validate('param', providerParam),
    validate('query', v.object({ lang: v.optional(v.picklist(['th', 'en']), 'th') })),
    async (c) => {
      const { provider } = c.req.valid('param');
      const { lang } = c.req.valid('query');
      try {
        return c.redirect(await startSocialLogin(c.var.deps.db, c.var.deps.config, provider, lang), 302);
      } catch (error) {
        if (error instanceof SocialProviderError) {
          c.var.log.warn({ err: error, provider }, 'social sign-in could not start');
          return c.redirect(`/${lang}/Influencer/signup?socialError=${error.reason}`, 302);
        }
        throw error;
      }
    },
  )
  .get(
    '/:provider/callback',
    describeRoute({ tags: ['Auth'], summary: 'Provider callback: signs in, or continues sign-up with a ticket (302)', responses: { 302: { description: 'To the dashboard or the sign-up wizard' } } }),
    validate('param', providerParam),
    validate('query', v.object({ code: v.optional(v.pipe(v.string(), v.maxLength(2048))), state: v.optional(v.pipe(v.string(), v.maxLength(200))), error: v.optional(v.pipe(v.string(), v.maxLength(200))) })),
    async (c) => {
      const { provider } = c.req.valid('param');
      const { code, state, error } = c.req.valid('query');
      const { db, config } = c.var.deps;
      const fail = (reason: string) => c.redirect(`/th/Influencer/signup?socialError=${encodeURIComponent(reason)}`, 302);
      if (error) return fail(error === 'access_denied' ? 'access_denied' : 'provider_error');
      if (!code || !state) return fail('state_invalid');
      try {
        const result = await finishSocialLogin(db, config, provider, { code, state });
        if (result.user) {
          const session = await createSession(db, result.user, { ip: clientIp(c), userAgent: c.req.header('user-agent') });
          setSessionCookie(c, session.token, session.expiresAt);
          return c.redirect(`/${result.locale}/Influencer/dashboard`, 302);
        }
        return c.redirect(`/${result.locale}/Influencer/signup?social=${encodeURIComponent(result.ticket!)}`, 302);
      } catch (failure) {
        if (failure instanceof SocialProviderError) {
          c.var.log.warn({ err: failure, provider }, 'social sign-in failed');
          return fail(failure.reason);
        }
        if (failure instanceof DomainError && failure.type === 'bad_request') return fail('state_invalid');
        throw failure;
      }
    },
  )
  .get(
    '/ticket/:ticket',
    describeRoute({ tags: ['Auth'], summary: 'What the provider vouched for (prefills the wizard); the ticket stays valid', responses: { 200: { description: 'Identity', content: { 'application/json': { schema: resolver(socialTicketResponse) } } } } }),
    validate('param', v.object({ ticket: v.pipe(v.string(), v.regex(/^[\w-]{20,200}$/, 'social_ticket_invalid')) })),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await peekSocialTicket(c.var.deps.db, c.req.valid('param').ticket));
    },
  );
