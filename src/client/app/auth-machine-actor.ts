import { createActor, fromPromise } from 'xstate';
import { authMachine, type SignInCredentials } from '#machines/screens/auth.machine';
import type { SignInResponse, StatusResponse } from '#common/contracts/auth';
import type { Scope } from '#common/enums';
import type { AuthActor, AuthSnapshot } from './auth';

export interface AuthEdge {
  fetchStatus: () => Promise<StatusResponse>;
  signIn: (credentials: SignInCredentials) => Promise<SignInResponse>;
  signOut: () => Promise<void>;
  persistSession: (scope: Scope, uuid: string) => void;
  clearSession: () => void;
}

/**
 * The auth machine, loaded with the first event a settled session receives (decision 059): it
 * carries on from the state the start-up reached (signed in or out, the same context).
 */
export function startAuthMachine(from: Pick<AuthSnapshot, 'value' | 'context'>, edge: AuthEdge): AuthActor {
  const machine = authMachine.provide({
    actors: {
      fetchStatus: fromPromise(() => edge.fetchStatus()),
      signIn: fromPromise(({ input }: { input: SignInCredentials }) => edge.signIn(input)),
      signOut: fromPromise(() => edge.signOut()),
    },
    actions: {
      persistSession: (_, params) => edge.persistSession(params.scope, params.uuid),
      clearSession: () => edge.clearSession(),
    },
  });
  return createActor(machine, { snapshot: machine.resolveState({ value: from.value, context: from.context }), input: { loginFlag: from.context.loginFlag } }).start();
}
