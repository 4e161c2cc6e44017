import { useCallback, useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { isSettled } from '#machines/screens/auth-session';
import type { SessionUser } from '#common/contracts/auth';
import type { AuthActor, AuthSnapshot } from './auth';

/** The auth actor from router context, for components. */
export function useAuthActor(): AuthActor {
  return useRouteContext({ from: '__root__', select: (context) => context.auth });
}

/**
 * A value of the auth state; the component renders again when it changes. Selectors return a
 * primitive or an object of the snapshot's context, so equal states give the same value (what
 * useSyncExternalStore needs). Not @xstate/react's useSelector: the first load carries no XState.
 */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useAuthActorSelector(useAuthActor(), selector);
}

/** useAuthSelector for a given actor: for what renders beside the router (no route context there). */
export function useAuthActorSelector<T>(auth: AuthActor, selector: (snapshot: AuthSnapshot) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = auth.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [auth],
  );
  const read = () => selector(auth.getSnapshot());
  return useSyncExternalStore(subscribe, read, read);
}

/** The signed-in user, or null while signed out (or still checking). */
export function useSessionUser(): SessionUser | null {
  return useAuthSelector((snapshot) => (snapshot.matches('signedIn') ? snapshot.context.user : null));
}

export function useAuthSettled(): boolean {
  return useAuthSelector(isSettled);
}
