import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  addChannelOauthBody,
  addChannelOauthParams,
  addManualChannelBody,
  channelDetailResponse,
  channelSchema,
  deactivateChannelBody,
  estimateOpenQuery,
  estimateParams,
  estimateResponse,
  privilegeCodeSchema,
  privilegeSaveResponse,
  rejectChannelBody,
  reviewQueueResponse,
} from '#common/contracts/channels';
import { cookieNames } from '../config';
import type { AppEnv } from '../http/env';
import { docFor } from '../http/openapi';
import { notFound } from '../http/problem';
import { anyStaff, requireScope } from '../http/middleware';
import { requireJson, validate } from '../http/validate';
import { ChannelPlatformError } from '../providers/channel-platforms/platform-api';
import { DomainError } from '../domain-error';
import {
  addManualChannel,
  channelDetail,
  deactivateChannel,
  estimateForChannel,
  estimateOf,
  evidenceOf,
  finishChannelConnection,
  refreshChannel,
  channelPlatformProblem,
  reviewChannel,
  reviewQueue,
  savePrivilegeCode,
  startChannelConnection,
} from '../services/channels';
import { serveFile } from './files';

const channelErrors = { 400: 'Bad input', 401: 'Signed out', 404: "Not found, or another user's record" };
const channelDoc = docFor(['Channels'], channelErrors);
const staffDoc = docFor(['Admin'], channelErrors);
const redirectDoc = docFor(['Channels'], {});
const influencer = requireScope('influencer_logged_in');
const staff = anyStaff;
const channelIdParam = v.object({ channelId: v.pipe(v.string(), v.uuid('channel_invalid')) });
const ownUuid = (c: { var: AppEnv['Variables'] }, uuid: string) => {
  if (uuid !== c.var.session!.user.uuid) throw notFound();
};

/**
 * Issue 10: social channels at their SPEC §7 paths (full paths, mounted at /), plus the
 * channel detail/refresh reads the screens need and the staff review queue.
 */
