import * as v from 'valibot';
import type { ChannelPlatformConfig } from '../../config';
import { ChannelPlatformError, collectPages, exchangeToken, countSchema, idSchema, postsWanted, readAnswer, timeSchema, type PlatformApi, type PlatformAdapter, type PlatformPost } from './platform-api';

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

export const facebookPageAdapter: PlatformAdapter = {
  oauth: { longLived },
  async read(api) {
    const accounts = readAnswer(accountsSchema, await api.get('/me/accounts', { fields: 'id,name,access_token' }), 'FACEBOOK_PAGE /me/accounts');
    const granted = accounts.data[0];
    if (!granted) throw new ChannelPlatformError('figures_failed', 'FACEBOOK_PAGE /me/accounts: no page was shared with Kolify');
    const pagePath = `/${encodeURIComponent(granted.id)}`;
    const page = readAnswer(pageSchema, await api.get(pagePath, { fields: 'id,name,link,followers_count,fan_count,is_published' }, { token: granted.access_token }), 'FACEBOOK_PAGE /{page-id}');
    const followers = page.followers_count ?? page.fan_count;
    if (followers === undefined) throw new ChannelPlatformError('figures_failed', 'FACEBOOK_PAGE /{page-id}: neither followers_count nor fan_count');
    const { posts } = page.is_published ? await readPosts(api, 'FACEBOOK_PAGE /{page-id}/posts', `${pagePath}/posts`, postFields, granted.access_token) : { posts: [] };
    return { socialId: page.id, name: page.name, profileUrl: page.link ?? `https://www.facebook.com/${page.id}`, followers, following: 0, isPublic: page.is_published, posts };
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
