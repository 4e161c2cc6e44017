import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts, ledgerEntries, ledgerPostings, outboxMessages } from '#server/db/schema/index';
import { balances, platformAccount } from '#server/ledger/ledger';
import { demoPassword, startTestServer, type Client, type TestServer } from './harness';
import { addChannel, browser, idempotency, publishedCampaign, signInAs } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';

/**
 * Issue 13: an influencer's earnings and withdrawals over HTTP on a real server. The earning comes
 * from a real job driven to COMPLETED; the bank account (owned by the bank-account work) is an
 * approved row inserted here.
 */
let server: TestServer;
let brand: { client: Client; id: string };
let ploy: { client: Client; id: string };
let other: { client: Client; id: string };
let staff: Client;
const price = 2_000_00;
const earned = 1_600_00;
let campaignName = '';

const earn = (who = ploy, query = '') => who.client.get(`/sv_influ_api/influ/earn/${ploy.id}${query}`);
const withdraw = (amount: number, headers: Record<string, string> = idempotency(), who = ploy) => who.client.post(`/sv_influ_api/influ/withdraw/${ploy.id}`, { amount }, headers);
/** The body's bytes as sent (fetch's text() drops a leading BOM). */
const rawBytes = async (client: Client, path: string) =>
  Buffer.from(await (await fetch(`${server.url}${path}`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).arrayBuffer());
/** The e-mails sent to this address, once the queue has delivered what the steps enqueued. */
async function mailsTo(email: string) {
  await server.deps.queue.runDue();
  return server.database.db.select().from(outboxMessages).where(eq(outboxMessages.destination, email));
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  brand = await signInAs(server, 'brand@kolify.test');
  ploy = await signInAs(server, 'influencer@kolify.test');
  other = await signInAs(server, 'manager@kolify.test');
  staff = browser(server);
  expect((await staff.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
  // These tests start with no bank account (the demo seed may give the demo influencer one).
  await server.database.db.delete(bankAccounts).where(eq(bankAccounts.influencerId, ploy.id));
}, 240_000);
afterAll(() => server.close());

describe('earnings from a real job', () => {
  it('shows the job pending in INSIGHT, then available when COMPLETED, with its campaign', async () => {
    const empty = await earn();
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ available: 0, pending: 0, withdrawing: 0, withdrawn: 0, movements: [], nextCursor: null, bank: null });
    expect(empty.json.months).toHaveLength(12);

    await fundMarketer(server, brand.id, price);
    campaignName = `Earnings ${Date.now()}`;
    const campaign = await publishedCampaign(brand.client, { influencerCount: 1, pricePerInfluencerMinor: price, name: campaignName });
    const channel = await addChannel(server, ploy.id);
    const applied = await ploy.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id });
    expect(applied.status, JSON.stringify(applied.json)).toBeLessThan(300);
    const jobId = applied.json.id as string;
    const send = async (who: Client, body: Record<string, unknown>) => {
      const response = await who.post(`/api/jobs/${jobId}/events`, body);
      expect(response.status, `${String(body.type)}: ${JSON.stringify(response.json)}`).toBe(200);
    };
    await send(brand.client, { type: 'job.select' });
    await send(ploy.client, { type: 'job.accept' });
    await send(ploy.client, { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/earn1' });
    await send(brand.client, { type: 'job.approve' });
    expect((await earn()).json).toMatchObject({ available: 0, pending: earned });

    await send(ploy.client, { type: 'job.submitInsight', insight: { reach: 1000, impressions: 1500, engagement: 90 } });
    const after = await earn();
    expect(after.json).toMatchObject({ available: earned, pending: 0, withdrawing: 0, withdrawn: 0 });
    expect(after.json.movements).toEqual([expect.objectContaining({ kind: 'job.escrow_capture', amount: earned, balance: earned, jobId, campaignName, withdrawalId: null, fee: null })]);
    const thisMonth = after.json.months.at(-1);
    expect(thisMonth).toEqual({ month: after.json.movements[0].month, earned, withdrawn: 0 });
  });
});

