import { useRef, useState } from 'react';
import { Alert, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ToggleButtons } from '#client/app/ui/toggle-buttons';
import { useSelector } from '@xstate/react';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink } from '#client/app/ui/links';
import { resetPassword } from '../api/reset-password';
import { useMarketerOtp } from '../hooks/use-otp-actor';
import { fieldErrorText, fieldErrorsOf, problemText } from '../messages';
import { CodeVerification } from './code-verification';
import { FlowFrame, SubmitRow } from './screen-states';

/** Marketer/recovery: a reset code by SMS (or e-mail), then a new password. */
export function RecoveryScreen({ lang }: { lang: 'th' | 'en' }) {
  const [channel, setChannel] = useState<'phone' | 'email'>('phone');
  return (
    <FlowFrame>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" w="100%" data-testid="marketer-recovery">
        <Stack gap="md">
          <div>
            <Title order={2}>{m.marketer_recovery_title()}</Title>
            <Text c="dimmed" size="sm" mt={4}>
              {m.marketer_recovery_subtitle()}
            </Text>
          </div>
          <ToggleButtons
            fullWidth
            size="sm"
            value={channel}
            onChange={setChannel}
            label={m.marketer_recovery_title()}
            options={[
              { value: 'phone', label: m.marketer_field_phone() },
              { value: 'email', label: m.marketer_field_email() },
            ]}
            testId="recovery-channel"
          />
          <RecoveryFlow key={channel} channel={channel} lang={lang} />
        </Stack>
      </Paper>
    </FlowFrame>
  );
}

function RecoveryFlow({ channel, lang }: { channel: 'phone' | 'email'; lang: 'th' | 'en' }) {
  const account = useRef<string | null>(null);
  const otp = useMarketerOtp('reset_password', channel === 'phone' ? 'sms' : 'email', (result) => {
    account.current = result.uuid ?? null;
  });
  const verified = useSelector(otp, (state) => (state.matches('verified') ? state.context : null));
  const [password, setPassword] = useState({ value: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!verified?.verificationToken || !account.current) return setError(problemText('verification_required'));
    if (password.value.length < 8) return setError(fieldErrorText('password_too_short'));
    if (password.value !== password.confirm) return setError(fieldErrorText('password_mismatch'));
    setPending(true);
    setError(null);
    try {
      await resetPassword({ uuid: account.current, [channel]: verified.destination, verificationToken: verified.verificationToken, newPassword: password.value });
      setDone(true);
    } catch (failure) {
      setError(fieldErrorsOf(failure).newPassword ?? problemText(failure));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <Alert color="teal" role="status" data-testid="recovery-done">
        <Stack gap="xs">
          <Text size="sm">{m.marketer_recovery_done()}</Text>
          <AnchorLink to="/$lang/Marketer" params={{ lang }} fw={600}>
            {m.marketer_sign_in()}
          </AnchorLink>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <CodeVerification actor={otp} kind={channel} label={channel === 'phone' ? m.marketer_field_phone() : m.marketer_field_email()} />
      {verified && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <PasswordInput label={m.marketer_field_new_password()} description={m.marketer_password_rule()} value={password.value} onChange={(event) => setPassword({ ...password, value: event.currentTarget.value })} autoComplete="new-password" required data-testid="recovery-password" />
            <PasswordInput label={m.marketer_field_confirm_password()} value={password.confirm} onChange={(event) => setPassword({ ...password, confirm: event.currentTarget.value })} autoComplete="new-password" required error={error} data-testid="recovery-confirm" />
            <SubmitRow loading={pending} testId="recovery-submit">
              {m.marketer_recovery_submit()}
            </SubmitRow>
          </Stack>
        </form>
      )}
      {!verified && error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}
