import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bankAccounts, channels, influencerProfiles, users, withdrawals } from '#server/db/schema/index';
import { credit, debit, influencerAccount, platformAccount, post } from '#server/ledger/ledger';
import { defaultWithdrawalRules, withdrawalBreakdown } from '#common/earnings';
import { Client, startTestServer, type TestServer } from './harness';
import { addChannel, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';
import { codeFrom, password, signUp } from './influencer-helpers';

/**
 * Influencer deactivation (issue 13, SPEC §8) and the dashboard, over HTTP on the real server:
 * every blocking condition produced the way the product produces it (jobs through the job
 * endpoints, money through ledger postings, a withdrawal row with its posting) and cleared again.
 */

let server: TestServer;
let brand: { client: Client; id: string };
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  brand = await signInAs(server, 'brand@kolify.test');
}, 240_000);
afterAll(() => server.close());

const check = (client: Client, id: string) => client.get(`/sv_influ_api/influ/validate/deactivate/${id}`);
const blockersOf = async (client: Client, id: string) => {
  const response = await check(client, id);
  expect(response.status, response.text).toBe(200);
  return response.json.blockers as string[];
};

let postings = 0;
/** Earnings as a real posting moves them (what a job capture credits), from the platform's bank side. */
async function earn(influencerId: string, minor: number) {
  await server.database.db.transaction((tx) =>
    post(tx, { kind: 'test.earning', reference: `earning:${influencerId}:${++postings}`, currency: 'THB', at: server.deps.now(), entries: [debit(platformAccount('bank', 'THB'), minor), credit(influencerAccount(influencerId, 'earnings_available', 'THB'), minor)] }),
  );
}

async function addBankAccount(influencerId: string, status: 'in_progress' | 'approve' | 'reject') {
  const [row] = await server.database.db
    .insert(bankAccounts)
    .values({ influencerId, bankCode: 'KBANK', accountNumber: '1234567890', accountName: 'Ploy Test', holderType: 'individual', status })
    .onConflictDoUpdate({ target: bankAccounts.influencerId, set: { status } })
    .returning();
  return row!;
}

/** A withdrawal of the whole balance as the withdraw flow records it: the row, and the money moved to earnings_withdrawing. */
async function withdrawAll(influencerId: string, bankAccountId: string, amountMinor: number) {
  return server.database.db.transaction(async (tx) => {
    const figures = withdrawalBreakdown(amountMinor, 'individual', defaultWithdrawalRules);
    const [row] = await tx
      .insert(withdrawals)
      .values({ influencerId, bankAccountId, bankCode: 'KBANK', accountNumber: '1234567890', accountName: 'Ploy Test', currency: 'THB', ...figures, idempotencyKey: `w-${++postings}` })
      .returning();
    await post(tx, { kind: 'withdrawal.request', reference: row!.id, currency: 'THB', at: server.deps.now(), entries: [debit(influencerAccount(influencerId, 'earnings_available', 'THB'), amountMinor), credit(influencerAccount(influencerId, 'earnings_withdrawing', 'THB'), amountMinor)] });
    return row!;
  });
}

async function payOut(withdrawalId: string, influencerId: string, amountMinor: number) {
  await server.database.db.transaction(async (tx) => {
    await tx.update(withdrawals).set({ status: 'complete', completedAt: new Date() }).where(eq(withdrawals.id, withdrawalId));
    await post(tx, { kind: 'withdrawal.complete', reference: withdrawalId, currency: 'THB', at: server.deps.now(), entries: [debit(influencerAccount(influencerId, 'earnings_withdrawing', 'THB'), amountMinor), credit(platformAccount('bank', 'THB'), amountMinor)] });
  });
}

/** An invitation to a funded invite-only campaign: the influencer's new job (ASSIGN). */
async function invite(influencerId: string, price = 200_000) {
  await fundMarketer(server, brand.id, price);
  const campaign = await publishedCampaign(brand.client, { visibility: 'invite_only', influencerCount: 1, pricePerInfluencerMinor: price, name: `Leave ${++postings}` });
  const channel = await addChannel(server, influencerId);
  const invited = await brand.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id });
  expect(invited.status, invited.text).toBeLessThan(300);
  return { jobId: invited.json.id as string, campaignId: campaign.id, channel };
}

