import { thailand } from '#common/countries';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  accountResponse,
  changePasswordBody,
  changePasswordByEmailBody,
  checkRefCodeResponse,
  codeVerifiedResponse,
  consentAcceptedResponse,
  consentBody,
  createMemberBody,
  createProfileBody,
  memberCountryResponse,
  patchGeneralBody,
  passwordChangedResponse,
  patchPrefsBody,
  placesResponse,
  prefsResponse,
  profileGeneralResponse,
  profileReadyResponse,
  referralCodeSchema,
  requestEmailOtpBody,
  requestPhoneOtpBody,
  signupConfigResponse,
  signupStepBody,
  signupStepResponse,
  socialTicketResponse,
  talentManagerConsentResponse,
  toastBody,
  toastResponse,
  uploadResponse,
  verifyEmailOtpBody,
  verifyEmailOtpSignUpBody,
  verifyPhoneOtpBody,
  withdrawConsentResponse,
  type TalentManagerConsentResponse,
} from '#common/contracts/influencer';
import { signInResponse } from '#common/contracts/auth';
import { channelTypeSchema } from '#common/contracts/channels';
import { otpRequestResponse, otpVerifyResponse } from '#common/contracts/otp';
import { interestCategories, type Locale } from '#common/enums';
import { places, signupCountryCodes } from '#common/places';
import { cookieNames, socialProviderNames } from '../config';
import { DomainError } from '../domain-error';
import { docFor } from '../http/openapi';
import type { AppEnv } from '../http/env';
import { ProblemError, notFound } from '../http/problem';
import { clientIp, requireScope } from '../http/middleware';
import { requireJson, validate } from '../http/validate';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie';
import { SocialProviderError } from '../providers/social';
import { assertAvailable, assertPasswordAllowed, changePassword } from '../services/account';
import { requestAccountCode, resetForgottenPassword, verifyAccountCode, changeEmailWithCode, confirmPhoneWithCode } from '../services/account-codes';
import { readConfig } from '../services/app-config';
import { createSession, toSessionUser } from '../services/auth';
import { listChannels } from '../services/channels';
import { talentManagerConsent, consentFileText } from '../services/consent-text';
import {
  acceptTalentManagerConsent,
  accountOverview,
  createMember,
  createProfile,
  dismissToast,
  findReferrer,
  loadOwn,
  markReady,
  ownUpload,
  saveGeneral,
  savePrefs,
  setProfileImage,
  toGeneral,
  toPrefs,
  uploadUrl,
  withdrawTalentManagerConsent,
} from '../services/influencer';
import { nextSignupStep } from '../services/influencer-signup';
import { finishSocialLogin, peekSocialTicket, startSocialLogin } from '../services/social-login';
import { attachmentTypes, imageTypes, storePrivateFile } from '../services/uploads';
import { capCodesPerIp } from './code-cap';
import { serveFile } from './files';

/*
 * Every influencer route (SPEC §7), at its full path, in one file mounted at the root: the sign-up's
 * public reads (/sv_influ_api/open), the sign-up (/sv_influ_api/influSignup), the member's own
 * records (/sv_influ_api/influ), its one-time codes (/api/notification) and social sign-in
 * (/sv_authauth/social). Channels have their own area (channels.ts); the shared public
 * configuration stays in open.ts.
 */

const signupDoc = docFor(['Sign-up'], {});
const openDoc = docFor(['Open'], {});
const doc = docFor(['Influencer'], { 400: 'Bad input', 401: 'Signed out', 404: "Not found, or another user's id" });
const otpDoc = docFor(['OTP'], { 400: 'Bad input, wrong or expired code', 429: 'Too many codes or wrong tries; see Retry-After' });
const socialDoc = docFor(['Auth'], {});
const unknownCode = { errors: { 404: 'Unknown code' } };

const localeParam = v.object({ id: v.picklist(['th', 'en'], 'locale_invalid') });
const idParam = v.object({ id: v.pipe(v.string(), v.uuid('id_invalid')) });
const providerParam = v.object({ provider: v.picklist(socialProviderNames, 'provider_invalid') });
const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const signupQuery = v.object(Object.fromEntries(utmKeys.map((key) => [key, v.optional(v.pipe(v.string(), v.maxLength(200)))])) as Record<(typeof utmKeys)[number], v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 200, undefined>]>, undefined>>);

