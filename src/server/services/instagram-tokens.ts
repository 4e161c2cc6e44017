import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { channels } from '../db/schema/index';
import type { Deps } from '../deps';
import { decryptToken, encryptToken } from '../providers/channel-platform';
import { ChannelPlatformError, exchangeToken } from '../providers/channel-platforms/platform-api';
import { platformOf, requireReconnect } from './channels';
import { wallNow } from '../wall-clock';

/**
 * Instagram's long-lived token (issue 27; decision 040 left it out of the refresh sweep): Instagram
 * Login gives no refresh token, only a 60-day access token that is itself refreshed while still
 * valid, `GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token`
 * (https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token: the
 * token must be at least 24 hours old and unexpired; the answer is a new 60-day token). A daily
 * sweep enqueues one job per Instagram channel whose token expires within 7 days; the job asks
 * outside any transaction and stores the new token and its expiry in one write. A refused token
 * (expired, revoked: Graph's 400 OAuthException) marks the channel "needs reconnecting" as the
 * other platforms' refusals do; a 429 waits in the queue for its Retry-After.
 */
export const instagramTokenJobs = { sweep: 'channels.instagram-token-sweep', refresh: 'channels.instagram-token-refresh' } as const;

/** A week ahead: a day's failure (Instagram down, a 429) leaves six more tries before the token lapses. */
export const instagramRefreshMarginMs = 7 * 24 * 3_600_000;

type TokenDeps = Pick<Deps, 'db' | 'config' | 'queue' | 'now'>;

export async function sweepInstagramTokens(deps: TokenDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: channels.id, expiresAt: channels.tokenExpiresAt })
    .from(channels)
    .where(
      and(
        eq(channels.type, 'INSTAGRAM'),
        eq(channels.status, 'qualified'),
        eq(channels.method, 'oauth'),
        isNull(channels.reconnectRequiredAt),
        isNotNull(channels.accessTokenEncrypted),
        lt(channels.tokenExpiresAt, new Date(now.getTime() + instagramRefreshMarginMs)),
      ),
    );
  // One job per token: the key is the expiry it refreshes, so a sweep that runs twice adds nothing.
  for (const row of due) await deps.queue.enqueue(instagramTokenJobs.refresh, { channelId: row.id }, { singletonKey: `${row.id}:${row.expiresAt?.getTime()}` });
  return due.length;
}

/** One channel's refresh. Idempotent: a token already refreshed (far from expiry) is left alone. */
export async function refreshInstagramToken(deps: TokenDeps, channelId: string): Promise<'refreshed' | 'not_due' | 'reconnect' | 'later'> {
  const [row] = await deps.db.select().from(channels).where(eq(channels.id, channelId));
  if (!row || row.type !== 'INSTAGRAM' || row.status !== 'qualified' || row.method !== 'oauth' || !row.accessTokenEncrypted || row.reconnectRequiredAt) return 'not_due';
  const now = deps.now();
  if (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() >= now.getTime() + instagramRefreshMarginMs) return 'not_due';
  const url = new URL(`${platformOf(deps.config, 'INSTAGRAM').apiBaseUrl}/refresh_access_token`);
  url.searchParams.set('grant_type', 'ig_refresh_token');
  url.searchParams.set('access_token', decryptToken(deps.config.secret, row.accessTokenEncrypted));
  let answer;
  // exchangeToken counts expires_in from the wall clock; measured from the same clock, then moved onto the app's.
  const asked = wallNow().getTime();
  try {
    answer = await exchangeToken(url, 'INSTAGRAM GET /refresh_access_token');
  } catch (error) {
    if (!(error instanceof ChannelPlatformError)) throw error;
    if (error.status === 400 || error.status === 401) {
      await requireReconnect(deps, row);
      return 'reconnect';
    }
    if (error.retryAfterSeconds !== null) {
      const at = new Date(now.getTime() + error.retryAfterSeconds * 1000);
      await deps.queue.enqueue(instagramTokenJobs.refresh, { channelId }, { startAfter: at, singletonKey: `${channelId}:retry-after:${at.getTime()}` });
      return 'later';
    }
    throw error;
  }
  // The expiry by the app's clock (the answer's expires_in counted from when it was asked).
  const expiresAt = new Date(now.getTime() + (answer.expiresAt ? answer.expiresAt.getTime() - asked : 60 * 24 * 3_600_000));
  // Only over the token that was refreshed: a concurrent run that stored its own first wins, and this answer is dropped.
  await deps.db
    .update(channels)
    .set({ accessTokenEncrypted: encryptToken(deps.config.secret, answer.accessToken), tokenExpiresAt: expiresAt, updatedAt: now })
    .where(and(eq(channels.id, row.id), eq(channels.accessTokenEncrypted, row.accessTokenEncrypted)));
  return 'refreshed';
}
