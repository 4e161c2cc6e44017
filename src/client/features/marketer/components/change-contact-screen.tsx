import { useState } from 'react';
import { Alert, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { m } from '#common/paraglide/messages.js';
import { useMarketerProfile } from '../api/get-marketer-profile';
import { changeEmail, changePhone } from '../api/change-contact';
import { useMarketerOtp } from '../hooks/use-otp-actor';
import { fieldErrorsOf, problemText } from '../messages';
import { formatPhone } from '../phone';
import { CodeVerification } from './code-verification';
import { ErrorState, LoadingState, MarketerPage, SubmitRow } from './screen-states';

/**
 * Marketer/changeEmail and changeMobilePhone: a code to the NEW address, then the current
 * password (re-authentication), then the change.
 */
export function ChangeContactScreen({ field }: { field: 'email' | 'phone' }) {
  const profile = useMarketerProfile();
  const queryClient = useQueryClient();
  const otp = useMarketerOtp(field === 'email' ? 'change_email' : 'change_phone', field === 'email' ? 'email' : 'sms');
  const verified = useSelector(otp, (state) => (state.matches('verified') ? state.context : null));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  const current = field === 'email' ? profile.data.email : formatPhone(profile.data.phone) || m.marketer_phone_missing();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!verified?.verificationToken) return;
    setPending(true);
    setError(null);
    try {
      const input = { uuid: profile.data.uuid, currentPassword: password, verificationToken: verified.verificationToken };
      const next = field === 'email' ? await changeEmail({ ...input, email: verified.destination }) : await changePhone({ ...input, phone: verified.destination });
      queryClient.setQueryData(['marketer', 'profile'], next);
      setDone(field === 'email' ? next.email : formatPhone(next.phone));
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      setError(errors.currentPassword ?? errors[field] ?? problemText(failure));
    } finally {
      setPending(false);
    }
  };

  const title = field === 'email' ? m.marketer_change_email_title() : m.marketer_change_phone_title();
  return (
    <MarketerPage title={title} subtitle={m.marketer_change_contact_subtitle()} testId={`marketer-change-${field}`}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
        <Stack gap="md">
          <Text size="sm">
            {m.marketer_current_value()}: <b data-testid="current-contact">{current}</b>
          </Text>
          {done ? (
            <Alert color="teal" role="status" data-testid="contact-changed">
              {m.marketer_contact_changed({ value: done })}
            </Alert>
          ) : (
            <>
              <CodeVerification actor={otp} kind={field} label={field === 'email' ? m.marketer_field_new_email() : m.marketer_field_new_phone()} />
              {verified && (
                <form onSubmit={(event) => void submit(event)}>
                  <Stack gap="md">
                    <PasswordInput label={m.marketer_field_current_password()} value={password} onChange={(event) => setPassword(event.currentTarget.value)} autoComplete="current-password" required error={error} data-testid="contact-password" />
                    <SubmitRow loading={pending} disabled={!password} testId="contact-submit" />
                  </Stack>
                </form>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </MarketerPage>
  );
}
