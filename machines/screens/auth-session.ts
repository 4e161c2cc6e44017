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

export type AuthStateValue = 'checking' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';

export const initialAuthContext = (loginFlag: boolean): AuthContext => ({ scope: 'open', uuid: '', user: null, loginFlag, error: null });

/** The status is trusted only when the stored login flag is set and it names a signed-in user. */
export const isSignedInStatus = (loginFlag: boolean, status: StatusResponse): boolean => loginFlag && status.scope !== 'open' && status.user !== null;

/** `resetToOpen`: the context of a signed-out session. */
export const openContext = (context: AuthContext): AuthContext => ({ ...context, scope: 'open', uuid: '', user: null });

/**
 * How a status check ends (the `checking` state), the one place both the XState-free start-up
 * (client/app/auth.ts) and the machine's `checking` state read it from: a trusted status signs
 * in with its scope, uuid and user; anything else (an untrusted status, or `null` when the call
 * failed) is signed out with an open context, and the stored session is cleared.
 */
export function settleStatus(context: AuthContext, status: StatusResponse | null): { value: 'signedIn' | 'signedOut'; context: AuthContext; clearSession: boolean } {
  if (status && isSignedInStatus(context.loginFlag, status)) {
    return { value: 'signedIn', context: { ...context, scope: status.scope, uuid: status.uuid, user: status.user }, clearSession: false };
  }
  return { value: 'signedOut', context: openContext(context), clearSession: true };
}

export const isSettled = (state: { matches: (value: 'checking' | 'signingIn' | 'signingOut') => boolean }) =>
  !state.matches('checking') && !state.matches('signingIn') && !state.matches('signingOut');
