import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { cookieNames } from '#server/config';
import { hashToken } from '#server/auth/session';
import { influencerProfiles, marketerProfiles, sessions, users } from '#server/db/schema/index';
import { Client, startTestServer, type TestServer } from './harness';
import { signInAs } from './campaigns-helpers';

/**
 * The setup the job API tests share (deadlines, generated paths, races, the model test): one real
 * server on a fresh database, the demo brand and influencer signed in, and the clock.
 */
export interface JobServer {
  server: TestServer;
  brand: { client: Client; id: string };
  ploy: { client: Client; id: string };
  /** One event on one job, sent by that side over HTTP. */
  send: (who: { client: Client }, jobId: string, body: Record<string, unknown>) => ReturnType<Client['post']>;
  /** Moves the app's and the queue's clock to `ms` and runs what fell due (the deadlines). */
  at: (ms: number) => Promise<void>;
  /** The job as its influencer (the demo one unless given) sees it: status, deadline … */
  jobOf: (jobId: string, viewer?: { client: Client }) => Promise<{ status: string; deadlineAt: string | null; statusChangedAt: string; insight?: unknown }>;
}

/**
 * Registers the file's (or the describe block's) beforeAll/afterAll; the fields are there once
 * beforeAll has run. `env` adds to the server's environment (COUNTRY=ID runs the Indonesian deployment).
 */
export function useJobServer(env: Record<string, string> = {}): JobServer {
  const setup = {
    send: (who, jobId, body) => who.client.post(`/api/jobs/${jobId}/events`, body),
    at: async (ms) => {
      await setup.server.clock.setTime(ms);
      await setup.server.deps.queue.runDue();
    },
    jobOf: async (jobId, viewer = setup.ploy) => {
      const response = await viewer.client.get(`/api/jobs/${jobId}`);
      expect(response.status).toBe(200);
      return response.json;
    },
  } as JobServer;
  beforeAll(async () => {
    setup.server = await startTestServer({ TRUST_PROXY: 'true', ...env });
    setup.brand = await signInAs(setup.server, 'brand@kolify.test');
    setup.ploy = await signInAs(setup.server, 'influencer@kolify.test');
  }, 240_000);
  afterAll(() => setup.server?.close());
  return setup;
}

let members = 0;

/**
 * A new marketer or influencer written straight into the database with a session that outlives
 * any clock move (no sign-in, no password hash): what a test needs when every case wants its own
 * balances and its own notifications, hundreds of times (job-model.test.ts).
 */
export async function freshMember(server: TestServer, role: 'marketer' | 'influencer', options: { locale?: 'th' | 'en' } = {}) {
  const db = server.database.db;
  const locale = options.locale ?? 'en';
  members += 1;
  const tag = `${Date.now().toString(36)}${members}`;
  const email = `${role}-${tag}@kolify.test`;
  const [user] = await db
    .insert(users)
    .values({ email, role, displayName: `${role} ${tag}`, locale, marketerType: role === 'marketer' ? 'brand' : null, passwordHash: 'not-a-password' })
    .returning({ id: users.id });
  const id = user!.id;
  if (role === 'marketer') {
    await db.insert(marketerProfiles).values({ userId: id, type: 'brand', contactName: 'Model Brand', companyName: 'Model Brand', notificationLanguage: locale, notificationChannels: ['email'], signupStep: 'done' });
  } else {
    await db.insert(influencerProfiles).values({
      userId: id,
      referralCode: `M${tag}`.toUpperCase().slice(0, 16),
      consentAcceptedAt: new Date(),
      country: 'TH',
      nationality: 'TH',
      interests: ['INTEREST_FOOD'],
      notificationLanguage: locale,
      notificationChannels: ['email'],
    });
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId: id, expiresAt: new Date('2200-01-01T00:00:00Z') });
  const client = new Client(server, { ip: `198.18.${Math.floor(members / 250) % 250}.${(members % 250) + 1}` });
  client.cookies.set(cookieNames(server.config).token, token);
  return { client, id, email };
}
