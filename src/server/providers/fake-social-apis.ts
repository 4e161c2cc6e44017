import type { ChannelPlatformType } from '../config';

/**
 * The fake social platform's APIs (issue 10, decision 015): each OAuth platform's own documented
 * answer shape, so every adapter in channel-platforms/ is exercised over HTTP against what the
 * real platform would say. Like the real ones, answers carry only the fields asked for (Graph
 * `fields`, Google `part`, TikTok `fields`, X `user.fields` / `tweet.fields`), pages are cut at
 * `pageSize` whatever the request asks, and a missing or bad token gets that platform's error
 * shape. Figures come from the demo accounts in fake-social-platform.ts.
 */
export interface FakePost {
  id: string;
  posted_at: string;
  likes: number;
  comments: number;
  shares: number;
}
export interface FakeSocialAccount {
  /** The platform's id of the account; the same id on every platform type. */
  id: string;
  name: string;
  followers: number;
  following: number;
  isPublic: boolean;
  /** Days since the last post (null: no post at all). */
  lastPostDaysAgo: number | null;
  /** Total interactions of each of the last 10 posts (ER = average / followers). */
  interactionsPerPost: number;
  /** What the consent page says this account is for. */
  note: string;
}

export interface FakeApiRequest {
  type: ChannelPlatformType;
  method: string;
  /** The path under the platform's API base (`/me/media`, `/youtube/v3/channels`, …). */
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  /** The account the bearer token belongs to (undefined: no or unknown token). */
  account: FakeSocialAccount | undefined;
  /** The scope the token was granted at consent (empty for a token the fake did not track, e.g. a page's own token). */
  scopes: readonly string[];
  pageSize: number;
  /** A new token for the account (a Facebook page's own token). */
  issueToken: (accountId: string) => string;
  now: number;
}
export interface FakeAnswer {
  status: number;
  body: unknown;
}

const dayMs = 86_400_000;

export function postsOf(account: FakeSocialAccount, now = Date.now()): FakePost[] {
  if (account.lastPostDaysAgo === null) return [];
  // 10 posts whose interactions add up to 10 × interactionsPerPost exactly (tenths spread over posts).
  const tenths = Math.round(account.interactionsPerPost * 10);
  return Array.from({ length: 10 }, (_, i) => {
    const total = Math.floor(tenths / 10) + (i < tenths % 10 ? 1 : 0);
    return {
      id: `${account.id}-post-${i + 1}`,
      // Whole seconds: TikTok's create_time has no milliseconds.
      posted_at: new Date(Math.floor((now - (account.lastPostDaysAgo! + i * 3) * dayMs) / 1000) * 1000).toISOString(),
      likes: total - Math.floor(total / 4) - Math.floor(total / 10),
      comments: Math.floor(total / 4),
      shares: Math.floor(total / 10),
    };
  });
}

/** How many times the fake says a post was seen (YouTube viewCount, TikTok view_count, X impression_count). */
export const fakePostViews = (post: FakePost) => (post.likes + post.comments) * 20;

/** Top-level names in a Graph-style field list: `a,b.limit(0).summary(true),c{d,e}` → a, b, c. */
function fieldNames(list: string | null): Set<string> {
  const names = new Set<string>();
  let depth = 0;
  let current = '';
  for (const char of `${list ?? ''},`) {
    if (char === '(' || char === '{') depth++;
    if (char === ')' || char === '}') depth--;
    if (char === ',' && depth === 0) {
      const name = current.trim().split(/[.{(]/)[0];
      if (name) names.add(name);
      current = '';
    } else current += char;
  }
  return names;
}
const pick = (object: Record<string, unknown>, names: Set<string>, always: string[] = []) =>
  Object.fromEntries(Object.entries(object).filter(([name, value]) => value !== undefined && (names.has(name) || always.includes(name))));

const graphTime = (iso: string) => iso.replace(/\.\d{3}Z$/, '+0000');
const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
const decodeCursor = (cursor: string | null) => {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor ?? '', 'base64url').toString());
  return match ? Number(match[1]) : 0;
};
/** One page: at most `pageSize` whatever was asked, from the cursor's offset. */
function page<T>(items: T[], cursor: string | null, asked: number, pageSize: number) {
  const offset = decodeCursor(cursor);
  const size = Math.max(1, Math.min(asked || pageSize, pageSize));
  const slice = items.slice(offset, offset + size);
  return { slice, offset, next: offset + size < items.length ? encodeCursor(offset + size) : null };
}
/** YouTube rounds subscriberCount down to three significant figures. */
const threeSignificant = (n: number) => {
  if (n < 1000) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.floor(n / unit) * unit;
};
const handleOf = (account: FakeSocialAccount) => account.id.replace(/-/g, '_');

