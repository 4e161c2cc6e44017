import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type Client, type TestServer } from './harness';
import { datesFrom, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer, moneyOf } from './campaigns-money';
import { signUp } from './influencer-helpers';
import { connectChannel } from './channel-helpers';
import { startFakeSocialPlatform, type FakeSocialPlatform } from '#server/providers/fake-social-platform';
import { fakePostViews, instagramMediaMetrics, instagramPermalink, postsOf, type FakePost } from '#server/providers/fake-social-apis';
import { channels, jobs } from '#server/db/schema/index';
import { jobDelayEvent } from '#machines/lifecycles/job.machine';
import { runJobDelayedEvent } from '#server/services/jobs';

/**
 * Issue 26: INSIGHT's deadline pays the influencer with the metrics the channel's platform API
 * gives, or "not reported" on the marketer's report. The fake Instagram serves Instagram Media
 * Insights as documented at
 * https://developers.facebook.com/documentation/instagram-platform/reference/instagram-media/insights
 * (`GET /<INSTAGRAM_MEDIA_ID>/insights?metric=…` → `{ data: [{ name, period, values: [{ value }], … }] }`,
 * `views` in place of the deprecated `impressions`), and the media's `permalink` on /me/media.
 * The fake YouTube serves videos.list part=statistics (viewCount, likeCount, commentCount as
 * decimal strings, https://googleapis.github.io/google-api-python-client/docs/dyn/youtube_v3.youtube.v3.videos.html).
 */
const day = 86_400_000;
const price = 150_000;

let platform: FakeSocialPlatform;
let server: TestServer;
let brand: { client: Client; id: string };
beforeAll(async () => {
  platform = await startFakeSocialPlatform();
  server = await startTestServer({ ...platform.env(), TRUST_PROXY: 'true' });
  brand = await signInAs(server, 'brand@kolify.test');
}, 240_000);
afterAll(async () => {
  await server.close();
  await platform.close();
});

const send = (client: Client, jobId: string, body: Record<string, unknown>) => client.post(`/api/jobs/${jobId}/events`, body);

/** The link an influencer pastes: Instagram's permalink with a tracking query and without the trailing slash. */
const instagramLink = (post: FakePost) => `${instagramPermalink(post.id).replace(/\/$/, '')}?igsh=abc123`;

/** A new influencer whose channel (Instagram unless said) is `account` on the fake platform, in INSIGHT with the account's first post. */
async function jobInInsight(account: string, channel: { type?: string; link?: (post: FakePost) => string } = {}) {
  const influencer = await signUp(server);
  const connected = await connectChannel(server, platform, influencer.client, account, { type: channel.type ?? 'INSTAGRAM' });
  expect(connected.channel, JSON.stringify(connected.detail)).toBeTruthy();
  const channelId = connected.channel.id as string;
  await fundMarketer(server, brand.id, price);
  const campaign = await publishedCampaign(brand.client, { visibility: 'invite_only', influencerCount: 1, pricePerInfluencerMinor: price, name: `Insight ${account}`, ...datesFrom(server.deps.now()) });
  const invited = await brand.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId });
  expect(invited.status, JSON.stringify(invited.json)).toBe(201);
  const jobId = invited.json.id as string;
  expect((await send(influencer.client, jobId, { type: 'job.accept' })).status).toBe(200);
  const post = postsOf(platform.accounts.get(account)!)[0]!;
  const postUrl = (channel.link ?? instagramLink)(post);
  expect((await send(influencer.client, jobId, { type: 'job.submitPost', postUrl })).status).toBe(200);
  expect((await send(brand.client, jobId, { type: 'job.approve' })).status).toBe(200);
  const [row] = await server.database.db.select({ stateEntry: jobs.stateEntry, influencerId: jobs.influencerId }).from(jobs).where(eq(jobs.id, jobId));
  return { jobId, campaignId: campaign.id, channelId, influencerId: row!.influencerId, entry: row!.stateEntry, post, influencer };
}

/** Past INSIGHT's 7 days: the queue runs the deadline. */
async function pastInsightDeadline() {
  await server.clock.setTime(server.deps.now().getTime() + 7 * day + 60_000);
  await server.deps.queue.runDue();
}

async function reportRow(campaignId: string, jobId: string) {
  const report = await brand.client.get(`/api/campaigns/${campaignId}/report`);
  expect(report.status).toBe(200);
  return { report: report.json, row: (report.json.rows as { jobId: string }[]).find((row) => row.jobId === jobId) as Record<string, unknown> };
}

