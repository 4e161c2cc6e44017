import { eq } from 'drizzle-orm';
import type { JobInsightSource } from '#common/contracts/campaigns';
import { channels, jobs } from '../db/schema/index';
import type { Deps } from '../deps';
import { platformPostMetrics } from '../providers/channel-platform';
import type { PlatformPostMetrics } from '../providers/channel-platforms/platform-api';
import type { DelayedMessage } from '../machines/delayed-events';
import { freshAccessToken, type TokenDeps } from './channels';

/**
 * The insight a job is paid with when INSIGHT's deadline ends it (PRODUCT.md "Campaigns and jobs":
 * COMPLETED and paid, with the metrics read from the channel's platform API where connected, else
 * marked "not reported"). The platform is asked BEFORE the transaction that completes the job (an
 * outside call never holds a row lock or a connection); that transaction then writes what was read
 * only if the job is still in the same entry of INSIGHT without an insight.
 */
export type PlatformInsight = PlatformPostMetrics & { screenshots: string[]; source: 'platform' };

export const isInsightTimeout = (event: { type: string }) => event.type.startsWith('xstate.after.insightTimeout.');

/**
 * The post's metrics from its platform, or null: the job has moved on (nothing to read for), the
 * channel was connected by hand or is disconnected (no token) or needs reconnecting, the token has
 * expired without a refresh token, the platform's adapter cannot read a post's metrics, or the
 * platform failed. Null is "not reported". Google's and X's access tokens live an hour, TikTok's a
 * day: the sweep keeps them fresh, and one that lapsed anyway (a sweep that has not run yet) is
 * refreshed here first, as the influencer's own refresh does, rather than leave the job unreported.
 */
export async function platformInsightFor(deps: TokenDeps & Partial<Pick<Deps, 'log'>>, message: Pick<DelayedMessage, 'id' | 'entry'>): Promise<PlatformInsight | null> {
  const [row] = await deps.db
    .select({ status: jobs.status, stateEntry: jobs.stateEntry, insight: jobs.insight, postUrl: jobs.postUrl, channel: channels })
    .from(jobs)
    .leftJoin(channels, eq(channels.id, jobs.channelId))
    .where(eq(jobs.id, message.id));
  // A stale message (another entry, or the influencer reported first) costs no platform call.
  if (!row || row.status !== 'INSIGHT' || row.stateEntry !== message.entry || row.insight !== null || !row.postUrl) return null;
  const channel = row.channel;
  if (!channel || channel.method !== 'oauth' || channel.status === 'disconnected' || !channel.accessTokenEncrypted || channel.reconnectRequiredAt) return null;
  if (channel.tokenExpiresAt && channel.tokenExpiresAt.getTime() <= deps.now().getTime() && !channel.refreshTokenEncrypted) {
    deps.log?.info({ jobId: message.id, channelId: channel.id }, 'job insight not reported: the channel’s platform token has expired');
    return null;
  }
  const platform = deps.config.channelPlatforms.find((candidate) => candidate.type === channel.type);
  if (!platform) return null;
  try {
    const metrics = await platformPostMetrics(platform, await freshAccessToken(deps, channel), row.postUrl);
    return metrics ? { ...metrics, screenshots: [], source: 'platform' } : null;
  } catch (error) {
    // The deadline still pays: a platform that fails now leaves the job "not reported".
    deps.log?.warn({ jobId: message.id, channelId: channel.id, err: (error as Error).message }, 'job insight not reported: the platform did not answer with the post’s metrics');
    return null;
  }
}

/** Where a job's figures come from, as the marketer's report says it (null while the job is not completed). */
export function insightSourceOf(status: string, insight: Record<string, unknown> | null): JobInsightSource | null {
  if (status !== 'COMPLETED') return null;
  if (!insight) return 'not_reported';
  return insight.source === 'platform' ? 'platform' : 'influencer';
}
