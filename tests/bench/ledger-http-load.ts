// Issue 31, decision 082: the ledger bench's HTTP load generator, in a process of its own so that
// the server's process pays for the server alone (undici's fetch and its streams were about a
// seventh of the shared process's CPU). Started by tests/bench/ledger.ts with LEDGER_HTTP_LOAD, a
// JSON of { url, origin, seconds, concurrency, draft }; prints one JSON line of what it measured.
// Each worker: top-up (bank transfer) → staff confirm → draft → publish (reserve) → close (release).
import { randomUUID } from 'node:crypto';
import { Client } from '../api/harness';

interface Load {
  url: string;
  origin: string;
  seconds: number;
  concurrency: number;
  password: string;
  /** The campaign draft's body (dates from the server's clock); each cycle names it anew. */
  draft: Record<string, unknown>;
}

const load = JSON.parse(process.env.LEDGER_HTTP_LOAD ?? 'null') as Load | null;
if (!load) {
  console.error('Started by tests/bench/ledger.ts, which gives LEDGER_HTTP_LOAD.');
  process.exit(2);
}

let address = 0;
async function signIn(email: string, path: string) {
  // The API tests' cookie jar (harness.ts's Client), as the in-process scenario used before.
  const client = new Client(load!, { ip: `198.18.1.${++address}` });
  const response = await client.post(path, { email, password: load!.password });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  return { post: client.post, id: response.json.uuid as string };
}

const marketers = await Promise.all(['brand@kolify.test', 'agency@kolify.test', 'individual@kolify.test'].map((email) => signIn(email, '/sv_authauth/marketer/authen/')));
const staff = await signIn('admin@kolify.test', '/sv_authauth/admin/signin');

// Signed in: wait for the bench's word, so that its CPU figures leave the sign-ins out.
console.log('ready');
await new Promise<void>((resolve) => {
  let said = '';
  process.stdin.setEncoding('utf8').on('data', (chunk: string) => {
    said += chunk;
    if (said.includes('go')) resolve();
  });
});

const samples: Record<string, number[]> = {};
const errors: string[] = [];
const cpuBefore = process.cpuUsage();
const until = Date.now() + load.seconds * 1000;

async function timed(
  name: string,
  request: () => Promise<{ status: number; text: string; json: Record<string, unknown> | undefined }>,
) {
  const started = performance.now();
  try {
    const response = await request();
    if (response.status >= 300) throw new Error(`${response.status} ${response.text.slice(0, 160)}`);
    (samples[name] ??= []).push(performance.now() - started);
    return response.json ?? null;
  } catch (error) {
    errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const key = () => ({ 'idempotency-key': `bench-${randomUUID()}` });
await Promise.all(
  Array.from({ length: load.concurrency }, async (_, index) => {
    const marketer = marketers[index % marketers.length]!;
    for (let cycle = 0; Date.now() < until; cycle += 1) {
      const payment = await timed('POST topups (bank transfer)', () => marketer.post(`/api/credits/marketers/${marketer.id}/topups`, { amount: 100_000, method: 'bank_transfer' }, key()));
      if (!payment) continue;
      if (!(await timed('POST payment confirm (staff)', () => staff.post(`/api/admin/payments/${payment.id as string}/actions`, { action: 'confirm' }, key())))) continue;
      const draft = await timed('POST campaigns (draft)', () =>
        marketer.post('/api/campaigns', {
          ...load.draft,
          name: `Ledger bench ${index}.${cycle}`,
        }),
      );
      if (!draft) continue;
      if (!(await timed('POST publish (reserve)', () => marketer.post(`/api/campaigns/${draft.id as string}/publish`, undefined, key())))) continue;
      await timed('POST close (release)', () => marketer.post(`/api/campaigns/${draft.id as string}/close`, undefined));
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
console.log(
  JSON.stringify({
    samples,
    errors,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  }),
);