export const channelRoutes = new Hono<AppEnv>()
  .post(
    '/sv_authauth/account/add_channel/:type/uuid',
    channelDoc('Start connecting an OAuth channel: answers the platform authorisation URL (state + PKCE S256). An optional privilege code is checked here (incorrect / quota exceeded / expired) and spent only if it is what lets the channel pass.', v.object({ authorizationUrl: v.string() })),
    influencer,
    validate('param', addChannelOauthParams),
    requireJson,
    validate('json', addChannelOauthBody),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await startChannelConnection(c.var.deps, c.var.session!.user.uuid, c.req.valid('param').type, body));
    },
  )
  .get(
    '/sv_authauth/account/add_channel/:type/callback',
    redirectDoc("The platform's OAuth callback: exchanges the code, reads the figures, decides, then 302 to channelAdd with the channel (or the reason it failed)", undefined, { status: 302, description: 'To Influencer/channelAdd' }),
    validate('param', addChannelOauthParams),
    validate('query', v.object({ code: v.optional(v.pipe(v.string(), v.maxLength(2048))), state: v.optional(v.pipe(v.string(), v.maxLength(200))), error: v.optional(v.pipe(v.string(), v.maxLength(200))) })),
    async (c) => {
      const { type } = c.req.valid('param');
      const { code, state, error } = c.req.valid('query');
      const lang = getCookie(c, cookieNames(c.var.deps.config).language) === 'en' ? 'en' : 'th';
      const fail = (reason: string) => c.redirect(`/${lang}/Influencer/channelAdd?channelError=${encodeURIComponent(reason)}`, 302);
      if (error) return fail(error === 'access_denied' ? 'access_denied' : 'provider_error');
      if (!code || !state) return fail('state_invalid');
      try {
        const { locale, channel } = await finishChannelConnection(c.var.deps, type, { code, state });
        return c.redirect(`/${locale}/Influencer/channelAdd?channel=${channel.id}`, 302);
      } catch (failure) {
        if (failure instanceof ChannelPlatformError) {
          c.var.log.warn({ err: failure, type }, 'channel connection failed');
          return fail(failure.reason);
        }
        if (failure instanceof DomainError && failure.type === 'bad_request') return fail('state_invalid');
        throw failure;
      }
    },
  )
  .post(
    '/sv_influ_api/influ/channel/addChannel',
    channelDoc('Add a manual channel (LINE OA, WhatsApp, Lemon8): profile URL, stated figures and a screenshot uploaded first via attachment/{id}; answers the channel waiting for staff review (or already_signup when the profile is active on another account)', channelSchema, { errors: { 409: 'Already connected on this account' } }),
    influencer,
    requireJson,
    validate('json', addManualChannelBody),
    async (c) => c.json(await addManualChannel(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('json'), c.var.deps.now())),
  )
  .get(
    '/sv_influ_api/influ/channel/privilege/save/:a/:b',
    channelDoc('Check a privilege code before connecting: {a} is your influencer uuid (another answers 404), {b} the code. Answers its expiry and remaining uses, or privilege_incorrect / privilege_quota_exceeded / privilege_expired. Nothing is spent here.', privilegeSaveResponse),
    influencer,
    validate('param', v.object({ a: v.pipe(v.string(), v.uuid('uuid_invalid')), b: privilegeCodeSchema })),
    async (c) => {
      const { a, b } = c.req.valid('param');
      ownUuid(c, a);
      return c.json(await savePrivilegeCode(c.var.deps.db, b, c.var.deps.now()));
    },
  )
  .get(
    '/sv_influ_api/influ/estimate/:uuid/:social_type/:social_id',
    channelDoc("Earnings estimate per post type for one of your channels: {uuid} your influencer uuid, {social_id} the channel's social id. THB, each row a ±20 % range (PRODUCT.md formula).", estimateResponse),
    influencer,
    validate('param', estimateParams),
    async (c) => {
      const { uuid, social_type, social_id } = c.req.valid('param');
      ownUuid(c, uuid);
      return c.json(await estimateForChannel(c.var.deps.db, uuid, social_type, social_id, c.var.deps.now()));
    },
  )
  .get(
    '/sv_influ_api/influ/estimateWithOutToken/:uuid/:social_type/:social_id',
    channelDoc(
      'Open earnings estimator before sign-up (no sign-in): {uuid} a random visitor id the browser keeps for the session (it only ties the steps together, nothing is stored), {social_id} the handle the visitor typed (echoed back to carry into sign-up). Followers and engagement rate (percent) are typed by the visitor as query parameters; nothing is fetched from the platform for a visitor. THB per post type as a ±20 % range.',
      estimateResponse,
    ),
    validate('param', estimateParams),
    validate('query', estimateOpenQuery),
    async (c) => {
      const { social_type, social_id } = c.req.valid('param');
      const { followers, engagementRate } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await estimateOf(c.var.deps.db, { type: social_type, socialId: social_id, followers, engagementRateBp: Math.floor(engagementRate * 100 + 1e-9) }, c.var.deps.now()));
    },
  )
  .get('/sv_influ_api/influ/channel/detail/:channelId', channelDoc('One of your channels: figures, tier, status, last refresh and the estimate per post type', channelDetailResponse), influencer, validate('param', channelIdParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await channelDetail(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('param').channelId, c.var.deps.now()));
  })
  .post(
    '/sv_influ_api/influ/channel/refresh/:channelId',
    channelDoc('Read the figures again from the platform and decide again (qualified OAuth channels; 409 otherwise)', channelDetailResponse, { errors: { 409: 'Not allowed in its state' } }),
    influencer,
    validate('param', channelIdParam),
    async (c) => {
      try {
        return c.json(await refreshChannel(c.var.deps, c.var.session!.user.uuid, c.req.valid('param').channelId));
      } catch (failure) {
        if (failure instanceof ChannelPlatformError) throw channelPlatformProblem(failure);
        throw failure;
      }
    },
  )
  .post(
    '/api/influencers/channel/deactivate',
    channelDoc('Disconnect one of your channels; refused (409 channel_has_open_job, naming the jobs) while it has a job in progress', channelSchema, { errors: { 409: 'A job in progress, or not allowed in its state' } }),
    influencer,
    requireJson,
    validate('json', deactivateChannelBody),
    async (c) => c.json(await deactivateChannel(c.var.deps.db, c.var.session!.user.uuid, c.req.valid('json').channelId, c.var.deps.now())),
  )
  // Staff review of manual channels (back office).
  .get('/api/admin/channels/review', staffDoc('Manual channels waiting for review, oldest first, with their evidence', reviewQueueResponse), staff, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await reviewQueue(c.var.deps.db) });
  })
  .get('/api/admin/channels/:channelId/evidence', staffDoc("A manual channel's screenshot"), staff, validate('param', channelIdParam), async (c) => {
    const upload = await evidenceOf(c.var.deps.db, c.req.valid('param').channelId);
    // A private member file: the storage provider serves it to staff with private, no-store.
    return serveFile(c, upload.id);
  })
  .post('/api/admin/channels/:channelId/approve', staffDoc('Approve a manual channel (the influencer is notified in their language); 409 unless it is waiting for review', channelSchema, { errors: { 409: 'Not waiting for review' } }), staff, validate('param', channelIdParam), async (c) =>
    c.json(await reviewChannel(c.var.deps.db, c.var.deps, c.var.session!.user, c.req.valid('param').channelId, { approve: true })),
  )
  .post(
    '/api/admin/channels/:channelId/reject',
    staffDoc('Reject a manual channel with a reason (the influencer is notified in their language); 409 unless it is waiting for review', channelSchema, { errors: { 409: 'Not waiting for review' } }),
    staff,
    validate('param', channelIdParam),
    requireJson,
    validate('json', rejectChannelBody),
    async (c) => c.json(await reviewChannel(c.var.deps.db, c.var.deps, c.var.session!.user, c.req.valid('param').channelId, { approve: false, reason: c.req.valid('json').reason })),
  );
