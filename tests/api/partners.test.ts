import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { influencerProfiles, users } from '#server/db/schema/index';
import { cookieNames } from '#server/config';
import { Client, startTestServer, type TestServer } from './harness';
import { codeFrom, freshEmail, password, signInDemo, signUp } from './influencer-helpers';
import { addChannel, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';

/**
 * Issue 14: referral attribution, the talent-manager consent's lifecycle (accept, decline, end
 * from either side) and what a manager may see of a partner (only while the consent stands).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

let visitor = 0;
const anonymous = () => new Client(server, { ip: `198.19.1.${(++visitor % 250) + 1}` });

/** The e-mail code steps of a sign-up, on a given client (its cookies and session come along). */
async function createMember(client: Client, body: Record<string, unknown> & { email: string }) {
  expect((await client.post('/api/notification/requestOtpEmail', { email: body.email, locale: 'en', purpose: 'signup' })).status).toBe(200);
  const verified = await client.post('/api/notification/verifyEmailOtpSignUp', { email: body.email, code: await codeFrom(client, body.email) });
  return client.post('/sv_influ_api/influSignup/createInfluMember', { consent: true, country: 'TH', nationality: 'TH', password, locale: 'en', verificationToken: verified.json.verificationToken, ...body });
}

const referrerOf = async (uuid: string) => (await server.database.db.select({ referrerId: influencerProfiles.referrerId }).from(influencerProfiles).where(eq(influencerProfiles.userId, uuid)))[0]!.referrerId;

describe('referral attribution', () => {
  it('links the member to the owner of a typed code and lists them on the owner’s invite-a-friend page', async () => {
    const referrer = await signUp(server);
    const { code } = (await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}`)).json;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}`)).json).toEqual({ code, rewardPerFriendMinor: 0, rewardEarnedMinor: 0, items: [], next: null });

    const friend = await signUp(server, { referralCode: code.toLowerCase() });
    expect(await referrerOf(friend.uuid)).toBe(referrer.uuid);
    const listed = await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}`);
    expect(listed.status).toBe(200);
    expect(listed.json.items).toEqual([{ displayName: expect.any(String), joinedAt: expect.any(String), status: 'signed_up', rewardMinor: 0 }]);
  });

  it('takes the code from the ?ref= link’s cookie when none is typed, and clears the cookie', async () => {
    const client = anonymous();
    client.cookies.set(cookieNames(server.config).referral, 'PLOY2026');
    const created = await createMember(client, { email: freshEmail('cookie') });
    expect(created.status, created.text).toBe(200);
    const [ploy] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'influencer@kolify.test'));
    expect(await referrerOf(created.json.uuid)).toBe(ploy!.id);
    expect(client.cookies.has(cookieNames(server.config).referral)).toBe(false);
  });

  it('a typed code wins over the cookie; a stale cookie never blocks a sign-up', async () => {
    const referrer = await signUp(server);
    const { code } = (await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}`)).json;
    const client = anonymous();
    client.cookies.set(cookieNames(server.config).referral, 'PLOY2026');
    const typed = await createMember(client, { email: freshEmail('typed'), referralCode: code });
    expect(await referrerOf(typed.json.uuid)).toBe(referrer.uuid);

    const stale = anonymous();
    stale.cookies.set(cookieNames(server.config).referral, 'ZZZZ9999');
    const created = await createMember(stale, { email: freshEmail('stale') });
    expect(created.status).toBe(200);
    expect(await referrerOf(created.json.uuid)).toBeNull();
  });

  it('refuses the code of a deactivated member (checkRefCode, the wizard step and sign-up)', async () => {
    const gone = await signUp(server);
    const { code } = (await gone.client.get(`/sv_influ_api/influ/referrals/${gone.uuid}`)).json;
    expect((await anonymous().get(`/sv_influ_api/influSignup/checkRefCode/${code}`)).status).toBe(200);
    await server.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, gone.uuid));
    expect((await anonymous().get(`/sv_influ_api/influSignup/checkRefCode/${code}`)).status).toBe(404);
    const step = await anonymous().post('/sv_influ_api/influSignup/signup', { step: 'consent', consent: true, referralCode: code });
    expect(step.status).toBe(400);
    const refused = await createMember(anonymous(), { email: freshEmail('gone'), referralCode: code });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(refused.json.errors).toEqual([{ path: 'referralCode', message: 'referral_code_unknown' }]);
    // From a cookie the dead code is dropped and the sign-up goes on without a referrer.
    const client = anonymous();
    client.cookies.set(cookieNames(server.config).referral, code);
    const created = await createMember(client, { email: freshEmail('gonecookie') });
    expect(created.status).toBe(200);
    expect(await referrerOf(created.json.uuid)).toBeNull();
  });

  it('refuses self-referral: from the referrer’s own session, or with the referrer’s own mailbox', async () => {
    const email = freshEmail('self');
    const referrer = await signUp(server, { email });
    const { code } = (await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}`)).json;
    const fromSession = await createMember(referrer.client, { email: freshEmail('second'), referralCode: code });
    expect(fromSession.status).toBe(400);
    expect(fromSession.json.errors).toEqual([{ path: 'referralCode', message: 'referral_self' }]);
    const tagged = email.replace('@', '+again@');
    const sameMailbox = await createMember(anonymous(), { email: tagged, referralCode: code });
    expect(sameMailbox.status).toBe(400);
    expect(sameMailbox.json.errors).toEqual([{ path: 'referralCode', message: 'referral_self' }]);
    expect((await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}`)).json.items).toEqual([]);
  });

  it('the referral list: status as friends progress, keyset pages, bad input 400, another’s id 404', async () => {
    const referrer = await signUp(server);
    const { code } = (await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}`)).json;
    const first = await signUp(server, { referralCode: code });
    const second = await signUp(server, { referralCode: code });
    await signUp(server, { referralCode: code });
    await addChannel(server, second.uuid);

    const page1 = await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}?limit=2`);
    expect(page1.json.items).toHaveLength(2);
    expect(page1.json.next).toEqual(expect.any(String));
    const page2 = await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}?limit=2&after=${page1.json.next}`);
    expect(page2.json.items).toHaveLength(1);
    expect(page2.json.next).toBeNull();
    const statuses = [...page1.json.items, ...page2.json.items].map((item: { status: string }) => item.status).sort();
    expect(statuses).toEqual(['qualified_channel', 'signed_up', 'signed_up']);
    expect(first.uuid).not.toBe(second.uuid);

    expect((await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}?limit=0`)).status).toBe(400);
    const badCursor = await referrer.client.get(`/sv_influ_api/influ/referrals/${referrer.uuid}?after=nonsense`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.json.errors).toEqual([{ path: 'after', message: 'cursor_invalid' }]);
    expect((await referrer.client.get(`/sv_influ_api/influ/referrals/${first.uuid}`)).status).toBe(404);
    expect((await anonymous().get(`/sv_influ_api/influ/referrals/${referrer.uuid}`)).status).toBe(401);
  });
});

