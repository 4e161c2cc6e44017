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
  },
};
