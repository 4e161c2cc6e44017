import * as v from 'valibot';
import type { ChannelPlatformConfig } from '../../config';
import { ChannelPlatformError, collectPages, exchangeToken, countSchema, idSchema, maxPages, postsWanted, readAnswer, samePostUrl, timeSchema, type PlatformApi, type PlatformAdapter, type PlatformPost } from './platform-api';

/**
 * Facebook Graph API: a Page (FACEBOOK_PAGE) or a person's profile (FACEBOOK_PROFILE).
 *
 * Page: /me/accounts lists the pages the person granted, with a page token each; the first one
 * is the channel (the consent dialog is where the person picks the page to share). Followers are
 * `followers_count` (`fan_count`, the page's likes, when Graph leaves it out); a page follows no
 * one readable, so following is 0 and the ratio rule always passes. An unpublished page is
 * not_public.
 *
 * Profile: Graph does not give a person's followers. Friends are the audience it does give
 * (`friends.summary.total_count`, with user_friends): followers = following = friends (a
 * friendship goes both ways, so the ratio is 1). A profile whose recent posts are all shown to
 * fewer people than everyone (`privacy.value` other than EVERYONE) is not_public.
 *
 * Both: the code gives a short-lived user token, traded at once for a 60-day one
 * (fb_exchange_token); a page token read with a long-lived user token does not expire.
 */
const summarySchema = v.object({ summary: v.object({ total_count: countSchema }) });
const postFields = 'id,created_time,reactions.limit(0).summary(true),comments.limit(0).summary(true),shares';
const postsSchema = v.object({
  data: v.array(
    v.object({
      id: idSchema,
      created_time: timeSchema,
      reactions: summarySchema,
      comments: summarySchema,
      // Graph leaves `shares` out of a post nobody shared.
      shares: v.optional(v.object({ count: countSchema }), { count: 0 }),
      privacy: v.optional(v.object({ value: v.string() })),
    }),
  ),
  paging: v.optional(v.object({ cursors: v.optional(v.object({ after: v.optional(v.string()) })), next: v.optional(v.string()) })),
});

async function readPosts(api: PlatformApi, what: string, path: string, fields: string, token?: string) {
  const privacy: (string | null)[] = [];
  const posts = await collectPages<PlatformPost>(async (after) => {
    const query: Record<string, string> = { fields, limit: String(postsWanted) };
    if (after) query.after = after;
    const page = readAnswer(postsSchema, await api.get(path, query, token ? { token } : undefined), what);
    privacy.push(...page.data.map((post) => post.privacy?.value ?? null));
    return {
      items: page.data.map((post) => ({ at: post.created_time, interactions: post.reactions.summary.total_count + post.comments.summary.total_count + post.shares.count })),
      next: page.paging?.next && page.paging.cursors?.after ? page.paging.cursors.after : null,
    };
  });
  return { posts, privacy: privacy.slice(0, posts.length) };
}

const longLived = (platform: ChannelPlatformConfig, shortLivedToken: string) => {
  const url = new URL(`${platform.apiBaseUrl}/oauth/access_token`);
  url.searchParams.set('grant_type', 'fb_exchange_token');
  url.searchParams.set('client_id', platform.clientId);
  url.searchParams.set('client_secret', platform.clientSecret);
  url.searchParams.set('fb_exchange_token', shortLivedToken);
  return exchangeToken(url, `${platform.type} GET /oauth/access_token`);
};

const accountsSchema = v.object({ data: v.array(v.object({ id: idSchema, name: v.optional(v.string()), access_token: idSchema })) });
const pageSchema = v.object({
  id: idSchema,
  name: v.string(),
  link: v.optional(v.string()),
  followers_count: v.optional(countSchema),
  fan_count: v.optional(countSchema),
  is_published: v.optional(v.boolean(), true),
});

/** The page the person shared with Kolify (the first of /me/accounts), with its own page token. */
async function grantedPage(api: PlatformApi) {
  const accounts = readAnswer(accountsSchema, await api.get('/me/accounts', { fields: 'id,name,access_token' }), 'FACEBOOK_PAGE /me/accounts');
  const granted = accounts.data[0];
  if (!granted) throw new ChannelPlatformError('figures_failed', 'FACEBOOK_PAGE /me/accounts: no page was shared with Kolify');
  return granted;
}

const permalinksSchema = v.object({
  data: v.array(
    v.object({
      id: idSchema,
      permalink_url: v.optional(v.string()),
      reactions: v.optional(summarySchema),
      comments: v.optional(summarySchema),
      shares: v.optional(v.object({ count: countSchema }), { count: 0 }),
    }),
  ),
  paging: v.optional(v.object({ cursors: v.optional(v.object({ after: v.optional(v.string()) })), next: v.optional(v.string()) })),
});
/**
 * Page post insights (https://developers.facebook.com/docs/graph-api/reference/v19.0/insights): one
 * `{ name, period: 'lifetime', values: [{ value }] }` per metric. `post_impressions` and
 * `post_impressions_unique` were deprecated for every API version in 2025 and answer an invalid
 * metric error; their replacements are `post_media_view` and `post_total_media_view_unique`
 * (https://developers.facebook.com/documentation/pages-api/platforminsights/page/deprecated-metrics).
 */
