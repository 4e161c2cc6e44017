import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileMessage, IconMail } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { secondsUntilResend } from '#machines/otp.machine';
import { m } from '#common/paraglide/messages.js';
import { OtpInput } from '#client/components/otp-input';
import type { OtpActor } from '../hooks/use-otp-actor';
import { problemText } from '../messages';
import { toE164 } from '../phone';

export interface CodeVerificationProps {
  actor: OtpActor;
  kind: 'phone' | 'email';
  label: string;
  /** Sign-up forwards the request through its own machine; elsewhere the otp actor gets it directly. */
  onRequest?: (destination: string) => void;
  /** A problem from the step after the code (e.g. the number was taken meanwhile). */
  outerError?: string | null;
}

/** Destination, "send code", the code boxes with reference, countdown, tries left and resend. */
export function CodeVerification({ actor, kind, label, onRequest, outerError }: CodeVerificationProps) {
  const snapshot = useSelector(actor, (state) => state);
  const [destination, setDestination] = useState(snapshot.context.destination);
  const [code, setCode] = useState('');
  const { context } = snapshot;
  // The otp machine nests waiting/wrong under 'entering'; the screen only needs the leaf.
  const state = snapshot.matches({ entering: 'wrong' }) ? 'wrong' : snapshot.matches('entering') ? 'waiting' : (snapshot.value as string);
  const entering = state === 'idle' || state === 'requesting';

  useEffect(() => {
    if (state === 'wrong' || state === 'expired' || state === 'requesting') setCode('');
  }, [state]);

  const request = () => {
    const normalized = kind === 'phone' ? toE164(destination) : destination.trim().toLowerCase();
    if (onRequest) onRequest(normalized);
    else actor.send({ type: 'otp.request', destination: normalized });
  };
  const error = context.error ? problemText(context.triesLeft !== null && context.error === 'otp_invalid' ? { data: { type: 'otp_invalid', title: '', status: 400, triesLeft: context.triesLeft } } : context.error === 'rate_limited' ? { data: { type: 'rate_limited', title: '', status: 429, retryAfter: context.retryAfter } } : context.error) : null;
  const wait = secondsUntilResend(context);

  if (state === 'verified') {
    return (
      <Alert color="teal" icon={<IconCircleCheck />} data-testid="code-verified">
        {m.marketer_code_verified()}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {entering ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            request();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={label}
              value={destination}
              onChange={(event) => setDestination(event.currentTarget.value)}
              leftSection={kind === 'phone' ? <IconDeviceMobileMessage size={18} /> : <IconMail size={18} />}
              type={kind === 'phone' ? 'tel' : 'email'}
              inputMode={kind === 'phone' ? 'tel' : 'email'}
              autoComplete={kind === 'phone' ? 'tel' : 'email'}
              placeholder={kind === 'phone' ? '081 234 5678' : 'name@company.com'}
              required
              data-testid="code-destination"
              error={outerError ?? error}
            />
            <Group>
              <Button type="submit" loading={state === 'requesting'} disabled={!destination.trim()} data-testid="code-send">
                {m.marketer_code_send()}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text size="sm" data-testid="code-sent-to">
            {m.marketer_code_sent_to({ destination: context.maskedDestination })}{' '}
            <Text span fw={700} data-testid="code-reference">
              {m.marketer_code_reference({ reference: context.reference ?? '' })}
            </Text>
          </Text>
          {state !== 'locked' && state !== 'expired' && (
            <OtpInput
              length={context.codeLength}
              value={code}
              onChange={setCode}
              onComplete={(value) => actor.send({ type: 'otp.submit', code: value })}
              disabled={state === 'verifying'}
              error={state === 'wrong' ? error : null}
              autoFocus
            />
          )}
          {(state === 'expired' || state === 'locked' || (error && state !== 'wrong')) && (
            <Alert color={state === 'locked' ? 'red' : 'yellow'} role="alert">
              {state === 'expired' && context.error === null ? m.marketer_code_expired() : (error ?? m.marketer_code_expired())}
            </Alert>
          )}
          <Group gap="md">
            {state !== 'locked' && (
              <Button
                variant="light"
                size="sm"
                onClick={() => actor.send({ type: 'otp.resend' })}
                disabled={state !== 'expired' && wait > 0}
                data-testid="code-resend"
              >
                {state !== 'expired' && wait > 0 ? m.marketer_code_resend_in({ seconds: wait }) : m.marketer_code_resend()}
              </Button>
            )}
            <Anchor component="button" type="button" size="sm" onClick={() => actor.send({ type: 'otp.edit' })}>
              {kind === 'phone' ? m.marketer_code_change_phone() : m.marketer_code_change_email()}
            </Anchor>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
