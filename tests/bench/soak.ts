// Issue 16, suite 5: the soak. 50 simulated people (40 influencers, 10 marketer sessions) use
// Kolify at once for a bounded time against the real server on PostgreSQL: they sign in,
// browse, apply, get chosen, accept, post their link and have it approved — the job path with
// its money moving in the ledger. Prints requests, statuses and latency percentiles per step;
// the verdict is 0 errors (a 5xx, a refused connection, or a status the step never answers).
//
// Run by `npm run bench` (BENCH_PARTS=soak alone) inside a throwaway PostgreSQL cluster:
//   bash tests/scripts/with-postgres.sh tsx tests/bench/soak.ts
// SOAK_SECONDS (default 300) bounds it; SOAK_INFLUENCERS / SOAK_MARKETERS change the crowd.
import { count, eq, inArray } from 'drizzle-orm';
import { influencerProfiles, jobs, users } from '../../src/server/db/schema/index';
import { platformAccount } from '../../src/server/ledger/ledger';
import { grantCredit } from '../../src/server/services/credits';
import { Client, demoPassword, startTestServer, type TestServer } from '../api/harness';
import { signUp } from '../api/influencer-helpers';
import { addChannel } from '../api/channel-rows';

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const influencerCount = Number(process.env.SOAK_INFLUENCERS ?? 40);
const marketerCount = Number(process.env.SOAK_MARKETERS ?? 10);
const marketerEmails = ['brand@kolify.test', 'agency@kolify.test', 'individual@kolify.test'];

if (!process.env.TEST_DATABASE_URL) {
  console.error('The soak runs on PostgreSQL: bash tests/scripts/with-postgres.sh tsx tests/bench/soak.ts');
  process.exit(2);
}

interface Sample {
  step: string;
  status: number | 'no answer';
  ms: number;
}
const samples: Sample[] = [];
const errors: string[] = [];

/**
 * One request, timed. `expected` lists the statuses this step may answer besides 2xx: a race
 * another person can win (a seat taken, a job that moved on) answers 409 by design.
 */
