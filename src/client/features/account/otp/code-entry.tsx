import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { secondsUntilResend } from '#machines/screens/otp.machine';
import { m } from '#common/paraglide/messages.js';
import { OtpInput } from '#client/components/otp-input';
import { problemText } from '#client/app/problem-message';
import type { OtpActor } from './use-otp-actor';

/**
 * The code part of every one-time-code step (machine `otp`), for both roles: "Ref: QWER" and
 * the masked destination, the boxes, tries left, expiry and lock-outs in the user's language,
 * and the resend countdown in 1000 ms steps (SPEC §9).
 */
export function CodeEntry({ actor, onEdit, editLabel }: { actor: OtpActor; onEdit?: () => void; editLabel?: string }) {
  const snapshot = useSelector(actor, (state) => state);
  const [code, setCode] = useState('');
  const { context } = snapshot;
  const entering = snapshot.matches('entering');
  const verifying = snapshot.matches('verifying');
  const expired = snapshot.matches('expired');
  // A wrong code empties the boxes for the next try.
  const wrong = snapshot.matches({ entering: 'wrong' });
  useEffect(() => {
    if (wrong) setCode('');
  }, [wrong, context.triesLeft]);

  const wait = secondsUntilResend(context);
  const error = context.error ? problemText({ data: { type: context.error, title: '', status: 0, retryAfter: context.retryAfter, ...(context.triesLeft !== null ? { triesLeft: context.triesLeft } : {}) } }) : null;
  const submit = (value: string) => {
    if (value.length === context.codeLength) actor.send({ type: 'otp.submit', code: value });
  };

  return (
    <Stack gap="md" data-testid="otp-step">
      {context.reference ? (
        <Alert variant="light" color="kolify" icon={<IconMailCheck size={20} />}>
          <Text size="sm" data-testid="otp-sent-to">
            {m.account_otp_sent({ destination: context.maskedDestination })}
          </Text>
          <Text size="sm" fw={700} data-testid="otp-reference">
            {m.account_otp_reference({ reference: context.reference })}
          </Text>
        </Alert>
      ) : null}
      {entering || verifying ? (
        <OtpInput length={context.codeLength} value={code} onChange={setCode} onComplete={submit} disabled={verifying} autoFocus label={m.account_otp_label()} error={wrong ? error : null} />
      ) : null}
      {(error && !wrong) || expired ? (
        <Alert color={snapshot.matches('locked') ? 'red' : 'yellow'} variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="otp-problem">
          {expired ? m.account_otp_expired() : error}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="xs">
        {entering || expired ? (
          <Button
            variant="subtle"
            px={0}
            disabled={entering && wait > 0}
            onClick={() => {
              setCode('');
              actor.send({ type: 'otp.resend' });
            }}
            data-testid="otp-resend"
          >
            {entering && wait > 0 ? m.account_otp_resend_in({ seconds: String(wait) }) : m.account_otp_resend()}
          </Button>
        ) : (
          <span />
        )}
        {onEdit ? (
          <Anchor component="button" type="button" size="sm" onClick={onEdit}>
            {editLabel ?? m.account_otp_edit()}
          </Anchor>
        ) : null}
      </Group>
      {entering || verifying ? (
        <Button onClick={() => submit(code)} disabled={code.length !== context.codeLength} loading={verifying} variant="gradient" data-testid="otp-submit">
          {m.account_otp_verify()}
        </Button>
      ) : null}
    </Stack>
  );
}
