import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { secondsUntilResend } from '#machines/screens/otp.machine';
import { problemText } from '#client/app/problem-message';
import type { OtpActor } from './use-otp-actor';

/**
 * What the code step reads of the `otp` machine: its state, the boxes' value (emptied after a
 * wrong code and on resend), the seconds until a resend, the problem in the user's language, and
 * the submit that sends only a whole code.
 */
export function useCodeEntry(actor: OtpActor) {
  const snapshot = useSelector(actor, (state) => state);
  const [code, setCode] = useState('');
  const { context } = snapshot;
  // A wrong code empties the boxes for the next try.
  const wrong = snapshot.matches({ entering: 'wrong' });
  useEffect(() => {
    if (wrong) setCode('');
  }, [wrong, context.triesLeft]);

  const error = context.error ? problemText({ data: { type: context.error, title: '', status: 0, retryAfter: context.retryAfter, ...(context.triesLeft !== null ? { triesLeft: context.triesLeft } : {}) } }) : null;
  return {
    context,
    code,
    setCode,
    entering: snapshot.matches('entering'),
    verifying: snapshot.matches('verifying'),
    expired: snapshot.matches('expired'),
    locked: snapshot.matches('locked'),
    wrong,
    wait: secondsUntilResend(context),
    error,
    submit: (value: string) => {
      if (value.length === context.codeLength) actor.send({ type: 'otp.submit', code: value });
    },
    resend: () => {
      setCode('');
      actor.send({ type: 'otp.resend' });
    },
  };
}
