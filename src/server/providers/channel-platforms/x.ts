import * as v from 'valibot';
import { collectPages, countSchema, idSchema, postsWanted, readAnswer, timeSchema, type PlatformAdapter } from './platform-api';

/**
 * X API v2 (api.x.com). A protected account is not_public. Posts are the account's own (retweets
 * and replies excluded: a retweet carries the original's counts); interactions are likes +
 * replies + retweets + quotes. X omits `data` when there is no post. Confidential clients
 * authenticate to the token endpoint with HTTP Basic.
 */
const meSchema = v.object({
  data: v.object({
    id: idSchema,
    name: v.string(),
    username: idSchema,
    protected: v.boolean(),
    public_metrics: v.object({ followers_count: countSchema, following_count: countSchema }),
  }),
});
const tweetsSchema = v.object({
  data: v.optional(
    v.array(
      v.object({
        id: idSchema,
        created_at: timeSchema,
        public_metrics: v.object({ like_count: countSchema, reply_count: countSchema, retweet_count: countSchema, quote_count: v.optional(countSchema, 0) }),
      }),
    ),
    [],
  ),
  meta: v.optional(v.object({ next_token: v.optional(v.string()) }), {}),
});

/**
 * GET /2/tweets/:id with tweet.fields=public_metrics,author_id (https://docs.x.com/enterprise-api/fundamentals/fields):
 * `data.public_metrics` holds retweet_count, reply_count, like_count, quote_count, bookmark_count and
 * impression_count. A post that does not exist (or was deleted) answers 200 without `data`, with `errors`.
 */
const tweetSchema = v.object({
  data: v.optional(
    v.object({
      id: idSchema,
      author_id: idSchema,
      public_metrics: v.object({ impression_count: countSchema, like_count: countSchema, reply_count: countSchema, retweet_count: countSchema, quote_count: v.optional(countSchema, 0) }),
    }),
  ),
});
const meIdSchema = v.object({ data: v.object({ id: idSchema }) });

/** The post id in an X link: x.com/<user>/status/<id> (also twitter.com, mobile. and www.); null for anything else. */
export function xPostId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|mobile)\./, '');
  if (host !== 'x.com' && host !== 'twitter.com') return null;
  const match = /^\/[^/]+\/status(?:es)?\/([A-Za-z0-9_-]{1,64})(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

export const xAdapter: PlatformAdapter = {
  oauth: { tokenAuth: 'basic' },
  async read(api) {
    const me = readAnswer(meSchema, await api.get('/2/users/me', { 'user.fields': 'public_metrics,protected' }), 'X /2/users/me').data;
    const isPublic = !me.protected;
    const posts = !isPublic
      ? []
      : await collectPages(async (paginationToken) => {
          const query: Record<string, string> = { 'tweet.fields': 'created_at,public_metrics', exclude: 'retweets,replies', max_results: String(postsWanted) };
          if (paginationToken) query.pagination_token = paginationToken;
          const page = readAnswer(tweetsSchema, await api.get(`/2/users/${encodeURIComponent(me.id)}/tweets`, query), 'X /2/users/:id/tweets');
          return {
            items: page.data.map((tweet) => ({ at: tweet.created_at, interactions: tweet.public_metrics.like_count + tweet.public_metrics.reply_count + tweet.public_metrics.retweet_count + tweet.public_metrics.quote_count })),
            next: page.meta.next_token ?? null,
          };
        });
    return {
      socialId: me.id,
      name: me.name || me.username,
      profileUrl: `https://x.com/${encodeURIComponent(me.username)}`,
      followers: me.public_metrics.followers_count,
      following: me.public_metrics.following_count,
      isPublic,
      posts,
    };
  },  /**
   * X gives a post's impressions (impression_count, how many times it was seen) but no reach (how
   * many accounts saw it): reach is the impression count too, an upper bound, the only figure X
   * gives rather than an invented one. Engagement is likes + replies + retweets + quotes, as
   * qualification counts a post's interactions. A post by another account is not this job's post:
   * null (the job is then "not reported").
   */
  async postMetrics(api, postUrl) {
    const postId = xPostId(postUrl);
    if (!postId) return null;
    const me = readAnswer(meIdSchema, await api.get('/2/users/me', {}), 'X /2/users/me').data;
    const answer = readAnswer(tweetSchema, await api.get(`/2/tweets/${encodeURIComponent(postId)}`, { 'tweet.fields': 'public_metrics,author_id' }), 'X /2/tweets/:id');
    if (!answer.data || answer.data.author_id !== me.id) return null;
    const metrics = answer.data.public_metrics;
    return { reach: metrics.impression_count, impressions: metrics.impression_count, engagement: metrics.like_count + metrics.reply_count + metrics.retweet_count + metrics.quote_count };
  },
};
