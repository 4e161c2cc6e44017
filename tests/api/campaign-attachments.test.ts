import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { addChannel, browser, campaignInput, idempotency, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';
import { pngOfSize, upload } from './influencer-helpers';

/**
 * Campaign attachments (issue 12; docs/decisions/019-jobs-campaign-money.md, "Campaign
 * attachments"): uploaded by the marketer through the upload service, saved on a draft only when
 * they are the marketer's own and on no other campaign, and read — private, no-store — by the
 * campaign's marketer, staff and the influencers who may see the campaign; anyone else gets 404.
 */
let server: TestServer;
let brand: { client: Client; id: string };
let agency: { client: Client; id: string };
let ploy: { client: Client; id: string };
let nat: { client: Client; id: string };
let staff: Client;
const anonymous = () => browser(server);

const pdf = new Blob([Buffer.from('%PDF-1.4\n% the brand book\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1')], { type: 'application/pdf' });

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  brand = await signInAs(server, 'brand@kolify.test');
  agency = await signInAs(server, 'agency@kolify.test');
  ploy = await signInAs(server, 'influencer@kolify.test');
  nat = await signInAs(server, 'manager@kolify.test');
  staff = browser(server);
  expect((await staff.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
}, 240_000);
afterAll(() => server.close());

const attach = (client: Client, file: Blob | null, name = 'brand-book.pdf') => upload(client, '/api/campaigns/attachments', file, name);
const read = (client: Client, url: string) => client.get(url);

async function uploaded(client: Client = brand.client, file: Blob = pdf, name = 'brand-book.pdf') {
  const response = await attach(client, file, name);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { uploadId: string; name: string; mime: string; sizeBytes: number };
}

describe('uploading an attachment', () => {
  it('stores an image or PDF for a marketer; too large 413, wrong type 415, no file 400, each problem+json; influencers 403, anonymous 401', async () => {
    const file = await uploaded();
    expect(file).toEqual({ uploadId: expect.any(String), name: 'brand-book.pdf', mime: 'application/pdf', sizeBytes: pdf.size });
    expect((await attach(brand.client, pngOfSize(2_000), 'mood.png')).json.mime).toBe('image/png');

    // SPEC §5: 4,096,000 bytes is the limit, one byte more is refused.
    expect((await attach(brand.client, pngOfSize(4_096_000), 'exact.png')).status).toBe(201);
    const large = await attach(brand.client, pngOfSize(4_096_001), 'large.png');
    expect(large.status).toBe(413);
    expect(large.json).toMatchObject({ type: 'payload_too_large', errors: [{ path: 'file', message: 'file_too_large' }] });
    // The type is read from the bytes: a text file named .pdf is refused.
    const text = await attach(brand.client, new Blob(['just words, not a PDF']), 'fake.pdf');
    expect(text.status).toBe(415);
    expect(text.json).toMatchObject({ type: 'unsupported_media_type', errors: [{ path: 'file', message: 'file_type_not_allowed' }] });
    expect((await attach(brand.client, null)).status).toBe(400);

    expect((await attach(ploy.client, pdf)).status).toBe(403);
    expect((await attach(anonymous(), pdf)).status).toBe(401);
  });
});

describe('saving attachments on a campaign', () => {
  it('saves them on a draft with their type and size, edits them later; refuses another member’s upload, one already on a campaign, duplicates and more than 5', async () => {
    const first = await uploaded();
    const second = await uploaded(brand.client, pngOfSize(3_000), 'mood.png');
    const created = await brand.client.post('/api/campaigns', campaignInput({ attachments: [{ uploadId: first.uploadId, name: 'Brand book.pdf' }] }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.id as string;
    expect(created.json.attachments).toEqual([{ uploadId: first.uploadId, name: 'Brand book.pdf', mime: 'application/pdf', sizeBytes: pdf.size, url: `/api/campaigns/${id}/attachments/${first.uploadId}` }]);

    // Edited: one added (its name from the upload when none is given), then the first removed.
    const both = await brand.client.request('PUT', `/api/campaigns/${id}`, campaignInput({ attachments: [{ uploadId: first.uploadId, name: 'Brand book.pdf' }, { uploadId: second.uploadId, name: '' }] }));
    expect(both.status, JSON.stringify(both.json)).toBe(200);
    expect(both.json.attachments.map((item: { name: string; mime: string; sizeBytes: number }) => [item.name, item.mime, item.sizeBytes])).toEqual([
      ['Brand book.pdf', 'application/pdf', pdf.size],
      ['mood.png', 'image/png', 3_000],
    ]);
    const removed = await brand.client.request('PUT', `/api/campaigns/${id}`, campaignInput({ attachments: [{ uploadId: second.uploadId, name: 'mood.png' }] }));
    expect(removed.json.attachments.map((item: { uploadId: string }) => item.uploadId)).toEqual([second.uploadId]);
    expect((await brand.client.get(`/api/campaigns/${id}`)).json.attachments).toHaveLength(1);
    // The removed file is no longer served through the campaign.
    expect((await read(brand.client, `/api/campaigns/${id}/attachments/${first.uploadId}`)).status).toBe(404);

    const refused = async (attachments: unknown[], path: string, message: string) => {
      const response = await brand.client.post('/api/campaigns', campaignInput({ attachments }));
      expect(response.status, JSON.stringify(response.json)).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/problem\+json/);
      expect(response.json.errors).toContainEqual({ path, message });
    };
    // Another marketer's upload, an influencer's (a bank book, a channel screenshot …), an unknown id: alike.
    const agencyFile = await uploaded(agency.client);
    await refused([{ uploadId: agencyFile.uploadId, name: 'theirs.pdf' }], 'attachments.0.uploadId', 'campaign_attachment_invalid');
    const influencerFile = await upload(ploy.client, `/sv_influ_api/influ/attachment/${ploy.id}`, pdf, 'id-card.pdf');
    expect(influencerFile.status).toBe(200);
    await refused([{ uploadId: first.uploadId, name: 'a' }, { uploadId: influencerFile.json.id, name: 'id-card.pdf' }], 'attachments.1.uploadId', 'campaign_attachment_invalid');
    await refused([{ uploadId: crypto.randomUUID(), name: 'nothing.pdf' }], 'attachments.0.uploadId', 'campaign_attachment_invalid');
    // Already on another campaign (the draft above): its readers are that campaign's.
    await refused([{ uploadId: second.uploadId, name: 'mood.png' }], 'attachments.0.uploadId', 'campaign_attachment_in_use');
    await refused([{ uploadId: 'not-a-uuid', name: 'x' }], 'attachments.0.uploadId', 'campaign_attachment_invalid');
    await refused(
      [
        { uploadId: first.uploadId, name: 'a' },
        { uploadId: first.uploadId, name: 'b' },
      ],
      'attachments',
      'campaign_attachment_duplicate',
    );
    const six = await Promise.all(Array.from({ length: 6 }, () => uploaded()));
    await refused(
      six.map((file) => ({ uploadId: file.uploadId, name: file.name })),
      'attachments',
      'campaign_attachments_too_many',
    );
    // Five is fine.
    const five = await brand.client.post('/api/campaigns', campaignInput({ attachments: six.slice(0, 5).map((file) => ({ uploadId: file.uploadId, name: file.name })) }));
    expect(five.status, JSON.stringify(five.json)).toBe(201);
    expect(five.json.attachments).toHaveLength(5);
    // An unknown file on a campaign of another marketer: still 404 to them.
    expect((await agency.client.request('PUT', `/api/campaigns/${id}`, campaignInput({ attachments: [] }))).status).toBe(404);
  });
});

describe('reading a campaign’s attachment', () => {
  /** Status, cache and bytes of one read. */
  const readAs = async (client: Client, url: string) => {
    const response = await read(client, url);
    return { status: response.status, cache: response.headers.get('cache-control'), type: response.headers.get('content-type'), body: response.status === 200 ? response.text : response.json?.type };
  };
  const ok = { status: 200, cache: 'private, no-store', type: 'application/pdf', body: expect.stringContaining('the brand book') };
  const missing = { status: 404, cache: null, type: expect.stringMatching(/problem\+json/), body: 'not_found' };

  it('invite-only: its marketer, staff and the invited influencer; not another influencer, another marketer or anonymous', async () => {
    const file = await uploaded();
    const created = await brand.client.post('/api/campaigns', campaignInput({ visibility: 'invite_only', name: 'Invite-only with a brief', attachments: [{ uploadId: file.uploadId, name: 'Brand book.pdf' }] }));
    const url = created.json.attachments[0].url as string;
    await fundMarketer(server, brand.id, 600_000);
    expect((await brand.client.post(`/api/campaigns/${created.json.id}/publish`, undefined, idempotency())).status).toBe(200);

    expect(await readAs(brand.client, url)).toEqual(ok);
    expect(await readAs(staff, url)).toEqual(ok);
    // Before the invitation, Ploy is anyone else.
    for (const stranger of [ploy.client, nat.client, agency.client, anonymous()]) expect(await readAs(stranger, url)).toEqual(missing);

    const channel = await addChannel(server, ploy.id);
    const invited = await brand.client.post(`/api/campaigns/${created.json.id}/invite`, { channelId: channel.id });
    expect(invited.status, JSON.stringify(invited.json)).toBe(201);
    expect(await readAs(ploy.client, url)).toEqual(ok);
    // The job detail lists it with the same address.
    expect((await ploy.client.get(`/api/jobs/public/${created.json.id}`)).json.campaign.attachments).toEqual([expect.objectContaining({ name: 'Brand book.pdf', url })]);
    // Any status: declined, she keeps the brief she was given.
    expect((await ploy.client.post(`/api/jobs/${invited.json.id}/events`, { type: 'job.decline' })).json.status).toBe('REJECTED');
    expect(await readAs(ploy.client, url)).toEqual(ok);
    for (const stranger of [nat.client, agency.client, anonymous()]) expect(await readAs(stranger, url)).toEqual(missing);

    // A file of the campaign's marketer that is not on this campaign, and bad ids: 404.
    const other = await uploaded();
    expect(await readAs(brand.client, `/api/campaigns/${created.json.id}/attachments/${other.uploadId}`)).toEqual(missing);
    expect((await read(ploy.client, `/api/campaigns/${created.json.id}/attachments/not-a-uuid`)).status).toBe(404);
    expect((await read(ploy.client, `/api/campaigns/${crypto.randomUUID()}/attachments/${file.uploadId}`)).status).toBe(404);
    // The owner-only file route does not serve it to the influencer either.
    expect((await read(ploy.client, `/sv_influ_api/influ/file/${file.uploadId}`)).status).toBe(404);
  });

  it('public: any signed-in influencer while it takes applications; once closed only those with a job', async () => {
    const file = await uploaded();
    const created = await brand.client.post('/api/campaigns', campaignInput({ name: 'Public with a brief', attachments: [{ uploadId: file.uploadId, name: 'Brand book.pdf' }] }));
    const url = created.json.attachments[0].url as string;
    // A draft is its marketer's (and staff's) only.
    expect(await readAs(brand.client, url)).toEqual(ok);
    expect(await readAs(staff, url)).toEqual(ok);
    expect(await readAs(ploy.client, url)).toEqual(missing);

    await fundMarketer(server, brand.id, 600_000);
    expect((await brand.client.post(`/api/campaigns/${created.json.id}/publish`, undefined, idempotency())).status).toBe(200);
    // Published and open: what the job detail shows before applying, to every influencer.
    expect(await readAs(ploy.client, url)).toEqual(ok);
    expect(await readAs(nat.client, url)).toEqual(ok);
    expect((await nat.client.get(`/api/jobs/public/${created.json.id}`)).json.campaign.attachments[0].url).toBe(url);
    for (const stranger of [agency.client, anonymous()]) expect(await readAs(stranger, url)).toEqual(missing);
    // Not on the anonymous board.
    expect(JSON.stringify((await anonymous().get(`/api/campaigns/public/job/${created.json.id}`)).json)).not.toContain(file.uploadId);

    const channel = await addChannel(server, ploy.id);
    const applied = await ploy.client.post('/api/jobs/apply', { campaignId: created.json.id, channelId: channel.id });
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    expect((await brand.client.post(`/api/campaigns/${created.json.id}/close`)).json.status).toBe('closed');
    expect(await readAs(ploy.client, url)).toEqual(ok);
    expect(await readAs(nat.client, url)).toEqual(missing);
    expect(await readAs(brand.client, url)).toEqual(ok);
  });
});
