import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestServer } from '../api/harness';
import { fromSchema } from './arbitraries';
import { expectations, type Audience } from './authz-expectations';
import { keepSignedIn, principals, readOperations, signIn, startProofServer, type Identity, type Operation, type Principal } from './harness';

/**
 * Suite 2 (issue 16): every operation of /openapi.json × every principal × {own id, another's id}.
 * A leak is a principal getting past a role check it should not pass, or acting on another
 * member's record (anything but 404 on another's id). Prints the matrix size and the leaks.
 */

const roleOf: Record<Principal, Audience | 'anonymous' | 'support'> = { anonymous: 'anonymous', influencerA: 'influencer', influencerB: 'influencer', manager: 'influencer', marketerA: 'marketer', marketerB: 'marketer', staff: 'admin', support: 'support' };
/** Whose account "another's id" names, per principal (the anonymous visitor: a member's). */
const otherOf: Record<Principal, Principal> = { anonymous: 'marketerA', influencerA: 'influencerB', influencerB: 'influencerA', manager: 'influencerA', marketerA: 'marketerB', marketerB: 'marketerA', staff: 'influencerA', support: 'influencerA' };
const ownOf: Record<Principal, Principal> = { ...Object.fromEntries(principals.map((p) => [p, p])), anonymous: 'influencerA' } as Record<Principal, Principal>;

let server: TestServer;
let operations: Operation[];
const identities = new Map<Principal, Identity>();
/** Real ids of the records behind each collection (e.g. the first post of GET /api/admin/content/posts). */
const realIds = new Map<string, string>();

beforeAll(async () => {
  server = await startProofServer();
  operations = await readOperations(server);
  for (const principal of principals) identities.set(principal, await signIn(server, principal));
  // A role check missing on GET /posts/{id} only shows with an id that exists: read them as staff.
  for (const operation of operations.filter((item) => item.method === 'GET' && !item.path.includes('{'))) {
    const response = await fetch(`${server.url}${operation.path}`, { headers: { authorization: `Bearer ${identities.get('staff')!.token}` } });
    if (!/json/.test(response.headers.get('content-type') ?? '')) continue;
    const id = firstId(await response.json().catch(() => null));
    if (id !== undefined) realIds.set(operation.path.replace(/\/$/, ''), id);
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function firstId(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstId(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' || typeof record.id === 'number') return String(record.id);
    for (const item of Object.values(record)) {
      if (item && typeof item === 'object') {
        const found = firstId(item);
        if (found !== undefined) return found;
      }
    }
  }
  return undefined;
}

/** One fixed, schema-valid example (the same every run). */
const example = (schema: Parameters<typeof fromSchema>[0], key: string) => fc.sample(fromSchema(schema), { seed: key.length * 7919, numRuns: 1 })[0];

function requestFor(operation: Operation, principal: Principal, column: 'own' | 'other') {
  const row = expectations[operation.key]!;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === row.ownerParam) return identities.get(column === 'own' ? ownOf[principal] : otherOf[principal])!.uuid!;
    const collection = operation.path.slice(0, operation.path.indexOf(`{${name}}`)).replace(/\/$/, '');
    const real = realIds.get(collection);
    if (real !== undefined) return encodeURIComponent(real);
    const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
    return encodeURIComponent(String(example(parameter?.schema ?? { type: 'string' }, `${operation.key}${name}`)));
  });
  const query = operation.parameters
    .filter((item) => item.in === 'query' && item.required)
    .map((item) => `${item.name}=${encodeURIComponent(String(example(item.schema, `${operation.key}${item.name}`)))}`)
    .join('&');
  const body = operation.method === 'GET' ? undefined : JSON.stringify(operation.body ? example(operation.body, operation.key) : {});
  return { url: `${path}${query ? `?${query}` : ''}`, body };
}

