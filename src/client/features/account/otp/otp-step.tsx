import { useEffect, useRef } from 'react';
import { Button, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { m } from '#common/paraglide/messages.js';
import { CodeEntry } from './code-entry';
import { useOtpActor, type CodeEndpoints } from './use-otp-actor';

interface OtpStepProps extends CodeEndpoints {
  /** Where the code goes; chosen by the form before this step. */
  destination: string;
  onVerified: (verificationToken: string) => void;
  /** "Change": back to the form that chose the destination. */
  onEdit?: () => void;
  editLabel?: string;
}

/** A code to a destination chosen before: sent on mount, then {@link CodeEntry}. */
export function OtpStep({ destination, requestCode, verifyCode, onVerified, onEdit, editLabel }: OtpStepProps) {
  const actor = useOtpActor({ requestCode, verifyCode });
  const requesting = useSelector(actor, (state) => state.matches('requesting') && !state.context.reference);
  const failed = useSelector(actor, (state) => state.matches('idle') && state.context.error !== null);
  const token = useSelector(actor, (state) => (state.matches('verified') ? state.context.verificationToken : null));

  useEffect(() => {
    actor.send({ type: 'otp.request', destination });
  }, [actor, destination]);
  const verified = useRef(onVerified);
  verified.current = onVerified;
  useEffect(() => {
    if (token) verified.current(token);
  }, [token]);

  return (
    <>
      {requesting ? <Text c="dimmed">{m.account_otp_sending()}</Text> : null}
      <CodeEntry actor={actor} onEdit={onEdit} editLabel={editLabel} />
      {failed ? (
        <Button variant="light" onClick={() => actor.send({ type: 'otp.request', destination })}>
          {m.account_otp_resend()}
        </Button>
      ) : null}
    </>
  );
}
