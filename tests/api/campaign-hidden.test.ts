import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, jobs, outboxMessages } from '#server/db/schema/index';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { addChannel, campaignInput, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';

/**
 * Issue 32, decision 054: staff hide a public campaign from the board and the job market (brand
 * safety). Hidden: 404 publicly and to influencers without a job in it; its marketer still sees
 * it; its jobs go on; every change audited with its reason.
 */
let server: TestServer;
let admin: Client;
let support: Client;
let brand: { client: Client; id: string };
let agency: { client: Client; id: string };
let ploy: { client: Client; id: string };
let nat: { client: Client; id: string };

async function staff(email: string, ip: string) {
  const client = new Client(server, { ip });
  const signedIn = await client.post('/sv_authauth/admin/signin', { email, password: demoPassword });
  expect(signedIn.status).toBe(200);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await staff('admin@kolify.test', '198.51.100.61');
  support = await staff('support@kolify.test', '198.51.100.62');
  brand = await signInAs(server, 'brand@kolify.test');
  agency = await signInAs(server, 'agency@kolify.test');
  ploy = await signInAs(server, 'influencer@kolify.test');
  nat = await signInAs(server, 'manager@kolify.test');
}, 240_000);
afterAll(() => server.close());

const hide = (client: Client, id: string, body: unknown) => client.request('PUT', `/api/admin/campaigns/${id}/hidden`, body);
const auditRowsFor = (id: string) => server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const boardIds = async () => (await new Client(server).get('/api/campaigns/public/job?perPage=50')).json.data.map((job: { id: string }) => job.id) as string[];
const marketIds = async (who: { client: Client }) => (await who.client.get('/api/jobs/public?limit=50')).json.items.map((item: { campaign: { id: string } }) => item.campaign.id) as string[];

