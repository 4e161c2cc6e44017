import type { SessionUser } from '#common/contracts/auth';
import { recordAudit } from './audit';
import { enqueueNotification } from './notifications';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { channelStatusMachine, type ChannelStatus, type ChannelStatusEvent } from '#machines/lifecycles/channel-status.machine';
import { defaultEstimateRules, estimateTable, qualify, tierOf, type EstimateRules, type QualificationResult } from '#common/channels';
import type { Channel, ChannelDetailResponse, EstimateResponse, PrivilegeSaveResponse, ReviewItem, AddManualChannelBody } from '#common/contracts/channels';
import type { Locale, SocialChannelType } from '#common/enums';
import { countryRules, deploymentCountry, type CountryCode } from '#common/countries';
import { currencyOf } from '#common/money';
import { openJobStatuses } from '#common/earnings';
import type { Database, Executor } from '../db/client';
import { channelConnections, channels, influencerProfiles, jobs, privilegeCodes, uploads, users } from '../db/schema/index';
import type { ChannelPlatformConfig, ChannelPlatformType, Config } from '../config';
import { DomainError, notFoundError } from '../domain-error';
import { decide } from '../machines/run-machine';
import type { Deps } from '../deps';
import { decryptToken, encryptToken, newPkce, platformAuthorizationUrl, platformExchangeCode, platformFigures, platformRefresh, type PlatformFigures } from '../providers/channel-platform';
import { ChannelPlatformError } from '../providers/channel-platforms/platform-api';
import { readConfig } from './app-config';
import { imageTypes } from './uploads';
import { wallNow } from '../wall-clock';

/**
 * Social channels (issue 10, PRODUCT.md "Channels and qualification"). The server decides:
 * figures come from the platform (OAuth) or are stated and reviewed by staff (manual), and
 * `qualify()` from src/common/channels.ts gives the result in the one rule order. Staff review,
 * refresh and disconnect go through the channel-status lifecycle (`decideChannelStatus`, decision 050): an event the
 * channel's state does not allow answers 409.
 */

type ChannelRow = typeof channels.$inferSelect;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const connectionTtlMs = 15 * 60_000;
/** A channel's social id counts as taken while it is one of these on some account. */
const activeStatuses = ['qualified', 'waiting_review'] as const;

export const channelRedirectUri = (config: Pick<Config, 'publicUrl'>, type: string) => `${config.publicUrl}/sv_authauth/account/add_channel/${type}/callback`;

export async function qualificationRules(db: Executor, now: Date) {
  const values = await readConfig(db, ['channel.minFollowers', 'channel.postWindowDays', 'channel.minEngagementBp', 'channel.maxFollowingRatio', 'channel.alistFollowers'], now);
  return {
    minFollowers: values['channel.minFollowers'],
    postWindowDays: values['channel.postWindowDays'],
    minEngagementBp: values['channel.minEngagementBp'],
    maxFollowingRatio: values['channel.maxFollowingRatio'],
    alistFollowers: values['channel.alistFollowers'],
  };
}

/** The estimate's numbers in force: the bases per channel type (in the country's currency), post-type multipliers and tier baselines staff set, the A-list threshold qualification uses. */
export async function estimateRules(db: Executor, now: Date, country: CountryCode = deploymentCountry()): Promise<EstimateRules> {
  const values = await readConfig(
    db,
    [
    'estimate.baseInstagram',
    'estimate.baseTiktok',
    'estimate.baseFacebookPage',
    'estimate.baseFacebookProfile',
    'estimate.baseYoutube',
    'estimate.baseX',
    'estimate.baseLine',
    'estimate.baseLemon8',
    'estimate.baseWhatsapp',
    'estimate.shareLinkBp',
    'estimate.photoPostBp',
    'estimate.storyBp',
    'estimate.reelBp',
    'estimate.videoPostBp',
    'estimate.liveBp',
    'estimate.baselineMicroBp',
    'estimate.baselineAlistBp',
    'channel.alistFollowers',
    ],
    now,
    country,
  );
  return {
    ...defaultEstimateRules,
    // Whole tens of baht; whole thousands of rupiah or pesos (nobody quotes Rp 2.530).
    roundTo: countryRules[country].estimatePerThb > 1 ? 1_000 : 10,
    base: {
      INSTAGRAM: values['estimate.baseInstagram'],
      TIKTOK: values['estimate.baseTiktok'],
      FACEBOOK_PAGE: values['estimate.baseFacebookPage'],
      FACEBOOK_PROFILE: values['estimate.baseFacebookProfile'],
      YOUTUBE: values['estimate.baseYoutube'],
      X: values['estimate.baseX'],
      TWITTER: values['estimate.baseX'],
      LINE: values['estimate.baseLine'],
      LEMON8: values['estimate.baseLemon8'],
      WHATSAPP: values['estimate.baseWhatsapp'],
    },
    postType: {
      shareLink: values['estimate.shareLinkBp'] / 10_000,
      photoPost: values['estimate.photoPostBp'] / 10_000,
      story: values['estimate.storyBp'] / 10_000,
      reel: values['estimate.reelBp'] / 10_000,
      videoPost: values['estimate.videoPostBp'] / 10_000,
      live: values['estimate.liveBp'] / 10_000,
    },
    baselineEngagementBp: { micro: values['estimate.baselineMicroBp'], alist: values['estimate.baselineAlistBp'] },
    alistFollowers: values['channel.alistFollowers'],
  };
}

