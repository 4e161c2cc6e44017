import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { otpMachine, secondsUntilResend } from '#machines/otp.machine';
import type { OtpRequestResponse, OtpVerifyResponse } from '#common/contracts/otp';
import { m } from '#common/paraglide/messages.js';
import { OtpInput } from '#client/components/otp-input';
import { problemMessage } from '#client/app/problem-message';

interface OtpStepProps {
  destination: string;
  /** Sends the code; the server answers reference, masked destination, code length and times. */
  requestCode: (destination: string) => Promise<OtpRequestResponse>;
  /** Checks the code; the server answers the single-use proof. */
  verifyCode: (destination: string, code: string) => Promise<OtpVerifyResponse>;
  onVerified: (verificationToken: string) => void;
  /** "Use another address": back to the form that chose the destination. */
  onEdit?: () => void;
  editLabel?: string;
}

/**
 * One-time code entry (machine `otp`): sends the code on mount, shows "Ref: QWER" and the
 * masked destination, counts down to the resend in 1000 ms steps (SPEC §9), and shows tries
 * left, expiry and lock-outs in the user's language.
 */
export function OtpStep({ destination, requestCode, verifyCode, onVerified, onEdit, editLabel }: OtpStepProps) {
  const [code, setCode] = useState('');
  const callbacks = useRef({ requestCode, verifyCode, onVerified });
  callbacks.current = { requestCode, verifyCode, onVerified };
  const [snapshot, send] = useMachine(
    otpMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }: { input: { destination: string } }) => callbacks.current.requestCode(input.destination)),
        verifyCode: fromPromise(({ input }: { input: { destination: string; code: string } }) => callbacks.current.verifyCode(input.destination, input.code)),
        countdown: fromCallback(({ sendBack }) => {
          const timer = setInterval(() => sendBack({ type: 'otp.tick', now: Date.now() }), 1000);
          return () => clearInterval(timer);
        }),
      },
    }),
    { input: { destination, now: Date.now() } },
  );

  useEffect(() => {
    send({ type: 'otp.request', destination });
  }, [send, destination]);

  const verified = snapshot.matches('verified');
  const token = snapshot.context.verificationToken;
  useEffect(() => {
    if (verified && token) callbacks.current.onVerified(token);
  }, [verified, token]);

  const context = snapshot.context;
  const wait = secondsUntilResend(context);
  const entering = snapshot.matches('entering');
  const busy = snapshot.matches('requesting') || snapshot.matches('verifying');
  const submit = (value: string) => {
    if (value.length === context.codeLength) send({ type: 'otp.submit', code: value });
  };
  // A wrong code empties the boxes for the next try.
  const wrong = snapshot.matches({ entering: 'wrong' });
  useEffect(() => {
    if (wrong) setCode('');
  }, [wrong, context.triesLeft]);

  const errorText = (() => {
    if (!context.error) return null;
    if (context.error === 'otp_invalid' && context.triesLeft !== null) return m.influ_otp_tries_left({ count: String(context.triesLeft) });
    return problemMessage({ type: context.error, retryAfter: context.retryAfter });
  })();

  return (
    <Stack gap="md" data-testid="otp-step">
      {context.reference ? (
        <Alert variant="light" color="kolify" icon={<IconMailCheck size={20} />}>
          <Text size="sm">{m.influ_otp_sent({ destination: context.maskedDestination })}</Text>
          <Text size="sm" fw={700} data-testid="otp-reference">
            {m.influ_otp_reference({ reference: context.reference })}
          </Text>
        </Alert>
      ) : null}
      {snapshot.matches('requesting') && !context.reference ? <Text c="dimmed">{m.influ_otp_sending()}</Text> : null}
      {entering || snapshot.matches('verifying') ? (
        <OtpInput length={context.codeLength} value={code} onChange={setCode} onComplete={submit} disabled={busy} autoFocus label={m.influ_otp_label()} error={wrong ? errorText : null} />
      ) : null}
      {!wrong && errorText ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="otp-problem">
          {snapshot.matches('expired') ? m.influ_otp_expired() : errorText}
        </Alert>
      ) : null}
      {snapshot.matches('expired') && !errorText ? (
        <Alert color="yellow" variant="light" role="alert" data-testid="otp-problem">
          {m.influ_otp_expired()}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="xs">
        {entering || snapshot.matches('expired') ? (
          <Button
            variant="subtle"
            px={0}
            disabled={entering && wait > 0}
            onClick={() => {
              setCode('');
              send({ type: 'otp.resend' });
            }}
            data-testid="otp-resend"
          >
            {entering && wait > 0 ? m.influ_otp_resend_in({ seconds: String(wait) }) : m.influ_otp_resend()}
          </Button>
        ) : (
          <span />
        )}
        {onEdit ? (
          <Anchor component="button" type="button" size="sm" onClick={onEdit}>
            {editLabel ?? m.influ_otp_edit()}
          </Anchor>
        ) : null}
      </Group>
      {entering ? (
        <Button onClick={() => submit(code)} disabled={code.length !== context.codeLength} loading={busy} variant="gradient" data-testid="otp-submit">
          {m.influ_otp_verify()}
        </Button>
      ) : null}
      {snapshot.matches('verifying') ? (
        <Button loading variant="gradient">
          {m.influ_otp_verify()}
        </Button>
      ) : null}
      {snapshot.matches('idle') && context.error ? (
        <Button variant="light" onClick={() => send({ type: 'otp.request', destination })}>
          {m.influ_otp_resend()}
        </Button>
      ) : null}
    </Stack>
  );
}
