import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { isSettled } from '#machines/screens/auth.machine';
import type { SessionUser } from '#common/contracts/auth';
import type { AuthActor, AuthSnapshot } from './auth';

/** The auth actor from router context, for components. */
export function useAuthActor(): AuthActor {
  return useRouteContext({ from: '__root__', select: (context) => context.auth });
}

export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAuthActor(), selector);
}

/** The signed-in user, or null while signed out (or still checking). */
export function useSessionUser(): SessionUser | null {
  return useAuthSelector((snapshot) => (snapshot.matches('signedIn') ? snapshot.context.user : null));
}

export function useAuthSettled(): boolean {
  return useAuthSelector(isSettled);
}
