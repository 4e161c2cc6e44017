import { useState } from 'react';
import { Alert, Paper, PasswordInput, Stack } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';
import { useChangePassword } from '../api/change-password';
import { fieldErrorText, fieldErrorsOf, problemText } from '../messages';
import { MarketerPage, SubmitRow } from './screen-states';

/** Marketer/changePassword: current password, then the new one twice; other sessions are signed out. */
export function ChangePasswordScreen({ uuid }: { uuid: string }) {
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = change.isError ? fieldErrorsOf(change.error) : {};
  const errors = { ...server, ...local };
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setLocal({});
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.currentPassword) found.currentPassword = fieldErrorText('password_required');
    if (values.newPassword.length < 8) found.newPassword = fieldErrorText('password_too_short');
    if (values.confirm !== values.newPassword) found.confirm = fieldErrorText('password_mismatch');
    setLocal(found);
    if (Object.keys(found).length === 0) change.mutate({ uuid, currentPassword: values.currentPassword, newPassword: values.newPassword }, { onSuccess: () => setValues({ currentPassword: '', newPassword: '', confirm: '' }) });
  };
  return (
    <MarketerPage title={m.marketer_change_password_title()} subtitle={m.marketer_change_password_subtitle()} testId="marketer-change-password">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={520}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {change.isSuccess && (
              <Alert color="teal" role="status" data-testid="password-changed">
                {m.marketer_password_changed()}
              </Alert>
            )}
            {change.isError && Object.keys(server).length === 0 && (
              <Alert color="red" role="alert">
                {problemText(change.error)}
              </Alert>
            )}
            <PasswordInput label={m.marketer_field_current_password()} value={values.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} autoComplete="current-password" required data-testid="current-password" />
            <PasswordInput label={m.marketer_field_new_password()} description={m.marketer_password_rule()} value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} autoComplete="new-password" required data-testid="new-password" />
            <PasswordInput label={m.marketer_field_confirm_password()} value={values.confirm} onChange={set('confirm')} error={errors.confirm} autoComplete="new-password" required data-testid="confirm-password" />
            <SubmitRow loading={change.isPending} testId="password-submit" />
          </Stack>
        </form>
      </Paper>
    </MarketerPage>
  );
}