describe('staff hide a public campaign', () => {
  it('hides it from the board, its detail, the job market and applications; its marketer and its jobs are untouched; showing it again puts it back; each change audited once', async () => {
    const channel = await addChannel(server, ploy.id);
    const campaign = await publishedCampaign(brand.client, { name: 'Campaign staff will hide' }, () => fundMarketer(server, brand.id, 600_000));
    const applied = await ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id });
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    expect(await boardIds()).toContain(campaign.id);

    const listed = await support.get('/api/admin/campaigns?q=staff%20will%20hide');
    expect(listed.status).toBe(200);
    expect(listed.json.items).toEqual([expect.objectContaining({ id: campaign.id, hiddenAt: null, status: 'published', marketerId: brand.id, jobCount: 1 })]);

    const hidden = await support.request('PUT', `/api/admin/campaigns/${campaign.id}/hidden`, { hidden: true, reason: 'Brand-safety complaint' });
    expect(hidden.status, JSON.stringify(hidden.json)).toBe(200);
    expect(hidden.json).toMatchObject({ id: campaign.id, hiddenAt: expect.any(String), jobCount: 1 });

    // Public: off the board, and its detail answers 404 (problem+json).
    expect(await boardIds()).not.toContain(campaign.id);
    const detail = await new Client(server).get(`/api/campaigns/public/job/${campaign.id}`);
    expect(detail.status).toBe(404);
    expect(detail.headers.get('content-type')).toMatch(/problem\+json/);
    // An influencer without a job in it: not on the market, not found, cannot apply.
    const natChannel = await addChannel(server, nat.id);
    expect(await marketIds(nat)).not.toContain(campaign.id);
    expect((await nat.client.get(`/api/jobs/public/${campaign.id}`)).status).toBe(404);
    expect((await nat.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: natChannel.id })).status).toBe(404);
    // The influencer with a job still reaches it, and the job is as it was.
    expect((await ploy.client.get(`/api/jobs/public/${campaign.id}`)).status).toBe(200);
    const [job] = await server.database.db.select().from(jobs).where(eq(jobs.id, applied.json.id));
    expect(job!.status).toBe('MATCHED');
    // Its marketer still sees it, published, with its applicant.
    const own = await brand.client.get(`/api/campaigns/${campaign.id}`);
    expect(own.status).toBe(200);
    expect(own.json.status).toBe('published');
    expect((await brand.client.get(`/api/campaigns/${campaign.id}/jobs`)).json.items).toHaveLength(1);

    // Hiding it again changes nothing and writes no second row.
    expect((await hide(admin, campaign.id, { hidden: true, reason: 'Double click' })).json.hiddenAt).toBe(hidden.json.hiddenAt);
    let rows = await auditRowsFor(campaign.id);
    expect(rows.map((row) => [row.action, row.reason, row.actorEmail])).toEqual([['campaign.hide', 'Brand-safety complaint', 'support@kolify.test']]);
    expect(rows[0]!.after).toMatchObject({ hidden: true, name: 'Campaign staff will hide' });

    // Shown again: back on the board and its detail.
    const shown = await hide(admin, campaign.id, { hidden: false, reason: 'Complaint resolved' });
    expect(shown.status).toBe(200);
    expect(shown.json.hiddenAt).toBeNull();
    expect(await boardIds()).toContain(campaign.id);
    expect((await new Client(server).get(`/api/campaigns/public/job/${campaign.id}`)).status).toBe(200);
    rows = await auditRowsFor(campaign.id);
    expect(rows.map((row) => row.action).sort()).toEqual(['campaign.hide', 'campaign.show']);
    // The audit log names the campaign.
    const audit = await admin.get('/api/admin/audit?action=campaign');
    expect(audit.json.items.find((row: { targetId: string; action: string }) => row.targetId === campaign.id && row.action === 'campaign.show')).toMatchObject({ targetName: 'Campaign staff will hide', actorEmail: 'admin@kolify.test' });
  });

  it('tells its marketer once, in their language, with the reason; the marketer sees it hidden and why; repeated requests send nothing more (decision 061)', async () => {
    // brand@ reads Thai, agency@ English (the demo accounts' languages).
    for (const [who, email, locale, name] of [
      [brand, 'brand@kolify.test', 'th', 'แคมเปญที่ทีมงานจะซ่อน'],
      [agency, 'agency@kolify.test', 'en', 'Campaign hidden and told'],
    ] as const) {
      const campaign = await publishedCampaign(who.client, { name }, () => fundMarketer(server, who.id, 600_000));
      const messagesAbout = () =>
        server.database.db
          .select({ subject: outboxMessages.subject, body: outboxMessages.body, locale: outboxMessages.locale })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.destination, email), like(outboxMessages.subject, `%${name}%`)));
      const reason = locale === 'th' ? 'รูปภาพสินค้าไม่ตรงกับแบรนด์' : 'The product photos do not match the brand';
      // The same hide three times (a double click, a retry): one change, one message.
      for (const attempt of [1, 2, 3]) expect((await hide(admin, campaign.id, { hidden: true, reason: attempt === 1 ? reason : `Again ${attempt}` })).status).toBe(200);
      const told = await messagesAbout();
      expect(told).toHaveLength(1);
      expect(told[0]!.locale).toBe(locale);
      expect(told[0]!.body).toContain(reason);
      expect(told[0]!.body).toContain(`/${locale}/Marketer/campaignDetail/${campaign.id}`);
      expect(told[0]!.body).toMatch(locale === 'th' ? /งบของที่นั่งที่ยังว่างยังคงกันไว้/ : /stays reserved/);
      // The marketer's campaign says it is hidden, since when and why (the first reason, not a repeat's).
      const own = await who.client.get(`/api/campaigns/${campaign.id}`);
      expect(own.json.hidden).toEqual({ at: expect.any(String), reason });
      expect((await who.client.get('/api/campaigns')).json.items.find((item: { id: string }) => item.id === campaign.id).hidden).toMatchObject({ reason });
      // Shown again: told once more (back on the board), and the page no longer says hidden.
      for (const attempt of [1, 2]) expect((await hide(admin, campaign.id, { hidden: false, reason: `Resolved ${attempt}` })).status).toBe(200);
      expect(await messagesAbout()).toHaveLength(2);
      expect((await who.client.get(`/api/campaigns/${campaign.id}`)).json.hidden).toBeNull();
    }
  });

  it('refuses bad input with problem+json naming the field; a draft, an invite-only or an unknown campaign is 404', async () => {
    const campaign = await publishedCampaign(brand.client, { name: 'Bad input target' }, () => fundMarketer(server, brand.id, 600_000));
    const cases: [unknown, string][] = [
      [{ hidden: 'yes', reason: 'Because' }, 'hidden:staff_hidden_invalid'],
      [{ hidden: true, reason: '' }, 'reason:staff_reason_required'],
      [{ hidden: true, reason: ' x ' }, 'reason:staff_reason_required'],
      [{ hidden: true, reason: 'x'.repeat(501) }, 'reason:staff_reason_too_long'],
    ];
    for (const [body, error] of cases) {
      const refused = await hide(admin, campaign.id, body);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
      expect(refused.json.errors.map((entry: { path: string; message: string }) => `${entry.path}:${entry.message}`), JSON.stringify(body)).toContain(error);
    }
    // A missing reason is named by its path (valibot's missing-key message).
    expect((await hide(admin, campaign.id, { hidden: true })).json.errors.map((entry: { path: string }) => entry.path)).toEqual(['reason']);
    expect((await admin.request('PUT', `/api/admin/campaigns/${campaign.id}/hidden`, 'not json', { 'content-type': 'application/json' })).status).toBe(400);
    const malformed = await hide(admin, 'not-a-uuid', { hidden: true, reason: 'Because' });
    expect([malformed.status, malformed.json.errors?.[0]?.message]).toEqual([400, 'staff_campaign_invalid']);
    expect((await hide(admin, '00000000-0000-4000-8000-000000000000', { hidden: true, reason: 'Because' })).status).toBe(404);
    const draft = await brand.client.post('/api/campaigns', campaignInput({ name: 'Still a draft' }));
    expect((await hide(admin, draft.json.id, { hidden: true, reason: 'Because' })).status).toBe(404);
    const invite = await publishedCampaign(brand.client, { name: 'Invite only', visibility: 'invite_only' }, () => fundMarketer(server, brand.id, 600_000));
    expect((await hide(admin, invite.id, { hidden: true, reason: 'Because' })).status).toBe(404);
    expect((await admin.get('/api/admin/campaigns?after=not-a-cursor')).status).toBe(400);
    expect(await auditRowsFor(campaign.id)).toHaveLength(0);
    expect((await boardIds()).includes(campaign.id)).toBe(true);
  });

  it('is for staff only: signed out 401, an influencer and a marketer (its owner too) 403, and nothing changes', async () => {
    const campaign = await publishedCampaign(agency.client, { name: 'Only staff hide it' }, () => fundMarketer(server, agency.id, 600_000));
    const body = { hidden: true, reason: 'Not my call' };
    expect((await hide(new Client(server), campaign.id, body)).status).toBe(401);
    for (const who of [ploy, brand, agency]) {
      const refused = await hide(who.client, campaign.id, body);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
      expect((await who.client.get('/api/admin/campaigns')).status).toBe(403);
    }
    expect(await boardIds()).toContain(campaign.id);
    expect(await auditRowsFor(campaign.id)).toHaveLength(0);
  });

  it('lists public campaigns newest first with a keyset cursor, never drafts or invite-only ones', async () => {
    const first = await admin.get('/api/admin/campaigns?limit=2');
    expect(first.status).toBe(200);
    expect(first.json.items).toHaveLength(2);
    const second = await admin.get(`/api/admin/campaigns?limit=2&after=${first.json.next}`);
    const ids = [...first.json.items, ...second.json.items].map((row: { id: string }) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await admin.get('/api/admin/campaigns?limit=50');
    const names = all.json.items.map((row: { name: string }) => row.name);
    expect(names).not.toContain('Still a draft');
    expect(names).not.toContain('Invite only');
    const times = all.json.items.map((row: { publishedAt: string }) => row.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
