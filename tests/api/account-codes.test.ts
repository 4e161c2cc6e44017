import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { appConfig, users } from '#server/db/schema/index';
import { maskDestination } from '#server/services/otp';
import { Client, startTestServer, type TestServer } from './harness';
import { signUp } from './influencer-helpers';

/**
 * Issue 29, "the account rules once": the forgotten-password answers of both roles are the same
 * whether or not an account has the address (no account probing), and the codes follow the `otp.*`
 * numbers of app_config. Time is frozen (Date only) so two answers can be compared whole.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

let ipCounter = 0;
const visitor = () => new Client(server, { ip: `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}` });
const freeze = (at: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

type Answer = Awaited<ReturnType<Client['post']>>;

/** An answer with what must differ (the reference's letters, the masked address) checked, then set aside. */
function shapeOf(answer: Answer, asked: string, now: number) {
  const { reference, destination, expiresAt, resendAt, ...rest } = (answer.json ?? {}) as Record<string, unknown>;
  if (answer.status === 200) {
    expect(reference).toMatch(/^[A-Z]{4}$/);
    expect(destination).toBe(maskDestination(asked));
  }
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type'),
    cacheControl: answer.headers.get('cache-control'),
    retryAfter: answer.headers.get('retry-after'),
    setsCookies: answer.headers.getSetCookie().length,
    keys: Object.keys(answer.json ?? {}).sort(),
    expiresInMs: typeof expiresAt === 'string' ? Date.parse(expiresAt) - now : null,
    resendInMs: typeof resendAt === 'string' ? Date.parse(resendAt) - now : null,
    body: rest,
  };
}

