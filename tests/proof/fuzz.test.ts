import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestServer } from '../api/harness';
import { encodeLoose, fromSchema, requestFor, type FuzzRequest, type PathValue } from './arbitraries';
import { isProblem, keepSignedIn, readOperations, signIn, startProofServer, type Identity, type JsonSchema, type Operation, type Principal } from './harness';

/**
 * Suite 1 (issue 16): every operation of /openapi.json, valid requests built from its schema and
 * mutated ones, as each role. Fails on any 5xx, any 4xx that is not problem+json, and any request
 * that gets no answer. Seeded: FUZZ_SEED=<n> replays a run; FUZZ_REQUESTS sets the budget.
 */

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const budget = Number(process.env.FUZZ_REQUESTS ?? 10_500);
const concurrency = 8;
const roles: Principal[] = ['anonymous', 'influencerA', 'marketerA', 'staff'];
/** Whose record "another's id" means, per role. */
const otherOf: Record<Principal, Principal> = { anonymous: 'influencerA', influencerA: 'influencerB', influencerB: 'influencerA', manager: 'influencerA', marketerA: 'marketerB', marketerB: 'marketerA', staff: 'influencerA', support: 'influencerA' };

let server: TestServer;
let operations: Operation[];
const identities = new Map<Principal, Identity>();
/** Ids seen in list answers before the run (sorted, so a seed picks the same ones again). */
let pool: string[] = [];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

beforeAll(async () => {
  server = await startProofServer();
  operations = await readOperations(server);
  for (const principal of [...roles, 'influencerB', 'marketerB'] as Principal[]) identities.set(principal, await signIn(server, principal));
  const harvestStarted = performance.now();
  pool = await harvestIds();
  console.log(`fuzz: ${operations.length} operations; ${pool.length} ids harvested in ${((performance.now() - harvestStarted) / 1000).toFixed(1)} s`);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** GETs every operation that needs no path parameter, as each role, and keeps the ids it sees. */
async function harvestIds(): Promise<string[]> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (/^(id|uuid|slug|key|code)$/i.test(key) && (typeof item === 'string' || typeof item === 'number')) found.add(String(item));
        else walk(item);
      }
    }
  };
  for (const operation of operations.filter((item) => item.method === 'GET' && !item.path.includes('{'))) {
    for (const role of roles) {
      const response = await fetch(`${server.url}${operation.path}`, { headers: headersFor(identities.get(role)!) });
      if (/json/.test(response.headers.get('content-type') ?? '')) walk(await response.json().catch(() => null));
    }
  }
  for (const identity of identities.values()) if (identity.uuid) found.add(identity.uuid);
  return [...found].sort();
}

function headersFor(identity: Identity, index = 0): Record<string, string> {
  return {
    // Each request its own address, so per-IP limits let the fuzz reach the code behind them.
    'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    ...(identity.token ? { authorization: `Bearer ${identity.token}` } : {}),
  };
}

function resolvePath(operation: Operation, values: Record<string, PathValue>, identity: Identity): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? { kind: 'own' };
    switch (value.kind) {
      case 'schema':
      case 'raw':
        return value.value;
      case 'own':
        return identity.uuid ?? identities.get('influencerA')!.uuid!;
      case 'other':
        return identities.get(otherOf[identity.principal])!.uuid!;
      case 'pool':
        return encodeURIComponent(pool[value.index % pool.length] ?? 'none');
    }
  });
}

