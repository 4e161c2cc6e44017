import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileMessage, IconMail } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { m } from '#common/paraglide/messages.js';
import { normalizePhone } from '#common/phone';
import { problemText } from '#client/app/problem-message';
import { CodeEntry } from './code-entry';
import type { OtpActor } from './use-otp-actor';

export interface CodeVerificationProps {
  actor: OtpActor;
  kind: 'phone' | 'email';
  label: string;
  /** A sign-up machine forwards the request through its own events; otherwise the otp actor gets it directly. */
  onRequest?: (destination: string) => void;
  /** A problem from the step after the code (e.g. the number was taken meanwhile). */
  outerError?: string | null;
}

/** The destination and "send code" on the same card, then {@link CodeEntry}; "use another" comes back here. */
export function CodeVerification({ actor, kind, label, onRequest, outerError }: CodeVerificationProps) {
  const snapshot = useSelector(actor, (state) => state);
  const [destination, setDestination] = useState(snapshot.context.destination);
  const { context } = snapshot;
  const choosing = snapshot.matches('idle') || (snapshot.matches('requesting') && !context.reference);

  if (snapshot.matches('verified')) {
    return (
      <Alert color="teal" icon={<IconCircleCheck />} data-testid="code-verified">
        {m.account_otp_verified()}
      </Alert>
    );
  }
  if (!choosing) return <CodeEntry actor={actor} onEdit={() => actor.send({ type: 'otp.edit' })} editLabel={kind === 'phone' ? m.account_otp_change_phone() : m.account_otp_change_email()} />;
  const phone = kind === 'phone';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const normalized = phone ? normalizePhone(destination) : destination.trim().toLowerCase();
        if (onRequest) onRequest(normalized);
        else actor.send({ type: 'otp.request', destination: normalized });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={label}
          value={destination}
          onChange={(event) => setDestination(event.currentTarget.value)}
          leftSection={phone ? <IconDeviceMobileMessage size={18} /> : <IconMail size={18} />}
          type={phone ? 'tel' : 'email'}
          inputMode={phone ? 'tel' : 'email'}
          autoComplete={phone ? 'tel' : 'email'}
          placeholder={phone ? '081 234 5678' : 'name@company.com'}
          required
          data-testid="code-destination"
          error={outerError ?? (context.error ? problemText(context.error) : null)}
        />
        <Group>
          <Button type="submit" loading={snapshot.matches('requesting')} disabled={!destination.trim()} data-testid="code-send">
            {m.account_otp_send()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
