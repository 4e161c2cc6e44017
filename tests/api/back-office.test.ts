import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, channels, users } from '#server/db/schema/index';
import { readConfig } from '#server/services/app-config';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { password, signInDemo, signUp } from './influencer-helpers';

/** Issue 15: the back office — queues, users (search, detail, suspend / reinstate), configuration, audit log. */
let server: TestServer;
let admin: Client;
let support: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = await staff('admin@kolify.test', '198.51.100.21');
  support = await staff('support@kolify.test', '198.51.100.22');
});
afterAll(async () => {
  await server.close();
});

async function staff(email: string, ip: string) {
  const client = new Client(server, { ip });
  const signedIn = await client.post('/sv_authauth/admin/signin', { email, password: demoPassword });
  expect(signedIn.status).toBe(200);
  return client;
}

const auditRowsFor = (targetId: string) => server.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const errorsOf = (response: { json: { errors?: { path: string; message: string }[] } }) => response.json.errors?.map((error) => `${error.path}:${error.message}`);

describe('who may reach the back office', () => {
  it('signed out 401; an influencer and a marketer 403; support is refused configuration but reads users', async () => {
    const anonymous = new Client(server);
    expect((await anonymous.get('/api/admin/users')).status).toBe(401);
    const influencer = await signInDemo(server);
    expect((await influencer.client.get('/api/admin/users')).status).toBe(403);
    const marketer = new Client(server, { ip: '198.51.100.23' });
    expect((await marketer.post('/sv_authauth/marketer/authen/', { email: 'brand@kolify.test', password: demoPassword })).status).toBe(200);
    expect((await marketer.get('/api/admin/queues')).status).toBe(403);
    expect((await support.get('/api/admin/config')).status).toBe(403);
    expect((await support.request('PUT', '/api/admin/config/otp.length', { value: 6, reason: 'try it' })).status).toBe(403);
    expect((await support.get('/api/admin/payments')).status).toBe(403);
    expect((await support.get('/api/admin/users')).status).toBe(200);
    expect((await support.get('/api/admin/channels/review')).status).toBe(200);
  });
});