function urlFor(operation: Operation, request: FuzzRequest, identity: Identity): string {
  const query = request.query.map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`);
  if (request.rawQuery) query.push(request.rawQuery);
  return `${resolvePath(operation, request.pathValues, identity)}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/**
 * Bodies no JSON-object contract can accept: not JSON, not an object (`[]` passed valibot's object
 * schema), or not sent as JSON. Answering them 2xx means the contract was not applied.
 */
function refusesBody(operation: Operation, request: FuzzRequest): boolean {
  if (operation.body?.type !== 'object') return false;
  if (request.mutation === 'bad_json' || request.mutation === 'not_an_object') return true;
  return request.mutation === 'content_type' && !/^application\/json\b/.test(request.contentType ?? '');
}

interface Failure {
  role: Principal;
  operation: string;
  mutation: string;
  method: string;
  url: string;
  contentType?: string;
  body?: string;
  status: number | string;
  why: string;
  answer: string;
}

test(
  `fuzz every operation of /openapi.json (seed ${seed})`,
  async () => {
    const started = performance.now();
    // A first valid request per operation and role finds the pairs a role check closes (401/403):
    // those get a few requests each, the open pairs share the rest of the budget.
    const gated = new Set<string>();
    for (const operation of operations) {
      for (const role of roles) {
        const [probe] = fc.sample(requestFor(operation).filter((request) => request.mutation === 'valid'), { seed: (seed ^ hash(`probe ${operation.key} ${role}`)) | 0, numRuns: 1 });
        const identity = identities.get(role)!;
        const response = await fetch(`${server.url}${urlFor(operation, probe!, identity)}`, { method: operation.method, headers: { ...headersFor(identity), ...(probe!.contentType ? { 'content-type': probe!.contentType } : {}) }, body: probe!.body, redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status === 401 || response.status === 403) gated.add(`${operation.key} ${role}`);
        if (operation.method !== 'GET' && response.status < 300) await keepSignedIn(server, identities, role);
      }
    }
    const perGated = 4;
    const open = operations.length * roles.length - gated.size;
    const perOpen = Math.max(1, Math.ceil((budget - gated.size * perGated) / Math.max(open, 1)));
    const histogram = new Map<string, number>();
    const byMutation = new Map<string, number>();
    const failures: Failure[] = [];
    let sent = 0;

    for (const operation of operations) {
      for (const role of roles) {
        const requests = fc.sample(requestFor(operation), { seed: (seed ^ hash(`${operation.key} ${role}`)) | 0, numRuns: gated.has(`${operation.key} ${role}`) ? perGated : perOpen });
        let next = 0;
        const worker = async () => {
          while (next < requests.length) {
            const request = requests[next++]!;
            const identity = identities.get(role)!;
            const url = urlFor(operation, request, identity);
            const headers = headersFor(identity, sent);
            if (request.contentType) headers['content-type'] = request.contentType;
            sent += 1;
            byMutation.set(request.mutation, (byMutation.get(request.mutation) ?? 0) + 1);
            const failure = (status: number | string, why: string, answer: string) =>
              failures.push({ role, operation: operation.key, mutation: request.mutation, method: operation.method, url: url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url, contentType: request.contentType, body: request.body && request.body.length > 300 ? `${request.body.slice(0, 300)}… (${request.body.length} chars)` : request.body, status, why, answer: answer.slice(0, 300) });
            try {
              const response = await fetch(`${server.url}${url}`, { method: operation.method, headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
              const text = await response.text();
              const key = String(response.status);
              histogram.set(key, (histogram.get(key) ?? 0) + 1);
              if (response.status >= 500) failure(response.status, '5xx', text);
              else if (response.status < 300 && refusesBody(operation, request)) failure(response.status, 'accepted a body its contract refuses', text);
              else if (response.status >= 400) {
                const why = isProblem(response.headers.get('content-type'), text, response.status);
                if (why) failure(response.status, `4xx not problem+json: ${why}`, text);
              }
            } catch (error) {
              histogram.set('no answer', (histogram.get('no answer') ?? 0) + 1);
              failure('no answer', String(error), '');
            }
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
        if (operation.method !== 'GET') await keepSignedIn(server, identities, role);
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const sorted = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key}: ${count}`).join(', ');
    console.log(
      [
        `fuzz: ${sent} requests to ${operations.length} operations × ${roles.length} roles (${open} pairs open, ${perOpen} requests each; ${gated.size} closed by a role check, ${perGated} each) in ${seconds} s (seed ${seed}; replay with FUZZ_SEED=${seed})`,
        `fuzz: statuses ${sorted(histogram)}`,
        `fuzz: mutations ${sorted(byMutation)}`,
        `fuzz: ${failures.length} failures`,
      ].join('\n'),
    );
    if (failures.length > 0) {
      // One line per distinct (operation, status, reason), with the first request that showed it.
      const distinct = new Map<string, { first: Failure; count: number }>();
      for (const item of failures) {
        const key = `${item.operation} → ${item.status} (${item.why})`;
        const entry = distinct.get(key);
        if (entry) entry.count += 1;
        else distinct.set(key, { first: item, count: 1 });
      }
      for (const [key, { first, count }] of distinct) {
        console.log(`FUZZ FAILURE ×${count}: ${key}\n  as ${first.role}, ${first.mutation}: ${first.method} ${first.url}${first.contentType !== undefined ? `\n  content-type: ${first.contentType}` : ''}${first.body !== undefined ? `\n  body: ${first.body}` : ''}\n  answer: ${first.answer}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(Math.min(budget, 10_000));
    expect(failures.map((item) => `${item.operation} → ${item.status} (${item.why})`).filter((item, index, all) => all.indexOf(item) === index)).toEqual([]);
  },
  // ~30 s on a quiet 2-core machine, several minutes when seven engineers share it; the run prints its duration.
  900_000,
);

/** Every place in a body schema that takes a number (an integer column behind most of them). */
function numberPaths(schema: JsonSchema | undefined, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (!schema || depth > 6) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap((item) => numberPaths(item, path, depth + 1)).filter((found, index, all) => all.findIndex((other) => other.join('.') === found.join('.')) === index);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return [path];
  if (types.includes('array')) return numberPaths(schema.items, [...path, 0], depth + 1);
  if (types.includes('object')) return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => numberPaths(value, [...path, key], depth + 1));
  return [];
}

/** A copy of `value` with `number` at `path`, building the objects and arrays on the way. */
function withNumberAt(value: unknown, path: (string | number)[], number: number): unknown {
  if (path.length === 0) return number;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = withNumberAt(list[head], rest, number);
    return list;
  }
  const record = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  record[head!] = withNumberAt(record[head!], rest, number);
  return record;
}

test(
  'every JSON body nested 2,000 deep, and every number field beyond a 32-bit column, answers 4xx problem+json (issue 26)',
  async () => {
    const outOfRange = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308];
    const failures: string[] = [];
    let sent = 0;
    const deep = `{"a":${'['.repeat(2_000)}${']'.repeat(2_000)}}`;
    for (const operation of operations.filter((item) => item.body)) {
      const [valid] = fc.sample(fromSchema(operation.body), { seed: hash(operation.key) | 0, numRuns: 1 });
      const bodies = [deep, ...numberPaths(operation.body).flatMap((path) => outOfRange.map((number) => JSON.stringify(withNumberAt(valid, path, number))))];
      for (const role of roles) {
        const identity = identities.get(role)!;
        const url = resolvePath(operation, {}, identity);
        for (const body of bodies) {
          sent += 1;
          const response = await fetch(`${server.url}${url}`, { method: operation.method, headers: { ...headersFor(identity, sent), 'content-type': 'application/json' }, body, redirect: 'manual' });
          const text = await response.text();
          if (response.status >= 500) failures.push(`${role} ${operation.key} → ${response.status}: ${body.slice(0, 120)} → ${text.slice(0, 200)}`);
          else if (response.status >= 400 && isProblem(response.headers.get('content-type'), text, response.status)) failures.push(`${role} ${operation.key} → ${response.status} not problem+json`);
        }
        if (operation.method !== 'GET') await keepSignedIn(server, identities, role);
      }
    }
    console.log(`fuzz: ${sent} deep-nesting and out-of-range requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
  },
  900_000,
);