async function step(client: Client, step: string, method: string, path: string, body?: unknown, expected: number[] = [], headers: Record<string, string> = {}) {
  const started = performance.now();
  try {
    const response = await client.request(method, path, body, headers);
    samples.push({ step, status: response.status, ms: performance.now() - started });
    if (response.status >= 300 && !expected.includes(response.status)) errors.push(`${step}: ${method} ${path} → ${response.status} ${response.text.slice(0, 200)}`);
    return response;
  } catch (error) {
    samples.push({ step, status: 'no answer', ms: performance.now() - started });
    errors.push(`${step}: ${method} ${path} → ${String(error)}`);
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => pause(150 + Math.random() * 350);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let keys = 0;
const idempotencyKey = () => ({ 'idempotency-key': `soak-${process.pid}-${++keys}` });

async function signIn(client: Client, role: 'influencer' | 'marketer', email: string, password: string) {
  const path = role === 'influencer' ? '/sv_authauth/signin/influencer' : '/sv_authauth/marketer/authen/';
  return step(client, 'sign in', 'POST', path, { email, password });
}

interface Person {
  client: Client;
  email: string;
  password: string;
  channelId?: string;
}

async function influencerLoop(server: TestServer, person: Person, until: number) {
  const applied = new Set<string>();
  for (let round = 0; Date.now() < until; round += 1) {
    if (round % 15 === 0) {
      if (round > 0) await step(person.client, 'sign out', 'POST', '/sv_authauth/signout');
      await signIn(person.client, 'influencer', person.email, person.password);
    }
    await step(person.client, 'browse', 'GET', '/sv_authauth/status');
    await step(person.client, 'browse', 'GET', '/api/campaigns/public/job?page=1&perPage=6');
    if (round % 3 === 0) await step(person.client, 'browse', 'GET', '/api/blogs/lang/th?limit=5&perPage=5');
    const market = await step(person.client, 'browse', 'GET', '/api/jobs/public?limit=20');
    const mine = await step(person.client, 'my jobs', 'GET', '/api/jobs');
    for (const job of (mine?.json?.items ?? []) as { id: string; status: string }[]) {
      if (Date.now() >= until) break;
      // The marketer may cancel or the campaign close in between: 409 is the machine refusing a job that moved on.
      if (job.status === 'ASSIGN') await step(person.client, 'accept', 'POST', `/api/jobs/${job.id}/events`, { type: 'job.accept', expectedStatus: 'ASSIGN' }, [409]);
      else if (job.status === 'READY') await step(person.client, 'post', 'POST', `/api/jobs/${job.id}/events`, { type: 'job.submitPost', postUrl: `https://www.instagram.com/p/soak${job.id.slice(0, 8)}`, expectedStatus: 'READY' }, [409]);
      else if (job.status === 'INSIGHT')
        await step(person.client, 'insight', 'POST', `/api/jobs/${job.id}/events`, { type: 'job.submitInsight', insight: { reach: 1200, impressions: 1800, engagement: 95 }, expectedStatus: 'INSIGHT' }, [409]);
    }
    const open = ((market?.json?.items ?? []) as { campaign: { id: string }; jobId: string | null }[]).filter((item) => item.jobId === null && !applied.has(item.campaign.id)).map((item) => item.campaign.id);
    const target = open[Math.floor(Math.random() * open.length)];
    if (target && person.channelId) {
      applied.add(target);
      // A campaign can close (its marketer ends it) between the list and the apply: 404/409.
      await step(person.client, 'apply', 'POST', '/api/jobs/apply', { campaignId: target, channelId: person.channelId }, [404, 409]);
    }
    await think();
  }
}

async function marketerLoop(person: Person, until: number) {
  for (let round = 0; Date.now() < until; round += 1) {
    if (round % 15 === 0) {
      if (round > 0) await step(person.client, 'sign out', 'POST', '/sv_authauth/signout');
      await signIn(person.client, 'marketer', person.email, person.password);
    }
    const list = await step(person.client, 'my campaigns', 'GET', '/api/campaigns?limit=20');
    const campaigns = ((list?.json?.items ?? []) as { id: string; status: string }[]).filter((campaign) => campaign.status === 'published');
    if (campaigns.length < 2) {
      const created = await step(person.client, 'create campaign', 'POST', '/api/campaigns', {
        visibility: 'public',
        funding: 'credit',
        name: `Soak campaign ${round}`,
        briefHtml: '<p>Show the product in daylight.</p>',
        objective: 'awareness',
        channelTypes: ['INSTAGRAM'],
        postTypes: ['reel'],
        tier: 'micro',
        interests: [],
        influencerCount: 5,
        pricePerInfluencerMinor: 100_000,
        packageOfferId: null,
        productShipping: false,
        applyBy: inDays(10),
        postFrom: inDays(12),
        postTo: inDays(20),
        hashtags: ['soak'],
        couponCode: null,
        dos: [],
        donts: [],
        attachments: [],
      });
      if (created?.json?.id) await step(person.client, 'publish', 'POST', `/api/campaigns/${created.json.id}/publish`, undefined, [], idempotencyKey());
    }
    for (const campaign of campaigns) {
      if (Date.now() >= until) break;
      const jobs = await step(person.client, 'campaign jobs', 'GET', `/api/campaigns/${campaign.id}/jobs`);
      for (const job of (jobs?.json?.items ?? []) as { id: string; status: string }[]) {
        // Two sessions of one marketer race for the same job, and seats run out: 409 by design.
        if (job.status === 'MATCHED') await step(person.client, 'select', 'POST', `/api/jobs/${job.id}/events`, { type: 'job.select', expectedStatus: 'MATCHED' }, [409]);
        else if (job.status === 'SUBMIT') await step(person.client, 'approve', 'POST', `/api/jobs/${job.id}/events`, { type: 'job.approve', expectedStatus: 'SUBMIT' }, [409]);
      }
      // A campaign whose seats are all taken is closed so new ones open for the crowd.
      const items = (jobs?.json?.items ?? []) as { status: string }[];
      if (items.filter((job) => ['COMPLETED', 'INSIGHT'].includes(job.status)).length >= 5) await step(person.client, 'close', 'POST', `/api/campaigns/${campaign.id}/close`, undefined, [409]);
    }
    await think();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const setupStarted = performance.now();
const server = await startTestServer({ TRUST_PROXY: 'true' });
const influencers: Person[] = [];
for (let i = 0; i < influencerCount; i += 1) {
  const { client, email, uuid } = await signUp(server, { ip: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` });
  await server.database.db.update(influencerProfiles).set({ firstNameEn: 'Soak', lastNameEn: `Influencer ${i}` }).where(eq(influencerProfiles.userId, uuid));
  const channel = await addChannel(server, uuid);
  influencers.push({ client, email, password: 'Jasmine rice at dawn 42', channelId: channel.id });
}
const marketers: Person[] = [];
for (let i = 0; i < marketerCount; i += 1) {
  const email = marketerEmails[i % marketerEmails.length]!;
  marketers.push({ client: new Client(server, { ip: `10.78.0.${i + 1}` }), email, password: demoPassword });
}
for (const row of await server.database.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, marketerEmails))) {
  await server.database.db.transaction((tx) =>
    grantCredit(tx, server.deps, { marketerId: row.id, amount: 100_000_000, currency: 'THB', source: platformAccount('payment_clearing', 'THB'), reference: `soak:${row.email}` }),
  );
}
console.log(`Soak setup: ${influencerCount} influencers signed up over HTTP, ${marketerCount} marketer sessions on ${marketerEmails.length} accounts, in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

const started = Date.now();
const until = started + seconds * 1000;
await Promise.all([...influencers.map((person) => influencerLoop(server, person, until)), ...marketers.map((person) => marketerLoop(person, until))]);
const elapsed = (Date.now() - started) / 1000;

const statuses = new Map<string, number>();
for (const sample of samples) statuses.set(String(sample.status), (statuses.get(String(sample.status)) ?? 0) + 1);
const bySteps = new Map<string, number[]>();
for (const sample of samples) bySteps.set(sample.step, [...(bySteps.get(sample.step) ?? []), sample.ms]);
const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
const [{ completed }] = (await server.database.db.select({ completed: count() }).from(jobs).where(eq(jobs.status, 'COMPLETED'))) as [{ completed: number }];

console.log(`\nSoak — ${influencerCount + marketerCount} people for ${elapsed.toFixed(0)} s on PostgreSQL (server and crowd in one process)`);
console.table(
  [...bySteps].map(([name, times]) => {
    const sorted = times.sort((a, b) => a - b);
    return { step: name, requests: sorted.length, 'p50 ms': Math.round(percentile(sorted, 50)), 'p99 ms': Math.round(percentile(sorted, 99)), 'max ms': Math.round(sorted.at(-1) ?? 0) };
  }),
);
console.log(`requests: ${samples.length} (${(samples.length / elapsed).toFixed(0)}/s); statuses: ${[...statuses].map(([key, count]) => `${key}: ${count}`).join(', ')}; jobs completed: ${completed}`);
console.log(`all steps: p50 ${Math.round(percentile(all, 50))} ms, p99 ${Math.round(percentile(all, 99))} ms`);
for (const line of [...new Set(errors)].slice(0, 20)) console.log(`ERROR ${line}`);
console.log(errors.length === 0 ? 'soak: 0 errors' : `soak: ${errors.length} ERRORS`);
await server.close();
process.exit(errors.length === 0 ? 0 : 1);