describe('talent managers and their partners', () => {
  const partnerIds = async (client: Client) => (await client.get('/api/talent-manager/partners?limit=50')).json.items.map((partner: { id: string }) => partner.id) as string[];

  it('accept → the manager sees the partner, channels with estimate and jobs; end by the partner → 404', async () => {
    const manager = await signInDemo(server, 'manager@kolify.test');
    const partner = await signUp(server);
    // Before any consent the partner is nobody's: 404 on their data, as an unknown id.
    expect((await manager.client.get(`/api/talent-manager/partners/${partner.uuid}`)).status).toBe(404);
    expect((await manager.client.get(`/api/jobs/partners?partner=${partner.uuid}`)).status).toBe(404);

    const channel = await addChannel(server, partner.uuid, { followers: 48_000, tier: 'micro' });
    await server.database.db.update(influencerProfiles).set({ interests: ['INTEREST_FOOD'] }).where(eq(influencerProfiles.userId, partner.uuid));
    const brand = await signInAs(server, 'brand@kolify.test');
    const campaign = await publishedCampaign(brand.client, { influencerCount: 1 }, () => fundMarketer(server, brand.id, 400_000));
    expect((await partner.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id })).status).toBe(201);

    expect((await partner.client.post(`/sv_influ_api/influ/consent/${partner.uuid}`, { code: 'NATTM001' })).status).toBe(200);
    const shown = await manager.client.get(`/api/talent-manager/partners/${partner.uuid}`);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ id: partner.uuid, status: 'active', openJobs: 1, completedJobs: 0 });
    expect(shown.json.channels).toEqual([expect.objectContaining({ id: channel.id, type: 'INSTAGRAM', followers: 48_000, tier: 'micro', status: 'qualified' })]);
    expect(shown.json.channels[0].estimate.length).toBeGreaterThan(0);
    expect(await partnerIds(manager.client)).toContain(partner.uuid);

    const jobs = await manager.client.get(`/api/jobs/partners?partner=${partner.uuid}`);
    expect(jobs.json.items).toEqual([expect.objectContaining({ campaignId: campaign.id, influencerId: partner.uuid, status: 'MATCHED', priceMinor: 300_000, earningMinor: 240_000, allowedEvents: [] })]);
    expect((await manager.client.get(`/api/jobs/partners?partner=${partner.uuid}&status=COMPLETED`)).json.items).toEqual([]);
    expect((await manager.client.get(`/api/jobs/partners?partner=${partner.uuid}&status=MATCHED`)).json.items).toHaveLength(1);

    // The partner withdraws: the manager loses sight at once.
    expect((await partner.client.request('DELETE', `/sv_influ_api/influ/consent/${partner.uuid}`)).status).toBe(200);
    expect((await manager.client.get(`/api/talent-manager/partners/${partner.uuid}`)).status).toBe(404);
    expect((await manager.client.get(`/api/jobs/partners?partner=${partner.uuid}`)).status).toBe(404);
    const all = await manager.client.get('/api/jobs/partners?limit=50');
    expect(all.json.items.map((job: { influencerId: string }) => job.influencerId)).not.toContain(partner.uuid);
    expect(await partnerIds(manager.client)).not.toContain(partner.uuid);
  });

  it('decline: not accepting leaves the manager without access; the manager ends a link (404 after)', async () => {
    const manager = await signInDemo(server, 'manager@kolify.test');
    const declined = await signUp(server);
    // Reading the consent (what the screen shows before the partner decides) links nothing.
    expect((await declined.client.get('/sv_influ_api/open/display_consent/talentmanager/NATTM001')).status).toBe(200);
    expect((await manager.client.get(`/api/talent-manager/partners/${declined.uuid}`)).status).toBe(404);
    expect(await partnerIds(manager.client)).not.toContain(declined.uuid);

    const partner = await signUp(server);
    expect((await partner.client.post(`/sv_influ_api/influ/consent/${partner.uuid}`, { code: 'NATTM001' })).status).toBe(200);
    const ended = await manager.client.request('DELETE', `/api/talent-manager/partners/${partner.uuid}`);
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ ended: true });
    expect((await partner.client.get(`/sv_influ_api/influ/account/${partner.uuid}`)).json.talentManager).toBeNull();
    expect((await manager.client.get(`/api/talent-manager/partners/${partner.uuid}`)).status).toBe(404);
    expect((await manager.client.request('DELETE', `/api/talent-manager/partners/${partner.uuid}`)).status).toBe(404);
    // Nothing left for the partner to withdraw either.
    expect((await partner.client.request('DELETE', `/sv_influ_api/influ/consent/${partner.uuid}`)).status).toBe(404);
  });

  it('one manager at a time: a consent to another manager is refused (409) until withdrawn; accepting twice keeps the first time', async () => {
    const second = await signUp(server);
    await server.database.db.update(users).set({ isTalentManager: true }).where(eq(users.id, second.uuid));
    const { code: secondCode } = (await second.client.get(`/sv_influ_api/influ/referrals/${second.uuid}`)).json;
    const partner = await signUp(server);
    expect((await partner.client.post(`/sv_influ_api/influ/consent/${partner.uuid}`, { code: 'NATTM001' })).status).toBe(200);
    const [before] = await server.database.db.select({ at: influencerProfiles.talentManagerConsentAt }).from(influencerProfiles).where(eq(influencerProfiles.userId, partner.uuid));
    expect((await partner.client.post(`/sv_influ_api/influ/consent/${partner.uuid}`, { code: 'NATTM001' })).status).toBe(200);
    const [after] = await server.database.db.select({ at: influencerProfiles.talentManagerConsentAt }).from(influencerProfiles).where(eq(influencerProfiles.userId, partner.uuid));
    expect(after!.at).toEqual(before!.at);

    const other = await partner.client.post(`/sv_influ_api/influ/consent/${partner.uuid}`, { code: secondCode });
    expect(other.status).toBe(409);
    expect(other.json.errors).toEqual([{ path: 'code', message: 'talent_manager_other' }]);
    // The second manager sees nothing of them; the first still does.
    expect((await second.client.get(`/api/talent-manager/partners/${partner.uuid}`)).status).toBe(404);
    expect((await partner.client.request('DELETE', `/sv_influ_api/influ/consent/${partner.uuid}`)).status).toBe(200);
    expect((await partner.client.post(`/sv_influ_api/influ/consent/${partner.uuid}`, { code: secondCode })).status).toBe(200);
    expect((await second.client.get(`/api/talent-manager/partners/${partner.uuid}`)).status).toBe(200);
  });

  it('roles and bad input: a non-manager influencer 403, a marketer 403, signed out 401; bad filters 400; paging', async () => {
    const plain = await signInDemo(server);
    for (const path of ['/api/talent-manager/partners', '/api/jobs/partners']) {
      const refused = await plain.client.get(path);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toBe('application/problem+json');
    }
    expect((await plain.client.request('DELETE', `/api/talent-manager/partners/${plain.uuid}`)).status).toBe(403);
    const brand = await signInAs(server, 'brand@kolify.test');
    expect((await brand.client.get('/api/talent-manager/partners')).status).toBe(403);
    expect((await anonymous().get('/api/talent-manager/partners')).status).toBe(401);

    const manager = await signInDemo(server, 'manager@kolify.test');
    expect((await manager.client.get('/api/jobs/partners?status=DONE')).status).toBe(400);
    expect((await manager.client.get('/api/jobs/partners?partner=not-a-uuid')).status).toBe(400);
    expect((await manager.client.get('/api/talent-manager/partners?limit=500')).status).toBe(400);
    expect((await manager.client.get('/api/talent-manager/partners?after=%%%')).status).toBe(400);
    expect((await manager.client.get('/api/talent-manager/partners/not-a-uuid')).status).toBe(404);

    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const partner = await signUp(server);
      expect((await partner.client.post(`/sv_influ_api/influ/consent/${partner.uuid}`, { code: 'NATTM001' })).status).toBe(200);
      ids.push(partner.uuid);
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { json: { items: { id: string }[]; next: string | null } } = await manager.client.get(`/api/talent-manager/partners?limit=2${after ? `&after=${after}` : ''}`);
      expect(page.json.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.items.map((item) => item.id));
      after = page.json.next;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids));
  });
});