const signedIn = requireScope('influencer_logged_in');
// Transport cap; the exact SPEC §5 limit (4,096,000 bytes of file) is checked on the file itself.
export const uploadCap = bodyLimit({
  maxSize: 8 * 1024 * 1024,
  onError: () => {
    throw new ProblemError(413, 'payload_too_large', { errors: [{ path: 'file', message: 'file_too_large' }] });
  },
});

/** The signed-in influencer's own record by the `{id}` in the path; another id (or no uuid) answers 404. */
export async function own(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  if (!v.is(idParam.entries.id, id)) throw notFound();
  return loadOwn(c.var.deps.db, c.var.session!.user.uuid, id);
}

/** The multipart "file" field (415 unless multipart/form-data); the upload service checks it. */
export async function fileField(c: Context<AppEnv>) {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new ProblemError(415, 'unsupported_media_type', { detail: 'Send multipart/form-data with a "file" field.' });
  try {
    const body = await c.req.parseBody();
    return body.file;
  } catch (error) {
    if (error instanceof ProblemError) throw error;
    throw new ProblemError(400, 'bad_request', { detail: 'The multipart body could not be read.' });
  }
}

export const influencerRoutes = new Hono<AppEnv>()
  // Public reads of the sign-up (/sv_influ_api/open).
  .get('/sv_influ_api/open/signup/config', signupDoc('Sign-up configuration: steps, countries, nationalities, code length, social providers', signupConfigResponse), async (c) => {
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
  .get('/sv_influ_api/open/nationality/:id', openDoc('Nationalities in a language (th|en); icon from the lowercased code', placesResponse), validate('param', localeParam), (c) => {
    const locale = c.req.valid('param').id as Locale;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ items: places.map((place) => ({ code: place.code, name: place.nationality[locale], icon: place.code.toLowerCase() })) });
  })
  .get('/sv_influ_api/open/country/:id', openDoc('Countries in a language (th|en); icon from the lowercased code', placesResponse), validate('param', localeParam), (c) => {
    const locale = c.req.valid('param').id as Locale;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ items: places.map((place) => ({ code: place.code, name: place.name[locale], icon: place.code.toLowerCase() })) });
  })
  .get(
    '/sv_influ_api/open/display_consent/talentmanager/:x',
    signupDoc("A talent manager's partner consent (by the manager's code)", talentManagerConsentResponse, unknownCode),
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
    '/sv_influ_api/open/consent_file/:x',
    signupDoc('The consent as a downloadable file (blob)', undefined, { ...unknownCode, description: 'text/plain file' }),
    validate('param', v.object({ x: referralCodeSchema })),
    async (c) => {
      const { x } = c.req.valid('param');
      const manager = await findReferrer(c.var.deps.db, x);
      if (!manager?.isTalentManager) throw notFound('No talent manager with this code.');
      c.header('Content-Type', 'text/plain; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="kolify-talent-manager-consent-${x}.txt"`);
      return c.body(consentFileText(manager.displayName));
    },
  )
  // Sign-up (/sv_influ_api/influSignup, SPEC §7 and PRODUCT.md).
  .get(
    '/sv_influ_api/influSignup/checkRefCode/:code',
    signupDoc('Who a referral code belongs to (404 when unknown)', checkRefCodeResponse, { ...unknownCode, description: 'Referrer' }),
    validate('param', v.object({ code: referralCodeSchema })),
    async (c) => {
      const { code } = c.req.valid('param');
      const referrer = await findReferrer(c.var.deps.db, code);
      if (!referrer) throw notFound('No active member has this code.');
      return c.json({ code, referrer: { displayName: referrer.displayName, isTalentManager: referrer.isTalentManager } });
    },
  )
  .post(
    '/sv_influ_api/influSignup/signup',
    signupDoc('Check one wizard step and record progress in the sign-up step cookie (resume after reload)', signupStepResponse, { description: 'Step accepted', errors: { 400: 'Bad input', 409: 'E-mail taken' } }),
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
    '/sv_influ_api/influSignup/createInfluMember',
    signupDoc('Create the influencer (needs the e-mail code proof or a social ticket) and sign in', signInResponse, { description: 'Created and signed in', errors: { 400: 'Bad input or missing proof', 409: 'E-mail taken' } }),
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
      // The ?ref= link's cookie (written by the SPA, SPEC §3 "referral") counts when no code is typed.
      const cookieReferralCode = getCookie(c, names.referral) || undefined;
      const user = await createMember(db, { ...body, secret: config.secret, passwordHashCost: config.passwordHashCost, utm, cookieReferralCode, sessionUserId: c.var.session?.user.uuid }, c.var.deps.now());
      const session = await createSession(db, user, { ip: clientIp(c), userAgent: c.req.header('user-agent') });
      setSessionCookie(c, session.token, session.expiresAt);
      deleteCookie(c, names.signupStep, { path: '/' });
      deleteCookie(c, names.referral, { path: '/' });
      return c.json({ scope: 'influencer_logged_in' as const, uuid: user.id, user: toSessionUser(user) });
    },
  )
  // The signed-in influencer's own records (/sv_influ_api/influ): every {id} is the caller's uuid or 404.
  .patch('/sv_influ_api/influ/changePasswordByEmail/:id', doc('Forgotten password: new password with the proof of a reset code sent to the e-mail', passwordChangedResponse), validate('param', idParam), requireJson, validate('json', changePasswordByEmailBody), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await resetForgottenPassword(c.var.deps, 'influencer', id, { destination: body.email, verificationToken: body.verificationToken, newPassword: body.newPassword });
    if (c.var.session?.user.uuid === id) clearSessionCookie(c);
    return c.json({ ok: true });
  })
  .patch('/sv_influ_api/influ/changePassword/:id', doc('Change password (current password required; other sessions are signed out)', passwordChangedResponse), signedIn, requireJson, validate('json', changePasswordBody), async (c) => {
    const { user } = await own(c);
    const body = c.req.valid('json');
    const { db, config } = c.var.deps;
    await changePassword(db, { userId: user.id, sessionId: c.var.session!.id, currentPassword: body.currentPassword, newPassword: body.newPassword, passwordHashCost: config.passwordHashCost }, c.var.deps.now());
    return c.json({ ok: true });
  })
  .patch('/sv_influ_api/influ/profile/ready/:id', doc('Mark the sign-up profile complete (400 lists what is missing)', profileReadyResponse), signedIn, async (c) => {
    const { user, profile } = await own(c);
    return c.json(await markReady(c.var.deps.db, user, profile, c.var.deps.now()));
  })
  .get('/sv_influ_api/influ/profile/general/:id', doc('Profile', profileGeneralResponse), signedIn, async (c) => {
    const { user, profile } = await own(c);
    c.header('Cache-Control', 'no-store');
    return c.json(toGeneral(user, profile));
  })
  .patch('/sv_influ_api/influ/profile/general/:id', doc('Update profile fields', profileGeneralResponse), signedIn, requireJson, validate('json', patchGeneralBody), async (c) => {
    const { user } = await own(c);
    await saveGeneral(c.var.deps.db, user.id, c.req.valid('json'), c.var.deps.now());
    const fresh = await loadOwn(c.var.deps.db, user.id, user.id);
    return c.json(toGeneral(fresh.user, fresh.profile));
  })
  .post('/sv_influ_api/influ/profile/createProfile/:id', doc('Save the whole sign-up profile', profileGeneralResponse), signedIn, requireJson, validate('json', createProfileBody), async (c) => {
    const { user } = await own(c);
    await createProfile(c.var.deps.db, user.id, c.req.valid('json'), c.var.deps.now());
    const fresh = await loadOwn(c.var.deps.db, user.id, user.id);
    return c.json(toGeneral(fresh.user, fresh.profile));
  })
  .get('/sv_influ_api/influ/profile/prefs/:id', doc('Notification channels and language', prefsResponse), signedIn, async (c) => {
    const { profile } = await own(c);
    c.header('Cache-Control', 'no-store');
    return c.json(toPrefs(profile));
  })
  .patch('/sv_influ_api/influ/profile/prefs/:id', doc('Update notification channels and language', prefsResponse), signedIn, requireJson, validate('json', patchPrefsBody), async (c) => {
    const { user } = await own(c);
    return c.json(await savePrefs(c.var.deps.db, user.id, c.req.valid('json'), c.var.deps.now()));
  })
  .get(
    '/sv_influ_api/influ/account/:id',
    doc('Account overview: contact, completeness, next steps, and the connected channels (query `channel`: one channel type; `owner_id`: must be the caller, else 404)', accountResponse),
    signedIn,
    validate('query', v.object({ channel: v.optional(channelTypeSchema), owner_id: v.optional(v.pipe(v.string(), v.uuid('owner_id_invalid'))) })),
    async (c) => {
    const { user, profile } = await own(c);
    const query = c.req.valid('query');
    if (query.owner_id && query.owner_id !== user.id) throw notFound();
    c.header('Cache-Control', 'no-store');
    const overview = await accountOverview(c.var.deps.db, user, profile);
    return c.json({ ...overview, channels: await listChannels(c.var.deps.db, user.id, { type: query.channel }) });
  })
  .get('/sv_influ_api/influ/getMemberCountry/:id', doc("The member's country and nationality", memberCountryResponse), signedIn, async (c) => {
    const { profile } = await own(c);
    return c.json({ country: profile.country, nationality: profile.nationality, isThai: profile.nationality === thailand });
  })
  .post('/sv_influ_api/influ/profile/image/:id', doc('Upload the profile image (multipart "file"; JPEG, PNG, WebP or GIF; at most 4,096,000 bytes)', uploadResponse), signedIn, uploadCap, async (c) => {
    const { user } = await own(c);
    const { db, config } = c.var.deps;
    const row = await storePrivateFile(db, config, { userId: user.id, kind: 'profile_image', file: await fileField(c), allowed: imageTypes });
    await setProfileImage(db, user.id, row.id, c.var.deps.now());
    return c.json({ id: row.id, url: uploadUrl(row.id)!, mime: row.mime, bytes: row.sizeBytes });
  })
  .post('/sv_influ_api/influ/attachment/:id', doc('Upload an attachment (multipart "file"; image or PDF; at most 4,096,000 bytes)', uploadResponse), signedIn, uploadCap, async (c) => {
    const { user } = await own(c);
    const { db, config } = c.var.deps;
    const row = await storePrivateFile(db, config, { userId: user.id, kind: 'attachment', file: await fileField(c), allowed: attachmentTypes });
    return c.json({ id: row.id, url: uploadUrl(row.id)!, mime: row.mime, bytes: row.sizeBytes });
  })
  .get('/sv_influ_api/influ/file/:uploadId', doc('One of your uploaded files'), signedIn, validate('param', v.object({ uploadId: v.pipe(v.string(), v.uuid()) })), async (c) => {
    const row = await ownUpload(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('param').uploadId);
    if (!row) throw notFound();
    return serveFile(c, row.id);
  })
  .post('/sv_influ_api/influ/consent/:id', doc("Accept a talent manager's partner consent", consentAcceptedResponse), signedIn, requireJson, validate('json', consentBody), async (c) => {
    const { user } = await own(c);
    return c.json(await acceptTalentManagerConsent(c.var.deps.db, user.id, c.req.valid('json').code, c.var.deps.now()));
  })
  .delete('/sv_influ_api/influ/consent/:id', doc("Withdraw the talent manager's partner consent: the link ends at once (404 when none is accepted)", withdrawConsentResponse), signedIn, async (c) => {
    const { user } = await own(c);
    return c.json(await withdrawTalentManagerConsent(c.var.deps.db, user.id, c.var.deps.now()));
  })
  .patch('/sv_influ_api/influ/toast/:id', doc('Dismiss a notice for good', toastResponse), signedIn, requireJson, validate('json', toastBody), async (c) => {
    const { user, profile } = await own(c);
    return c.json(await dismissToast(c.var.deps.db, user.id, profile, c.req.valid('json').key));
  })
  // One-time codes (/api/notification): e-mail codes for sign-up, password reset and e-mail change;
  // SMS codes for verifying or changing the phone. The limits live in the OTP service.
  .post('/api/notification/requestOtpEmail', otpDoc('Send an e-mail code (sign-up, password reset, e-mail change)', otpRequestResponse, { errors: { 401: 'Signed out (change_email)', 409: 'E-mail taken' } }), requireJson, validate('json', requestEmailOtpBody), capCodesPerIp, async (c) => {
    const { email, purpose, locale } = c.req.valid('json');
    return c.json(await requestAccountCode(c.var.deps, 'influencer', c.var.session, { purpose, channel: 'email', destination: email, locale }));
  })
  .post('/api/notification/verifyEmailOtpSignUp', otpDoc('Check a sign-up e-mail code; answers the proof for createInfluMember', otpVerifyResponse), requireJson, validate('json', verifyEmailOtpSignUpBody), async (c) => {
    const { email, code } = c.req.valid('json');
    const { verificationToken } = await verifyAccountCode(c.var.deps, 'influencer', c.var.session, { purpose: 'signup', destination: email, code });
    return c.json({ verificationToken });
  })
  .post('/api/notification/verifyEmailOtp', otpDoc('Check a password-reset or e-mail-change code', codeVerifiedResponse, { errors: { 401: 'Signed out (change_email)', 409: 'E-mail taken' } }), requireJson, validate('json', verifyEmailOtpBody), async (c) => {
    const body = c.req.valid('json');
    if (body.purpose === 'reset_password') return c.json(await verifyAccountCode(c.var.deps, 'influencer', c.var.session, { purpose: 'reset_password', destination: body.email, code: body.code }));
    return c.json(await changeEmailWithCode(c.var.deps, 'influencer', c.var.session, body));
  })
  .post('/api/notification/requestOtp', otpDoc('Send an SMS code to verify or change the phone (signed-in influencer)', otpRequestResponse, { errors: { 401: 'Signed out', 409: 'Phone taken' } }), requireScope('influencer_logged_in'), requireJson, validate('json', requestPhoneOtpBody), capCodesPerIp, async (c) => {
    const { phone, purpose, locale } = c.req.valid('json');
    return c.json(await requestAccountCode(c.var.deps, 'influencer', c.var.session, { purpose, channel: 'sms', destination: phone, locale }));
  })
  .post('/api/notification/verifyOtp', otpDoc('Check an SMS code; verifies or changes the phone', codeVerifiedResponse, { errors: { 401: 'Signed out', 409: 'Phone taken' } }), requireScope('influencer_logged_in'), requireJson, validate('json', verifyPhoneOtpBody), async (c) => {
    return c.json(await confirmPhoneWithCode(c.var.deps, 'influencer', c.var.session, c.req.valid('json')));
  })
  // "Continue with LINE / Facebook / Google" (/sv_authauth/social): start redirects to the provider;
  // its callback signs in a member already linked to that identity, or hands the sign-up wizard a
  // single-use ticket carrying the e-mail the provider vouched for.
  .get(
    '/sv_authauth/social/:provider/start',
    socialDoc('Start social sign-in (302 to the provider, with state, nonce and PKCE)', undefined, { status: 302, description: 'To the provider' }),
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
    '/sv_authauth/social/:provider/callback',
    socialDoc('Provider callback: signs in, or continues sign-up with a ticket (302)', undefined, { status: 302, description: 'To the dashboard or the sign-up wizard' }),
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
    '/sv_authauth/social/ticket/:ticket',
    socialDoc('What the provider vouched for (prefills the wizard); the ticket stays valid', socialTicketResponse, { description: 'Identity' }),
    validate('param', v.object({ ticket: v.pipe(v.string(), v.regex(/^[\w-]{20,200}$/, 'social_ticket_invalid')) })),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await peekSocialTicket(c.var.deps.db, c.req.valid('param').ticket));
    },
  );
