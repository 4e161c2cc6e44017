import { lazy, Suspense, useState } from 'react';
import { isSettled } from '#machines/screens/auth-session';
import { useAuthActor, useAuthSelector } from '../use-auth';

// Out of the entry (decision 071): the notice's chunk loads only when a status check goes unanswered.
const AuthUnreachableNotice = lazy(() => import('./auth-unreachable-notice').then((module) => ({ default: module.AuthUnreachableNotice })));

/**
 * Decision 076: shows "Kolify can't be reached" with a retry from the moment a member's status
 * check ends unanswered until a check answers (signed in or out). During the retry's own check
 * the notice stays, its button busy, so it does not flicker away and back.
 */
export function AuthUnreachable() {
  const auth = useAuthActor();
  const value = useAuthSelector((snapshot) => snapshot.value);
  const settled = useAuthSelector(isSettled);
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
