import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { EventObject } from 'xstate';
import { accountStatusMachine, type AccountStatusEvent } from '#machines/lifecycles/account-status.machine';
import { cookieNames } from '#server/config';
import { hashToken } from '#server/auth/session';
import { marketerProfiles, sessions, users } from '#server/db/schema/index';
import { transitionPaths } from '../model/harness';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { freshMember } from './job-setup';

/**
 * The account-status lifecycle's generated paths (decision 050) replayed over HTTP for a marketer:
 * the marketer closes their own account (PATCH deactivate), staff suspend, blacklist or reinstate
 * it. After every step the stored status is the machine's, the deactivation is recorded exactly
 * when closed, and no session lives while the account is not active. Every event the machine
 * refuses leaves the row as it was: staff are answered 409 illegal_transition naming the state and
 * the event; a marketer who is not active is not signed in (401) and cannot close the account.
 */
let server: TestServer;
let staff: Client;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  staff = new Client(server, { ip: '198.51.100.16' });
  expect((await staff.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
}, 240_000);
afterAll(() => server?.close());

const events: AccountStatusEvent[] = [{ type: 'account.deactivate' }, { type: 'account.suspend' }, { type: 'account.blacklist' }, { type: 'account.reinstate' }];
const allowed = (status: string, event: AccountStatusEvent) => accountStatusMachine.resolveState({ value: status, context: {} }).can(event);
const staffTarget = { 'account.suspend': 'suspended', 'account.blacklist': 'blacklist', 'account.reinstate': 'active' } as const;

/** A fresh session for the member (the ones before may have been revoked), as a sign-in would give. */
async function sessionFor(userId: string): Promise<Client> {
  const token = randomBytes(32).toString('base64url');
  await server.database.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date('2200-01-01T00:00:00Z') });
  const client = new Client(server, { ip: '198.51.100.17' });
  client.cookies.set(cookieNames(server.config).token, token);
  return client;
}

describe('account status paths over HTTP (marketer)', () => {
  const { paths, edgeKinds } = transitionPaths(accountStatusMachine, { events: events as EventObject[] });

  it('covers every transition between statuses', () => {
    expect([...edgeKinds].sort()).toEqual([
      'active --account.blacklist--> blacklist',
      'active --account.deactivate--> deactivated',
      'active --account.suspend--> suspended',
      'blacklist --account.reinstate--> active',
      'blacklist --account.suspend--> suspended',
      'suspended --account.blacklist--> blacklist',
      'suspended --account.reinstate--> active',
    ]);
  });

  for (const path of paths) {
    const steps = path.steps.slice(1).map((step) => ({ event: step.event as AccountStatusEvent, status: String(step.state.value) }));
    it(`${steps.map((step) => step.event.type.slice('account.'.length)).join(' → ')} ⇒ ${String(path.state.value)}`, async () => {
      const { id } = await freshMember(server, 'marketer');
      const request = async (event: AccountStatusEvent) =>
        event.type === 'account.deactivate'
          ? (await sessionFor(id)).patch('/sv_marketer_profile/deactivate/', { reason: 'hard_to_use' })
          : staff.post(`/api/admin/users/${id}/status`, { status: staffTarget[event.type], reason: `path step ${event.type}` });
      const stored = async () => {
        const [row] = await server.database.db.select({ status: users.status, deactivatedAt: marketerProfiles.deactivatedAt }).from(users).innerJoin(marketerProfiles, eq(marketerProfiles.userId, users.id)).where(eq(users.id, id));
        return { status: row!.status, closed: row!.deactivatedAt !== null };
      };
      const liveSessions = async () => (await server.database.db.select({ id: sessions.tokenHash }).from(sessions).where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)))).length;

      const check = async (status: string) => {
        expect(await stored()).toEqual({ status, closed: status === 'deactivated' });
        if (status !== 'active') expect(await liveSessions()).toBe(0);
        for (const event of events) {
          if (allowed(status, event)) continue;
          const refused = await request(event);
          if (event.type === 'account.deactivate') {
            expect(refused.status, `${event.type} in ${status}`).toBe(401);
          } else {
            expect(refused.status, `${event.type} in ${status}`).toBe(409);
            expect(refused.headers.get('content-type')).toContain('application/problem+json');
            expect(refused.json).toMatchObject({ type: 'illegal_transition', title: 'Not allowed in the current state', state: status, event: event.type });
          }
          expect(await stored()).toEqual({ status, closed: status === 'deactivated' });
        }
      };

      await check('active');
      for (const step of steps) {
        const response = await request(step.event);
        expect(response.status, JSON.stringify(response.json)).toBe(200);
        await check(step.status);
      }
    });
  }
});