export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    type: row.type,
    method: row.method,
    socialId: row.socialId,
    name: row.name,
    profileUrl: row.profileUrl,
    followers: row.followers,
    following: row.following,
    engagementRateBp: row.engagementRateBp,
    lastPostAt: row.lastPostAt?.toISOString() ?? null,
    tier: row.tier,
    status: row.status,
    result: row.result,
    privilegeCodeUsed: row.privilegeCodeId !== null,
    rejectReason: row.rejectReason,
    lastRefreshedAt: row.lastRefreshedAt?.toISOString() ?? null,
    needsReconnect: row.reconnectRequiredAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

// ---- privilege codes ---------------------------------------------------------------------

/** SPEC §8: incorrect, quota exceeded, expired, each its own problem type (and message). */
export async function checkPrivilegeCode(db: Executor, code: string, now: Date) {
  const [row] = await db.select().from(privilegeCodes).where(eq(privilegeCodes.code, code.trim().toUpperCase())).limit(1);
  if (!row) throw new DomainError('privilege_incorrect', { errors: [{ path: 'privilegeCode', message: 'privilege_incorrect' }] });
  if (row.expiresAt.getTime() <= now.getTime()) throw new DomainError('privilege_expired', { errors: [{ path: 'privilegeCode', message: 'privilege_expired' }] });
  if (row.used >= row.quota) throw new DomainError('privilege_quota_exceeded', { errors: [{ path: 'privilegeCode', message: 'privilege_quota_exceeded' }] });
  return row;
}

export async function savePrivilegeCode(db: Executor, code: string, now: Date): Promise<PrivilegeSaveResponse> {
  const row = await checkPrivilegeCode(db, code, now);
  return { code: row.code, expiresAt: row.expiresAt.toISOString(), remaining: row.quota - row.used };
}

/** Takes one use of the code, or answers why it cannot (a race with the last use is a quota error). */
async function spendPrivilegeCode(tx: Executor, id: string, now: Date) {
  const [spent] = await tx
    .update(privilegeCodes)
    .set({ used: sql`${privilegeCodes.used} + 1` })
    .where(and(eq(privilegeCodes.id, id), sql`${privilegeCodes.used} < ${privilegeCodes.quota}`, gt(privilegeCodes.expiresAt, now)))
    .returning({ id: privilegeCodes.id });
  return Boolean(spent);
}

// ---- qualification -----------------------------------------------------------------------

async function activeOnAnotherAccount(tx: Executor, ownerId: string, type: SocialChannelType, socialId: string) {
  const [other] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.type, type), eq(channels.socialId, socialId), ne(channels.ownerId, ownerId), inArray(channels.status, [...activeStatuses])))
    .limit(1);
  return Boolean(other);
}