const postInsightsSchema = v.object({
  data: v.array(v.object({ name: v.string(), values: v.pipe(v.array(v.object({ value: countSchema })), v.minLength(1, 'no value')) })),
});
const postMetricNames = ['post_total_media_view_unique', 'post_media_view'] as const;

/** facebook.com and its www., m., web. hosts: any other link is no page post (and costs no call). */
function isFacebookLink(link: string) {
  try {
    return /^((www|m|web|mbasic)\.)?facebook\.com$/.test(new URL(link).hostname.toLowerCase());
  } catch {
    return false;
  }
}

export const facebookPageAdapter: PlatformAdapter = {
  oauth: { longLived },
  async read(api) {
    const granted = await grantedPage(api);
    const pagePath = `/${encodeURIComponent(granted.id)}`;
    const page = readAnswer(pageSchema, await api.get(pagePath, { fields: 'id,name,link,followers_count,fan_count,is_published' }, { token: granted.access_token }), 'FACEBOOK_PAGE /{page-id}');
    const followers = page.followers_count ?? page.fan_count;
    if (followers === undefined) throw new ChannelPlatformError('figures_failed', 'FACEBOOK_PAGE /{page-id}: neither followers_count nor fan_count');
    const { posts } = page.is_published ? await readPosts(api, 'FACEBOOK_PAGE /{page-id}/posts', `${pagePath}/posts`, postFields, granted.access_token) : { posts: [] };
    return { socialId: page.id, name: page.name, profileUrl: page.link ?? `https://www.facebook.com/${page.id}`, followers, following: 0, isPublic: page.is_published, posts };
  },
  /**
   * As Instagram's: the post is found among the page's posts by its `permalink_url`, read with the
   * page's token, with its reactions, comments and shares (engagement, as qualification counts a
   * post's interactions); then its lifetime insights: reach is `post_total_media_view_unique` (people
   * who saw it), impressions `post_media_view` (times it was seen). A link the page's posts do not
   * have (a share link, another page's post) is null: the job is "not reported". A personal profile
   * has no post insights in Graph: FACEBOOK_PROFILE has no postMetrics.
   */
  async postMetrics(api, postUrl) {
    if (!isFacebookLink(postUrl)) return null;
    const granted = await grantedPage(api);
    const token = { token: granted.access_token };
    const fields = 'id,permalink_url,reactions.limit(0).summary(true),comments.limit(0).summary(true),shares';
    let post: v.InferOutput<typeof permalinksSchema>['data'][number] | undefined;
    let after: string | null = null;
    for (let page = 0; page < maxPages * 4 && !post; page++) {
      const query: Record<string, string> = { fields, limit: '50' };
      if (after) query.after = after;
      const answer = readAnswer(permalinksSchema, await api.get(`/${encodeURIComponent(granted.id)}/posts`, query, token), 'FACEBOOK_PAGE /{page-id}/posts');
      post = answer.data.find((candidate) => candidate.permalink_url && samePostUrl(candidate.permalink_url, postUrl));
      after = answer.paging?.next && answer.paging.cursors?.after ? answer.paging.cursors.after : null;
      if (!after) break;
    }
    if (!post) return null;
    const insights = readAnswer(postInsightsSchema, await api.get(`/${encodeURIComponent(post.id)}/insights`, { metric: postMetricNames.join(',') }, token), 'FACEBOOK_PAGE /{post-id}/insights');
    const value = (name: (typeof postMetricNames)[number]) => insights.data.find((metric) => metric.name === name)?.values[0]?.value;
    const [reach, views] = postMetricNames.map(value);
    // A figure Graph left out (a page under 100 likes has no insights) is unknown, not 0.
    if (reach === undefined || views === undefined || !post.reactions || !post.comments) return null;
    return { reach, impressions: views, engagement: post.reactions.summary.total_count + post.comments.summary.total_count + post.shares.count };
  },
};

const personSchema = v.object({ id: idSchema, name: v.string(), link: v.optional(v.string()), friends: v.optional(summarySchema) });

export const facebookProfileAdapter: PlatformAdapter = {
  oauth: { longLived },
  async read(api) {
    const person = readAnswer(personSchema, await api.get('/me', { fields: 'id,name,link,friends.limit(0).summary(true)' }), 'FACEBOOK_PROFILE /me');
    if (!person.friends) throw new ChannelPlatformError('figures_failed', 'FACEBOOK_PROFILE /me: no friends count (the user_friends permission was not granted)');
    const { posts, privacy } = await readPosts(api, 'FACEBOOK_PROFILE /me/posts', '/me/posts', `${postFields},privacy`);
    const friends = person.friends.summary.total_count;
    return {
      socialId: person.id,
      name: person.name,
      profileUrl: person.link ?? null,
      followers: friends,
      following: friends,
      // No posts: nothing to judge, and error_post_not_found says more than not_public.
      isPublic: posts.length === 0 || privacy.some((value) => value === 'EVERYONE'),
      posts,
    };
  },
};
