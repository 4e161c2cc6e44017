import * as v from 'valibot';
import { checkStatusWithRetries, initialAuthContext, settleStatus, statusAttemptTimeoutMs, statusFailureOf, type AuthContext, type AuthEvent, type AuthStateValue, type SignInCredentials } from '#machines/screens/auth-session';
import { signInResponse, signOutResponse, statusResponse, type SignInResponse, type StatusResponse } from '#common/contracts/auth';
import type { AppConfigResponse } from '#common/contracts/config';
import { api } from '#client/api/client';
import { deleteCookie, readCookie, writeCookie } from '#client/api/cookies';
import type { AuthEdge } from './auth-machine-actor';

/** SPEC §4, §9: scope, uuid and the login flag live 24 hours. */
const sessionCookieMaxAge = 86_400;

/** What screens read of the auth state: an XState snapshot of the auth machine has this shape. */
export interface AuthSnapshot {
  value: AuthStateValue;
  context: AuthContext;
  matches: (value: AuthStateValue) => boolean;
}

/** The auth actor as the app uses it (the XState actor of auth.machine.ts fits it). */
export interface AuthActor {
  getSnapshot: () => AuthSnapshot;
  subscribe: (listener: (snapshot: AuthSnapshot) => void) => { unsubscribe: () => void };
  send: (event: AuthEvent) => void;
}

const askStatus = async (): Promise<StatusResponse> => v.parse(statusResponse, await api<unknown>('/sv_authauth/status', { timeout: statusAttemptTimeoutMs }));

/** The login status, asked again with backoff while no answer comes (decision 076). */
export const fetchStatus = (): Promise<StatusResponse> => checkStatusWithRetries(askStatus);

const signInPaths = {
  influencer: '/sv_authauth/signin/influencer',
  marketer: '/sv_authauth/marketer/authen/',
  admin: '/sv_authauth/admin/signin',
} as const;

async function signIn({ role, email, phone, password }: SignInCredentials): Promise<SignInResponse> {
  const body = role === 'influencer' && phone ? { phone, password } : { email, password };
  return v.parse(signInResponse, await api<unknown>(signInPaths[role], { method: 'POST', body }));
}

async function signOut(): Promise<void> {
  v.parse(signOutResponse, await api<unknown>('/sv_authauth/signout', { method: 'POST' }));
}

const snapshotOf = (value: AuthStateValue, context: AuthContext): AuthSnapshot => ({ value, context, matches: (state) => state === value });

/** Resolves with the first snapshot `predicate` accepts (XState's waitFor, without XState). */
export function waitForAuth(auth: AuthActor, predicate: (snapshot: AuthSnapshot) => boolean): Promise<AuthSnapshot> {
  return new Promise((resolve) => {
    const now = auth.getSnapshot();
    if (predicate(now)) return resolve(now);
    const subscription = auth.subscribe((snapshot) => {
      if (!predicate(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}

/**
 * Resolves once the auth actor handles events at once (its machine is loaded). A flow that sends
 * an event and then waits for the answer's state awaits this first, so it cannot see the state
 * from before its event. An actor without the method (a plain XState actor) is always ready.
 */
export function authReady(auth: AuthActor): Promise<void> {
  return (auth as Partial<DeferredAuthActor>).ready?.() ?? Promise.resolve();
}

interface DeferredAuthActor extends AuthActor {
  start: () => void;
  ready: () => Promise<void>;
}

/**
 * The one auth actor (STYLE §6), created once in main.tsx. Start-up (status check, then signed in
 * or out) follows the machine's rules from auth-session.ts without XState, so a public page's
 * first load carries neither XState nor the machine (decision 059). The first event after start-up
 * loads auth.machine.ts, which carries on from the state reached; events sent while the status is
 * checked are dropped, as the machine drops them. `initialStatus` lets start-up fire the status
 * call in parallel with the config call.
 */
export function createAuthActor(config: AppConfigResponse, initialStatus?: Promise<StatusResponse>): DeferredAuthActor {
  const names = config.cookies;
  const edge: AuthEdge = {
    fetchStatus,
    signIn,
    signOut,
    persistSession: (scope, uuid) => {
      writeCookie(names.scope, scope, sessionCookieMaxAge);
      writeCookie(names.uuid, uuid, sessionCookieMaxAge);
      writeCookie(names.loginFlag, 'true', sessionCookieMaxAge);
    },
    // SPEC §4: sign-out sets the flag to the string false, resets scope to open, clears uuid.
    clearSession: () => {
      writeCookie(names.loginFlag, 'false', sessionCookieMaxAge);
      writeCookie(names.scope, 'open', sessionCookieMaxAge);
      deleteCookie(names.uuid);
    },
  };
  const listeners = new Set<(snapshot: AuthSnapshot) => void>();
  let current = snapshotOf('checking', initialAuthContext(readCookie(names.loginFlag) === 'true'));
  let machine: AuthActor | undefined;
  let loading: Promise<void> | undefined;
  const queued: AuthEvent[] = [];
  const publish = (snapshot: AuthSnapshot) => {
    current = snapshot;
    for (const listener of [...listeners]) listener(snapshot);
  };
  // The machine's `checking` state, decided by the rule it uses too (settleStatus).
  const settle = (result: Parameters<typeof settleStatus>[1]) => {
    const next = settleStatus(current.context, result);
    if (next.clearSession) edge.clearSession();
    publish(snapshotOf(next.value, next.context));
  };
  const load = (): Promise<void> =>
    (loading ??= import('./auth-machine-actor').then(({ startAuthMachine }) => {
      const actor = startAuthMachine(current, edge);
      machine = actor;
      actor.subscribe(publish);
      publish(actor.getSnapshot());
      for (const event of queued.splice(0)) actor.send(event);
    }));
  const actor: DeferredAuthActor = {
    getSnapshot: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    send: (event) => {
      if (machine) return machine.send(event);
      if (current.matches('checking')) return;
      queued.push(event);
      load().catch((error: unknown) => console.error('[app] could not load the auth machine', error));
    },
    start: () => {
      const pending = initialStatus ?? fetchStatus();
      initialStatus = undefined;
      pending.then(settle, (error: unknown) => settle(statusFailureOf(error)));
    },
    ready: async () => {
      // While the status is checked the machine would drop events too: wait for it to settle.
      await waitForAuth(actor, (snapshot) => !snapshot.matches('checking'));
      await load();
    },
  };
  return actor;
}
