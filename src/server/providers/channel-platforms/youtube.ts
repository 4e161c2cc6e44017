import * as v from 'valibot';
import { ChannelPlatformError, collectPages, countSchema, countStringSchema, idSchema, postsWanted, readAnswer, timeSchema, type PlatformAdapter } from './platform-api';

/**
 * YouTube Data API v3 (www.googleapis.com/youtube/v3). Followers are the channel's
 * subscriberCount (YouTube rounds it down to three significant figures); a channel that hides
 * it (hiddenSubscriberCount) is not_public. Following is the channel's own subscriptions
 * (pageInfo.totalResults). The last videos come from the uploads playlist (1 quota unit a page,
 * where search costs 100), then their statistics: likes + comments (YouTube counts no shares).
 * A video whose likes or comments are turned off lacks that count: 0.
 */
const channelsSchema = v.object({
  items: v.optional(
    v.array(
      v.object({
        id: idSchema,
        snippet: v.object({ title: v.string(), customUrl: v.optional(v.string()) }),
        statistics: v.object({ subscriberCount: v.optional(countStringSchema), hiddenSubscriberCount: v.boolean() }),
        contentDetails: v.object({ relatedPlaylists: v.object({ uploads: idSchema }) }),
      }),
    ),
    [],
  ),
});
const subscriptionsSchema = v.object({ pageInfo: v.object({ totalResults: countSchema }) });
const playlistItemsSchema = v.object({ items: v.array(v.object({ contentDetails: v.object({ videoId: idSchema }) })), nextPageToken: v.optional(v.string()) });
const videosSchema = v.object({
  items: v.array(
    v.object({
      id: idSchema,
      snippet: v.object({ publishedAt: timeSchema }),
      statistics: v.object({ likeCount: v.optional(countStringSchema, '0'), commentCount: v.optional(countStringSchema, '0') }),
    }),
  ),
});

/** videos.list part=snippet,statistics for one video: whose channel it is, and its counts (decimal strings). */
const videoMetricsSchema = v.object({
  items: v.optional(
    v.array(
      v.object({
        id: idSchema,
        snippet: v.object({ channelId: idSchema }),
        statistics: v.object({ viewCount: countStringSchema, likeCount: v.optional(countStringSchema, '0'), commentCount: v.optional(countStringSchema, '0') }),
      }),
    ),
    [],
  ),
});
const mineSchema = v.object({ items: v.optional(v.array(v.object({ id: idSchema })), []) });

/**
 * The video id in a YouTube link as people share it: youtube.com/watch?v=<id> (also m. and
 * music.), youtu.be/<id>, youtube.com/shorts/<id>, /live/<id> and /embed/<id>; null for anything
 * else (a channel or playlist link names no video).
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const valid = (id: string | null | undefined) => (id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null);
  if (host === 'youtu.be') return valid(url.pathname.split('/')[1]);
  if (host !== 'youtube.com') return null;
  if (url.pathname === '/watch') return valid(url.searchParams.get('v'));
  const [, kind, id] = url.pathname.split('/');
  return kind === 'shorts' || kind === 'live' || kind === 'embed' ? valid(id) : null;
}

export const youtubeAdapter: PlatformAdapter = {
  oauth: { authorizeParams: { access_type: 'offline', prompt: 'consent' } },
  async read(api) {
    const channels = readAnswer(channelsSchema, await api.get('/youtube/v3/channels', { part: 'snippet,statistics,contentDetails', mine: 'true' }), 'YOUTUBE /channels');
    const channel = channels.items[0];
    if (!channel) throw new ChannelPlatformError('figures_failed', 'YOUTUBE /channels: this Google account has no YouTube channel');
    const isPublic = !channel.statistics.hiddenSubscriberCount;
    if (isPublic && channel.statistics.subscriberCount === undefined) throw new ChannelPlatformError('figures_failed', 'YOUTUBE /channels: statistics.subscriberCount missing');
    const subscriptions = readAnswer(subscriptionsSchema, await api.get('/youtube/v3/subscriptions', { part: 'id', mine: 'true', maxResults: '1' }), 'YOUTUBE /subscriptions');
    const videoIds = !isPublic
      ? []
      : await collectPages(async (pageToken) => {
          const query: Record<string, string> = { part: 'contentDetails', playlistId: channel.contentDetails.relatedPlaylists.uploads, maxResults: String(postsWanted) };
          if (pageToken) query.pageToken = pageToken;
          const page = readAnswer(playlistItemsSchema, await api.get('/youtube/v3/playlistItems', query), 'YOUTUBE /playlistItems');
          return { items: page.items.map((item) => item.contentDetails.videoId), next: page.nextPageToken || null };
        });
    const videos = videoIds.length === 0 ? { items: [] } : readAnswer(videosSchema, await api.get('/youtube/v3/videos', { part: 'snippet,statistics', id: videoIds.join(','), maxResults: String(postsWanted) }), 'YOUTUBE /videos');
    const customUrl = channel.snippet.customUrl;
    return {
      socialId: channel.id,
      name: channel.snippet.title,
      profileUrl: customUrl ? `https://www.youtube.com/${customUrl.startsWith('@') ? customUrl : `@${customUrl}`}` : `https://www.youtube.com/channel/${channel.id}`,
      followers: channel.statistics.subscriberCount ?? 0,
      following: subscriptions.pageInfo.totalResults,
      isPublic,
      posts: videos.items.map((video) => ({ at: video.snippet.publishedAt, interactions: video.statistics.likeCount + video.statistics.commentCount })),
    };
  },  /**
   * YouTube Data API v3 videos.list with part=statistics (https://developers.google.com/youtube/v3/docs/videos/list,
   * fields in https://developers.google.com/youtube/v3/docs/videos#statistics): viewCount, likeCount,
   * commentCount as decimal strings, 1 quota unit. The Data API counts plays, never people: there is
   * no reach. We use the view count for both reach and impressions — the only figure YouTube gives,
   * an upper bound of the people reached (one person watching twice counts twice); the marketer's
   * report shows the same number twice rather than an invented one. Engagement is likes + comments,
   * as qualification counts a video's interactions (the API gives no shares; likes or comments the
   * owner turned off are left out: 0). A video of another channel is not this job's post: null.
   */
  async postMetrics(api, postUrl) {
    const videoId = youtubeVideoId(postUrl);
    if (!videoId) return null;
    const mine = readAnswer(mineSchema, await api.get('/youtube/v3/channels', { part: 'id', mine: 'true' }), 'YOUTUBE /channels');
    const answer = readAnswer(videoMetricsSchema, await api.get('/youtube/v3/videos', { part: 'snippet,statistics', id: videoId }), 'YOUTUBE /videos');
    const video = answer.items.find((item) => item.id === videoId);
    if (!video || !mine.items.some((channel) => channel.id === video.snippet.channelId)) return null;
    const views = video.statistics.viewCount;
    return { reach: views, impressions: views, engagement: video.statistics.likeCount + video.statistics.commentCount };
  },
};