/** Inserts or updates the owner's one row for this social id (a reconnect reuses it). */
async function upsertChannel(tx: Executor, now: Date, ownerId: string, type: SocialChannelType, socialId: string, values: Partial<typeof channels.$inferInsert> & { method: 'oauth' | 'manual'; name: string }) {
  const [existing] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.ownerId, ownerId), eq(channels.type, type), eq(channels.socialId, socialId)))
    .orderBy(desc(channels.updatedAt))
    .limit(1);
  if (existing) {
    const [row] = await tx
      .update(channels)
      .set({ ...values, disconnectedAt: null, reviewedAt: null, reviewedBy: null, rejectReason: null, updatedAt: now })
      .where(eq(channels.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await tx.insert(channels).values({ ownerId, type, socialId, createdAt: now, updatedAt: now, ...values }).returning();
  return row!;
}

/**
 * The channel-status machine's answer for one event at the stored status (decision 050): the
 * status to write, or 409 illegal_transition. channels.status is written only with this answer.
 * A connection or a manual submission is taken in every state with the same answer, so a row not
 * yet written is asked at the machine's initial state.
 */
export function decideChannelStatus(row: { status: ChannelStatus; method: 'oauth' | 'manual' } | null, event: ChannelStatusEvent, method: 'oauth' | 'manual' = row?.method ?? 'oauth'): ChannelStatus {
  return decide(channelStatusMachine, { value: row?.status ?? 'connecting', context: { method } }, event).value as ChannelStatus;
}

async function decideFigures(tx: Executor, now: Date, input: { ownerId: string; type: SocialChannelType; figures: PlatformFigures; privilegeCodeId: string | null }) {
  const rules = await qualificationRules(tx, now);
  const taken = await activeOnAnotherAccount(tx, input.ownerId, input.type, input.figures.socialId);
  // The code is only spent when it is the reason the channel passes the follower rule.
  let privilegeCodeId: string | null = null;
  const withoutCode = qualify({ figures: input.figures, activeOnAnotherAccount: taken, hasPrivilegeCode: false, now }, rules);
  let decision = withoutCode;
  if (withoutCode.result === 'error_friends' && input.privilegeCodeId) {
    const withCode = qualify({ figures: input.figures, activeOnAnotherAccount: taken, hasPrivilegeCode: true, now }, rules);
    if (withCode.result === 'qualified' && (await spendPrivilegeCode(tx, input.privilegeCodeId, now))) privilegeCodeId = input.privilegeCodeId;
    if (privilegeCodeId || withCode.result !== 'qualified') decision = withCode;
  }
  return { ...decision, privilegeCodeId };
}

// ---- OAuth connection --------------------------------------------------------------------

export function platformOf(config: Config, type: string): ChannelPlatformConfig {
  const platform = config.channelPlatforms.find((p) => p.type === type);
  if (!platform) throw new DomainError('not_found', { detail: `Connecting ${type} is not configured.` });
  return platform;
}

export async function startChannelConnection(deps: Pick<Deps, 'db' | 'config' | 'now'>, userId: string, type: ChannelPlatformType, input: { locale: Locale; privilegeCode?: string }) {
  const { db, config } = deps;
  const platform = platformOf(config, type);
  const code = input.privilegeCode ? await checkPrivilegeCode(db, input.privilegeCode, deps.now()) : null;
  const state = randomBytes(32).toString('base64url');
  const pkce = newPkce();
  await db.insert(channelConnections).values({ userId, type, stateHash: sha256(state), codeVerifier: pkce.verifier, privilegeCodeId: code?.id ?? null, locale: input.locale, expiresAt: new Date(wallNow().getTime() + connectionTtlMs) });
  return { authorizationUrl: platformAuthorizationUrl(platform, { redirectUri: channelRedirectUri(config, type), state, codeChallenge: pkce.challenge, locale: input.locale }) };
}

/** The platform's callback: state ours, unexpired, unused and of this type; then code → tokens → figures → decision. */
export async function finishChannelConnection(deps: Pick<Deps, 'db' | 'config' | 'now'>, type: ChannelPlatformType, input: { code: string; state: string }) {
  const { db, config } = deps;
  const platform = platformOf(config, type);
  const [pending] = await db
    .update(channelConnections)
    // The OAuth state lives 15 minutes of real time (the member's browser round trip), not the app's clock.
    .set({ usedAt: wallNow() })
    .where(and(eq(channelConnections.stateHash, sha256(input.state)), eq(channelConnections.type, type), isNull(channelConnections.usedAt), gt(channelConnections.expiresAt, wallNow())))
    .returning();
  if (!pending) throw new DomainError('bad_request', { detail: 'state_invalid' });
  // Outside calls first, then one transaction for what they decide.
  const tokens = await platformExchangeCode(platform, { code: input.code, redirectUri: channelRedirectUri(config, type), codeVerifier: pending.codeVerifier });
  const figures = await platformFigures(platform, tokens.accessToken);
  const now = deps.now();
  const channel = await db.transaction(async (tx) => {
    const decision = await decideFigures(tx, now, { ownerId: pending.userId, type, figures, privilegeCodeId: pending.privilegeCodeId });
    const row = await upsertChannel(tx, now, pending.userId, type, figures.socialId, {
      method: 'oauth',
      name: figures.name,
      profileUrl: figures.profileUrl,
      followers: figures.followers,
      following: figures.following,
      engagementRateBp: figures.engagementRateBp,
      lastPostAt: figures.lastPostAt,
      status: decideChannelStatus(null, { type: 'platform.decided', qualified: decision.result === 'qualified' }, 'oauth'),
      result: decision.result,
      tier: decision.tier,
      privilegeCodeId: decision.privilegeCodeId,
      // Tokens are kept only for a channel that stays connected (refresh reads with them).
      accessTokenEncrypted: decision.result === 'qualified' ? encryptToken(config.secret, tokens.accessToken) : null,
      refreshTokenEncrypted: decision.result === 'qualified' && tokens.refreshToken ? encryptToken(config.secret, tokens.refreshToken) : null,
      tokenExpiresAt: decision.result === 'qualified' ? tokens.expiresAt : null,
      // A reconnect (same row, fresh tokens) ends a "needs reconnecting".
      reconnectRequiredAt: null,
      lastRefreshedAt: now,
    });
    await tx.update(channelConnections).set({ channelId: row.id }).where(eq(channelConnections.id, pending.id));
    return row;
  });
  return { locale: pending.locale, channel };
}

// ---- manual channels ---------------------------------------------------------------------

export async function addManualChannel(db: Database, userId: string, body: AddManualChannelBody, now: Date): Promise<Channel> {
  return db.transaction(async (tx) => {
    const [evidence] = await tx.select().from(uploads).where(and(eq(uploads.id, body.evidenceUploadId), eq(uploads.userId, userId))).limit(1);
    // The screenshot must be the influencer's own upload and an image (its type was read from the bytes).
    if (!evidence || !(imageTypes as readonly string[]).includes(evidence.mime)) {
      throw new DomainError('validation', { errors: [{ path: 'evidenceUploadId', message: 'channel_evidence_required' }] });
    }
    const code = body.privilegeCode ? await checkPrivilegeCode(tx, body.privilegeCode, now) : null;
    const socialId = manualSocialId(body.profileUrl);
    const rules = await qualificationRules(tx, now);
    const taken = await activeOnAnotherAccount(tx, userId, body.type, socialId);
    const [own] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.ownerId, userId), eq(channels.type, body.type), eq(channels.socialId, socialId), inArray(channels.status, [...activeStatuses])))
      .limit(1);
    if (own) throw new DomainError('conflict', { errors: [{ path: 'profileUrl', message: 'channel_already_connected' }] });
    const figures = {
      method: 'manual' as const,
      name: body.name,
      profileUrl: body.profileUrl,
      followers: body.followers,
      following: body.following,
      engagementRateBp: body.engagementRateBp,
      lastPostAt: new Date(`${body.lastPostAt}T12:00:00+07:00`),
      evidenceUploadId: evidence.id,
      privilegeCodeId: code?.id ?? null,
      lastRefreshedAt: now,
    };
    // Only the first rule can be decided before staff look: a taken social id. The rest is staff's call.
    const status = decideChannelStatus(null, { type: 'manual.submitted', taken }, 'manual');
    const row = taken
      ? await upsertChannel(tx, now, userId, body.type, socialId, { ...figures, status, result: 'already_signup', tier: null })
      : await upsertChannel(tx, now, userId, body.type, socialId, { ...figures, status, result: null, tier: tierOf(body.followers, rules) });
    return toChannel(row);
  });
}