describe('users', () => {
  it('finds a member by e-mail, phone, referral code, name and channel handle; never a staff account', async () => {
    const byEmail = await admin.get('/api/admin/users?q=influencer%40kolify.test');
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.items.map((row: { email: string }) => row.email)).toEqual(['influencer@kolify.test']);
    const byPhone = await admin.get('/api/admin/users?q=0810000003');
    expect(byPhone.json.items.map((row: { email: string }) => row.email)).toEqual(['brand@kolify.test']);
    const byCode = await admin.get('/api/admin/users?q=ploy2026');
    expect(byCode.json.items[0]).toMatchObject({ email: 'influencer@kolify.test', referralCode: 'PLOY2026', role: 'influencer', status: 'active' });
    const byName = await admin.get('/api/admin/users?q=siam%20glow&role=marketer');
    expect(byName.json.items.map((row: { email: string }) => row.email)).toEqual(['brand@kolify.test']);
    const [channel] = await server.database.db.select().from(channels).limit(1);
    const byChannel = await admin.get(`/api/admin/users?q=${encodeURIComponent(channel!.socialId)}`);
    expect(byChannel.json.items.map((row: { id: string }) => row.id)).toContain(channel!.ownerId);
    const staffSearch = await admin.get('/api/admin/users?q=kolify.test');
    expect(staffSearch.json.items.map((row: { email: string }) => row.email)).not.toContain('admin@kolify.test');
  });

  it('pages newest first with a keyset cursor, and refuses a bad cursor or role as 400', async () => {
    const first = await admin.get('/api/admin/users?limit=2');
    expect(first.json.items).toHaveLength(2);
    expect(first.json.next).toEqual(expect.any(String));
    const second = await admin.get(`/api/admin/users?limit=2&after=${first.json.next}`);
    expect(second.status).toBe(200);
    const ids = [...first.json.items, ...second.json.items].map((row: { id: string }) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.json.items, ...second.json.items].map((row: { createdAt: string }) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await admin.get('/api/admin/users?after=not-a-cursor')).status).toBe(400);
    expect(errorsOf(await admin.get('/api/admin/users?role=admin'))).toEqual(['role:staff_role_invalid']);
  });

  it('shows one member whole; an unknown id, a staff id and a malformed id answer 404 / 404 / 400', async () => {
    const { uuid } = await signInDemo(server);
    const detail = await admin.get(`/api/admin/users/${uuid}`);
    expect(detail.status).toBe(200);
    expect(detail.json.user).toMatchObject({ email: 'influencer@kolify.test', names: expect.arrayContaining(['Ploy Srisuk']) });
    expect(detail.json.channels.length).toBeGreaterThan(0);
    expect(detail.json.sessions.length).toBeGreaterThan(0);
    // The test database has no postings for the demo influencer: balances and movements are lists, empty here.
    expect(detail.json.balances).toEqual(expect.any(Array));
    expect(detail.json.movements).toEqual(expect.any(Array));
    expect((await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const staffStatus = await (await staff('admin@kolify.test', '198.51.100.24')).get('/sv_authauth/status');
    expect((await admin.get(`/api/admin/users/${staffStatus.json.uuid}`)).status).toBe(404);
    expect((await admin.get('/api/admin/users/nope')).status).toBe(400);
  });

  it('suspending ends the session at once, sign-in tells why, reinstating lets them back; each step audited', async () => {
    const member = await signUp(server);
    expect((await member.client.get(`/sv_influ_api/influ/account/${member.uuid}`)).status).toBe(200);

    const suspended = await support.post(`/api/admin/users/${member.uuid}/status`, { status: 'suspended', reason: 'Fake followers on every channel' });
    expect(suspended.status).toBe(200);
    expect(suspended.json.user).toMatchObject({ status: 'suspended', statusReason: 'Fake followers on every channel' });
    // The very next request of the member's old session is signed out.
    expect((await member.client.get(`/sv_influ_api/influ/account/${member.uuid}`)).status).toBe(401);
    const refused = await new Client(server, { ip: '198.51.100.25' }).post('/sv_authauth/signin/influencer', { email: member.email, password });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ type: expect.stringContaining('account_inactive'), state: 'suspended', reason: 'Fake followers on every channel' });

    // Suspending again is not a change: 409, and no audit row for it.
    const again = await admin.post(`/api/admin/users/${member.uuid}/status`, { status: 'suspended', reason: 'twice' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ type: 'illegal_transition', state: 'suspended', event: 'account.suspend' });
    expect(errorsOf(await admin.post(`/api/admin/users/${member.uuid}/status`, { status: 'active', reason: '' }))).toEqual(['reason:staff_reason_required']);
    expect(errorsOf(await admin.post(`/api/admin/users/${member.uuid}/status`, { status: 'deactivated', reason: 'nope' }))).toEqual(['status:staff_status_invalid']);

    const reinstated = await admin.post(`/api/admin/users/${member.uuid}/status`, { status: 'active', reason: 'Appeal accepted' });
    expect(reinstated.status).toBe(200);
    expect((await new Client(server, { ip: '198.51.100.26' }).post('/sv_authauth/signin/influencer', { email: member.email, password })).status).toBe(200);

    const rows = await auditRowsFor(member.uuid);
    expect(rows.map((row) => [row.action, row.actorEmail, row.reason])).toEqual([
      ['user.suspend', 'support@kolify.test', 'Fake followers on every channel'],
      ['user.reinstate', 'admin@kolify.test', 'Appeal accepted'],
    ]);
    expect(rows[0]).toMatchObject({ targetType: 'user', before: { status: 'active' }, after: { status: 'suspended' } });
    const audit = await admin.get(`/api/admin/audit?q=${member.uuid}`);
    expect(audit.json.items.map((row: { action: string }) => row.action)).toEqual(['user.reinstate', 'user.suspend']);
    // Issue 32: the log names people, not ids — the staff member who acted and the member concerned.
    const [named] = await server.database.db.select({ name: users.displayName }).from(users).where(eq(users.id, member.uuid));
    const [staffName] = await server.database.db.select({ name: users.displayName }).from(users).where(eq(users.email, 'support@kolify.test'));
    expect(audit.json.items[1]).toMatchObject({ actorName: staffName!.name, targetName: named!.name });
  });

  it("names the member who owns a reviewed record and the setting changed", async () => {
    const [channel] = await server.database.db.select({ id: channels.id, owner: users.displayName }).from(channels).innerJoin(users, eq(users.id, channels.ownerId)).limit(1);
    await server.database.db.insert(auditLog).values([
      { actorId: (await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@kolify.test')))[0]!.id, actorEmail: 'admin@kolify.test', actorRole: 'admin', action: 'channel.approve', targetType: 'channel', targetId: channel!.id, before: { status: 'pending' }, after: { status: 'qualified' } },
    ]);
    const audit = await admin.get(`/api/admin/audit?q=${channel!.id}`);
    expect(audit.status).toBe(200);
    expect(audit.json.items[0]).toMatchObject({ action: 'channel.approve', targetName: channel!.owner, actorName: expect.any(String) });
    const config = await admin.get('/api/admin/audit?action=config&limit=1');
    for (const row of config.json.items as { targetId: string; targetName: string }[]) expect(row.targetName).toBe(row.targetId);
  });

  it("filters the log by the reader's days (issue 32: Asia/Bangkok, both ends inclusive)", async () => {
    const [actor] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@kolify.test'));
    const targetId = `day-filter-${Date.now()}`;
    // 00:30 on 27 November in Bangkok is still 26 November in UTC.
    await server.database.db.insert(auditLog).values({ actorId: actor!.id, actorEmail: 'admin@kolify.test', actorRole: 'admin', action: 'config.set', targetType: 'config', targetId, at: new Date('2026-11-26T17:30:00Z') });
    const count = async (days: string) => ((await admin.get(`/api/admin/audit?q=${targetId}${days}`)).json.items as unknown[]).length;
    expect(await count('&from=2026-11-27&to=2026-11-27')).toBe(1);
    expect(await count('&to=2026-11-26')).toBe(0);
    expect(await count('&from=2026-11-28')).toBe(0);
    const csv = await admin.get(`/api/admin/audit/export?q=${targetId}&from=2026-11-28`);
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain(targetId);
    expect((await admin.get(`/api/admin/audit/export?q=${targetId}&from=2026-11-27`)).text).toContain(targetId);
    const bad = await admin.get('/api/admin/audit?from=27/11/2569');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
  });

  it('an influencer cannot act on a user, and nothing is written', async () => {
    const member = await signUp(server);
    const other = await signUp(server);
    expect((await other.client.post(`/api/admin/users/${member.uuid}/status`, { status: 'suspended', reason: 'revenge' })).status).toBe(403);
    expect(await auditRowsFor(member.uuid)).toEqual([]);
  });
});

