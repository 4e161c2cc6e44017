import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { createMessenger } from '#server/providers/messaging';
import { consumeVerification, requestOtp, verifyOtp } from '#server/services/otp';
import { ProblemError } from '#server/http/problem';
import { DomainError } from '#server/domain-error';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

let counter = 0;
const destination = () => `otp${++counter}@kolify.test`;
const deps = () => ({ db: server.database.db, config: server.config, messenger: createMessenger(server.config) });
const lastCode = async (to: string) => {
  const rows = (await server.database.db.execute(sql`select body from outbox_messages where destination = ${to} order by created_at desc limit 1`)) as { rows: { body: string }[] };
  return /\b(\d{6})\b/.exec(rows.rows[0]!.body)![1]!;
};
const problemOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    // Services throw DomainError; the problem is what HTTP would answer.
    if (error instanceof DomainError) return ProblemError.fromDomain(error).toProblem();
    throw error;
  }
  throw new Error('expected a problem');
};
const clock = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('one-time codes (PRODUCT.md)', () => {
  it('delivers a 6-digit code with a 4-letter reference, stores only its HMAC, and verifies once', async () => {
    const to = destination();
    const sent = await requestOtp(deps(), { purpose: 'influencer_signup', channel: 'email', destination: to, locale: 'en' });
    expect(sent.reference).toMatch(/^[A-Z]{4}$/);
    expect(sent.codeLength).toBe(6);
    expect(sent.destination).toBe('o***@kolify.test');
    const code = await lastCode(to);
    const dump = JSON.stringify(((await server.database.db.execute(sql`select * from otp_codes`)) as { rows: unknown[] }).rows);
    expect(dump).not.toContain(code);
    const { verificationToken } = await verifyOtp(server.database.db, server.config.secret, { purpose: 'influencer_signup', destination: to, code });
    expect(verificationToken).toMatch(/^[\w-]{43}$/);
    expect((await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'influencer_signup', destination: to, code }))).type).toBe('otp_expired');
  });

  it('binds a code to its purpose', async () => {
    const to = destination();
    await requestOtp(deps(), { purpose: 'influencer_signup', channel: 'email', destination: to, locale: 'en' });
    const code = await lastCode(to);
    const problem = await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'influencer_reset_password', destination: to, code }));
    expect(problem.type).toBe('otp_expired');
  });

  it('is valid at 4:59 and expired at 5:00 + 1 s', async () => {
    const to = destination();
    clock('2026-11-21T10:00:00Z');
    await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'th' });
    const code = await lastCode(to);
    vi.setSystemTime(new Date('2026-11-21T10:05:01Z'));
    expect((await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code }))).type).toBe('otp_expired');

    const other = destination();
    vi.setSystemTime(new Date('2026-11-21T11:00:00Z'));
    await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: other, locale: 'th' });
    vi.setSystemTime(new Date('2026-11-21T11:04:59Z'));
    await expect(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: other, code: await lastCode(other) })).resolves.toBeTruthy();
  });

  it('counts wrong tries down and kills the code at the 5th; the 6th try is refused even with the right code', async () => {
    const to = destination();
    await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' });
    const code = await lastCode(to);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const problem = await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code: wrong }));
      expect(problem).toMatchObject({ type: 'otp_invalid', triesLeft: 5 - attempt });
    }
    expect((await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code }))).type).toBe('otp_expired');
  });

  it('refuses a resend at 59 s and allows it at 60 s; the new code replaces the old', async () => {
    const to = destination();
    clock('2026-11-21T12:00:00Z');
    await requestOtp(deps(), { purpose: 'p', channel: 'sms', destination: '+66811111111', locale: 'th' }).catch(() => undefined);
    await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' });
    const first = await lastCode(to);
    vi.setSystemTime(new Date('2026-11-21T12:00:59Z'));
    const tooSoon = await problemOf(requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' }));
    expect(tooSoon).toMatchObject({ type: 'otp_resend_too_soon', status: 429, retryAfter: 1 });
    vi.setSystemTime(new Date('2026-11-21T12:01:00Z'));
    await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' });
    const second = await lastCode(to);
    if (first !== second) {
      expect((await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code: first }))).type).toBe('otp_invalid');
    }
    await expect(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code: second })).resolves.toBeTruthy();
  });

  it('allows 5 codes per destination per hour and answers the 6th with 429', async () => {
    const to = destination();
    clock('2026-11-21T13:00:00Z');
    for (let index = 0; index < 5; index++) {
      vi.setSystemTime(new Date(Date.parse('2026-11-21T13:00:00Z') + index * 61_000));
      await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' });
    }
    vi.setSystemTime(new Date(Date.parse('2026-11-21T13:00:00Z') + 5 * 61_000));
    const sixth = await problemOf(requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' }));
    expect(sixth).toMatchObject({ type: 'rate_limited', status: 429 });
    expect(sixth.retryAfter).toBe(3600 - 5 * 61);
  });

  it('locks a destination for the day after 10 failed verifications', async () => {
    const to = destination();
    clock('2026-11-21T14:00:00Z');
    await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' });
    const code = await lastCode(to);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code: wrong }));
    vi.setSystemTime(new Date('2026-11-21T14:01:01Z'));
    await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' });
    const next = await lastCode(to);
    const wrongNext = next === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code: wrongNext }));
    vi.setSystemTime(new Date('2026-11-21T14:02:02Z'));
    await requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' });
    const third = await lastCode(to);
    await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code: third === '000000' ? '000001' : '000000' }));
    // That was the 10th failure: even the right code is now refused, and so is a new code.
    expect(await problemOf(verifyOtp(server.database.db, server.config.secret, { purpose: 'p', destination: to, code: third }))).toMatchObject({ type: 'rate_limited', status: 429 });
    expect(await problemOf(requestOtp(deps(), { purpose: 'p', channel: 'email', destination: to, locale: 'en' }))).toMatchObject({ type: 'rate_limited' });
  });

  it('spends the verification proof once, for its own purpose and destination only', async () => {
    const to = destination();
    await requestOtp(deps(), { purpose: 'influencer_signup', channel: 'email', destination: to, locale: 'en' });
    const { verificationToken } = await verifyOtp(server.database.db, server.config.secret, { purpose: 'influencer_signup', destination: to, code: await lastCode(to) });
    const db = server.database.db;
    expect((await problemOf(consumeVerification(db, server.config.secret, { purpose: 'marketer_signup', destination: to, verificationToken }))).type).toBe('verification_required');
    expect((await problemOf(consumeVerification(db, server.config.secret, { purpose: 'influencer_signup', destination: 'x@kolify.test', verificationToken }))).type).toBe('verification_required');
    await consumeVerification(db, server.config.secret, { purpose: 'influencer_signup', destination: to, verificationToken });
    expect((await problemOf(consumeVerification(db, server.config.secret, { purpose: 'influencer_signup', destination: to, verificationToken }))).type).toBe('verification_required');
  });
});

describe('mail over real SMTP', () => {
  it('delivers the code e-mail in the user language through an SMTP server', async () => {
    const received: { to: string; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    try {
      const messenger = createMessenger({ ...server.config, smtpUrl: `smtp://127.0.0.1:${port}` });
      const to = destination();
      const sent = await requestOtp({ db: server.database.db, config: server.config, messenger }, { purpose: 'influencer_signup', channel: 'email', destination: to, locale: 'th' });
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe(to);
      const decoded = Buffer.from(received[0]!.data.split(/\r?\n\r?\n/).slice(1).join('\n').replace(/\s/g, ''), 'base64').toString('utf8');
      const body = decoded.includes('รหัส') ? decoded : received[0]!.data;
      expect(body).toContain('รหัสยืนยันของคุณคือ');
      expect(body).toContain(`Ref: ${sent.reference}`);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
