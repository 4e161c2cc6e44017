import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { EventObject } from 'xstate';
import { bankAccountReviewMachine, type BankAccountReviewEvent } from '#machines/lifecycles/bank-account-review.machine';
import { bankAccounts, bankDocuments } from '#server/db/schema/index';
import { transitionPaths } from '../model/harness';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { pngOfSize, signUp, upload } from './influencer-helpers';

/**
 * The bank-account review lifecycle's generated paths (decision 045) replayed over HTTP: the
 * influencer saves the account, staff approve or reject it. After every step the stored status is
 * the machine's, each document's status follows it, and every event the machine refuses in that
 * state answers 409 illegal_transition naming the state and the event, leaving the rows as they were.
 */
let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server, { ip: '198.51.100.14' });
  expect((await admin.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
}, 240_000);
afterAll(() => server?.close());

const events: BankAccountReviewEvent[] = [{ type: 'account.submit' }, { type: 'review.approve' }, { type: 'review.reject', reason: 'The name on the bank book is not readable' }];
const allowed = (status: string, event: BankAccountReviewEvent) => bankAccountReviewMachine.resolveState({ value: status, context: {} }).can(event);
/** What each document's status is in each account status (reject: only the named one, id_card, is rejected). */
const documentsIn = { in_progress: ['in_progress', 'in_progress'], approve: ['complete', 'complete'], reject: ['reject', 'approve'] } as Record<string, string[]>;

describe('bank-account review paths over HTTP', () => {
  const { paths, edgeKinds } = transitionPaths(bankAccountReviewMachine, { events: events as EventObject[] });

  it('covers every transition between statuses', () => {
    expect([...edgeKinds].sort()).toEqual(['approve --account.submit--> in_progress', 'in_progress --review.approve--> approve', 'in_progress --review.reject--> reject', 'reject --account.submit--> in_progress']);
  });

  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => ({ event: step.event as BankAccountReviewEvent, status: String(step.state.value) }));
    it(`${steps.map((step) => step.event.type).join(' → ')} ⇒ ${String(path.state.value)}`, async () => {
      const member = await signUp(server);
      expect((await member.client.patch(`/sv_influ_api/influ/profile/general/${member.uuid}`, { firstNameEn: 'Somchai', lastNameEn: 'Jaidee', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี' })).status).toBe(200);
      const idCard = await upload(member.client, `/sv_influ_api/influ/attachment/${member.uuid}`, pngOfSize(2048), 'id-card.png');
      const bankBook = await upload(member.client, `/sv_influ_api/influ/attachment/${member.uuid}`, pngOfSize(2048), 'bank-book.png');
      const body = { bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'Somchai Jaidee', holderType: 'individual', idCardUploadId: idCard.json.id as string, bankBookUploadId: bankBook.json.id as string };
      let accountId = '';
      const request = (event: BankAccountReviewEvent) => {
        if (event.type === 'account.submit') return member.client.request('PUT', `/sv_influ_api/influ/bankAccount/${member.uuid}`, body);
        if (event.type === 'review.approve') return admin.post(`/api/admin/bank-accounts/${accountId}/approve`);
        return admin.post(`/api/admin/bank-accounts/${accountId}/reject`, { reason: event.reason, documents: ['id_card'] });
      };
      const stored = async () => {
        const [account] = await server.database.db.select({ status: bankAccounts.status }).from(bankAccounts).where(eq(bankAccounts.id, accountId));
        const documents = await server.database.db.select({ status: bankDocuments.status }).from(bankDocuments).where(eq(bankDocuments.bankAccountId, accountId)).orderBy(asc(bankDocuments.kind));
        // bank_book sorts before id_card: list them id_card first, as documentsIn does.
        return { status: account!.status, documents: documents.map((document) => document.status).reverse() };
      };
      const check = async (status: string) => {
        expect(await stored()).toEqual({ status, documents: documentsIn[status] });
        for (const event of events) {
          if (allowed(status, event)) continue;
          const refused = await request(event);
          expect(refused.status, `${event.type} in ${status}`).toBe(409);
          expect(refused.headers.get('content-type')).toContain('application/problem+json');
          expect(refused.json).toMatchObject({ type: 'illegal_transition', title: 'Not allowed in the current state', state: status, event: event.type });
          expect(await stored()).toEqual({ status, documents: documentsIn[status] });
        }
      };

      const first = await request({ type: 'account.submit' });
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      accountId = first.json.account.id as string;
      await check('in_progress');
      for (const step of steps) {
        const response = await request(step.event);
        expect(response.status, JSON.stringify(response.json)).toBe(200);
        expect((response.json.account ?? response.json).status).toBe(step.status);
        await check(step.status);
      }
    });
  }
});
