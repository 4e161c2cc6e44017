import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { placesResponse, referralCodeSchema, signupConfigResponse, talentManagerConsentResponse, type TalentManagerConsentResponse } from '#common/contracts/influencer';
import { interestCategories, type Locale } from '#common/enums';
import { places, signupCountryCodes } from '#common/places';
import { problem } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/problem';
import { validate } from '../http/validate';
import { readConfig } from '../services/app-config';
import { findReferrer } from '../services/influencer';
import { talentManagerConsent, consentFileText } from '../services/consent-text';

const localeParam = v.object({ id: v.picklist(['th', 'en'], 'locale_invalid') });
const ok = (schema: Parameters<typeof resolver>[0]) => ({ 200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } } });

/** Public reads the influencer sign-up needs (/sv_influ_api/open). */
export const influencerOpenRoutes = new Hono<AppEnv>()
  .get('/signup/config', describeRoute({ tags: ['Sign-up'], summary: 'Sign-up configuration: steps, countries, nationalities, code length, social providers', responses: ok(signupConfigResponse) }), async (c) => {
    const values = await readConfig(c.var.deps.db, ['otp.length', 'upload.maxBytes']);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      steps: ['consent', 'location', 'email', 'password'],
      socialSteps: ['consent', 'email', 'password'],
      countries: places.filter((place) => (signupCountryCodes as readonly string[]).includes(place.code)).map((place) => ({ code: place.code, name: place.name })),
      nationalities: places.map((place) => ({ code: place.code, name: place.nationality })),
      residenceCountries: places.map((place) => ({ code: place.code, name: place.name })),
      otpLength: values['otp.length'],
      socialProviders: c.var.deps.config.socialProviders.map((provider) => provider.name),
      interests: interestCategories,
      uploadMaxBytes: values['upload.maxBytes'],
    });
  })
  .get('/nationality/:id', describeRoute({ tags: ['Open'], summary: 'Nationalities in a language (th|en); icon from the lowercased code', responses: ok(placesResponse) }), validate('param', localeParam), (c) => {
    const locale = c.req.valid('param').id as Locale;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ items: places.map((place) => ({ code: place.code, name: place.nationality[locale], icon: place.code.toLowerCase() })) });
  })
  .get('/country/:id', describeRoute({ tags: ['Open'], summary: 'Countries in a language (th|en); icon from the lowercased code', responses: ok(placesResponse) }), validate('param', localeParam), (c) => {
    const locale = c.req.valid('param').id as Locale;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ items: places.map((place) => ({ code: place.code, name: place.name[locale], icon: place.code.toLowerCase() })) });
  })
  .get(
    '/display_consent/talentmanager/:x',
    describeRoute({ tags: ['Sign-up'], summary: "A talent manager's partner consent (by the manager's code)", responses: { ...ok(talentManagerConsentResponse), 404: { description: 'Unknown code', content: problem } } }),
    validate('param', v.object({ x: referralCodeSchema })),
    async (c) => {
      const { x } = c.req.valid('param');
      const manager = await findReferrer(c.var.deps.db, x);
      if (!manager?.isTalentManager) throw notFound('No talent manager with this code.');
      const body: TalentManagerConsentResponse = { code: x, manager: { displayName: manager.displayName }, ...talentManagerConsent(manager.displayName), fileUrl: `/sv_influ_api/open/consent_file/${x}` };
      return c.json(body);
    },
  )
  .get(
    '/consent_file/:x',
    describeRoute({ tags: ['Sign-up'], summary: 'The consent as a downloadable file (blob)', responses: { 200: { description: 'text/plain file' }, 404: { description: 'Unknown code', content: problem } } }),
    validate('param', v.object({ x: referralCodeSchema })),
    async (c) => {
      const { x } = c.req.valid('param');
      const manager = await findReferrer(c.var.deps.db, x);
      if (!manager?.isTalentManager) throw notFound('No talent manager with this code.');
      c.header('Content-Type', 'text/plain; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="kolify-talent-manager-consent-${x}.txt"`);
      return c.body(consentFileText(manager.displayName));
    },
  );
