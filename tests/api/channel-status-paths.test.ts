import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { channelStatusMachine, type ChannelStatusEvent } from '#machines/lifecycles/channel-status.machine';
import { channels } from '#server/db/schema/index';
import { startFakeSocialPlatform, type FakeSocialPlatform } from '#server/providers/fake-social-platform';
import { eventPaths } from '../model/harness';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { connectChannel } from './channel-helpers';
import { pngOfSize, signUp, upload } from './influencer-helpers';

/**
 * The channel-status lifecycle's generated paths (decision 050) replayed over HTTP, for a channel
 * connected by its platform (OAuth against the fake platform) and for a manual one staff review.
 * After every step the stored status is the machine's; every event the machine refuses in that
 * state is answered 409 (illegal_transition, or channel_already_connected for a second manual
 * submission of a live channel) and leaves the row as it was. What the figures decide is arranged
 * on the fake platform (followers above or below the 500 rule); "another account holds the social
 * id" is arranged as another owner's row.
 */
let platform: FakeSocialPlatform;
let server: TestServer;
let staff: Client;
beforeAll(async () => {
  platform = await startFakeSocialPlatform();
  server = await startTestServer(platform.env());
  staff = new Client(server, { ip: '198.51.100.18' });
  expect((await staff.post('/sv_authauth/admin/signin', { email: 'admin@kolify.test', password: demoPassword })).status).toBe(200);
}, 240_000);
afterAll(async () => {
  await server?.close();
  await platform?.close();
});

const allowed = (method: 'oauth' | 'manual', status: string, event: ChannelStatusEvent) => channelStatusMachine.resolveState({ value: status, context: { method } }).can(event);
const label = (event: ChannelStatusEvent) => `${event.type}${'qualified' in event ? `(${event.qualified ? 'yes' : 'no'})` : ''}${'taken' in event ? `(${event.taken ? 'taken' : 'free'})` : ''}`;
let serial = 0;

async function rowOf(ownerId: string, socialId: string) {
  const [row] = await server.database.db.select({ id: channels.id, status: channels.status }).from(channels).where(and(eq(channels.ownerId, ownerId), eq(channels.socialId, socialId)));
  return row ?? null;
}

describe('channel status paths over HTTP: connected by the platform', () => {
  const events: ChannelStatusEvent[] = [{ type: 'platform.decided', qualified: true }, { type: 'platform.decided', qualified: false }, { type: 'channel.refresh' }, { type: 'channel.disconnect' }];
  const { paths, edgeKinds } = eventPaths(channelStatusMachine, { events, input: { method: 'oauth' } });

  it('covers every transition between statuses', () => {
    expect([...edgeKinds].sort()).toEqual([
      'connecting --platform.decided--> not_qualified',
      'connecting --platform.decided--> qualified',
      'disconnected --platform.decided--> not_qualified',
      'disconnected --platform.decided--> qualified',
      'not_qualified --platform.decided--> qualified',
      'qualified --channel.disconnect--> disconnected',
      'qualified --platform.decided--> not_qualified',
    ]);
  });

  for (const path of paths) {
    const steps = path.steps.map((step) => ({ event: step.event as ChannelStatusEvent, status: String(step.value) }));
    it(`${steps.map((step) => label(step.event)).join(' → ')} ⇒ ${String(path.value)}`, async () => {
      const member = await signUp(server);
      const account = `kol-path-${++serial}-${Date.now().toString(36)}`;
      platform.accounts.set(account, { ...platform.accounts.get('kol-micro-10k')!, id: account });
      const request = async (event: ChannelStatusEvent) => {
        const row = await rowOf(member.uuid, account);
        if (event.type === 'platform.decided') {
          platform.accounts.get(account)!.followers = event.qualified ? 10_000 : 100;
          platform.accounts.get(account)!.following = event.qualified ? 300 : 10;
          const connected = await connectChannel(server, platform, member.client, account);
          return { status: connected.channel ? 200 : 400, json: connected.channel as Record<string, unknown> };
        }
        if (event.type === 'channel.refresh') return member.client.post(`/sv_influ_api/influ/channel/refresh/${row!.id}`);
        return member.client.post('/api/influencers/channel/deactivate', { channelId: row!.id });
      };
      const check = async (status: string) => {
        expect((await rowOf(member.uuid, account))?.status).toBe(status);
        for (const event of events) {
          if (event.type === 'platform.decided' || allowed('oauth', status, event)) continue;
          const refused = await request(event);
          expect(refused.status, `${event.type} in ${status}`).toBe(409);
          expect(refused.json).toMatchObject({ type: 'illegal_transition', state: status, event: event.type });
          expect((await rowOf(member.uuid, account))?.status).toBe(status);
        }
      };

      expect(await rowOf(member.uuid, account)).toBeNull();
      for (const step of steps) {
        const response = await request(step.event);
        expect(response.status, JSON.stringify(response.json)).toBe(200);
        await check(step.status);
      }
    });
  }
});