test('every operation of /openapi.json has a row in tests/proof/authz-expectations.ts', () => {
  const missing = operations.map((operation) => operation.key).filter((key) => !(key in expectations));
  const stale = Object.keys(expectations).filter((key) => !operations.some((operation) => operation.key === key));
  expect(missing, `Add a row (who may call it, and which path parameter is the caller's own id) for: ${missing.join('; ')}`).toEqual([]);
  expect(stale, `These rows name operations that no longer exist: ${stale.join('; ')}`).toEqual([]);
});

test('authorisation matrix: no principal passes a role check or reaches another member’s record', async () => {
  const started = performance.now();
  const leaks: string[] = [];
  const errors: string[] = [];
  const histogram = new Map<string, number>();
  let cells = 0;
  let refusedBeforeRoleCheck = 0;
  const openAnswers = new Map<string, number>();
  // Deletions last, so every other cell still finds the records they would remove.
  const ordered = [...operations.filter((item) => item.method !== 'DELETE'), ...operations.filter((item) => item.method === 'DELETE')].filter((item) => item.key in expectations);

  for (const operation of ordered) {
    const row = expectations[operation.key]!;
    for (const principal of principals) {
      for (const column of row.ownerParam ? (['own', 'other'] as const) : (['own'] as const)) {
        const identity = identities.get(principal)!;
        const { url, body } = requestFor(operation, principal, column);
        const response = await fetch(`${server.url}${url}`, {
          method: operation.method,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${principals.indexOf(principal)}.${cells % 250}`, ...(identity.token ? { authorization: `Bearer ${identity.token}` } : {}) },
          body,
          redirect: 'manual',
        });
        await response.arrayBuffer();
        cells += 1;
        const status = response.status;
        histogram.set(String(status), (histogram.get(String(status)) ?? 0) + 1);
        const cell = `${principal} × ${operation.key} × ${column} id → ${status}`;
        if (status >= 500) errors.push(cell);
        const role = roleOf[principal];
        const allowed =
          row.who === 'everyone' ||
          role === row.who ||
          (row.who === 'member' && (role === 'influencer' || role === 'marketer')) ||
          (row.who === 'staff' && (role === 'admin' || role === 'support'));
        if (!allowed) {
          if (status === 400 || status === 415) refusedBeforeRoleCheck += 1;
          // 404 on another's id is the answer an owner check gives before the role check; fine.
          else if (!(status === 401 || status === 403 || (status === 404 && column === 'other'))) leaks.push(`${cell}: reached an endpoint of ${row.who}`);
        } else if (row.ownerParam && column === 'other') {
          if (!(status === 404 || status === 400 || status === 415 || status === 429)) leaks.push(`${cell}: acted on another member's record (404 required)`);
        }
        // Only a request that succeeded can have ended the session (sign-out, deactivation).
        if (row.ownerParam && row.who === 'everyone') {
          // An open operation that names an account (password reset) must answer the same for
          // anyone's id, or it tells a stranger which address belongs to which account.
          const key = `${operation.key} ${principal}`;
          const seen = openAnswers.get(key);
          if (seen === undefined) openAnswers.set(key, status);
          else if (seen !== status) leaks.push(`${cell}: answers ${seen} for one's own id and ${status} for another's (an oracle)`);
        }
        if (operation.method !== 'GET' && status < 300) await keepSignedIn(server, identities, principal);
      }
    }
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `authz: ${cells} cells = ${ordered.length} operations × ${principals.length} principals × (own and another's id where the operation names an account) in ${seconds} s`,
      `authz: statuses ${[...histogram].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key}: ${count}`).join(', ')}`,
      `authz: ${refusedBeforeRoleCheck} refused as bad input before the role check`,
      `authz: ${leaks.length} leaks, ${errors.length} server errors`,
      ...leaks.map((leak) => `AUTHZ LEAK: ${leak}`),
      ...errors.map((error) => `AUTHZ 5xx: ${error}`),
    ].join('\n'),
  );
  expect(leaks).toEqual([]);
  expect(errors).toEqual([]);
});
