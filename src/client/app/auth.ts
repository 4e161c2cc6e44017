import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import * as v from 'valibot';
import { authMachine, type SignInCredentials } from '#machines/screens/auth.machine';
import { signInResponse, signOutResponse, statusResponse, type SignInResponse, type StatusResponse } from '#common/contracts/auth';
import type { AppConfigResponse } from '#common/contracts/config';
import { api } from '#client/api/client';
import { deleteCookie, readCookie, writeCookie } from '#client/api/cookies';

/** SPEC §4, §9: scope, uuid and the login flag live 24 hours. */
const sessionCookieMaxAge = 86_400;

export type AuthActor = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const fetchStatus = async (): Promise<StatusResponse> => v.parse(statusResponse, await api<unknown>('/sv_authauth/status'));

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

/**
 * The one auth actor (STYLE §6), created once in main.tsx. The machine is pure; the API
 * calls and cookie effects are provided here. `initialStatus` lets start-up fire the
 * status call in parallel with the config call.
 */
export function createAuthActor(config: AppConfigResponse, initialStatus?: Promise<StatusResponse>): AuthActor {
  const names = config.cookies;
  let prefetched = initialStatus;
  const machine = authMachine.provide({
    actors: {
      fetchStatus: fromPromise(async () => {
        const pending = prefetched ?? fetchStatus();
        prefetched = undefined;
        return pending;
      }),
      signIn: fromPromise(({ input }: { input: SignInCredentials }) => signIn(input)),
      signOut: fromPromise(() => signOut()),
    },
    actions: {
      persistSession: (_, params) => {
        writeCookie(names.scope, params.scope, sessionCookieMaxAge);
        writeCookie(names.uuid, params.uuid, sessionCookieMaxAge);
        writeCookie(names.loginFlag, 'true', sessionCookieMaxAge);
      },
      // SPEC §4: sign-out sets the flag to the string false, resets scope to open, clears uuid.
      clearSession: () => {
        writeCookie(names.loginFlag, 'false', sessionCookieMaxAge);
        writeCookie(names.scope, 'open', sessionCookieMaxAge);
        deleteCookie(names.uuid);
      },
    },
  });
  return createActor(machine, { input: { loginFlag: readCookie(names.loginFlag) === 'true' } });
}