const outboxFor = async (to: string) => (await visitor().get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json.messages as { body: string }[];

interface RoleCase {
  name: string;
  request: string;
  verify: string;
  /** The body of a request, a verification and a reset for one address. */
  field: 'email' | 'phone';
  reset: (id: string) => string;
}

const influencer: RoleCase = { name: 'influencer (e-mail)', request: '/api/notification/requestOtpEmail', verify: '/api/notification/verifyEmailOtp', field: 'email', reset: (id) => `/sv_influ_api/influ/changePasswordByEmail/${id}` };
const marketerByEmail: RoleCase = { name: 'marketer (e-mail)', request: '/api/notification/marketer/requestOtp', verify: '/api/notification/marketer/verifyOtp', field: 'email', reset: (id) => `/api/marketers/reset-password/${id}` };
const marketerBySms: RoleCase = { ...marketerByEmail, name: 'marketer (SMS)', field: 'phone' };

/** Every step of a reset for one address, from a fresh visitor: each answer's shape. */
async function resetAnswers(role: RoleCase, address: string, accountId: string, now: number) {
  const client = visitor();
  const first = await client.post(role.request, { [role.field]: address, purpose: 'reset_password' });
  const again = await client.post(role.request, { [role.field]: address, purpose: 'reset_password' });
  const wrongCode = await client.post(role.verify, { [role.field]: address, code: '000000', purpose: 'reset_password' });
  const badProof = await client.patch(role.reset(accountId), { [role.field]: address, verificationToken: 'made-up-proof', newPassword: 'A brand new passphrase 1' });
  return [first, again, wrongCode, badProof].map((answer) => shapeOf(answer, address, now));
}

describe('a forgotten password answers the same whether or not the account exists', () => {
  const cases: [RoleCase, () => Promise<{ address: string; id: string; ghost: string }>][] = [
    [influencer, async () => ({ address: 'influencer@kolify.test', id: await idOf('influencer@kolify.test'), ghost: 'nobodyhere@kolify.test' })],
    [marketerByEmail, async () => ({ address: 'brand@kolify.test', id: await idOf('brand@kolify.test'), ghost: 'ghost@kolify.test' })],
    [
      marketerBySms,
      async () => {
        await server.database.db.update(users).set({ phone: '+66810000101' }).where(eq(users.email, 'agency@kolify.test'));
        return { address: '+66810000101', id: await idOf('agency@kolify.test'), ghost: '+66810000909' };
      },
    ],
  ];

  for (const [role, accounts] of cases) {
    it(`${role.name}: request, resend too soon, wrong code and a bad proof answer alike; only the account gets a message`, async () => {
      const { address, id, ghost } = await accounts();
      const now = Date.now();
      freeze(now);
      const existing = await resetAnswers(role, address, id, now);
      const unknown = await resetAnswers(role, ghost, randomUUID(), now);
      expect(unknown).toEqual(existing);
      // And they are the answers a person is meant to get: a code, a wait, tries left, a bad proof.
      expect(existing.map((answer) => [answer.status, answer.body.type ?? null])).toEqual([
        [200, null],
        [429, 'otp_resend_too_soon'],
        [400, 'otp_invalid'],
        [400, 'verification_required'],
      ]);
      expect(existing[2]!.body.triesLeft).toBe(4);
      expect(await outboxFor(address)).toHaveLength(1);
      expect(await outboxFor(ghost)).toEqual([]);
    });
  }

  it('the influencer and the marketer get the same answers at every step, with or without an account', async () => {
    // Two hours on: the codes the tests above asked for these two addresses are gone (resend wait, expiry).
    const now = Date.now() + 2 * 3_600_000;
    freeze(now);
    const influencerAnswers = await resetAnswers(influencer, 'influencer@kolify.test', await idOf('influencer@kolify.test'), now);
    const marketerAnswers = await resetAnswers(marketerByEmail, 'brand@kolify.test', await idOf('brand@kolify.test'), now);
    expect(marketerAnswers).toEqual(influencerAnswers);
    const noInfluencer = await resetAnswers(influencer, 'no-influencer@kolify.test', randomUUID(), now);
    const noMarketer = await resetAnswers(marketerByEmail, 'no-marketer@kolify.test', randomUUID(), now);
    expect(noMarketer).toEqual(noInfluencer);
    expect(noInfluencer).toEqual(influencerAnswers);
  });

  it('a closed (deactivated) account is answered like no account, for both roles, and gets no message', async () => {
    const { email } = await signUp(server, { ip: '198.19.0.1' });
    await server.database.db.update(users).set({ status: 'deactivated' }).where(inArray(users.email, [email, 'individual@kolify.test']));
    const now = Date.now();
    freeze(now);
    const closedInfluencer = shapeOf(await visitor().post(influencer.request, { email, purpose: 'reset_password' }), email, now);
    const closedMarketer = shapeOf(await visitor().post(marketerByEmail.request, { email: 'individual@kolify.test', purpose: 'reset_password' }), 'individual@kolify.test', now);
    const none = shapeOf(await visitor().post(influencer.request, { email: 'closed-none@kolify.test', purpose: 'reset_password' }), 'closed-none@kolify.test', now);
    expect(closedInfluencer).toEqual(none);
    expect(closedMarketer).toEqual(none);
    expect((await outboxFor(email)).filter((message) => /\b\d{6}\b/.test(message.body))).toHaveLength(1); // the sign-up code only
    expect(await outboxFor('individual@kolify.test')).toEqual([]);
  });
});

describe('codes follow app_config (otp.length, otp.ttlMs, otp.resendMs)', () => {
  it('both roles, with and without an account: 8 digits, 2 minutes, 15 s before a new one', async () => {
    const { email, uuid } = await signUp(server, { ip: '198.19.0.2' });
    const keys = ['otp.length', 'otp.ttlMs', 'otp.resendMs'];
    await server.database.db.insert(appConfig).values([
      { key: 'otp.length', value: 8 },
      { key: 'otp.ttlMs', value: 120_000 },
      { key: 'otp.resendMs', value: 15_000 },
    ]);
    try {
      const now = Date.now();
      freeze(now);
      const asked = [
        { role: influencer, address: email, id: uuid },
        { role: influencer, address: 'eight-ghost@kolify.test', id: null },
        { role: marketerByEmail, address: 'agency@kolify.test', id: await idOf('agency@kolify.test') },
        { role: marketerByEmail, address: 'eight-ghost@kolify.test', id: null },
      ];
      for (const { role, address, id } of asked) {
        const client = visitor();
        const sent = await client.post(role.request, { email: address, purpose: 'reset_password' });
        expect(sent.status).toBe(200);
        expect(sent.json).toMatchObject({ codeLength: 8, expiresAt: new Date(now + 120_000).toISOString(), resendAt: new Date(now + 15_000).toISOString() });
        vi.setSystemTime(now + 14_000);
        const tooSoon = await client.post(role.request, { email: address, purpose: 'reset_password' });
        expect(tooSoon.status).toBe(429);
        expect(tooSoon.json).toMatchObject({ type: 'otp_resend_too_soon', retryAfter: 1 });
        vi.setSystemTime(now + 15_000);
        const resent = await client.post(role.request, { email: address, purpose: 'reset_password' });
        expect(resent.status).toBe(200);
        expect(resent.json.expiresAt).toBe(new Date(now + 15_000 + 120_000).toISOString());
        if (id) {
          // The message carries an 8-digit code, which verifies until the 2 minutes are over.
          const code = /\b(\d{8})\b/.exec((await outboxFor(address))[0]!.body)![1]!;
          vi.setSystemTime(now + 15_000 + 120_001);
          const late = await client.post(role.verify, { email: address, code, purpose: 'reset_password' });
          expect(late.json.type).toBe('otp_expired');
          vi.setSystemTime(now);
          const third = await visitor().post(role.request, { email: address, purpose: 'reset_password' });
          expect(third.status).toBe(429); // the resend wait counts from the last code, which is later
          vi.setSystemTime(now + 15_000 + 15_000);
          await client.post(role.request, { email: address, purpose: 'reset_password' });
          const fresh = /\b(\d{8})\b/.exec((await outboxFor(address))[0]!.body)![1]!;
          vi.setSystemTime(now + 15_000 + 15_000 + 119_000);
          const inTime = await client.post(role.verify, { email: address, code: fresh, purpose: 'reset_password' });
          expect(inTime.status).toBe(200);
          expect(inTime.json.uuid).toBe(id);
        }
        vi.setSystemTime(now);
      }
      // The sign-up screens read the same length.
      expect((await visitor().get('/sv_influ_api/open/signup/config')).json.otpLength).toBe(8);
    } finally {
      await server.database.db.delete(appConfig).where(inArray(appConfig.key, keys));
    }
  });
});

async function idOf(email: string): Promise<string> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row!.id;
}
