import type { Scope } from '#common/enums';
import type { SessionUser, SignInResponse, StatusResponse } from '#common/contracts/auth';

/**
 * The auth lifecycle's types and the rules its start-up follows (SPEC §4 "Auth state"), without
 * XState: a public page settles the visitor's status with these alone and loads the machine
 * (auth.machine.ts) only when an event needs it (decision 059).
 */
export type SignInRole = 'influencer' | 'marketer' | 'admin';
export interface SignInCredentials {
  role: SignInRole;
  email?: string;
  phone?: string;
  password: string;
}

export interface AuthContext {
  scope: Scope;
  uuid: string;
  user: SessionUser | null;
  loginFlag: boolean;
  /** The refused sign-in's problem; an inactive account carries its status (`state`) and the staff's reason. */
  error: { type: string; retryAfter?: number; state?: string; reason?: string } | null;
}

export type AuthEvent =
  | { type: 'auth.signIn'; credentials: SignInCredentials }
  | { type: 'auth.signOut' }
  | { type: 'auth.refresh' }
  | { type: 'auth.expired' }
  /** A session the server already opened elsewhere (sign-up creates the member signed in): adopt it, no second sign-in. */
  | { type: 'auth.adopt'; session: SignInResponse };

/**
 * `unreachable`: a member's status check got no answer (decision 076). The stored session is kept
 * and nothing is trusted until an answer comes (a retry, `auth.refresh`, or the next page load).
 */
export type AuthStateValue = 'checking' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut' | 'unreachable';

export const initialAuthContext = (loginFlag: boolean): AuthContext => ({ scope: 'open', uuid: '', user: null, loginFlag, error: null });

/** The status is trusted only when the stored login flag is set and it names a signed-in user. */
export const isSignedInStatus = (loginFlag: boolean, status: StatusResponse): boolean => loginFlag && status.scope !== 'open' && status.user !== null;

/** `resetToOpen`: the context of a signed-out session. */
export const openContext = (context: AuthContext): AuthContext => ({ ...context, scope: 'open', uuid: '', user: null });

/**
 * A status check that ended without a status. `signedOut`: the server answered that the caller is
 * not signed in (401, 403, another 4xx it would not retry) — as definite as an open status.
 * `unreachable`: no answer came (offline, reset, timeout, a 5xx or 429 from a load balancer or a
 * restarting process, a body that is not a status): nothing is known about the session.
 */
export type StatusFailure = { failed: 'signedOut' | 'unreachable' };

/** Answers the server gives to say "ask again later" rather than "no" (SPEC §7's retried statuses). */
const notAnAnswer = new Set([408, 409, 425, 429]);

/** Reads a failed status call (an ofetch FetchError carries the response's `status`; a network error none). */
export function statusFailureOf(error: unknown): StatusFailure {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  const answered = typeof status === 'number' && status >= 400 && status < 500 && !notAnAnswer.has(status);
  return { failed: answered ? 'signedOut' : 'unreachable' };
}

/**
 * The status call's retries when no answer comes (decision 076): the waits between attempts, each
 * attempt being the API client's call with its own one retry (SPEC §7). About 2.5 s of waiting in
 * all, so a rolling restart behind the load balancer or a phone between cells is ridden out.
 */
export const statusRetryDelaysMs = [500, 2_000] as const;
/** One attempt gives up after this long: a hung connection counts as no answer. */
export const statusAttemptTimeoutMs = 8_000;

/**
 * Asks `fetch` for the status until it answers or the retries run out: a definite answer (a
 * status, or a refusal such as 401) ends it at once; a failure without an answer is retried after
 * each of `delays`. The last failure is thrown. Both the start-up without XState and the machine's
 * `checking` state call it through the same edge (client/app/auth.ts).
 */
export async function checkStatusWithRetries<T>(fetch: () => Promise<T>, delays: readonly number[] = statusRetryDelaysMs, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch();
    } catch (error) {
      if (attempt >= delays.length || statusFailureOf(error).failed !== 'unreachable') throw error;
      await wait(delays[attempt]!);
    }
  }
}

/**
 * How a status check ends (the `checking` state), the one place both the XState-free start-up
 * (client/app/auth.ts) and the machine's `checking` state read it from (decision 076):
 * - a trusted status signs in with its scope, uuid and user;
 * - an untrusted status, or a definite refusal, is signed out and the stored session is cleared
 *   (SPEC §4);
 * - no answer, for a member with the stored login flag, is `unreachable`: the scope in memory is
 *   open (SPEC §4 "on failure the scope resets to open") but the stored session is kept, so the
 *   next answer signs them in again. A visitor without the flag has no session to keep: signed out.
 */
export function settleStatus(context: AuthContext, result: StatusResponse | StatusFailure): { value: 'signedIn' | 'signedOut' | 'unreachable'; context: AuthContext; clearSession: boolean } {
  if ('failed' in result) {
    if (result.failed === 'unreachable' && context.loginFlag) return { value: 'unreachable', context: openContext(context), clearSession: false };
    return { value: 'signedOut', context: openContext(context), clearSession: true };
  }
  if (isSignedInStatus(context.loginFlag, result)) {
    return { value: 'signedIn', context: { ...context, scope: result.scope, uuid: result.uuid, user: result.user }, clearSession: false };
  }
  return { value: 'signedOut', context: openContext(context), clearSession: true };
}

/**
 * Signed in or signed out, known: what guards wait for. `unreachable` is not settled: a guard
 * waits through it (the shell offers a retry) rather than sending a member to sign in.
 */
export const isSettled = (state: { matches: (value: 'checking' | 'signingIn' | 'signingOut' | 'unreachable') => boolean }) =>
  !state.matches('checking') && !state.matches('signingIn') && !state.matches('signingOut') && !state.matches('unreachable');