/** A manual channel's social id: its profile URL without scheme, query or trailing slash, lowercased. */
export function manualSocialId(profileUrl: string) {
  const url = new URL(profileUrl);
  return `${url.host}${url.pathname}`.replace(/\/+$/, '').toLowerCase();
}

// ---- reading, estimate, refresh, disconnect ------------------------------------------------

async function ownChannel(db: Executor, userId: string, channelId: string) {
  const [row] = await db.select().from(channels).where(and(eq(channels.id, channelId), eq(channels.ownerId, userId))).limit(1);
  if (!row) throw notFoundError('No such channel.');
  return row;
}

export async function listChannels(db: Executor, userId: string, filter: { type?: SocialChannelType } = {}): Promise<Channel[]> {
  const rows = await db
    .select()
    .from(channels)
    .where(and(eq(channels.ownerId, userId), ne(channels.status, 'disconnected'), filter.type ? eq(channels.type, filter.type) : undefined))
    .orderBy(asc(channels.createdAt));
  return rows.map(toChannel);
}

export async function channelDetail(db: Executor, userId: string, channelId: string, now: Date): Promise<ChannelDetailResponse> {
  const row = await ownChannel(db, userId, channelId);
  return { channel: toChannel(row), estimate: estimateTable({ type: row.type, followers: row.followers, engagementRateBp: row.engagementRateBp }, await estimateRules(db, now)) };
}

