import * as v from 'valibot';
import { ChannelPlatformError, collectPages, countSchema, idSchema, postsWanted, readAnswer, unixSecondsSchema, type PlatformAdapter } from './platform-api';

/**
 * TikTok Display API v2 (open.tiktokapis.com). Every answer carries `error.code`, "ok" when it
 * worked. TikTok has no privacy flag, and /v2/video/list/ lists public videos only: an account
 * with videos (video_count) of which none is public is read as not_public. Interactions are
 * likes + comments + shares. TikTok's OAuth names the client id `client_key`.
 */
const envelopeSchema = v.object({ error: v.object({ code: v.string(), message: v.optional(v.string(), '') }) });
/** TikTok's envelope first: an error code says more than the fields it left out. */
function unwrap(answer: unknown, what: string) {
  const { error } = readAnswer(envelopeSchema, answer, what);
  if (error.code !== 'ok') throw new ChannelPlatformError('figures_failed', `${what}: error.code ${error.code}${error.message ? ` (${error.message})` : ''}`);
  return answer;
}
const userSchema = v.object({
  data: v.object({
    user: v.object({
      open_id: idSchema,
      display_name: v.string(),
      username: v.optional(v.string()),
      profile_deep_link: v.optional(v.string()),
      follower_count: countSchema,
      following_count: countSchema,
      video_count: v.optional(countSchema),
    }),
  }),
});
const videosSchema = v.object({
  data: v.object({
    videos: v.optional(
      v.array(v.object({ id: idSchema, create_time: unixSecondsSchema, like_count: v.optional(countSchema, 0), comment_count: v.optional(countSchema, 0), share_count: v.optional(countSchema, 0) })),
      [],
    ),
    cursor: v.optional(countSchema),
    has_more: v.optional(v.boolean(), false),
  }),
});

/**
 * Display API Query Videos, POST /v2/video/query/?fields=… with `{ filters: { video_ids: [...] } }`
 * (https://developers.tiktok.com/doc/tiktok-api-v2-video-query; v1's page, https://developers.tiktok.com/doc/tiktok-api-v1-video-query,
 * says what it does: it checks the videos belong to the requesting user and answers only those).
 */
const queriedSchema = v.object({
  data: v.object({
    videos: v.optional(v.array(v.object({ id: idSchema, view_count: countSchema, like_count: v.optional(countSchema, 0), comment_count: v.optional(countSchema, 0), share_count: v.optional(countSchema, 0) })), []),
  }),
});

/**
 * The video id in a TikTok link: tiktok.com/@<user>/video/<id> (or /photo/<id>, also m. and www.);
 * null for anything else, including the vm.tiktok.com / vt.tiktok.com short links, whose id is
 * only known after following TikTok's redirect (an outside call we do not make at a deadline).
 */
export function tiktokVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.hostname.toLowerCase().replace(/^(www|m)\./, '') !== 'tiktok.com') return null;
  const match = /^\/@[^/]+\/(?:video|photo)\/([A-Za-z0-9_-]{1,64})(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

export const tiktokAdapter: PlatformAdapter = {
  oauth: { clientIdParam: 'client_key' },
  async read(api) {
    const answer = await api.get('/v2/user/info/', { fields: 'open_id,username,display_name,profile_deep_link,follower_count,following_count,video_count,is_verified' });
    const user = readAnswer(userSchema, unwrap(answer, 'TIKTOK /v2/user/info/'), 'TIKTOK /v2/user/info/').data.user;
    const posts = await collectPages(async (cursor) => {
      const what = 'TIKTOK /v2/video/list/';
      const answer = await api.post('/v2/video/list/', { fields: 'id,create_time,like_count,comment_count,share_count' }, cursor ? { max_count: postsWanted, cursor: Number(cursor) } : { max_count: postsWanted });
      const page = readAnswer(videosSchema, unwrap(answer, what), what);
      return {
        items: page.data.videos.map((video) => ({ at: video.create_time, interactions: video.like_count + video.comment_count + video.share_count })),
        next: page.data.has_more && page.data.cursor !== undefined ? String(page.data.cursor) : null,
      };
    });
    if (user.video_count === undefined) throw new ChannelPlatformError('figures_failed', 'TIKTOK /v2/user/info/: data.user.video_count missing (user.info.stats scope)');
    return {
      socialId: user.open_id,
      name: user.display_name || user.username || user.open_id,
      profileUrl: user.profile_deep_link ?? (user.username ? `https://www.tiktok.com/@${encodeURIComponent(user.username)}` : null),
      followers: user.follower_count,
      following: user.following_count,
      isPublic: !(user.video_count > 0 && posts.length === 0),
      posts,
    };
  },  /**
   * TikTok's Display API gives a video's view_count but no reach (unique viewers are only in
   * TikTok's own app analytics): reach is the view count too, an upper bound, the only figure it
   * gives rather than an invented one. Engagement is likes + comments + shares, as qualification
   * counts a video's interactions. Query Videos answers only the user's own videos, so a video of
   * another account comes back empty: null.
   */
  async postMetrics(api, postUrl) {
    const videoId = tiktokVideoId(postUrl);
    if (!videoId) return null;
    const what = 'TIKTOK /v2/video/query/';
    const answer = await api.post('/v2/video/query/', { fields: 'id,view_count,like_count,comment_count,share_count' }, { filters: { video_ids: [videoId] } });
    const video = readAnswer(queriedSchema, unwrap(answer, what), what).data.videos.find((candidate) => candidate.id === videoId);
    if (!video) return null;
    return { reach: video.view_count, impressions: video.view_count, engagement: video.like_count + video.comment_count + video.share_count };
  },
};
