import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { pngOfSize, signInDemo, signUp, upload } from './influencer-helpers';

/** Issue 13: the influencer's bank account, its evidence, and staff review (docs/decisions/023-bank-account.md). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const put = (client: Client, uuid: string, body: unknown) => client.request('PUT', `/sv_influ_api/influ/bankAccount/${uuid}`, body);

/** A multipart PATCH to the SPEC's VAT path (the shared upload helper only POSTs). */
async function uploadVat(client: Client, uuid: string, file: Blob | null, name = 'vat.png') {
  const form = new FormData();
  if (file) form.set('file', file, name);
  const response = await fetch(`${server.url}/api/influencers/${uuid}/upload-file-registration-vat`, {
    method: 'PATCH',
    headers: { origin: server.origin, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** A signed-up influencer with a profile name (Somchai Jaidee / สมชาย ใจดี), notified in `language`. */
async function influencer(language: 'th' | 'en' = 'en') {
  const member = await signUp(server);
  const named = await member.client.patch(`/sv_influ_api/influ/profile/general/${member.uuid}`, { firstNameEn: 'Somchai', lastNameEn: 'Jaidee', firstNameTh: 'สมชาย', lastNameTh: 'ใจดี' });
  expect(named.status).toBe(200);
  await member.client.patch(`/sv_influ_api/influ/profile/prefs/${member.uuid}`, { notificationChannels: ['email'], notificationLanguage: language });
  const idCard = await upload(member.client, `/sv_influ_api/influ/attachment/${member.uuid}`, pngOfSize(2048), 'id-card.png');
  const bankBook = await upload(member.client, `/sv_influ_api/influ/attachment/${member.uuid}`, pngOfSize(2048), 'bank-book.png');
  expect([idCard.status, bankBook.status]).toEqual([200, 200]);
  const body = { bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'Somchai Jaidee', holderType: 'individual', idCardUploadId: idCard.json.id as string, bankBookUploadId: bankBook.json.id as string };
  return { ...member, body };
}

async function staff() {
  const client = new Client(server, { ip: '198.51.100.13' });
  expect((await client.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
  return client;
}

const errorsOf = (response: { json: { errors?: { path: string; message: string }[] } }) => response.json.errors?.map((error) => `${error.path}:${error.message}`);

describe('influencer: bank account', () => {
  it('none yet answers null with the profile names; saving answers it in_progress with its documents', async () => {
    const { client, uuid, body } = await influencer();
    const empty = await client.get(`/sv_influ_api/influ/bankAccount/${uuid}`);
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ account: null, profileNames: ['Somchai Jaidee', 'สมชาย ใจดี'] });

    const saved = await put(client, uuid, body);
    expect(saved.status).toBe(200);
    expect(saved.json.account).toMatchObject({ bankCode: '004', accountNumber: '1234567890', accountName: 'Somchai Jaidee', holderType: 'individual', status: 'in_progress', rejectReason: null, reviewedAt: null });
    expect(saved.json.account.documents).toEqual([
      { kind: 'id_card', status: 'in_progress', rejectReason: null, uploadId: body.idCardUploadId, url: `/sv_influ_api/influ/file/${body.idCardUploadId}`, mime: 'image/png' },
      { kind: 'bank_book', status: 'in_progress', rejectReason: null, uploadId: body.bankBookUploadId, url: `/sv_influ_api/influ/file/${body.bankBookUploadId}`, mime: 'image/png' },
    ]);
    expect((await client.get(`/sv_influ_api/influ/bankAccount/${uuid}`)).json).toEqual(saved.json);
    // The owner reads their own evidence.
    expect((await client.get(saved.json.account.documents[0].url)).status).toBe(200);
  });

  it('the account name matches the profile in English or Thai, spaces and Latin case aside, a title allowed', async () => {
    const { client, uuid, body } = await influencer();
    for (const accountName of ['  SOMCHAI   jaidee ', 'สมชาย ใจดี', 'นายสมชาย ใจดี', 'Mr. Somchai Jaidee']) {
      const saved = await put(client, uuid, { ...body, accountName });
      expect(saved.status, accountName).toBe(200);
    }
    const mismatch = await put(client, uuid, { ...body, accountName: 'Somsri Jaidee' });
    expect(mismatch.status).toBe(400);
    expect(errorsOf(mismatch)).toEqual(['accountName:bank_account_name_mismatch']);
    // A company's account is in the company's name, not matched with the profile.
    const vat = await uploadVat(client, uuid, pngOfSize(1024));
    expect((await put(client, uuid, { ...body, holderType: 'company', accountName: 'Jaidee Studio Co., Ltd.', vatRegistrationUploadId: vat.json.id })).status).toBe(200);
  });

  it('an influencer without a profile name cannot add an individual account', async () => {
    const { client, uuid } = await signUp(server);
    const idCard = await upload(client, `/sv_influ_api/influ/attachment/${uuid}`, pngOfSize(512));
    const response = await put(client, uuid, { bankCode: '004', accountNumber: '1234567890', accountName: 'Somchai Jaidee', holderType: 'individual', idCardUploadId: idCard.json.id, bankBookUploadId: idCard.json.id });
    expect(errorsOf(response)).toEqual(['accountName:bank_profile_name_missing']);
  });

  it('bad input: each field rule, answered as problem+json naming the field', async () => {
    const { client, uuid, body } = await influencer();
    const other = await influencer();
    const cases: [Record<string, unknown>, string][] = [
      [{ bankCode: '999' }, 'bankCode:bank_code_invalid'],
      [{ accountNumber: '12345abcde' }, 'accountNumber:bank_account_number_invalid'],
      [{ accountNumber: '123456789' }, 'accountNumber:bank_account_number_length'],
      [{ accountNumber: '123456789012' }, 'accountNumber:bank_account_number_length'],
      // GSB, GHB and BAAC: 12 digits, 10 is too short.
      [{ bankCode: '030', accountNumber: '1234567890' }, 'accountNumber:bank_account_number_length'],
      [{ accountName: '   ' }, 'accountName:bank_account_name_required'],
      [{ accountName: 'x'.repeat(151) }, 'accountName:bank_account_name_too_long'],
      [{ holderType: 'trust' }, 'holderType:bank_holder_type_invalid'],
      [{ idCardUploadId: 'nope' }, 'idCardUploadId:bank_id_card_required'],
      [{ bankBookUploadId: undefined }, 'bankBookUploadId:bank_book_required'],
      [{ holderType: 'company', accountName: 'Jaidee Studio' }, 'vatRegistrationUploadId:bank_vat_registration_required'],
      // Someone else's upload is not evidence of this account.
      [{ idCardUploadId: other.body.idCardUploadId }, 'idCardUploadId:bank_document_not_found'],
    ];
    for (const [change, expected] of cases) {
      const response = await put(client, uuid, { ...body, ...change });
      expect(response.status, expected).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(errorsOf(response), expected).toEqual([expected]);
    }
    expect((await put(client, uuid, { ...body, bankCode: '030', accountNumber: '0200 1234 5678' })).json.account.accountNumber).toBe('020012345678');
    expect((await client.request('PUT', `/sv_influ_api/influ/bankAccount/${uuid}`, '{"bankCode":')).status).toBe(400);
  });

  it("another influencer's id answers 404 on every influencer operation; signed out 401", async () => {
    const { client, body } = await influencer();
    const other = await influencer();
    expect((await client.get(`/sv_influ_api/influ/bankAccount/${other.uuid}`)).status).toBe(404);
    expect((await put(client, other.uuid, body)).status).toBe(404);
    expect((await uploadVat(client, other.uuid, pngOfSize(512))).status).toBe(404);
    expect((await new Client(server).get(`/sv_influ_api/influ/bankAccount/${other.uuid}`)).status).toBe(401);
  });

  it('the VAT registration path: image or PDF up to 4,096,000 bytes, the type read from the bytes', async () => {
    const { client, uuid } = await influencer();
    const ok = await uploadVat(client, uuid, pngOfSize(4_096_000));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ mime: 'image/png', bytes: 4_096_000, url: `/sv_influ_api/influ/file/${ok.json.id}` });
    const tooLarge = await uploadVat(client, uuid, pngOfSize(4_096_001));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toMatchObject({ type: 'payload_too_large', errors: [{ path: 'file', message: 'file_too_large' }] });
    const renamed = await uploadVat(client, uuid, new Blob(['just some text, not an image']), 'vat.png');
    expect(renamed.status).toBe(415);
    expect(renamed.json).toMatchObject({ type: 'unsupported_media_type', errors: [{ path: 'file', message: 'file_type_not_allowed' }] });
    expect((await uploadVat(client, uuid, null)).json).toMatchObject({ status: 400, errors: [{ path: 'file', message: 'file_required' }] });
    // The ID card and bank book go through attachment/{id}, with the same limits.
    expect((await upload(client, `/sv_influ_api/influ/attachment/${uuid}`, pngOfSize(4_096_001))).status).toBe(413);
    expect((await upload(client, `/sv_influ_api/influ/attachment/${uuid}`, new Blob(['hello']), 'id-card.png')).status).toBe(415);
  });

  it('a company account carries its VAT registration; switching back to individual drops it', async () => {
    const { client, uuid, body } = await influencer();
    const vat = await uploadVat(client, uuid, pngOfSize(1024));
    const company = await put(client, uuid, { ...body, holderType: 'company', accountName: 'Jaidee Studio Co., Ltd.', vatRegistrationUploadId: vat.json.id });
    expect(company.json.account.documents.map((document: { kind: string }) => document.kind)).toEqual(['id_card', 'bank_book', 'vat_registration']);
    const individual = await put(client, uuid, { ...body, vatRegistrationUploadId: vat.json.id });
    expect(individual.json.account.documents.map((document: { kind: string }) => document.kind)).toEqual(['id_card', 'bank_book']);
  });
});

describe('staff review', () => {
  it('the queue is oldest first and keyset-paged; staff see the evidence; approve → approved, documents complete, e-mail in Thai', async () => {
    const first = await influencer('th');
    const second = await influencer('en');
    expect((await put(first.client, first.uuid, first.body)).status).toBe(200);
    // Submission times are the app's clock (decision 037), which stands still in tests: a second later.
    await server.clock.setTime(server.clock.now() + 1000);
    expect((await put(second.client, second.uuid, second.body)).status).toBe(200);
    const admin = await staff();

    const all = await admin.get('/api/admin/bank-accounts/review?limit=50');
    expect(all.status).toBe(200);
    const ids = all.json.items.map((item: { owner: { id: string } }) => item.owner.id);
    expect(ids.indexOf(first.uuid)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.uuid)).toBeLessThan(ids.indexOf(second.uuid));
    const submitted = all.json.items.map((item: { account: { submittedAt: string } }) => item.account.submittedAt);
    expect(submitted).toEqual([...submitted].sort());
    // One at a time: the pages together are the whole queue, in order.
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: { json: { items: { owner: { id: string } }[]; next: string | null } } = await admin.get(`/api/admin/bank-accounts/review?limit=1${after ? `&after=${after}` : ''}`);
      paged.push(...page.json.items.map((item) => item.owner.id));
      after = page.json.next;
    } while (after);
    expect(paged).toEqual(ids);
    expect((await admin.get('/api/admin/bank-accounts/review?after=garbage')).status).toBe(400);
    expect((await admin.get('/api/admin/bank-accounts/review?limit=0')).status).toBe(400);

    const item = all.json.items.find((entry: { owner: { id: string } }) => entry.owner.id === first.uuid);
    expect(item.owner).toMatchObject({ email: first.email, profileNames: ['Somchai Jaidee', 'สมชาย ใจดี'] });
    const accountId = item.account.id as string;
    expect(item.account.documents[0].url).toBe(`/api/admin/bank-accounts/${accountId}/documents/id_card`);
    const evidence = await admin.get(item.account.documents[1].url);
    expect(evidence.status).toBe(200);
    expect(evidence.headers.get('content-type')).toBe('image/png');
    expect(evidence.headers.get('cache-control')).toBe('private, no-store');
    expect((await admin.get(`/api/admin/bank-accounts/${accountId}/documents/vat_registration`)).status).toBe(404);
    // Evidence is for staff: the influencer (even the owner) is refused on the staff path.
    expect((await first.client.get(item.account.documents[1].url)).status).toBe(403);

    const approved = await admin.post(`/api/admin/bank-accounts/${accountId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'approve', rejectReason: null });
    expect(approved.json.documents.map((document: { status: string }) => document.status)).toEqual(['complete', 'complete']);
    const mine = await first.client.get(`/sv_influ_api/influ/bankAccount/${first.uuid}`);
    expect(mine.json.account).toMatchObject({ status: 'approve' });
    expect(mine.json.account.reviewedAt).not.toBeNull();
    await server.deps.queue.runDue();
    const outbox = await first.client.get(`/dev/outbox.json?to=${encodeURIComponent(first.email)}`);
    expect(outbox.json.messages[0]).toMatchObject({ subject: 'Kolify: บัญชีธนาคารของคุณผ่านการตรวจสอบแล้ว', locale: 'th', channel: 'email' });

    // Not under review any more: approve and reject answer 409.
    const again = await admin.post(`/api/admin/bank-accounts/${accountId}/approve`);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ type: 'illegal_transition', state: 'approve', event: 'review.approve' });
    expect((await admin.post(`/api/admin/bank-accounts/${accountId}/reject`, { reason: 'Too late' })).status).toBe(409);
    expect((await admin.get('/api/admin/bank-accounts/review?limit=50')).json.items.some((entry: { owner: { id: string } }) => entry.owner.id === first.uuid)).toBe(false);

    // Changing an approved account sends it back to review.
    const changed = await put(first.client, first.uuid, { ...first.body, bankCode: '014' });
    expect(changed.json.account).toMatchObject({ status: 'in_progress', bankCode: '014', reviewedAt: null });
    expect(changed.json.account.documents.map((document: { status: string }) => document.status)).toEqual(['in_progress', 'in_progress']);
  });

  it('reject needs a reason; the reason reaches the influencer (e-mail in English); named documents are rejected; fixing resubmits', async () => {
    const member = await influencer('en');
    await put(member.client, member.uuid, member.body);
    const admin = await staff();
    const accountId = (await member.client.get(`/sv_influ_api/influ/bankAccount/${member.uuid}`)).json.account.id as string;
    expect(errorsOf(await admin.post(`/api/admin/bank-accounts/${accountId}/reject`, { reason: ' ' }))).toEqual(['reason:bank_reject_reason_required']);
    expect((await admin.post(`/api/admin/bank-accounts/${accountId}/reject`, {})).status).toBe(400);
    expect((await admin.post(`/api/admin/bank-accounts/${accountId}/reject`, { reason: 'Blurry', documents: ['passport'] })).status).toBe(400);

    const reason = 'The bank book photo is blurry; the account number cannot be read.';
    const rejected = await admin.post(`/api/admin/bank-accounts/${accountId}/reject`, { reason, documents: ['bank_book'] });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'reject', rejectReason: reason });
    expect(rejected.json.documents.map((document: { kind: string; status: string; rejectReason: string | null }) => [document.kind, document.status, document.rejectReason])).toEqual([
      ['id_card', 'approve', null],
      ['bank_book', 'reject', reason],
    ]);
    await server.deps.queue.runDue();
    const outbox = await member.client.get(`/dev/outbox.json?to=${encodeURIComponent(member.email)}`);
    expect(outbox.json.messages[0]).toMatchObject({ subject: 'Kolify: your bank account was not approved', locale: 'en' });
    expect(outbox.json.messages[0].body).toContain(`Reason: ${reason}`);
    const seen = await member.client.get(`/sv_influ_api/influ/bankAccount/${member.uuid}`);
    expect(seen.json.account).toMatchObject({ status: 'reject', rejectReason: reason });

    // Fix: a new bank book page, the same ID card; everything goes back to in_progress.
    const newBook = await upload(member.client, `/sv_influ_api/influ/attachment/${member.uuid}`, pngOfSize(3000), 'bank-book-2.png');
    const fixed = await put(member.client, member.uuid, { ...member.body, bankBookUploadId: newBook.json.id });
    expect(fixed.json.account).toMatchObject({ status: 'in_progress', rejectReason: null });
    expect(fixed.json.account.documents.map((document: { status: string; rejectReason: string | null }) => [document.status, document.rejectReason])).toEqual([
      ['in_progress', null],
      ['in_progress', null],
    ]);
    expect((await admin.get('/api/admin/bank-accounts/review?limit=50')).json.items.some((entry: { account: { id: string } }) => entry.account.id === accountId)).toBe(true);
    expect((await admin.post(`/api/admin/bank-accounts/${accountId}/approve`)).json).toMatchObject({ status: 'approve' });
  });

  it('an unknown account answers 404; influencers and the signed-out cannot review', async () => {
    const admin = await staff();
    expect((await admin.post('/api/admin/bank-accounts/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
    expect((await admin.post('/api/admin/bank-accounts/not-a-uuid/approve')).status).toBe(400);
    const { client } = await signInDemo(server);
    expect((await client.get('/api/admin/bank-accounts/review')).status).toBe(403);
    expect((await client.post('/api/admin/bank-accounts/00000000-0000-4000-8000-000000000000/approve')).status).toBe(403);
    expect((await new Client(server).get('/api/admin/bank-accounts/review')).status).toBe(401);
  });
});