export async function estimateForChannel(db: Executor, userId: string, type: SocialChannelType, socialId: string, now: Date): Promise<EstimateResponse> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.ownerId, userId), eq(channels.type, type), eq(channels.socialId, socialId), ne(channels.status, 'disconnected')))
    .limit(1);
  if (!row) throw notFoundError('No such channel.');
  return estimateOf(db, { type, socialId, followers: row.followers, engagementRateBp: row.engagementRateBp }, now);
}

export async function estimateOf(db: Executor, input: { type: SocialChannelType; socialId: string; followers: number; engagementRateBp: number }, now: Date): Promise<EstimateResponse> {
  const rules = await estimateRules(db, now);
  return {
    socialType: input.type,
    socialId: input.socialId,
    followers: input.followers,
    engagementRateBp: input.engagementRateBp,
    tier: tierOf(input.followers, rules),
    currency: currencyOf(),
    rows: estimateTable(input, rules),
  };
}

export type TokenDeps = Pick<Deps, 'db' | 'config' | 'queue' | 'now'>;

export const channelTokenJobs = { sweep: 'channels.refresh-tokens', refresh: 'channels.refresh-token' } as const;
/** A token is refreshed when it expires within this margin (the sweep runs every 10 minutes). */
const refreshMarginMs = 15 * 60_000;

const reconnectTexts = {
  th: (name: string) => ({ subject: 'Kolify: กรุณาเชื่อมต่อช่องทางของคุณอีกครั้ง', text: `สวัสดีค่ะ\n\nแพลตฟอร์มไม่ยอมรับการเชื่อมต่อช่องทาง ${name} ของคุณแล้ว (อาจเพราะคุณยกเลิกสิทธิ์ของ Kolify หรือการเชื่อมต่อหมดอายุ)\nกรุณาเชื่อมต่ออีกครั้งที่หน้าช่องทางของฉัน ข้อมูลและงานเดิมของช่องทางยังอยู่ครบ\n\nทีมงาน Kolify` }),
  en: (name: string) => ({ subject: 'Kolify: please reconnect your channel', text: `Hello,\n\nThe platform no longer accepts the connection of your channel ${name} (you may have removed Kolify's access, or the connection expired).\nPlease reconnect it from My channels; its history and jobs are kept.\n\nThe Kolify team` }),
};

/** The platform refused the refresh token: mark the channel once and tell the influencer (queue, after commit). */
export async function requireReconnect(deps: TokenDeps, row: ChannelRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(channels)
      .set({ reconnectRequiredAt: deps.now(), updatedAt: deps.now() })
      .where(and(eq(channels.id, row.id), isNull(channels.reconnectRequiredAt)))
      .returning({ id: channels.id });
    if (!marked) return;
    const [owner] = await tx
      .select({ email: users.email, language: influencerProfiles.notificationLanguage })
      .from(users)
      .leftJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
      .where(eq(users.id, row.ownerId));
    if (!owner) return;
    const locale = owner.language ?? 'th';
    const message = reconnectTexts[locale](row.name);
    await enqueueNotification(deps, tx, [{ channel: 'email', to: owner.email, subject: message.subject, text: message.text, locale }]);
  });
}