describe('channel status paths over HTTP: manual, reviewed by staff', () => {
  const events: ChannelStatusEvent[] = [
    { type: 'manual.submitted', taken: false },
    { type: 'manual.submitted', taken: true },
    { type: 'review.approve', taken: false },
    // review.approve with `taken` (another account's row approved meanwhile) cannot be arranged: the
    // database holds one live row per social id (channels_active_social_idx), ours is waiting_review.
    // The machine keeps the branch; the service asks it with what it reads.
    { type: 'review.reject', reason: 'The screenshot does not show the follower count.' },
    { type: 'channel.disconnect' },
  ];
  const { paths, edgeKinds } = eventPaths(channelStatusMachine, { events, input: { method: 'manual' } });

  it('covers every transition between statuses', () => {
    expect([...edgeKinds].sort()).toEqual([
      'connecting --manual.submitted--> not_qualified',
      'connecting --manual.submitted--> waiting_review',
      'disconnected --manual.submitted--> not_qualified',
      'disconnected --manual.submitted--> waiting_review',
      'not_qualified --manual.submitted--> waiting_review',
      'qualified --channel.disconnect--> disconnected',
      'rejected --manual.submitted--> not_qualified',
      'rejected --manual.submitted--> waiting_review',
      'waiting_review --channel.disconnect--> disconnected',
      'waiting_review --review.approve--> qualified',
      'waiting_review --review.reject--> rejected',
    ]);
  });

  for (const path of paths) {
    const steps = path.steps.map((step) => ({ event: step.event as ChannelStatusEvent, status: String(step.value) }));
    it(`${steps.map((step) => label(step.event)).join(' → ')} ⇒ ${String(path.value)}`, async () => {
      const member = await signUp(server);
      const other = await signUp(server);
      const profileUrl = `https://www.lemon8-app.com/@path${++serial}${Date.now().toString(36)}`;
      const socialId = profileUrl.replace(/^https:\/\//, '').toLowerCase();
      /** Another account holds the social id (a live row of its own) or not; false when the database cannot hold two live rows (ours is live). */
      const holdElsewhere = async (taken: boolean) => {
        const [held] = await server.database.db.select({ id: channels.id }).from(channels).where(and(eq(channels.ownerId, other.uuid), eq(channels.socialId, socialId)));
        if (taken && ['qualified', 'waiting_review'].includes((await rowOf(member.uuid, socialId))?.status ?? '')) return false;
        if (held) await server.database.db.update(channels).set({ status: taken ? 'qualified' : 'disconnected' }).where(eq(channels.id, held.id));
        else if (taken) await server.database.db.insert(channels).values({ ownerId: other.uuid, type: 'LEMON8', socialId, method: 'manual', name: 'Someone else', status: 'qualified' });
        return true;
      };
      const request = async (event: ChannelStatusEvent) => {
        const row = await rowOf(member.uuid, socialId);
        if ('taken' in event && !(await holdElsewhere(event.taken))) return null;
        if (event.type === 'manual.submitted') {
          const evidence = await upload(member.client, `/sv_influ_api/influ/attachment/${member.uuid}`, pngOfSize(2048), 'screenshot.png');
          return member.client.post('/sv_influ_api/influ/channel/addChannel', { type: 'LEMON8', name: 'Ploy eats', profileUrl, followers: 12_000, following: 300, engagementRateBp: 250, lastPostAt: '2026-11-20', evidenceUploadId: evidence.json.id });
        }
        if (event.type === 'review.approve') return staff.post(`/api/admin/channels/${row!.id}/approve`);
        if (event.type === 'review.reject') return staff.post(`/api/admin/channels/${row!.id}/reject`, { reason: event.reason });
        return member.client.post('/api/influencers/channel/deactivate', { channelId: row!.id });
      };
      const check = async (status: string) => {
        expect((await rowOf(member.uuid, socialId))?.status).toBe(status);
        for (const event of events) {
          if (allowed('manual', status, event)) continue;
          const refused = await request(event);
          if (!refused) continue; // another live row for this social id cannot exist beside ours
          expect(refused.status, `${label(event)} in ${status}`).toBe(409);
          if (event.type === 'manual.submitted') expect(refused.json.errors).toEqual([{ path: 'profileUrl', message: 'channel_already_connected' }]);
          else expect(refused.json).toMatchObject({ type: 'illegal_transition', state: status, event: event.type });
          expect((await rowOf(member.uuid, socialId))?.status).toBe(status);
        }
      };

      expect(await rowOf(member.uuid, socialId)).toBeNull();
      for (const step of steps) {
        const response = await request(step.event);
        expect(response!.status, JSON.stringify(response!.json)).toBe(200);
        await check(step.status);
      }
      // The other owner's row is only ever the arranged one.
      expect((await server.database.db.select({ id: channels.id }).from(channels).where(and(eq(channels.socialId, socialId), ne(channels.ownerId, member.uuid), ne(channels.ownerId, other.uuid)))).length).toBe(0);
    });
  }
});