describe('user search at scale', () => {
  it('any part of an e-mail, name, phone or channel handle is served by a trigram index, not a scan of every row', async () => {
    const plans = await server.database.db.transaction(async (tx) => {
      // With a sequential scan priced out, the planner shows whether an index can answer ILIKE '%…%'.
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (query: ReturnType<typeof sql>) => JSON.stringify(((await tx.execute(query)) as { rows: unknown[] }).rows);
      return [
        await plan(sql`explain select id from users where email ilike '%loy%'`),
        await plan(sql`explain select id from users where display_name ilike '%loy%'`),
        await plan(sql`explain select id from users where phone ilike '%8123%'`),
        await plan(sql`explain select id from channels where social_id ilike '%eats%' or name ilike '%eats%'`),
      ];
    });
    expect(plans[0]).toContain('users_email_trgm_idx');
    expect(plans[1]).toContain('users_display_name_trgm_idx');
    expect(plans[2]).toContain('users_phone_trgm_idx');
    expect(plans[3]).toContain('channels_social_id_trgm_idx');
    expect(plans[3]).toContain('channels_name_trgm_idx');
  });
});

describe('configuration', () => {
  it('lists the settings with bounds; an admin sets one, the server uses it, the change is audited', async () => {
    const listed = await admin.get('/api/admin/config');
    expect(listed.status).toBe(200);
    expect(listed.json.items.find((item: { key: string }) => item.key === 'contact.maxPerIp')).toMatchObject({ kind: 'integer', min: 1, max: 100, defaultValue: 5, value: 5, scheduled: [] });

    const set = await admin.request('PUT', '/api/admin/config/contact.maxPerIp', { value: 1, reason: 'Spam wave from one network' });
    expect(set.status).toBe(200);
    expect(set.json.items.find((item: { key: string }) => item.key === 'contact.maxPerIp').value).toBe(1);
    // The contact form now allows one message per address, the second is refused.
    const visitor = new Client(server, { ip: '198.51.100.77' });
    const message = { topic: 'general', name: 'Nok', email: 'nok@example.com', message: 'Hello Kolify team, a question about packages.', consent: true };
    expect((await visitor.post('/api/contact', message)).status).toBeLessThan(300);
    expect((await visitor.post('/api/contact', message)).status).toBe(429);
    const [row] = await auditRowsFor('contact.maxPerIp');
    expect(row).toMatchObject({ action: 'config.set', actorEmail: 'admin@kolify.test', before: { value: 5 }, after: { value: 1 }, reason: 'Spam wave from one network' });
    expect((await admin.request('PUT', '/api/admin/config/contact.maxPerIp', { value: 5, reason: 'Wave over' })).status).toBe(200);
  });

  it('a value effective later is scheduled, not live, until its time', async () => {
    const now = server.deps.now();
    const later = new Date(now.getTime() + 3_600_000);
    const set = await admin.request('PUT', '/api/admin/config/channel.minFollowers', { value: 800, effectiveFrom: later.toISOString(), reason: 'New threshold from next hour' });
    expect(set.status).toBe(200);
    const item = set.json.items.find((entry: { key: string }) => entry.key === 'channel.minFollowers');
    expect(item).toMatchObject({ value: 500, scheduled: [{ value: 800, effectiveFrom: later.toISOString() }] });
    expect((await readConfig(server.database.db, ['channel.minFollowers'], now))['channel.minFollowers']).toBe(500);
    expect((await readConfig(server.database.db, ['channel.minFollowers'], new Date(later.getTime() + 1)))['channel.minFollowers']).toBe(800);
  });

  it('refuses out-of-range, wrong-type, backdated values and unknown keys, writing nothing', async () => {
    const before = (await server.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]!.count;
    expect(errorsOf(await admin.request('PUT', '/api/admin/config/otp.length', { value: 12, reason: 'longer codes' }))).toEqual(['value:staff_config_out_of_range']);
    expect(errorsOf(await admin.request('PUT', '/api/admin/config/otp.length', { value: '6', reason: 'as text' }))).toEqual(['value:staff_config_integer']);
    expect(errorsOf(await admin.request('PUT', '/api/admin/config/contact.staffEmail', { value: 'not-an-address', reason: 'typo' }))).toEqual(['value:staff_config_text_invalid']);
    expect(errorsOf(await admin.request('PUT', '/api/admin/config/otp.length', { value: 6, effectiveFrom: '2020-01-01T00:00:00.000Z', reason: 'backdate' }))).toEqual(['effectiveFrom:staff_config_effective_past']);
    expect(errorsOf(await admin.request('PUT', '/api/admin/config/otp.length', { value: 6, reason: ' ' }))).toEqual(['reason:staff_reason_required']);
    expect((await admin.request('PUT', '/api/admin/config/no.such.key', { value: 1, reason: 'unknown' })).status).toBe(404);
    expect((await admin.request('PUT', '/api/admin/config/tracking.pixels', { value: 1, reason: 'not editable' })).status).toBe(404);
    const after = (await server.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]!.count;
    expect(after).toBe(before);
  });
});