async function jobEvent(client: Client, jobId: string, body: Record<string, unknown>, expected: string) {
  const response = await client.post(`/api/jobs/${jobId}/events`, body);
  expect(response.status, response.text).toBeLessThan(300);
  expect(response.json.status).toBe(expected);
}

const closeBody = { reason: 'hard_to_use', password };

describe('deactivation blockers (SPEC §8), each produced for real and cleared', () => {
  it('a new job (an unanswered invitation) blocks until it is declined', async () => {
    const inf = await signUp(server);
    expect(await check(inf.client, inf.uuid).then((r) => r.json)).toMatchObject({ canDeactivate: true, blockers: [], confirmWith: 'password', codeDestination: null });
    const { jobId } = await invite(inf.uuid);
    expect(await blockersOf(inf.client, inf.uuid)).toEqual(['has_new_job']);
    const refused = await inf.client.patch(`/sv_influ_api/influ/account/deactivate/${inf.uuid}`, closeBody);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.json.errors).toEqual([{ path: 'blockers', message: 'has_new_job' }]);
    await jobEvent(inf.client, jobId, { type: 'job.decline' }, 'REJECTED');
    expect(await blockersOf(inf.client, inf.uuid)).toEqual([]);
  });

  it('a working job blocks until the marketer cancels it', async () => {
    const inf = await signUp(server);
    const { jobId } = await invite(inf.uuid);
    await jobEvent(inf.client, jobId, { type: 'job.accept' }, 'READY');
    expect(await blockersOf(inf.client, inf.uuid)).toEqual(['has_working_job']);
    expect((await inf.client.patch(`/sv_influ_api/influ/account/deactivate/${inf.uuid}`, closeBody)).status).toBe(409);
    await jobEvent(brand.client, jobId, { type: 'job.cancel' }, 'CANCEL');
    expect(await blockersOf(inf.client, inf.uuid)).toEqual([]);
  });

  it('money without an approved bank account, below the minimum, remaining, and under review, then settled', async () => {
    const inf = await signUp(server);
    await earn(inf.uuid, 100_00);
    // 100 THB: no bank account to send it to, and below the 300 THB minimum withdrawal (above the 30 THB fee).
    expect(await blockersOf(inf.client, inf.uuid)).toEqual(['bank_account_is_empty', 'balance_less_than_minimum_withdrawal']);
    // A bank account under review: still nowhere to send it, and a document in process.
    const bank = await addBankAccount(inf.uuid, 'in_progress');
    expect(await blockersOf(inf.client, inf.uuid)).toEqual(['document_is_process', 'bank_account_is_empty', 'balance_less_than_minimum_withdrawal']);
    await addBankAccount(inf.uuid, 'approve');
    expect(await blockersOf(inf.client, inf.uuid)).toEqual(['balance_less_than_minimum_withdrawal']);
    // More earned: 500 THB can be withdrawn, so it must be.
    await earn(inf.uuid, 400_00);
    expect(await blockersOf(inf.client, inf.uuid)).toEqual(['balance_remaining_in_account']);
    const refused = await inf.client.patch(`/sv_influ_api/influ/account/deactivate/${inf.uuid}`, closeBody);
    expect(refused.status).toBe(409);
    expect(refused.json.errors).toEqual([{ path: 'blockers', message: 'balance_remaining_in_account' }]);
    // Withdrawn: the balance is gone, but the withdrawal is under review until it is paid.
    const withdrawal = await withdrawAll(inf.uuid, bank.id, 500_00);
    expect(await blockersOf(inf.client, inf.uuid)).toEqual(['document_is_process']);
    await server.database.db.update(withdrawals).set({ status: 'approve' }).where(eq(withdrawals.id, withdrawal.id));
    expect(await blockersOf(inf.client, inf.uuid)).toEqual(['document_is_process']);
    await payOut(withdrawal.id, inf.uuid, 500_00);
    expect(await check(inf.client, inf.uuid).then((r) => r.json)).toMatchObject({ canDeactivate: true, blockers: [] });
    const closed = await inf.client.patch(`/sv_influ_api/influ/account/deactivate/${inf.uuid}`, closeBody);
    expect(closed.status, closed.text).toBe(200);
  });
});