/**
 * The access token to read with, refreshed first when it expires within the margin. The platform
 * is asked outside any transaction; the new access token, its expiry and the rotated refresh token
 * (X and TikTok spend the old one) are stored in one write at once, before anything else can fail.
 * A refused refresh marks the channel "needs reconnecting" and throws `token_rejected`.
 */
export async function freshAccessToken(deps: TokenDeps, row: ChannelRow, options: { force?: boolean } = {}): Promise<string> {
  const { config } = deps;
  const now = deps.now();
  const current = decryptToken(config.secret, row.accessTokenEncrypted!);
  const expiring = row.tokenExpiresAt !== null && row.tokenExpiresAt.getTime() < now.getTime() + (options.force ? refreshMarginMs : 60_000);
  if (!expiring || !row.refreshTokenEncrypted) return current;
  let tokens;
  try {
    tokens = await platformRefresh(platformOf(config, row.type), decryptToken(config.secret, row.refreshTokenEncrypted), now);
  } catch (error) {
    if (error instanceof ChannelPlatformError && error.reason === 'token_rejected') await requireReconnect(deps, row);
    throw error;
  }
  await deps.db
    .update(channels)
    .set({
      accessTokenEncrypted: encryptToken(config.secret, tokens.accessToken),
      refreshTokenEncrypted: tokens.refreshToken ? encryptToken(config.secret, tokens.refreshToken) : row.refreshTokenEncrypted,
      tokenExpiresAt: tokens.expiresAt,
      updatedAt: now,
    })
    .where(eq(channels.id, row.id));
  return tokens.accessToken;
}

/** The answer for a platform failure seen by the influencer's own refresh. */
export function channelPlatformProblem(failure: ChannelPlatformError): DomainError {
  if (failure.reason === 'token_rejected') return new DomainError('channel_reconnect_required', { detail: 'The platform no longer accepts this channel’s connection. Reconnect it.' });
  if (failure.retryAfterSeconds !== null) return new DomainError('rate_limited', { retryAfter: failure.retryAfterSeconds, detail: 'The platform asks us to wait before reading again.' });
  return new DomainError('delivery_failed', { detail: `The platform did not answer (${failure.reason}).` });
}

/** Reads the figures again with the stored token and decides again (a qualified OAuth channel only). */
export async function refreshChannel(deps: TokenDeps, userId: string, channelId: string): Promise<ChannelDetailResponse> {
  const { db, config } = deps;
  const row = await ownChannel(db, userId, channelId);
  // Only a qualified channel connected by its platform (the machine's guard) is read again.
  decideChannelStatus(row, { type: 'channel.refresh' });
  if (!row.accessTokenEncrypted) throw new DomainError('illegal_transition', { detail: 'Only a channel connected by its platform can be refreshed.', state: row.status, event: 'channel.refresh' });
  if (row.reconnectRequiredAt) throw new DomainError('channel_reconnect_required', { detail: 'The platform no longer accepts this channel’s connection. Reconnect it.' });
  const platform = platformOf(config, row.type);
  const accessToken = await freshAccessToken(deps, row);
  const figures = await platformFigures(platform, accessToken).catch(async (error: unknown) => {
    // The access token refused on the read (the member removed Kolify's access on the platform):
    // as for a refused refresh, the channel needs reconnecting and the member is told.
    if (error instanceof ChannelPlatformError && error.reason === 'token_rejected') await requireReconnect(deps, row);
    throw error;
  });
  if (figures.socialId !== row.socialId) throw new ChannelPlatformError('figures_failed', 'the token now reads another account');
  const now = deps.now();
  await db.transaction(async (tx) => {
    const decision = await decideFigures(tx, now, { ownerId: userId, type: row.type, figures, privilegeCodeId: null });
    // A code spent at connection keeps covering the follower rule.
    const final = decision.result === 'error_friends' && row.privilegeCodeId ? qualify({ figures, activeOnAnotherAccount: false, hasPrivilegeCode: true, now }, await qualificationRules(tx, now)) : decision;
    await tx
      .update(channels)
      .set({
        name: figures.name,
        profileUrl: figures.profileUrl,
        followers: figures.followers,
        following: figures.following,
        engagementRateBp: figures.engagementRateBp,
        lastPostAt: figures.lastPostAt,
        status: decideChannelStatus(row, { type: 'platform.decided', qualified: final.result === 'qualified' }),
        result: final.result,
        tier: final.tier,
        lastRefreshedAt: now,
        updatedAt: now,
      })
      .where(eq(channels.id, row.id));
  });
  return channelDetail(db, userId, channelId, now);
}

