import { assign, fromPromise, setup } from 'xstate';
import type { Scope } from '#common/enums';
import type { SignInResponse, StatusResponse } from '#common/contracts/auth';
import { initialAuthContext, openContext, settleStatus, statusFailureOf, type AuthContext, type AuthEvent, type SignInCredentials } from './auth-session';

export { isSettled } from './auth-session';
export type { AuthContext, AuthEvent, SignInCredentials, SignInRole } from './auth-session';

/**
 * The auth lifecycle (SPEC §4 "Auth state"). Starts open, fetches the login status on
 * app start, trusts the status scope only when the stored login flag is set, and
 * resets to open on failure or sign-out. A check that gets no answer (the edge has retried it)
 * leaves a member `unreachable` with the stored session kept, until `auth.refresh` asks again
 * (decision 076). Cookies and the API are provided at the edge.
 * Its start-up rules live in auth-session.ts, which the client's first load uses without XState.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { loginFlag: boolean },
  },
  actors: {
    fetchStatus: fromPromise<StatusResponse>(async () => {
      throw new Error('fetchStatus is provided at the edge');
    }),
    signIn: fromPromise<SignInResponse, SignInCredentials>(async () => {
      throw new Error('signIn is provided at the edge');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is provided at the edge');
    }),
  },
  actions: {
    // Effects on cookies are provided at the edge (client: document.cookie).
    persistSession: (_, _params: { scope: Scope; uuid: string }) => {},
    clearSession: () => {},
    resetToOpen: assign(({ context }) => openContext(context)),
  },
  guards: {
    isSignedInStatus: ({ context }, params: { status: StatusResponse }) => settleStatus(context, params.status).value === 'signedIn',
    isUnanswered: ({ context }, params: { error: unknown }) => settleStatus(context, statusFailureOf(params.error)).value === 'unreachable',
  },
}).createMachine({
  id: 'auth',
  initial: 'checking',
  context: ({ input }) => initialAuthContext(input.loginFlag),
  states: {
    checking: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: [
          // settleStatus (auth-session.ts) decides; the client's start-up without XState uses it too.
          {
            guard: { type: 'isSignedInStatus', params: ({ event }) => ({ status: event.output }) },
            target: 'signedIn',
            actions: assign(({ context, event }) => settleStatus(context, event.output).context),
          },
          // A session without the stored flag (or a signed-out status) counts as open.
          { target: 'signedOut', actions: [assign(({ context, event }) => settleStatus(context, event.output).context), 'clearSession'] },
        ],
        onError: [
          // No answer: the session is kept, nothing is trusted until the next check (decision 076).
          {
            guard: { type: 'isUnanswered', params: ({ event }) => ({ error: event.error }) },
            target: 'unreachable',
            actions: assign(({ context, event }) => settleStatus(context, statusFailureOf(event.error)).context),
          },
          // A definite "not signed in" (401 and the like): signed out as SPEC §4 says.
          { target: 'signedOut', actions: [assign(({ context, event }) => settleStatus(context, statusFailureOf(event.error)).context), 'clearSession'] },
        ],
      },
    },
    unreachable: {
      on: {
        // The member's retry, or the app's: ask again.
        'auth.refresh': 'checking',
        // Signing out needs no answer: it clears the local session whatever the server says.
        'auth.signOut': 'signingOut',
      },
    },
    signedOut: {
      on: {
        'auth.signIn': { target: 'signingIn', actions: assign({ error: null }) },
        'auth.adopt': {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ scope: event.session.scope, uuid: event.session.uuid, user: event.session.user, loginFlag: true, error: null })),
            { type: 'persistSession', params: ({ event }) => ({ scope: event.session.scope, uuid: event.session.uuid }) },
          ],
        },
        'auth.refresh': 'checking',
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.signIn' }>).credentials,
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ scope: event.output.scope, uuid: event.output.uuid, user: event.output.user, loginFlag: true, error: null })),
            { type: 'persistSession', params: ({ event }) => ({ scope: event.output.scope, uuid: event.output.uuid }) },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => problemOf(event.error) }),
        },
      },
    },
    signedIn: {
      on: {
        'auth.signOut': 'signingOut',
        'auth.adopt': {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ scope: event.session.scope, uuid: event.session.uuid, user: event.session.user, loginFlag: true, error: null })),
            { type: 'persistSession', params: ({ event }) => ({ scope: event.session.scope, uuid: event.session.uuid }) },
          ],
        },
        'auth.refresh': 'checking',
        'auth.expired': { target: 'signedOut', actions: ['resetToOpen', 'clearSession', assign({ loginFlag: false })] },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Sign-out clears the local session whether or not the server answered.
        onDone: { target: 'signedOut', actions: ['resetToOpen', 'clearSession', assign({ loginFlag: false })] },
        onError: { target: 'signedOut', actions: ['resetToOpen', 'clearSession', assign({ loginFlag: false })] },
      },
    },
  },
});

function problemOf(error: unknown): { type: string; retryAfter?: number; state?: string; reason?: string } {
  const data = (error as { data?: { type?: unknown; retryAfter?: unknown; state?: unknown; reason?: unknown } } | null)?.data;
  if (data && typeof data.type === 'string') {
    return {
      type: data.type,
      ...(typeof data.retryAfter === 'number' ? { retryAfter: data.retryAfter } : {}),
      ...(typeof data.state === 'string' ? { state: data.state } : {}),
      ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
    };
  }
  return { type: 'network' };
}
