import * as v from 'valibot';
import { ChannelPlatformError, collectPages, exchangeToken, countSchema, idSchema, maxPages, postsWanted, readAnswer, samePostUrl, timeSchema, type PlatformAdapter } from './platform-api';

/**
 * Instagram API with Instagram Login (graph.instagram.com). Only professional accounts (business
 * or creator) have readable figures, and Instagram does not let them be private; any other
 * account_type is read as not_public (its followers cannot be read by an app, so it cannot be
 * shown to brands). The social id is `user_id`, the Instagram professional account id, which is
 * the same for every app (`id` is scoped to ours). Likes are omitted when the owner hides them: 0.
 * The code gives a one-hour token, traded at once for a 60-day one (ig_exchange_token).
 */
const profileSchema = v.object({
  id: idSchema,
  user_id: v.optional(idSchema),
  username: idSchema,
  name: v.optional(v.string()),
  account_type: v.optional(v.string()),
  followers_count: v.optional(countSchema),
  follows_count: v.optional(countSchema),
});
const mediaSchema = v.object({
  data: v.array(v.object({ id: idSchema, timestamp: timeSchema, like_count: v.optional(countSchema, 0), comments_count: v.optional(countSchema, 0) })),
  paging: v.optional(v.object({ cursors: v.optional(v.object({ after: v.optional(v.string()) })), next: v.optional(v.string()) })),
});
const professional = ['BUSINESS', 'MEDIA_CREATOR', 'CREATOR'];
const permalinksSchema = v.object({
  data: v.array(v.object({ id: idSchema, permalink: v.optional(v.string()) })),
  paging: v.optional(v.object({ cursors: v.optional(v.object({ after: v.optional(v.string()) })), next: v.optional(v.string()) })),
});
/**
 * Instagram Media Insights (https://developers.facebook.com/documentation/instagram-platform/reference/instagram-media/insights):
 * `data` holds one entry per metric with its lifetime value in `values[0].value`; a metric Instagram
 * has no figure for is left out ("an empty data set instead of 0"). `views` replaced `impressions`
 * for media (deprecated in v22.0); `total_interactions` is likes + comments + saves + shares.
 */
const insightsSchema = v.object({
  data: v.array(v.object({ name: v.string(), values: v.pipe(v.array(v.object({ value: countSchema })), v.minLength(1, 'no value')) })),
});
const mediaMetrics = ['reach', 'views', 'total_interactions'] as const;

export const instagramAdapter: PlatformAdapter = {
  oauth: {
    longLived: (platform, shortLivedToken) => {
      const url = new URL(`${platform.apiBaseUrl}/access_token`);
      url.searchParams.set('grant_type', 'ig_exchange_token');
      url.searchParams.set('client_secret', platform.clientSecret);
      url.searchParams.set('access_token', shortLivedToken);
      return exchangeToken(url, 'INSTAGRAM GET /access_token');
    },
  },
  async read(api) {
    const profile = readAnswer(profileSchema, await api.get('/me', { fields: 'id,user_id,username,name,account_type,followers_count,follows_count,media_count' }), 'INSTAGRAM /me');
    const isPublic = professional.includes(profile.account_type ?? '');
    if (isPublic && (profile.followers_count === undefined || profile.follows_count === undefined)) {
      throw new ChannelPlatformError('figures_failed', 'INSTAGRAM /me: a professional account without followers_count or follows_count');
    }
    const posts = !isPublic
      ? []
      : await collectPages(async (after) => {
          const query: Record<string, string> = { fields: 'id,timestamp,like_count,comments_count', limit: String(postsWanted) };
          if (after) query.after = after;
          const page = readAnswer(mediaSchema, await api.get('/me/media', query), 'INSTAGRAM /me/media');
          return {
            items: page.data.map((media) => ({ at: media.timestamp, interactions: media.like_count + media.comments_count })),
            next: page.paging?.next && page.paging.cursors?.after ? page.paging.cursors.after : null,
          };
        });
    return {
      socialId: profile.user_id ?? profile.id,
      name: profile.name || profile.username,
      profileUrl: `https://www.instagram.com/${encodeURIComponent(profile.username)}`,
      followers: profile.followers_count ?? 0,
      following: profile.follows_count ?? 0,
      isPublic,
      posts,
    };
  },
  async postMetrics(api, postUrl) {
    // The job holds the post's link; the media id is found among the account's media by permalink.
    let mediaId: string | null = null;
    let after: string | null = null;
    for (let page = 0; page < maxPages * 4 && !mediaId; page++) {
      const query: Record<string, string> = { fields: 'id,permalink', limit: '50' };
      if (after) query.after = after;
      const answer = readAnswer(permalinksSchema, await api.get('/me/media', query), 'INSTAGRAM /me/media');
      mediaId = answer.data.find((media) => media.permalink && samePostUrl(media.permalink, postUrl))?.id ?? null;
      after = answer.paging?.next && answer.paging.cursors?.after ? answer.paging.cursors.after : null;
      if (!after) break;
    }
    if (!mediaId) return null;
    const answer = readAnswer(insightsSchema, await api.get(`/${encodeURIComponent(mediaId)}/insights`, { metric: mediaMetrics.join(',') }), 'INSTAGRAM /{media-id}/insights');
    const value = (name: (typeof mediaMetrics)[number]) => answer.data.find((metric) => metric.name === name)?.values[0]?.value;
    const [reach, views, interactions] = mediaMetrics.map(value);
    // A figure Instagram left out is unknown, not 0: the job is then "not reported".
    if (reach === undefined || views === undefined || interactions === undefined) return null;
    return { reach, impressions: views, engagement: interactions };
  },
};