describe('INSIGHT deadline reads the post’s metrics from the channel’s platform', () => {
  it('metrics available: stored as the job’s insight, marked as from the platform, and shown on the report', async () => {
    const { jobId, campaignId, post } = await jobInInsight('kol-micro-10k');
    platform.apiCalls.length = 0;
    await pastInsightDeadline();

    const expected = instagramMediaMetrics(platform.accounts.get('kol-micro-10k')!, post);
    // The adapter found the media by its permalink and asked for the documented metrics only.
    expect(platform.apiCalls.some((call) => call.startsWith(`GET /INSTAGRAM/api/${post.id}/insights?metric=reach%2Cviews%2Ctotal_interactions`))).toBe(true);
    const job = await brand.client.get(`/api/jobs/${jobId}`);
    expect(job.json).toMatchObject({ status: 'COMPLETED', insight: { reach: expected.reach, impressions: expected.views, engagement: expected.total_interactions, source: 'platform' } });
    const { report, row } = await reportRow(campaignId, jobId);
    expect(row).toMatchObject({ status: 'COMPLETED', insightSource: 'platform', reach: expected.reach, impressions: expected.views, engagement: expected.total_interactions });
    expect(report.reach).toBe(expected.reach);
    const csv = await brand.client.get(`/api/campaigns/${campaignId}/report?format=csv`);
    expect(csv.text).toContain(`,${expected.reach},${expected.views},${expected.total_interactions},platform`);
  });

  it('a job on YouTube: the video’s statistics at the deadline, views as reach and impressions, likes + comments as engagement', async () => {
    const { jobId, campaignId, post } = await jobInInsight('kol-99999', { type: 'YOUTUBE', link: (video) => `https://youtu.be/${video.id}?si=share123` });
    platform.apiCalls.length = 0;
    platform.refreshes.length = 0;
    await pastInsightDeadline();

    // Google's access token lives an hour: 7 days on, it is refreshed before the read (without
    // that, the job ended "not reported" with no call to YouTube).
    expect(platform.refreshes).toContain('YOUTUBE kol-99999 ok');
    // The fake YouTube counts no shares: its likeCount is the post's likes + shares.
    const views = fakePostViews(post);
    const engagement = post.likes + post.shares + post.comments;
    expect(platform.apiCalls.some((call) => call.startsWith(`GET /YOUTUBE/api/youtube/v3/videos?part=snippet%2Cstatistics&id=${post.id}`))).toBe(true);
    const job = await brand.client.get(`/api/jobs/${jobId}`);
    expect(job.json).toMatchObject({ status: 'COMPLETED', insight: { reach: views, impressions: views, engagement, source: 'platform' } });
    const { row } = await reportRow(campaignId, jobId);
    expect(row).toMatchObject({ status: 'COMPLETED', insightSource: 'platform', reach: views, impressions: views, engagement });
  });

  it('the platform fails: the job completes and is paid anyway, "not reported" on the report', async () => {
    const { jobId, campaignId, influencerId } = await jobInInsight('kol-alist-150k');
    const before = await moneyOf(server, { marketerId: brand.id, influencerId });
    platform.override = ({ path }) => (path.endsWith('/insights') ? { status: 500, body: { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1 } } } : undefined);
    try {
      await pastInsightDeadline();
    } finally {
      platform.override = null;
    }
    const job = await brand.client.get(`/api/jobs/${jobId}`);
    expect(job.json).toMatchObject({ status: 'COMPLETED', insight: null });
    const after = await moneyOf(server, { marketerId: brand.id, influencerId });
    expect(after.reserved - before.reserved).toBe(-price);
    expect(after.earnings - before.earnings).toBe(job.json.earningMinor);
    const { row } = await reportRow(campaignId, jobId);
    expect(row).toMatchObject({ status: 'COMPLETED', insightSource: 'not_reported', reach: 0, engagement: 0 });
    const csv = await brand.client.get(`/api/campaigns/${campaignId}/report?format=csv`);
    expect(csv.text).toMatch(/,1500\.00,,,,not_reported\n/);
  });

  it('the channel’s token has expired: no platform call, "not reported"', async () => {
    const { jobId, campaignId, channelId } = await jobInInsight('kol-500');
    await server.database.db.update(channels).set({ tokenExpiresAt: new Date(server.deps.now().getTime() + day) }).where(eq(channels.id, channelId));
    platform.apiCalls.length = 0;
    await pastInsightDeadline();
    expect(platform.apiCalls).toEqual([]);
    expect((await reportRow(campaignId, jobId)).row).toMatchObject({ status: 'COMPLETED', insightSource: 'not_reported' });
  });

  it('the influencer’s own report stays theirs (no platform call)', async () => {
    const { jobId, campaignId, influencer } = await jobInInsight('kol-ratio-200');
    expect((await send(influencer.client, jobId, { type: 'job.submitInsight', insight: { reach: 7, impressions: 8, engagement: 9 } })).status).toBe(200);
    platform.apiCalls.length = 0;
    await pastInsightDeadline();
    expect(platform.apiCalls).toEqual([]);
    expect((await reportRow(campaignId, jobId)).row).toMatchObject({ status: 'COMPLETED', insightSource: 'influencer', reach: 7, engagement: 9 });
  });

  it('a redelivered deadline message pays once', async () => {
    const { jobId, entry, influencerId } = await jobInInsight('kol-er-050');
    const before = await moneyOf(server, { marketerId: brand.id, influencerId });
    const message = { id: jobId, entry, event: jobDelayEvent('insightTimeout', 'INSIGHT') };
    // Two deliveries of the same message at once (at-least-once queue), then a third after both.
    const results = await Promise.all([runJobDelayedEvent(server.deps, message), runJobDelayedEvent(server.deps, message)]);
    expect(results.sort()).toEqual(['applied', 'stale']);
    expect(await runJobDelayedEvent(server.deps, message)).toBe('stale');
    const after = await moneyOf(server, { marketerId: brand.id, influencerId });
    const job = await brand.client.get(`/api/jobs/${jobId}`);
    expect(job.json).toMatchObject({ status: 'COMPLETED', insight: { source: 'platform' } });
    expect(after.reserved - before.reserved).toBe(-price);
    expect(after.earnings - before.earnings).toBe(job.json.earningMinor);
    const history = await brand.client.get(`/api/jobs/${jobId}/history`);
    expect((history.json.items as { toStatus: string }[]).filter((item) => item.toStatus === 'COMPLETED')).toHaveLength(1);
  });
});