/** The sweep (every 10 minutes): one refresh job per connected channel whose token expires soon. */
export async function sweepChannelTokens(deps: TokenDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: channels.id, expiresAt: channels.tokenExpiresAt })
    .from(channels)
    .where(
      and(
        eq(channels.status, 'qualified'),
        eq(channels.method, 'oauth'),
        isNull(channels.reconnectRequiredAt),
        sql`${channels.refreshTokenEncrypted} is not null`,
        sql`${channels.tokenExpiresAt} < ${new Date(now.getTime() + refreshMarginMs)}`,
      ),
    );
  for (const row of due) await deps.queue.enqueue(channelTokenJobs.refresh, { channelId: row.id }, { singletonKey: `${row.id}:${row.expiresAt?.getTime()}` });
  return due.length;
}

/**
 * One channel's token refresh (a queue job). A 429 or a 503 with Retry-After is not retried by a
 * timer in this process: the job enqueues itself again for the time the platform named, so any
 * process picks it up then. A refused refresh token marks the channel "needs reconnecting" (no retry).
 */
export async function refreshChannelToken(deps: TokenDeps, channelId: string): Promise<void> {
  const [row] = await deps.db.select().from(channels).where(eq(channels.id, channelId));
  if (!row || row.status !== 'qualified' || row.method !== 'oauth' || !row.accessTokenEncrypted || row.reconnectRequiredAt) return;
  try {
    await freshAccessToken(deps, row, { force: true });
  } catch (error) {
    if (!(error instanceof ChannelPlatformError)) throw error;
    if (error.reason === 'token_rejected') return;
    if (error.retryAfterSeconds !== null) {
      const at = new Date(deps.now().getTime() + error.retryAfterSeconds * 1000);
      await deps.queue.enqueue(channelTokenJobs.refresh, { channelId }, { startAfter: at, singletonKey: `${channelId}:retry-after:${at.getTime()}` });
      return;
    }
    throw error;
  }
}

/**
 * The channel's open jobs (glossary: new or working, `openJobStatuses`). An application waiting
 * for the marketer (MATCHED) counts: the marketer could still select it, reserving escrow for a
 * job on a channel that is gone.
 * Reads the jobs table as it is today (influencer + channel type + social id); the jobs
 * engineer may key it by channel id instead when jobs carry one.
 */
export async function openJobsForChannel(tx: Executor, channel: Pick<ChannelRow, 'ownerId' | 'type' | 'socialId'>) {
  return tx
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.influencerId, channel.ownerId), eq(jobs.channelType, channel.type), eq(jobs.socialId, channel.socialId), inArray(jobs.status, [...openJobStatuses])));
}

export async function deactivateChannel(db: Database, userId: string, channelId: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await ownChannel(tx, userId, channelId);
    const status = decideChannelStatus(row, { type: 'channel.disconnect' });
    const open = await openJobsForChannel(tx, row);
    if (open.length > 0) {
      throw new DomainError('channel_has_open_job', { detail: `Jobs in progress: ${open.map((job) => `${job.id} (${job.status})`).join(', ')}`, errors: open.map((job) => ({ path: `jobs.${job.id}`, message: job.status })) });
    }
    const [updated] = await tx
      .update(channels)
      .set({ status, disconnectedAt: now, accessTokenEncrypted: null, refreshTokenEncrypted: null, tokenExpiresAt: null, updatedAt: now })
      .where(eq(channels.id, row.id))
      .returning();
    return toChannel(updated!);
  });
}

// ---- staff review ------------------------------------------------------------------------

export const evidenceUrl = (channelId: string) => `/api/admin/channels/${channelId}/evidence`;

export async function reviewQueue(db: Executor): Promise<ReviewItem[]> {
  const rows = await db
    .select({ channel: channels, owner: { id: users.id, displayName: users.displayName, email: users.email }, code: privilegeCodes.code })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.ownerId))
    .leftJoin(privilegeCodes, eq(privilegeCodes.id, channels.privilegeCodeId))
    .where(eq(channels.status, 'waiting_review'))
    .orderBy(asc(channels.updatedAt));
  return rows.map((row) => ({ channel: toChannel(row.channel), owner: row.owner, evidenceUrl: row.channel.evidenceUploadId ? evidenceUrl(row.channel.id) : null, privilegeCode: row.code }));
}

