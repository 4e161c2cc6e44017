import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventObject } from 'xstate';
import { marketerSignupProgressMachine, type MarketerSignupProgressEvent } from '#machines/lifecycles/marketer-signup-progress.machine';
import { marketerProfiles, users } from '#server/db/schema/index';
import { eventPaths } from '../model/harness';
import { Client, startTestServer, type TestServer } from './harness';

/**
 * The marketer sign-up progress lifecycle's generated paths (decision 056) replayed over HTTP: each
 * step is the marketer's own POST update-marketer-profile (the phone step with a real SMS code from
 * the outbox). After every step the stored signup_step is the machine's and what the step saves is
 * stored (the verified phone, the questionnaire, the profile); every later step the machine refuses
 * is answered 409 step_not_reached and leaves the row as it was.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
}, 240_000);
afterAll(() => server?.close());

let accounts = 0;
const events: MarketerSignupProgressEvent[] = [{ type: 'signup.phoneVerified' }, { type: 'signup.questionnaireSaved' }, { type: 'signup.profileSaved' }];
const allowed = (step: string, event: MarketerSignupProgressEvent) => marketerSignupProgressMachine.resolveState({ value: step, context: undefined }).can(event);
const profile = { contactName: 'Anong Prasert', companyName: 'Lotus Leaf Tea', country: 'TH', taxId: '0994000165668', address: { line: '12 Sukhumvit 24', district: 'Khlong Toei', province: 'Bangkok', postcode: '10110' }, website: 'https://lotusleaf.example', industry: 'food_beverage' };

describe('marketer sign-up progress paths over HTTP', () => {
  const { paths, edgeKinds } = eventPaths(marketerSignupProgressMachine, { events: events as EventObject[] });

  it('covers every move of the progress', () => {
    expect([...edgeKinds].sort()).toEqual(['phone --signup.phoneVerified--> questionnaire', 'profile --signup.profileSaved--> done', 'questionnaire --signup.questionnaireSaved--> profile']);
  });

  for (const path of paths) {
    const steps = path.steps.map((step) => ({ event: step.event as MarketerSignupProgressEvent, step: String(step.value) }));
    it(`${steps.map((step) => step.event.type.slice('signup.'.length)).join(' → ')} ⇒ ${String(path.value)}`, async () => {
      accounts += 1;
      const n = accounts;
      const client = new Client(server, { ip: `198.18.7.${n}` });
      const phone = `+6682${String(5_100_000 + n * 89).padStart(7, '0')}`;
      const created = await client.post('/api/marketers/create-email', { type: 'brand', email: `progress-${n}-${Date.now().toString(36)}@kolify.test`, password: 'sunflower-harbour-2026', contactName: 'Anong Prasert', companyName: `Progress ${n}`, locale: 'en' });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const id = created.json.uuid as string;

      const request = async (event: MarketerSignupProgressEvent) => {
        if (event.type === 'signup.questionnaireSaved') return client.post('/api/marketers/update-marketer-profile', { step: 'questionnaire', objective: 'traffic', budget: '30000-50000', campaignStart: '3-6_months' });
        if (event.type === 'signup.profileSaved') return client.post('/api/marketers/update-marketer-profile', { step: 'profile', ...profile });
        expect((await client.post('/api/notification/marketer/requestOtp', { phone, purpose: 'signup' })).status).toBe(200);
        const outbox = await client.get(`/dev/outbox.json?to=${encodeURIComponent(phone)}`);
        const code = /\b(\d{6})\b/.exec(outbox.json.messages[0].body)![1]!;
        const verified = await client.post('/api/notification/marketer/verifyOtp', { phone, code, purpose: 'signup' });
        return client.post('/api/marketers/update-marketer-profile', { step: 'phone', phone, verificationToken: verified.json.verificationToken });
      };
      const stored = async () => {
        const [row] = await server.database.db
          .select({ step: marketerProfiles.signupStep, phone: users.phone, phoneVerified: marketerProfiles.phoneVerifiedAt, objective: marketerProfiles.objective, taxId: marketerProfiles.taxId })
          .from(marketerProfiles)
          .innerJoin(users, eq(users.id, marketerProfiles.userId))
          .where(eq(marketerProfiles.userId, id));
        return { step: row!.step, phone: row!.phone, phoneVerified: row!.phoneVerified !== null, objective: row!.objective, taxId: row!.taxId };
      };
      const saved = { phone: null as string | null, phoneVerified: false, objective: null as string | null, taxId: null as string | null };

      const check = async (step: string) => {
        expect(await stored()).toEqual({ step, ...saved });
        for (const event of events) {
          if (allowed(step, event)) continue;
          const refused = await request(event);
          expect(refused.status, `${event.type} in ${step}`).toBe(409);
          expect(refused.headers.get('content-type')).toContain('application/problem+json');
          expect(refused.json).toMatchObject({ type: 'conflict', errors: [{ path: 'step', message: 'step_not_reached' }] });
          expect(await stored()).toEqual({ step, ...saved });
        }
      };

      await check('phone');
      for (const step of steps) {
        const response = await request(step.event);
        expect(response.status, JSON.stringify(response.json)).toBe(200);
        expect(response.json.signupStep).toBe(step.step);
        if (step.event.type === 'signup.phoneVerified') Object.assign(saved, { phone, phoneVerified: true });
        if (step.event.type === 'signup.questionnaireSaved') saved.objective = 'traffic';
        if (step.event.type === 'signup.profileSaved') saved.taxId = profile.taxId;
        await check(step.step);
      }
    });
  }
});
