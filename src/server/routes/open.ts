import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { appConfigResponse, type AppConfigResponse } from '#common/contracts/config';
import type { AppEnv } from '../http/env';
import { cookieNames } from '../config';
import { readConfig } from '../services/app-config';
import { publicCache } from '../http/public-cache';

const currencyOf = { TH: 'THB', ID: 'IDR', CO: 'COP' } as const;

/** Public (scope open) reads under /sv_influ_api/open. */
export const openRoutes = new Hono<AppEnv>().get(
  '/config',
  publicCache(),
  describeRoute({
    tags: ['Open'],
    summary: 'Public app configuration',
    responses: { 200: { description: 'Configuration', content: { 'application/json': { schema: resolver(appConfigResponse) } } } },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    const values = await readConfig(db, ['otp.length', 'upload.maxBytes', 'build.pollMs']);
    const body: AppConfigResponse = {
      country: config.country,
      currency: currencyOf[config.country],
      cookies: cookieNames(config),
      ipInfoUrl: config.ipInfoUrl,
      buildPollMs: values['build.pollMs'],
      otpLength: values['otp.length'],
      uploadMaxBytes: values['upload.maxBytes'],
      allowedExternalHosts: config.allowedExternalHosts,
      // SPEC §3: the default available country.
      avialable_country: [
        {
          code: 'th',
          name: 'Thailand',
          tag: 'THAILAND',
          languages: [
            { code: 'th', tag: 'NOTIFICATION_LANGUAGE_TH' },
            { code: 'en', tag: 'NOTIFICATION_LANGUAGE_EN' },
          ],
        },
      ],
    };
    return c.json(body);
  },
);