describe('withdrawing', () => {
  it('needs an approved bank account', async () => {
    const refused = await withdraw(300_00);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.json.type).toBe('bank_account_required');
    await server.database.db.insert(bankAccounts).values({ influencerId: ploy.id, bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'พลอย ศรีสุข', holderType: 'individual', status: 'in_progress' });
    expect((await withdraw(300_00)).json.type).toBe('bank_account_required');
    await server.database.db.update(bankAccounts).set({ status: 'approve' }).where(eq(bankAccounts.influencerId, ploy.id));
    expect((await earn()).json.bank).toEqual({ status: 'approve', holderType: 'individual' });
  });

  it('refuses 299.99 THB and takes 300.00 THB with the fee and 3 % withholding tax fixed', async () => {
    const below = await withdraw(299_99);
    expect(below.status).toBe(422);
    expect(below.json.type).toBe('below_minimum');
    const taken = await withdraw(300_00);
    expect(taken.status, JSON.stringify(taken.json)).toBe(201);
    expect(taken.json).toMatchObject({ amount: 300_00, fee: 30_00, wht: 9_00, net: 261_00, status: 'in_progress', rejectReason: null, bankCode: '004', accountNumber: '••••7890', accountName: 'พลอย ศรีสุข' });
    const figures = (await earn()).json;
    expect(figures).toMatchObject({ available: earned - 300_00, withdrawing: 300_00, withdrawn: 0 });
    expect(figures.movements[0]).toMatchObject({ kind: 'withdrawal.request', amount: -300_00, withdrawalId: taken.json.id, fee: 30_00, wht: 9_00, net: 261_00 });
    expect((await mailsTo('influencer@kolify.test')).some((mail) => mail.body.includes('261.00'))).toBe(true);
  });

  it('refuses bad input, a missing key, and more than is available', async () => {
    expect((await withdraw(1.5)).status).toBe(400);
    expect((await ploy.client.post(`/sv_influ_api/influ/withdraw/${ploy.id}`, { amount: 'all' }, idempotency())).status).toBe(400);
    const noKey = await ploy.client.post(`/sv_influ_api/influ/withdraw/${ploy.id}`, { amount: 300_00 });
    expect(noKey.status).toBe(400);
    const tooMuch = await withdraw(earned - 300_00 + 1);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json.type).toBe('insufficient_funds');
    expect((await earn()).json.available).toBe(earned - 300_00);
  });

  it('replays the same key and body, and refuses the same key with another body (422)', async () => {
    const key = idempotency();
    // Requests are dated by the app's clock, which stands still in tests: a minute on, so this one is the newer.
    await server.clock.setTime(server.deps.now().getTime() + 60_000);
    const first = await withdraw(400_00, key);
    const again = await withdraw(400_00, key);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const reused = await withdraw(500_00, key);
    expect(reused.status).toBe(422);
    expect(reused.json.type).toBe('idempotency_key_reused');
    expect((await earn()).json).toMatchObject({ available: earned - 700_00, withdrawing: 700_00 });
  });

  it('answers 404 for another influencer’s id, on every path', async () => {
    expect((await other.client.get(`/sv_influ_api/influ/earn/${ploy.id}`)).status).toBe(404);
    expect((await other.client.get(`/sv_influ_api/influ/withdraw/${ploy.id}`)).status).toBe(404);
    const stolen = await other.client.post(`/sv_influ_api/influ/withdraw/${ploy.id}`, { amount: 300_00 }, idempotency());
    expect(stolen.status).toBe(404);
    expect((await ploy.client.get('/sv_influ_api/influ/earn/not-a-uuid')).status).toBe(404);
    expect((await brand.client.get(`/sv_influ_api/influ/earn/${ploy.id}`)).status).toBe(403);
    expect((await earn()).json.withdrawing).toBe(700_00);
  });
});

