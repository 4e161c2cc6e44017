import { eq } from 'drizzle-orm';
import { users, influencerProfiles } from '#server/db/schema/index';
import { hashPassword } from '#server/services/password';
import { startTestServer, demoPassword, type TestServer } from '../api/harness';

/**
 * The proof suites (fuzz, authorisation matrix) read the API from its own /openapi.json, so an
 * endpoint another engineer adds tomorrow is covered without anyone touching these files.
 */

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. /sv_influ_api/influ/profile/general/{id} */
  path: string;
  /** "GET /sv_influ_api/influ/profile/general/{id}": the key of the expectations table. */
  key: string;
  parameters: Parameter[];
  /** JSON schema of an application/json body, when the operation takes one. */
  body?: JsonSchema;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};

type OpenApiDocument = { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };

export async function readOperations(server: TestServer): Promise<Operation[]> {
  const response = await fetch(`${server.url}/openapi.json`);
  if (!response.ok) throw new Error(`/openapi.json answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}`, parameters: operation.parameters ?? [], ...(body ? { body } : {}) });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/** Every principal of the authorisation matrix. The fuzz signs in as a subset. */
export const principals = ['anonymous', 'influencerA', 'influencerB', 'manager', 'marketerA', 'marketerB', 'staff', 'support'] as const;
export type Principal = (typeof principals)[number];

interface Account {
  email: string;
  signIn: string;
}

const accounts: Record<Exclude<Principal, 'anonymous'>, Account> = {
  influencerA: { email: 'influencer@kolify.test', signIn: '/sv_authauth/signin/influencer' },
  // The demo data has one plain influencer; B is made here, exactly like A but with its own records.
  influencerB: { email: 'influencer-b@kolify.test', signIn: '/sv_authauth/signin/influencer' },
  manager: { email: 'manager@kolify.test', signIn: '/sv_authauth/signin/influencer' },
  marketerA: { email: 'brand@kolify.test', signIn: '/sv_authauth/marketer/authen/' },
  marketerB: { email: 'agency@kolify.test', signIn: '/sv_authauth/marketer/authen/' },
  staff: { email: 'admin@kolify.test', signIn: '/sv_authauth/admin/signin' },
  support: { email: 'support@kolify.test', signIn: '/sv_authauth/admin/signin' },
};

export interface Identity {
  principal: Principal;
  /** Bearer token; null for the anonymous visitor. */
  token: string | null;
  uuid: string | null;
}

export async function addInfluencerB(server: TestServer): Promise<void> {
  const db = server.database.db;
  const passwordHash = await hashPassword(demoPassword, server.config.passwordHashCost);
  const [user] = await db
    .insert(users)
    .values({ email: accounts.influencerB.email, phone: '+66810000099', role: 'influencer', displayName: 'Influencer B', locale: 'en', isTalentManager: false, marketerType: null, passwordHash })
    .returning({ id: users.id });
  await db.insert(influencerProfiles).values({ userId: user!.id, referralCode: 'PROOFB01', consentAcceptedAt: new Date(), country: 'TH', nationality: 'TH', notificationLanguage: 'en' });
}

/** Signs a principal in (as an API client: no Origin, so the answer carries a Bearer token). */
export async function signIn(server: TestServer, principal: Principal): Promise<Identity> {
  if (principal === 'anonymous') return { principal, token: null, uuid: null };
  const account = accounts[principal];
  const response = await fetch(`${server.url}${account.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.255.0.${principals.indexOf(principal)}` },
    body: JSON.stringify({ email: account.email, password: demoPassword }),
  });
  const body = (await response.json()) as { token?: string; uuid?: string };
  if (response.status !== 200 || !body.token) throw new Error(`${principal} could not sign in: ${response.status} ${JSON.stringify(body)}`);
  return { principal, token: body.token, uuid: body.uuid! };
}

/** A server for the proof suites: a fresh database with the demo data and influencer B. */
export async function startProofServer(): Promise<TestServer> {
  // Each fuzzed request comes from its own address, so per-IP limits do not stop it at the door.
  const server = await startTestServer({ TRUST_PROXY: 'true' });
  await addInfluencerB(server);
  return server;
}

export function isProblem(contentType: string | null, text: string, status: number): string | null {
  if (!/^application\/problem\+json\b/.test(contentType ?? '')) return `content-type is ${contentType ?? 'missing'}`;
  try {
    const body = JSON.parse(text) as { type?: unknown; status?: unknown; title?: unknown };
    if (typeof body.type !== 'string' || typeof body.title !== 'string') return 'problem body lacks type or title';
    if (body.status !== status) return `problem status ${String(body.status)} differs from HTTP ${status}`;
    return null;
  } catch {
    return 'problem body is not JSON';
  }
}

/**
 * The suites may end a principal's session themselves (sign-out, deactivation, a password
 * change): sign in again, reactivating the account if needed, so the principal keeps its rights.
 */
export async function keepSignedIn(server: TestServer, identities: Map<Principal, Identity>, principal: Principal): Promise<void> {
  const identity = identities.get(principal)!;
  if (!identity.token) return;
  const response = await fetch(`${server.url}/sv_authauth/status`, { headers: { authorization: `Bearer ${identity.token}` } });
  const status = (await response.json()) as { scope: string };
  if (status.scope !== 'open') return;
  const passwordHash = await hashPassword(demoPassword, server.config.passwordHashCost);
  await server.database.db.update(users).set({ status: 'active', passwordHash }).where(eq(users.id, identity.uuid!));
  identities.set(principal, await signIn(server, principal));
}
