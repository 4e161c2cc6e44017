import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { OtpInput } from '#client/components/otp-input';
import type { OtpActor } from './use-otp-actor';
import { useCodeEntry } from './use-code-entry';

/**
 * The code part of every one-time-code step (machine `otp`), for both roles: "Ref: QWER" and
 * the masked destination, the boxes, tries left, expiry and lock-outs in the user's language,
 * and the resend countdown in 1000 ms steps (SPEC §9).
 */
export function CodeEntry({ actor, onEdit, editLabel }: { actor: OtpActor; onEdit?: () => void; editLabel?: string }) {
  const { context, code, setCode, entering, verifying, expired, locked, wrong, wait, error, submit, resend } = useCodeEntry(actor);

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
        <Alert color={locked ? 'red' : 'yellow'} variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="otp-problem">
          {expired ? m.account_otp_expired() : error}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="xs">
        {entering || expired ? (
          <Button
            variant="subtle"
            px={0}
            disabled={entering && wait > 0}
            onClick={resend}
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