describe('PATCH account/deactivate/{id}', () => {
  it('refuses bad input (400), a wrong password (400) and another influencer’s id (404)', async () => {
    const inf = await signUp(server);
    const other = await signUp(server);
    const path = `/sv_influ_api/influ/account/deactivate/${inf.uuid}`;
    for (const body of [{}, { reason: 'bored', password }, { reason: 'other', password }, { reason: 'hard_to_use' }, { reason: 'hard_to_use', password, code: '123456' }, { reason: 'hard_to_use', password: 'x'.repeat(200) }]) {
      const response = await inf.client.patch(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    const wrong = await inf.client.patch(path, { reason: 'hard_to_use', password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ path: 'password', message: 'password_incorrect' }]);
    for (const response of [await inf.client.patch(`/sv_influ_api/influ/account/deactivate/${other.uuid}`, closeBody), await inf.client.get(`/sv_influ_api/influ/validate/deactivate/${other.uuid}`), await inf.client.patch('/sv_influ_api/influ/account/deactivate/not-a-uuid', closeBody)]) {
      expect(response.status).toBe(404);
    }
    // Nothing happened to either account.
    const rows = await server.database.db.select({ status: users.status }).from(users).where(eq(users.id, other.uuid));
    expect(rows[0]!.status).not.toBe('deactivated');
    expect((await check(inf.client, inf.uuid)).status).toBe(200);
  });

  it('closes the account: signed out everywhere, sign-in refused, reason kept, channels and social sign-in freed', async () => {
    const inf = await signUp(server);
    const second = new Client(server, { ip: '203.0.113.201' });
    expect((await second.post('/sv_authauth/signin/influencer', { email: inf.email, password })).status).toBe(200);
    const channel = await addChannel(server, inf.uuid, { type: 'TIKTOK', socialId: `tt-${inf.uuid}` });
    await server.database.db.update(influencerProfiles).set({ socialProvider: 'line', socialSubject: `U-${inf.uuid}` }).where(eq(influencerProfiles.userId, inf.uuid));
    expect(await check(inf.client, inf.uuid).then((r) => r.json)).toMatchObject({ confirmWith: 'code', codeDestination: expect.stringContaining('@') });

    const reasons = await inf.client.get('/sv_influ_api/influ/deactivate/reason');
    expect(reasons.json).toEqual({ reasons: ['another_account_exists', 'influencers_do_not_match_jobs', 'hard_to_use', 'other'], detailRequiredFor: ['other'] });

    const closed = await inf.client.patch(`/sv_influ_api/influ/account/deactivate/${inf.uuid}`, { reason: 'other', detail: ' Moving abroad. ', password });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json).toEqual({ scope: 'open', status: 'deactivated' });
    // Every session is gone: this one and the other browser's.
    expect((await inf.client.get(`/sv_influ_api/influ/validate/deactivate/${inf.uuid}`)).status).toBe(401);
    expect((await second.get('/api/influencers/dashboard')).status).toBe(401);
    const signIn = await new Client(server, { ip: '203.0.113.202' }).post('/sv_authauth/signin/influencer', { email: inf.email, password });
    expect(signIn.status).toBe(403);
    expect(signIn.json.type).toBe('account_inactive');

    const [profile] = await server.database.db.select().from(influencerProfiles).where(eq(influencerProfiles.userId, inf.uuid));
    expect(profile).toMatchObject({ deactivationReason: 'other', deactivationDetail: 'Moving abroad.', socialProvider: null, socialSubject: null, formerSocial: { provider: 'line', subject: `U-${inf.uuid}` } });
    expect(profile!.deactivatedAt).toBeInstanceOf(Date);
    const [kept] = await server.database.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(kept!.status).toBe('disconnected');
    // Another account may now connect the same channel.
    const newcomer = await signUp(server);
    const reconnected = await addChannel(server, newcomer.uuid, { type: 'TIKTOK', socialId: `tt-${inf.uuid}` });
    expect(reconnected.status).toBe('qualified');
  });

  it('a social sign-in member confirms with a fresh e-mail code', async () => {
    const inf = await signUp(server);
    await server.database.db.update(influencerProfiles).set({ socialProvider: 'google', socialSubject: `g-${inf.uuid}` }).where(eq(influencerProfiles.userId, inf.uuid));
    // A code only goes to the member's own address.
    expect((await inf.client.post('/api/notification/requestOtpEmail', { email: 'someone.else@kolify.test', purpose: 'deactivate' })).status).toBe(400);
    expect((await new Client(server).post('/api/notification/requestOtpEmail', { email: inf.email, purpose: 'deactivate' })).status).toBe(401);
    const sent = await inf.client.post('/api/notification/requestOtpEmail', { email: inf.email, purpose: 'deactivate' });
    expect(sent.status, sent.text).toBe(200);
    const code = await codeFrom(inf.client, inf.email);
    const wrong = await inf.client.patch(`/sv_influ_api/influ/account/deactivate/${inf.uuid}`, { reason: 'hard_to_use', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const closed = await inf.client.patch(`/sv_influ_api/influ/account/deactivate/${inf.uuid}`, { reason: 'another_account_exists', code });
    expect(closed.status, closed.text).toBe(200);
    const [user] = await server.database.db.select({ status: users.status }).from(users).where(eq(users.id, inf.uuid));
    expect(user!.status).toBe('deactivated');
  });

  it('a marketer is refused (403) and a visitor (401)', async () => {
    const inf = await signUp(server);
    expect((await brand.client.get(`/sv_influ_api/influ/validate/deactivate/${inf.uuid}`)).status).toBe(403);
    expect((await new Client(server).patch(`/sv_influ_api/influ/account/deactivate/${inf.uuid}`, closeBody)).status).toBe(401);
  });
});

describe('influencer dashboard', () => {
  it('shows a completed job’s earnings this month, pending while in INSIGHT, and the same answer on both paths', async () => {
    const inf = await signUp(server);
    const empty = await inf.client.get(`/sv_influ_api/influ/dashboard/${inf.uuid}`);
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json).toMatchObject({ currency: 'THB', channels: [], jobs: [], earnings: { thisMonth: 0, lastMonth: 0 }, money: { available: 0, pending: 0, withdrawing: 0 }, nextSteps: ['profile', 'phone', 'channel', 'bank_account', 'first_job'] });
    expect(empty.json.earnings.months).toHaveLength(6);

    const price = 200_000;
    const { jobId } = await invite(inf.uuid, price);
    await jobEvent(inf.client, jobId, { type: 'job.accept' }, 'READY');
    await jobEvent(inf.client, jobId, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/leave1' }, 'SUBMIT');
    await jobEvent(brand.client, jobId, { type: 'job.approve' }, 'INSIGHT');
    const waiting = await inf.client.get('/api/influencers/dashboard');
    expect(waiting.json.money).toEqual({ available: 0, pending: 160_000, withdrawing: 0 });
    expect(waiting.json.jobs).toEqual([{ status: 'INSIGHT', count: 1 }]);
    await jobEvent(inf.client, jobId, { type: 'job.submitInsight', insight: { reach: 1000, impressions: 1500, engagement: 90 } }, 'COMPLETED');

    const byId = await inf.client.get(`/sv_influ_api/influ/dashboard/${inf.uuid}`);
    const own = await inf.client.get('/api/influencers/dashboard');
    expect(byId.json).toEqual(own.json);
    const thisMonth = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
    expect(own.json).toMatchObject({ jobs: [{ status: 'COMPLETED', count: 1 }], earnings: { thisMonth: 160_000, lastMonth: 0 }, money: { available: 160_000, pending: 0, withdrawing: 0 } });
    expect(own.json.earnings.months.at(-1)).toEqual({ month: thisMonth, amount: 160_000 });
    expect(own.json.channels).toHaveLength(1);
    expect(own.json.nextSteps).toEqual(['profile', 'phone', 'bank_account']);

    // Withdrawing shows as money on its way; the deactivation check sees it under review.
    const bank = await addBankAccount(inf.uuid, 'approve');
    await withdrawAll(inf.uuid, bank.id, 160_000);
    expect((await inf.client.get('/api/influencers/dashboard')).json.money).toEqual({ available: 0, pending: 0, withdrawing: 160_000 });
  });

  it('another influencer’s id answers 404; signed out 401', async () => {
    const inf = await signUp(server);
    const other = await signUp(server);
    expect((await inf.client.get(`/sv_influ_api/influ/dashboard/${other.uuid}`)).status).toBe(404);
    expect((await inf.client.get('/sv_influ_api/influ/dashboard/nope')).status).toBe(404);
    expect((await new Client(server).get('/api/influencers/dashboard')).status).toBe(401);
  });
});
