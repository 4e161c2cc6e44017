import { lazy, Suspense, useState } from 'react';
import { isSettled } from '#machines/screens/auth-session';
import type { AuthActor } from '../auth';
import { useAuthActorSelector } from '../use-auth';

// Out of the entry (decision 071): the notice's chunk loads only when a status check goes unanswered.
const AuthUnreachableNotice = lazy(() => import('./auth-unreachable-notice').then((module) => ({ default: module.AuthUnreachableNotice })));

/**
 * Decision 076: shows "Kolify can't be reached" with a retry from the moment a member's status
 * check ends unanswered until a check answers (signed in or out). During the retry's own check
 * the notice stays, its button busy, so it does not flicker away and back. Rendered beside the
 * router (main.tsx), not in a route: a guarded page waits for the answer and the router shows
 * nothing of it meanwhile.
 */
export function AuthUnreachable({ auth }: { auth: AuthActor }) {
  const value = useAuthActorSelector(auth, (snapshot) => snapshot.value);
  const settled = useAuthActorSelector(auth, isSettled);
  const [shown, setShown] = useState(false);
  if (value === 'unreachable' && !shown) setShown(true);
  if (settled && shown) setShown(false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AuthUnreachableNotice checking={value === 'checking'} onRetry={() => auth.send({ type: 'auth.refresh' })} />
    </Suspense>
  );
}