export async function evidenceOf(db: Executor, channelId: string) {
  const [row] = await db.select({ upload: uploads }).from(channels).innerJoin(uploads, eq(uploads.id, channels.evidenceUploadId)).where(eq(channels.id, channelId)).limit(1);
  if (!row) throw notFoundError('No evidence for this channel.');
  return row.upload;
}

const reviewTexts = {
  approved: {
    th: (name: string) => ({ subject: 'Kolify: ช่องทางของคุณผ่านการตรวจสอบแล้ว', text: `สวัสดีค่ะ\n\nช่องทาง ${name} ของคุณผ่านการตรวจสอบแล้ว คุณสามารถรับงานจากแบรนด์ผ่านช่องทางนี้ได้เลย\n\nทีมงาน Kolify` }),
    en: (name: string) => ({ subject: 'Kolify: your channel is approved', text: `Hello,\n\nYour channel ${name} has been approved. You can now take jobs from brands with it.\n\nThe Kolify team` }),
  },
  rejected: {
    th: (name: string, reason: string) => ({ subject: 'Kolify: ช่องทางของคุณไม่ผ่านการตรวจสอบ', text: `สวัสดีค่ะ\n\nช่องทาง ${name} ของคุณไม่ผ่านการตรวจสอบ\nเหตุผล: ${reason}\n\nคุณสามารถแก้ไขแล้วเพิ่มช่องทางอีกครั้งได้ที่หน้าเพิ่มช่องทาง\n\nทีมงาน Kolify` }),
    en: (name: string, reason: string) => ({ subject: 'Kolify: your channel was not approved', text: `Hello,\n\nYour channel ${name} was not approved.\nReason: ${reason}\n\nYou can fix it and add the channel again from the Add channel page.\n\nThe Kolify team` }),
  },
};

/** Staff approve or reject a manual channel; the influencer is told in their notification language (by the queue, after commit). */
export async function reviewChannel(db: Database, deps: Pick<Deps, 'queue' | 'now'>, staff: SessionUser, channelId: string, decision: { approve: true } | { approve: false; reason: string }) {
  const now = deps.now();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(channels).where(eq(channels.id, channelId)).limit(1);
    if (!row) throw notFoundError('No such channel.');
    // Another account may have had this social id approved in the meantime.
    const taken = decision.approve && row.status === 'waiting_review' ? await activeOnAnotherAccount(tx, row.ownerId, row.type, row.socialId) : false;
    const status = decideChannelStatus(row, decision.approve ? { type: 'review.approve', taken } : { type: 'review.reject', reason: decision.reason });
    const result: QualificationResult | null = decision.approve ? (taken ? 'already_signup' : 'qualified') : null;
    const [updated] = await tx
      .update(channels)
      .set(
        decision.approve
          ? { status, result, tier: result === 'qualified' ? tierOf(row.followers, await qualificationRules(tx, now)) : null, reviewedBy: staff.uuid, reviewedAt: now, updatedAt: now }
          : { status, rejectReason: decision.reason, reviewedBy: staff.uuid, reviewedAt: now, updatedAt: now },
      )
      .where(eq(channels.id, row.id))
      .returning();
    if (decision.approve && row.privilegeCodeId && result === 'qualified') await spendPrivilegeCode(tx, row.privilegeCodeId, now);
    await recordAudit(tx, staff, {
      action: decision.approve ? 'channel.approve' : 'channel.reject',
      targetType: 'channel',
      targetId: row.id,
      before: { status: row.status },
      after: { status: updated!.status, result: updated!.result, tier: updated!.tier },
      reason: decision.approve ? null : decision.reason,
    });
    const [owner] = await tx
      .select({ email: users.email, language: influencerProfiles.notificationLanguage })
      .from(users)
      .leftJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
      .where(eq(users.id, row.ownerId))
      .limit(1);
    if (owner) {
      const locale = owner.language ?? 'th';
      const message = decision.approve ? reviewTexts.approved[locale](row.name) : reviewTexts.rejected[locale](row.name, decision.reason);
      await enqueueNotification(deps, tx, [{ channel: 'email', to: owner.email, subject: message.subject, text: message.text, locale }]);
    }
    return toChannel(updated!);
  });
}
