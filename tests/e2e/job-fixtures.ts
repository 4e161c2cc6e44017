import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, demoPassword, expect } from './fixtures';

/** A 1×1 PNG: a real image for upload checks (type from the bytes). */
export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}${Math.floor(Math.random() * 1e4)}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A Bangkok calendar day (SPEC §9: campaign dates are Bangkok's; UTC+7, no daylight saving). */
const bangkokDay = (now: number, days = 0) => new Date(now + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The server's time: the clock server's moves with the deadline spec (POST /dev/clock answers its
 * now; one millisecond forward is nothing), the ordinary server's is the machine's.
 */
async function serverNow(request: APIRequestContext, baseURL: string): Promise<number> {
  const answer = await request.post('/dev/clock', { headers: { origin: baseURL }, data: { advanceMs: 1 } });
  const now = answer.ok() && /json/.test(answer.headers()['content-type'] ?? '') ? Date.parse(((await answer.json()) as { now?: string }).now ?? '') : NaN;
  return Number.isNaN(now) ? Date.now() : now;
}

/** Campaign dates whose posting window is open today (issue 26: a link before the window is refused). */
export const openWindowDates = (now: number) => ({ applyBy: bangkokDay(now), postFrom: bangkokDay(now), postTo: bangkokDay(now, 20) });

/** An API call that must succeed; answers its JSON. */
export async function api(request: APIRequestContext, method: 'get' | 'post' | 'patch', path: string, data?: unknown, headers: Record<string, string> = {}) {
  const response = await request[method](path, { data, headers });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

type Playwright = { request: { newContext: (options: object) => Promise<APIRequestContext> } };

/** A staff or marketer API context of its own (its own address, so sign-in limits stay apart). */
export const sideContext = (playwright: Playwright, baseURL: string, ip: string) => playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': ip } });

/** The signed-in influencer of `page` gets a manual Lemon8 channel with these followers, approved by staff. */
export async function approvedChannel(page: Page, playwright: Playwright, baseURL: string, uuid: string, followers = 12_000) {
  const headers = { origin: baseURL };
  const upload = await page.request.post(`/sv_influ_api/influ/attachment/${uuid}`, { headers, multipart: { file: { name: 'screenshot.png', mimeType: 'image/png', buffer: png } } });
  expect(upload.status()).toBe(200);
  const handle = `kol${unique()}`;
  const channel = await api(page.request, 'post', '/sv_influ_api/influ/channel/addChannel', { type: 'LEMON8', name: handle, profileUrl: `https://www.lemon8-app.com/@${handle}`, followers, following: 300, engagementRateBp: 250, lastPostAt: inDays(-3), evidenceUploadId: ((await upload.json()) as { id: string }).id }, headers);
  const staff = await sideContext(playwright, baseURL, `198.19.1.${(counter % 250) + 1}`);
  await api(staff, 'post', '/sv_authauth/admin/signin', { email: accounts.admin.email, password: demoPassword });
  await api(staff, 'post', `/api/admin/channels/${channel.id as string}/approve`);
  await staff.dispose();
  return { channelId: channel.id as string, handle };
}

/** The demo brand's API context, signed in; answers it and the brand's id. */
export async function brandApi(playwright: Playwright, baseURL: string) {
  const brand = await sideContext(playwright, baseURL, `198.19.2.${(++counter % 250) + 1}`);
  const signedIn = await api(brand, 'post', '/sv_authauth/marketer/authen/', { email: accounts.brand.email, password: demoPassword });
  return { brand, brandId: signedIn.uuid as string };
}

/** A Lemon8 photo campaign's fields, invite-only, one influencer; `overrides` for the funding. */
export const inviteOnlyCampaign = (name: string, overrides: Record<string, unknown> = {}) => ({
  visibility: 'invite_only',
  funding: 'credit',
  name,
  briefHtml: '<p>One photo of the product.</p>',
  objective: 'awareness',
  channelTypes: ['LEMON8'],
  postTypes: ['photoPost'],
  tier: 'micro',
  interests: ['INTEREST_FOOD'],
  influencerCount: 1,
  pricePerInfluencerMinor: 50_000,
  packageOfferId: null,
  productShipping: false,
  ...openWindowDates(Date.now()),
  hashtags: [],
  couponCode: null,
  dos: [],
  donts: [],
  attachments: [],
  ...overrides,
});

/**
 * A new job (ASSIGN) for the signed-in influencer of `page`: their manual channel approved by
 * staff, then an invitation to a credit-funded invite-only campaign of the demo brand. Answers the
 * job, the campaign and the brand's API context (dispose it when done).
 */
export async function inviteToNewJob(page: Page, playwright: Playwright, baseURL: string, uuid: string) {
  const { channelId, handle } = await approvedChannel(page, playwright, baseURL, uuid);
  const { brand } = await brandApi(playwright, baseURL);
  const campaign = await api(brand, 'post', '/api/campaigns', inviteOnlyCampaign(`Invite ${handle}`, openWindowDates(await serverNow(brand, baseURL))));
  await api(brand, 'post', `/api/campaigns/${campaign.id as string}/publish`, undefined, { 'idempotency-key': `invite-${handle}` });
  const job = await api(brand, 'post', `/api/campaigns/${campaign.id as string}/invite`, { channelId });
  return { jobId: job.id as string, campaignId: campaign.id as string, campaignName: campaign.name as string, brand };
}