// ---- each platform's error shape --------------------------------------------------------------

const graphError = (status: number, message: string, code: number): FakeAnswer => ({ status, body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AfakeTrace' } } });
const googleError = (status: number, message: string, reason: string): FakeAnswer => ({ status, body: { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: status === 401 ? 'UNAUTHENTICATED' : 'INVALID_ARGUMENT' } } });
const tiktokError = (status: number, code: string, message: string): FakeAnswer => ({ status, body: { data: {}, error: { code, message, log_id: '20261125000000FAKE' } } });
const xError = (status: number, title: string, detail: string): FakeAnswer => ({ status, body: { title, type: 'about:blank', status, detail } });

const unauthorized: Record<ChannelPlatformType, FakeAnswer> = {
  INSTAGRAM: graphError(400, 'Invalid OAuth access token - Cannot parse access token', 190),
  FACEBOOK_PAGE: graphError(400, 'Invalid OAuth access token - Cannot parse access token', 190),
  FACEBOOK_PROFILE: graphError(400, 'Invalid OAuth access token - Cannot parse access token', 190),
  YOUTUBE: googleError(401, 'Request had invalid authentication credentials.', 'authError'),
  TIKTOK: tiktokError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.'),
  X: xError(401, 'Unauthorized', 'Unauthorized'),
};
const notFound: Record<ChannelPlatformType, FakeAnswer> = {
  INSTAGRAM: graphError(400, 'Unsupported get request.', 100),
  FACEBOOK_PAGE: graphError(400, 'Unsupported get request.', 100),
  FACEBOOK_PROFILE: graphError(400, 'Unsupported get request.', 100),
  YOUTUBE: googleError(404, 'Not Found', 'notFound'),
  TIKTOK: tiktokError(404, 'invalid_params', 'Not found.'),
  X: xError(404, 'Not Found Error', 'Not found'),
};

// ---- the platforms ----------------------------------------------------------------------------

type Handler = (request: FakeApiRequest, account: FakeSocialAccount) => FakeAnswer | undefined;

function graphPostsAnswer(request: FakeApiRequest, account: FakeSocialAccount, idPrefix: string, withPrivacy: boolean): FakeAnswer {
  const names = fieldNames(request.query.get('fields'));
  const { slice, offset, next } = page(postsOf(account, request.now), request.query.get('after'), Number(request.query.get('limit') ?? 25), request.pageSize);
  const data = slice.map((post, i) =>
    pick(
      {
        id: `${idPrefix}_${offset + i + 1}`,
        created_time: graphTime(post.posted_at),
        reactions: { data: [], summary: { total_count: post.likes, viewer_reaction: 'NONE' } },
        comments: { data: [], summary: { order: 'ranked', total_count: post.comments, can_comment: true } },
        // Graph leaves shares out of a post nobody shared.
        shares: post.shares > 0 ? { count: post.shares } : undefined,
        permalink_url: facebookPermalink(account.id, `${idPrefix}_${offset + i + 1}`),
        privacy: withPrivacy ? { value: account.isPublic ? 'EVERYONE' : 'ALL_FRIENDS', description: account.isPublic ? 'Public' : 'Your friends', allow: '', deny: '', friends: '' } : undefined,
      },
      names,
      ['id'],
    ),
  );
  return { status: 200, body: { data, paging: { cursors: { before: encodeCursor(offset), after: encodeCursor(offset + slice.length) }, ...(next ? { next: `https://graph.example/next?after=${next}` } : {}) } } };
}

const instagram: Handler = (request, account) => {
  const professional = account.isPublic;
  if (request.path === '/me') {
    return {
      status: 200,
      body: pick(
        {
          id: `app-scoped-${account.id}`,
          user_id: account.id,
          username: handleOf(account),
          name: account.name,
          // Instagram professional accounts cannot be private: the private demo account is personal.
          account_type: professional ? 'MEDIA_CREATOR' : 'PERSONAL',
          followers_count: professional ? account.followers : undefined,
          follows_count: professional ? account.following : undefined,
          media_count: postsOf(account).length,
        },
        fieldNames(request.query.get('fields')),
        ['id'],
      ),
    };
  }
  if (request.path === '/me/media') {
    if (!professional) return graphError(400, 'This endpoint requires an Instagram professional account.', 10);
    const names = fieldNames(request.query.get('fields'));
    const { slice, offset, next } = page(postsOf(account, request.now), request.query.get('after'), Number(request.query.get('limit') ?? 25), request.pageSize);
    const data = slice.map((post) =>
      pick({ id: post.id, timestamp: graphTime(post.posted_at), like_count: post.likes + post.shares, comments_count: post.comments, media_type: 'IMAGE', permalink: instagramPermalink(post.id) }, names, ['id']),
    );
    return { status: 200, body: { data, paging: { cursors: { before: encodeCursor(offset), after: encodeCursor(offset + slice.length) }, ...(next ? { next: `https://graph.instagram.example/me/media?after=${next}` } : {}) } } };
  }
  // Instagram Media Insights (GET /<INSTAGRAM_MEDIA_ID>/insights?metric=…), as documented at
  // https://developers.facebook.com/documentation/instagram-platform/reference/instagram-media/insights:
  // one `{ name, period: 'lifetime', values: [{ value }], title, description, id }` per metric asked
  // for; a metric it does not know (impressions is deprecated for media since v22.0) is a #100 error.
  const insights = /^\/([^/]+)\/insights$/.exec(request.path);
  if (insights) {
    const post = postsOf(account, request.now).find((candidate) => candidate.id === insights[1]);
    if (!post || !professional) return graphError(400, `Unsupported get request. Object with ID '${insights[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 100);
    // Media insights need instagram_business_manage_insights besides instagram_business_basic
    // (https://developers.facebook.com/docs/instagram-platform/insights, Permissions); Graph answers #10 without it.
    if (!request.scopes.includes('instagram_business_manage_insights')) return graphError(403, '(#10) Application does not have permission for this action', 10);
    const metrics = instagramMediaMetrics(account, post);
    const asked = (request.query.get('metric') ?? '').split(',').filter(Boolean);
    const unknown = asked.find((name) => !(name in metrics));
    if (asked.length === 0 || unknown) return graphError(400, `(#100) metric[0] must be one of the following values: ${Object.keys(metrics).join(', ')}`, 100);
    const data = asked.map((name) => ({ name, period: 'lifetime', values: [{ value: metrics[name]! }], title: name, description: `${name} of this media`, id: `${post.id}/insights/${name}/lifetime` }));
    return { status: 200, body: { data } };
  }
  return undefined;
};

/** A post's public address as Instagram gives it in `permalink` (https://www.instagram.com/p/<shortcode>/). */
export const instagramPermalink = (postId: string) => `https://www.instagram.com/p/${Buffer.from(postId).toString('base64url')}/`;

/** What the fake Instagram reports for one post: seen by 60 % of the followers, 1.5 views each, its interactions. */
export function instagramMediaMetrics(account: FakeSocialAccount, post: FakePost): Record<string, number> {
  const reach = Math.round(account.followers * 0.6);
  const interactions = post.likes + post.comments + post.shares;
  return { reach, views: Math.round(reach * 1.5), likes: post.likes, comments: post.comments, shares: post.shares, saved: 0, total_interactions: interactions };
}

const facebookPage: Handler = (request, account) => {
  const pagePath = `/${account.id}`;
  if (request.path === '/me/accounts') {
    const names = fieldNames(request.query.get('fields'));
    return {
      status: 200,
      body: { data: [pick({ id: account.id, name: account.name, access_token: request.issueToken(account.id), category: 'Digital creator', tasks: ['ANALYZE', 'CREATE_CONTENT'] }, names, ['id'])], paging: { cursors: { before: 'QVFIUb', after: 'QVFIUa' } } },
    };
  }
  if (request.path === pagePath) {
    return {
      status: 200,
      body: pick(
        { id: account.id, name: account.name, link: `https://www.facebook.com/${account.id}`, followers_count: account.followers, fan_count: Math.floor(account.followers * 0.9), is_published: account.isPublic },
        fieldNames(request.query.get('fields')),
        ['id'],
      ),
    };
  }
  if (request.path === `${pagePath}/posts`) return graphPostsAnswer(request, account, account.id, false);
  // Page post insights (GET /{post-id}/insights?metric=…, https://developers.facebook.com/docs/graph-api/reference/v19.0/insights):
  // one `{ name, period: 'lifetime', values: [{ value }], title, description, id }` per metric; the
  // impressions metrics deprecated in 2025 (post_impressions, post_impressions_unique) and any other
  // unknown metric answer Graph's (#100) invalid metric error, as the real one now does.
  const insights = /^\/([^/]+)_(\d+)\/insights$/.exec(request.path);
  if (insights) {
    const post = insights[1] === account.id ? postsOf(account, request.now)[Number(insights[2]) - 1] : undefined;
    const postId = `${insights[1]}_${insights[2]}`;
    if (!post) return graphError(400, `Unsupported get request. Object with ID '${postId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 100);
    const metrics = facebookPostMetrics(account, post);
    const asked = (request.query.get('metric') ?? '').split(',').filter(Boolean);
    const unknown = asked.find((name) => !(name in metrics));
    if (asked.length === 0 || unknown) return graphError(400, `(#100) The value must be a valid insights metric${unknown ? `: ${unknown}` : ''}`, 100);
    const data = asked.map((name) => ({ name, period: 'lifetime', values: [{ value: metrics[name]! }], title: name, description: `${name} of this post`, id: `${postId}/insights/${name}/lifetime` }));
    return { status: 200, body: { data, paging: { previous: 'https://graph.example/prev', next: 'https://graph.example/next' } } };
  }
  return undefined;
};

/** A page post's address as Graph gives it in `permalink_url`. */
export const facebookPermalink = (pageId: string, postId: string) => `https://www.facebook.com/${pageId}/posts/${postId.split('_')[1] ?? postId}`;

/** What the fake Facebook reports for one page post: seen by half the followers and one person per share, 1.4 views each. */
export function facebookPostMetrics(account: FakeSocialAccount, post: FakePost): Record<string, number> {
  const reach = Math.round(account.followers * 0.5) + post.shares;
  return { post_total_media_view_unique: reach, post_media_view: Math.round(reach * 1.4), post_clicks: 0 };
}

const facebookProfile: Handler = (request, account) => {
  if (request.path === '/me') {
    return {
      status: 200,
      body: pick({ id: account.id, name: account.name, link: `https://www.facebook.com/app_scoped_user_id/${account.id}/`, friends: { data: [], summary: { total_count: account.followers } } }, fieldNames(request.query.get('fields')), ['id']),
    };
  }
  // A person reads their own posts whoever they are shared with; privacy says who else sees them.
  if (request.path === '/me/posts') return graphPostsAnswer(request, account, account.id, true);
  return undefined;
};

const youtube: Handler = (request, account) => {
  const q = request.query;
  const parts = fieldNames(q.get('part'));
  if (!q.get('part')) return googleError(400, "No filter selected. Expected one of: ... 'part'", 'required');
  const uploads = `UU${account.id}`;
  const posts = postsOf(account, request.now);
  if (request.path === '/youtube/v3/channels') {
    if (q.get('mine') !== 'true') return googleError(400, 'mine=true is what the fake answers', 'invalidParameter');
    const item = pick(
      {
        kind: 'youtube#channel',
        etag: 'fake-etag',
        id: account.id,
        snippet: { title: account.name, description: '', customUrl: `@${handleOf(account)}`, publishedAt: '2020-01-01T00:00:00Z' },
        statistics: { viewCount: String(account.followers * 40), subscriberCount: String(threeSignificant(account.followers)), hiddenSubscriberCount: !account.isPublic, videoCount: String(posts.length) },
        contentDetails: { relatedPlaylists: { likes: '', uploads } },
      },
      parts,
      ['kind', 'etag', 'id'],
    );
    return { status: 200, body: { kind: 'youtube#channelListResponse', etag: 'fake-etag', pageInfo: { totalResults: 1, resultsPerPage: 5 }, items: [item] } };
  }
  if (request.path === '/youtube/v3/subscriptions') {
    if (q.get('mine') !== 'true') return googleError(400, 'mine=true is what the fake answers', 'invalidParameter');
    const size = Math.min(Number(q.get('maxResults') ?? 5), account.following);
    return {
      status: 200,
      body: { kind: 'youtube#subscriptionListResponse', etag: 'fake-etag', pageInfo: { totalResults: account.following, resultsPerPage: size }, items: Array.from({ length: size }, (_, i) => ({ kind: 'youtube#subscription', etag: 'fake-etag', id: `sub-${i}` })) },
    };
  }
  if (request.path === '/youtube/v3/playlistItems') {
    if (q.get('playlistId') !== uploads) return googleError(404, 'The playlist identified with the request\u2019s playlistId parameter cannot be found.', 'playlistNotFound');
    const { slice, next } = page(posts, q.get('pageToken'), Number(q.get('maxResults') ?? 5), request.pageSize);
    const items = slice.map((post) => pick({ kind: 'youtube#playlistItem', etag: 'fake-etag', id: `pl-${post.id}`, contentDetails: { videoId: post.id, videoPublishedAt: post.posted_at.replace(/\.\d{3}Z$/, 'Z') } }, parts, ['kind', 'etag', 'id']));
    return { status: 200, body: { kind: 'youtube#playlistItemListResponse', etag: 'fake-etag', ...(next ? { nextPageToken: next } : {}), pageInfo: { totalResults: posts.length, resultsPerPage: slice.length }, items } };
  }
  if (request.path === '/youtube/v3/videos') {
    const ids = new Set((q.get('id') ?? '').split(','));
    const items = posts
      .filter((post) => ids.has(post.id))
      .map((post) =>
        pick(
          {
            kind: 'youtube#video',
            etag: 'fake-etag',
            id: post.id,
            snippet: { publishedAt: post.posted_at.replace(/\.\d{3}Z$/, 'Z'), channelId: account.id, title: `Video ${post.id}` },
            // YouTube counts no shares: the fake's shares are counted as likes.
            statistics: { viewCount: String(fakePostViews(post)), likeCount: String(post.likes + post.shares), favoriteCount: '0', commentCount: String(post.comments) },
          },
          parts,
          ['kind', 'etag', 'id'],
        ),
      );
    return { status: 200, body: { kind: 'youtube#videoListResponse', etag: 'fake-etag', items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } } };
  }
  return undefined;
};

const tiktokOk = { code: 'ok', message: '', log_id: '20261125000000FAKE' };
const tiktok: Handler = (request, account) => {
  const names = fieldNames(request.query.get('fields'));
  if (names.size === 0) return tiktokError(400, 'invalid_params', 'The fields parameter is required.');
  const posts = postsOf(account, request.now);
  if (request.path === '/v2/user/info/' && request.method === 'GET') {
    const user = pick(
      {
        open_id: account.id,
        union_id: `union-${account.id}`,
        display_name: account.name,
        username: handleOf(account),
        profile_deep_link: `https://vm.tiktok.example/${handleOf(account)}`,
        follower_count: account.followers,
        following_count: account.following,
        likes_count: posts.reduce((sum, post) => sum + post.likes, 0),
        video_count: posts.length,
        is_verified: false,
      },
      names,
    );
    return { status: 200, body: { data: { user }, error: tiktokOk } };
  }
  if (request.path === '/v2/video/list/' && request.method === 'POST') {
    const maxCount = Number(request.body?.max_count ?? 10);
    if (!Number.isInteger(maxCount) || maxCount < 1 || maxCount > 20) return tiktokError(400, 'invalid_params', 'max_count must be 1 to 20.');
    const cursor = typeof request.body?.cursor === 'number' ? request.body.cursor : null;
    // video.list reads public videos only: a private account lists none.
    const listed = (account.isPublic ? posts : []).filter((post) => cursor === null || Date.parse(post.posted_at) < cursor);
    const slice = listed.slice(0, Math.min(maxCount, request.pageSize));
    const videos = slice.map((post) =>
      pick({ id: post.id, create_time: Date.parse(post.posted_at) / 1000, like_count: post.likes, comment_count: post.comments, share_count: post.shares, view_count: fakePostViews(post), title: `Video ${post.id}` }, names),
    );
    const last = slice.at(-1);
    return { status: 200, body: { data: { videos, cursor: last ? Date.parse(last.posted_at) : (cursor ?? 0), has_more: listed.length > slice.length }, error: tiktokOk } };
  }
  // Query Videos (https://developers.tiktok.com/doc/tiktok-api-v2-video-query): 1 to 20 ids in
  // filters.video_ids; only the user's own videos come back (another account's id is left out).
  if (request.path === '/v2/video/query/' && request.method === 'POST') {
    const filters = request.body?.filters as { video_ids?: unknown } | undefined;
    const ids = filters?.video_ids;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > 20 || !ids.every((id) => typeof id === 'string')) return tiktokError(400, 'invalid_params', 'filters.video_ids must hold 1 to 20 video ids.');
    const videos = posts
      .filter((post) => ids.includes(post.id))
      .map((post) => pick({ id: post.id, create_time: Date.parse(post.posted_at) / 1000, like_count: post.likes, comment_count: post.comments, share_count: post.shares, view_count: fakePostViews(post), title: `Video ${post.id}` }, names));
    return { status: 200, body: { data: { videos }, error: tiktokOk } };
  }
  return undefined;
};

const x: Handler = (request, account) => {
  const q = request.query;
  if (request.path === '/2/users/me') {
    const names = fieldNames(q.get('user.fields'));
    const user = pick(
      { id: account.id, name: account.name, username: handleOf(account), protected: !account.isPublic, public_metrics: { followers_count: account.followers, following_count: account.following, tweet_count: postsOf(account).length, listed_count: 0, like_count: 0 }, verified: false },
      names,
      ['id', 'name', 'username'],
    );
    return { status: 200, body: { data: user } };
  }
  if (request.path === `/2/users/${account.id}/tweets`) {
    const maxResults = Number(q.get('max_results') ?? 10);
    if (!Number.isInteger(maxResults) || maxResults < 5 || maxResults > 100) return xError(400, 'Invalid Request', 'The `max_results` query parameter value is not between 5 and 100');
    const names = fieldNames(q.get('tweet.fields'));
    const { slice, next } = page(postsOf(account, request.now), q.get('pagination_token'), maxResults, request.pageSize);
    const data = slice.map((post) =>
      pick(
        { id: post.id, text: `Post ${post.id}`, edit_history_tweet_ids: [post.id], created_at: post.posted_at, public_metrics: { retweet_count: post.shares, reply_count: post.comments, like_count: post.likes, quote_count: 0, bookmark_count: 0, impression_count: fakePostViews(post) } },
        names,
        ['id', 'text', 'edit_history_tweet_ids'],
      ),
    );
    // X leaves `data` out when there is no post.
    const meta = { result_count: data.length, ...(slice[0] ? { newest_id: slice[0].id, oldest_id: slice.at(-1)!.id } : {}), ...(next ? { next_token: next } : {}) };
    return { status: 200, body: data.length > 0 ? { data, meta } : { meta } };
  }
  // Post lookup (GET /2/tweets/:id, https://docs.x.com/enterprise-api/fundamentals/fields): `data` with
  // id, text, edit_history_tweet_ids and the tweet.fields asked for; a post it cannot find is a 200
  // without `data`, with X's `errors` entry. The fake knows the token's own account's posts.
  const lookup = /^\/2\/tweets\/([^/]+)$/.exec(request.path);
  if (lookup) {
    const post = postsOf(account, request.now).find((candidate) => candidate.id === lookup[1]);
    if (!post) {
      return { status: 200, body: { errors: [{ value: lookup[1], detail: `Could not find tweet with id: [${lookup[1]}].`, title: 'Not Found Error', resource_type: 'tweet', parameter: 'id', resource_id: lookup[1], type: 'https://api.twitter.com/2/problems/resource-not-found' }] } };
    }
    const names = fieldNames(q.get('tweet.fields'));
    const data = pick(
      { id: post.id, text: `Post ${post.id}`, edit_history_tweet_ids: [post.id], author_id: account.id, created_at: post.posted_at, public_metrics: { retweet_count: post.shares, reply_count: post.comments, like_count: post.likes, quote_count: 0, bookmark_count: 0, impression_count: fakePostViews(post) } },
      names,
      ['id', 'text', 'edit_history_tweet_ids'],
    );
    return { status: 200, body: { data } };
  }
  return undefined;
};

const handlers: Record<ChannelPlatformType, Handler> = { INSTAGRAM: instagram, FACEBOOK_PAGE: facebookPage, FACEBOOK_PROFILE: facebookProfile, YOUTUBE: youtube, TIKTOK: tiktok, X: x };

export function fakeApiAnswer(request: FakeApiRequest): FakeAnswer {
  if (!request.account) return unauthorized[request.type];
  return handlers[request.type](request, request.account) ?? notFound[request.type];
}
