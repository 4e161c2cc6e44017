import type { ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { Alert, Button, Group, Modal, Paper, PasswordInput, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { DeactivationCheckResult, DeactivationRules } from '#machines/screens/deactivation.machine';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import type { AuthActor } from '#client/app/auth';
import { ErrorAlert, Loading } from './page';
import { useDeactivationDialog } from './use-deactivation-dialog';

/** How a role proves it is them when closing: nothing more (marketer), the password, or an e-mail code. */
export type DeactivationProof = 'password' | 'code' | null;

export interface DeactivationCheckAnswer extends DeactivationCheckResult {
  confirmWith?: DeactivationProof;
  /** Where the code goes (masked), for `code`. */
  codeDestination?: string | null;
}

/** What a role brings to the shared dialog (decision 013: role differences are data). */
export interface DeactivationRole {
  rules: DeactivationRules;
  check: () => Promise<DeactivationCheckAnswer>;
  deactivate: (body: { reason: string; detail?: string; password?: string; code?: string }) => Promise<unknown>;
  /** Sends the e-mail code when the check asks for `code`. */
  requestCode?: () => Promise<unknown>;
  reasonLabel: (reason: string) => string;
  /** One blocker as the role explains it: what holds, and how to settle it. */
  renderBlocker: (blocker: string) => ReactNode;
}

/** The account card's danger zone: a title, a line, and the button that opens the dialog. */
export function DeactivationSection({ lang, auth, role, title, text, button }: { lang: Locale; auth: AuthActor; role: DeactivationRole; title: string; text: string; button: string }) {
  const [open, { open: show, close }] = useDisclosure(false);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }} data-testid="deactivate-section">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
        <Button color="red" variant="light" onClick={show} data-testid="deactivate-open">
          {button}
        </Button>
      </Group>
      <Modal opened={open} onClose={close} title={title} centered size="lg">
        {open ? <DeactivationDialog lang={lang} auth={auth} role={role} onCancel={close} /> : null}
      </Modal>
    </Paper>
  );
}

/**
 * The `deactivation` machine with a role's rules: each opening checks again what blocks it;
 * blocked lists each blocker with its fix; otherwise a reason (a detail where the role needs one),
 * then — for roles that prove it — the password or a code, then confirm.
 */
export function DeactivationDialog({ lang, auth, role, onCancel }: { lang: Locale; auth: AuthActor; role: DeactivationRole; onCancel: () => void }) {
  const { state, send, context, busy, proof, step, setStep, password, setPassword, code, setCode, codeState, confirm, sendCode, error, needsProof, detailNeeded, next } = useDeactivationDialog({ lang, auth, role });

  if (state.matches('checking')) return <Loading />;
  if (state.matches('checkFailed')) return <ErrorAlert error={context.error} onRetry={() => send({ type: 'deactivation.retry' })} />;
  if (state.matches('blocked')) {
    return (
      <Stack gap="md" data-testid="deactivate-blockers">
        <Alert color="yellow" role="alert" title={m.leave_blocked_title()}>
          {m.leave_blocked_text()}
        </Alert>
        <Stack gap="sm">
          {context.blockers.map((blocker) => (
            <Paper key={blocker} withBorder p="sm" radius="md" data-testid={`deactivate-blocker-${blocker}`}>
              {role.renderBlocker(blocker)}
            </Paper>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {m.leave_close()}
          </Button>
          <Button variant="light" onClick={() => send({ type: 'deactivation.retry' })} data-testid="deactivate-recheck">
            {m.leave_check_again()}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (step === 'proof' && needsProof) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="md" data-testid="deactivate-proof">
          <div>
            <Text size="sm" fw={600}>
              {m.leave_confirm_intro({ reason: context.reason ? role.reasonLabel(context.reason) : '' })}
            </Text>
            <Text size="sm">{m.leave_confirm_request()}</Text>
          </div>
          {proof.confirmWith === 'password' ? (
            <PasswordInput label={m.leave_password_label()} value={password} onChange={(event) => setPassword(event.currentTarget.value)} autoComplete="current-password" required data-autofocus data-testid="deactivate-password" />
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {m.leave_code_text({ destination: proof.codeDestination ?? '' })}
              </Text>
              <Group align="flex-end" wrap="wrap">
                <TextInput label={m.leave_code_label()} value={code} onChange={(event) => setCode(event.currentTarget.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={8} required style={{ flex: 1, minWidth: 160 }} data-testid="deactivate-code" />
                <Button variant="light" onClick={() => void sendCode()} loading={codeState === 'sending'} data-testid="deactivate-send-code">
                  {codeState === 'sent' ? m.leave_code_resend() : m.leave_code_send()}
                </Button>
              </Group>
              {codeState === 'sent' ? (
                <Text size="sm" c="teal" role="status">
                  {m.leave_code_sent()}
                </Text>
              ) : null}
              {codeState === 'failed' ? (
                <Text size="sm" c="red" role="alert">
                  {m.leave_code_failed()}
                </Text>
              ) : null}
            </Stack>
          )}
          <Text size="sm" c="dimmed">
            {m.leave_warning()}
          </Text>
          {error ? (
            <Text c="red" size="sm" role="alert" data-testid="deactivate-error">
              {context.error === 'validation' ? m.leave_proof_refused() : error}
            </Text>
          ) : null}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep('reason')} disabled={busy}>
              {m.leave_back()}
            </Button>
            <Button type="submit" color="red" loading={busy} data-testid="deactivate-confirm">
              {m.leave_confirm()}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md" data-testid="deactivate-reasons">
      <Radio.Group label={m.leave_reason_label()} value={context.reason} onChange={(reason) => send({ type: 'deactivation.choose', reason })} required>
        <Stack gap="xs" mt="xs">
          {context.reasons.map((value) => (
            <Radio key={value} value={value} label={role.reasonLabel(value)} data-testid={`deactivate-reason-${value}`} />
          ))}
        </Stack>
      </Radio.Group>
      {detailNeeded ? (
        <Textarea label={m.leave_detail_label()} value={context.detail} onChange={(event) => send({ type: 'deactivation.describe', detail: event.currentTarget.value })} maxLength={500} autosize minRows={2} required data-testid="deactivate-detail" />
      ) : null}
      {needsProof ? null : (
        <Text size="sm" c="dimmed">
          {m.leave_warning()}
        </Text>
      )}
      {error ? (
        <Text c="red" size="sm" role="alert" data-testid="deactivate-error">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {m.leave_cancel()}
        </Button>
        {needsProof ? (
          <Button color="red" variant="light" onClick={next} data-testid="deactivate-next">
            {m.leave_continue()}
          </Button>
        ) : (
          <Button color="red" loading={busy} onClick={next} data-testid="deactivate-confirm">
            {m.leave_confirm()}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