describe('staff review and payout', () => {
  const list = async (status: string) => (await staff.get(`/api/admin/withdrawals?status=${status}`)).json.data as { id: string; amount: number; status: string; accountNumber: string }[];

  it('reject returns the money, and a second reject is an illegal step', async () => {
    const [first] = await list('in_progress');
    expect(first).toMatchObject({ amount: 300_00, accountNumber: '123-4-56789-0' });
    expect((await staff.post(`/api/admin/withdrawals/${first!.id}/reject`, { reason: '' }, idempotency())).status).toBe(400);
    const rejected = await staff.post(`/api/admin/withdrawals/${first!.id}/reject`, { reason: 'Bank book name does not match' }, idempotency());
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'reject', rejectReason: 'Bank book name does not match' });
    expect((await earn()).json).toMatchObject({ available: earned - 400_00, withdrawing: 400_00 });
    const again = await staff.post(`/api/admin/withdrawals/${first!.id}/reject`, { reason: 'Again' }, idempotency());
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ type: 'illegal_transition', state: 'reject', event: 'withdrawal.reject' });
    const [reversal] = await server.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.kind, 'withdrawal.reject'), eq(ledgerPostings.reference, first!.id)));
    expect(reversal!.reverses).not.toBeNull();
    expect((await mailsTo('influencer@kolify.test')).some((mail) => mail.body.includes('Bank book name does not match'))).toBe(true);
    expect((await staff.post('/api/admin/withdrawals/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
  });

  it('approve → batch → bank file → paid → complete, with the platform postings balanced', async () => {
    const [pending] = await list('in_progress');
    expect(pending).toMatchObject({ amount: 400_00 });
    // Not approved yet: it cannot be batched or paid.
    expect((await staff.post('/api/admin/withdrawals/batches', { withdrawalIds: [pending!.id] }, idempotency())).status).toBe(409);
    const approved = await staff.post(`/api/admin/withdrawals/${pending!.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approve');
    expect((await staff.post(`/api/admin/withdrawals/${pending!.id}/approve`)).status).toBe(409);
    const [bankBefore, revenueBefore, whtBefore] = await balances(server.database.db, [platformAccount('bank', 'THB'), platformAccount('revenue', 'THB'), platformAccount('wht_payable', 'THB')]);

    const batch = await staff.post('/api/admin/withdrawals/batches', { withdrawalIds: [pending!.id] }, idempotency());
    expect(batch.status, JSON.stringify(batch.json)).toBe(201);
    expect(batch.json).toMatchObject({ totalNet: 400_00 - 30_00 - 12_00, count: 1, paidAt: null });
    // Already in a batch: neither a second batch nor a reject.
    expect((await staff.post('/api/admin/withdrawals/batches', { withdrawalIds: [pending!.id] }, idempotency())).status).toBe(409);
    expect((await staff.post(`/api/admin/withdrawals/${pending!.id}/reject`, { reason: 'late' }, idempotency())).status).toBe(409);

    const file = await staff.get(`/api/admin/withdrawals/batches/${batch.json.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect([...(await rawBytes(staff, `/api/admin/withdrawals/batches/${batch.json.id}/file`)).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['"bank_code","account_number","account_name","amount_thb","reference"', `"004","1234567890","พลอย ศรีสุข","358.00","${pending!.id}"`, '']);
    expect((await staff.get('/api/admin/withdrawals/batches')).json.data[0]).toMatchObject({ id: batch.json.id, count: 1 });

    const paid = await staff.post(`/api/admin/withdrawals/batches/${batch.json.id}/paid`, undefined, idempotency());
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.paidAt).not.toBeNull();
    expect((await staff.post(`/api/admin/withdrawals/batches/${batch.json.id}/paid`, undefined, idempotency())).status).toBe(409);

    expect((await earn()).json).toMatchObject({ available: earned - 400_00, withdrawing: 0, withdrawn: 400_00 });
    const [bankAfter, revenueAfter, whtAfter] = await balances(server.database.db, [platformAccount('bank', 'THB'), platformAccount('revenue', 'THB'), platformAccount('wht_payable', 'THB')]);
    expect(bankBefore! - bankAfter!).toBe(358_00);
    expect(revenueAfter! - revenueBefore!).toBe(30_00);
    expect(whtAfter! - whtBefore!).toBe(12_00);
    const [payout] = await server.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.kind, 'withdrawal.payout'), eq(ledgerPostings.reference, pending!.id)));
    const entries = await server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.postingId, payout!.id));
    expect(entries.reduce((total, entry) => total + entry.amount, 0)).toBe(0);
    expect(entries).toHaveLength(4);
    expect((await mailsTo('influencer@kolify.test')).some((mail) => mail.subject === 'โอนเงินแล้ว' || mail.subject === 'Withdrawal paid')).toBe(true);
    // Issue 15: each staff step once in the audit log (the refused repeats left none).
    const audited = await server.database.db.select().from(auditLog).where(inArray(auditLog.targetId, [pending!.id, batch.json.id as string])).orderBy(auditLog.id);
    expect(audited.map((row) => [row.action, row.actorEmail])).toEqual([
      ['withdrawal.approve', 'admin@kolify.test'],
      ['payout_batch.create', 'admin@kolify.test'],
      ['payout_batch.paid', 'admin@kolify.test'],
    ]);
  });

  it('staff routes are for staff only', async () => {
    expect((await ploy.client.get('/api/admin/withdrawals')).status).toBe(403);
    expect((await staff.get('/api/admin/withdrawals?status=paid')).status).toBe(400);
  });
});

describe('history and statement', () => {
  it('lists withdrawals newest first with statuses and reasons, keyset-paged', async () => {
    const page1 = await ploy.client.get(`/sv_influ_api/influ/withdraw/${ploy.id}?limit=1`);
    expect(page1.status).toBe(200);
    expect(page1.json.data).toHaveLength(1);
    expect(page1.json.data[0]).toMatchObject({ amount: 400_00, status: 'complete' });
    expect(page1.json.nextCursor).toBeTruthy();
    const page2 = await ploy.client.get(`/sv_influ_api/influ/withdraw/${ploy.id}?limit=1&cursor=${encodeURIComponent(page1.json.nextCursor)}`);
    expect(page2.json.data[0]).toMatchObject({ amount: 300_00, status: 'reject', rejectReason: 'Bank book name does not match' });
    expect(page2.json.nextCursor).toBeNull();
    expect((await ploy.client.get(`/sv_influ_api/influ/withdraw/${ploy.id}?cursor=nope`)).status).toBe(400);
  });

  it('pages movements by cursor and gives the statement as CSV and PDF', async () => {
    const first = await earn(ploy, '?limit=2');
    expect(first.json.movements).toHaveLength(2);
    const second = await earn(ploy, `?limit=2&cursor=${first.json.nextCursor}`);
    expect(second.json.movements[0].id).toBeLessThan(first.json.movements[1].id);
    const csv = await earn(ploy, '?format=csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect([...(await rawBytes(ploy.client, `/sv_influ_api/influ/earn/${ploy.id}?format=csv`)).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text).toContain(campaignName);
    expect(csv.text).toContain('"withdrawal.request"');
    expect(csv.text).toContain('"12.00"');
    const pdf = await ploy.client.request('GET', `/sv_influ_api/influ/earn/${ploy.id}?format=pdf&locale=th`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
  });
});