describe('audit log', () => {
  it('is append-only: the database refuses to change or delete a row', async () => {
    const member = await signUp(server);
    expect((await admin.post(`/api/admin/users/${member.uuid}/status`, { status: 'blacklist', reason: 'Stolen card payments' })).status).toBe(200);
    const db = server.database.db;
    const refusedByTrigger = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(db.update(auditLog).set({ reason: 'nothing happened' }).where(eq(auditLog.targetId, member.uuid))).rejects.toMatchObject(refusedByTrigger);
    await expect(db.delete(auditLog).where(eq(auditLog.targetId, member.uuid))).rejects.toMatchObject(refusedByTrigger);
    expect((await auditRowsFor(member.uuid)).map((row) => row.reason)).toEqual(['Stolen card payments']);
  });

  it('filters by action, pages by id, and exports CSV with formulas neutralised', async () => {
    const member = await signUp(server);
    expect((await admin.post(`/api/admin/users/${member.uuid}/status`, { status: 'suspended', reason: '=HYPERLINK("http://x")' })).status).toBe(200);
    const page = await support.get('/api/admin/audit?action=user&limit=1');
    expect(page.status).toBe(200);
    expect(page.json.items).toHaveLength(1);
    expect(page.json.items[0].action).toMatch(/^user\./);
    const next = await support.get(`/api/admin/audit?action=user&limit=1&after=${page.json.next}`);
    expect(next.json.items[0].id).toBeLessThan(page.json.items[0].id);
    expect((await support.get('/api/admin/audit?after=abc')).status).toBe(400);
    expect((await support.get('/api/admin/audit?action=DROP%20TABLE')).status).toBe(400);

    const csv = await support.get(`/api/admin/audit/export?q=${member.uuid}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('"id","at","actor_email","actor_role","action","target_type","target_id","before","after","reason"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://x"")"');
  });
});

describe('queues', () => {
  it('counts what waits, oldest first, and moves when an item is handled', async () => {
    const before = await support.get('/api/admin/queues');
    expect(before.status).toBe(200);
    const messages = () => before.json.queues.find((queue: { name: string }) => queue.name === 'messages');
    expect(before.json.queues.map((queue: { name: string }) => queue.name).sort()).toEqual(['bankAccounts', 'channels', 'messages', 'payments', 'payoutBatches', 'withdrawals']);
    expect(before.json.queues.find((queue: { name: string }) => queue.name === 'payments')).toMatchObject({ adminOnly: true });
    const visitor = new Client(server, { ip: '198.51.100.78' });
    expect((await visitor.post('/api/contact', { topic: 'general', name: 'Dao', email: 'dao@example.com', message: 'Please call me back about a campaign.', consent: true })).status).toBeLessThan(300);
    const after = await support.get('/api/admin/queues');
    expect(after.json.queues.find((queue: { name: string }) => queue.name === 'messages').count).toBe(messages().count + 1);
    const waiting = after.json.queues.filter((queue: { oldestAt: string | null }) => queue.oldestAt !== null).map((queue: { oldestAt: string }) => queue.oldestAt);
    expect([...waiting].sort()).toEqual(waiting);
  });
});
