import { useState } from 'react';
import { Button, PasswordInput } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AccountCard, Done, ErrorAlert, StackForm, useSubmission } from './page';
import { NewPasswordFields } from './password-fields';
import { useNewPassword } from './new-password';
import { fieldErrorsOf, fieldMessage } from './messages';
import type { AccountRole } from './role';

/** Change password, both roles: the current one, the new one twice; the server signs other devices out. */
export function ChangePasswordScreen({ role, lang, changePassword }: { role: AccountRole; lang: Locale; changePassword: (body: { currentPassword: string; newPassword: string }) => Promise<unknown> }) {
  const [current, setCurrent] = useState('');
  const [missing, setMissing] = useState(false);
  const next = useNewPassword();
  const { busy, error, run } = useSubmission();
  const [done, setDone] = useState(false);
  const errors = fieldErrorsOf(error);
  return (
    <AccountCard title={m.account_change_password_title()} subtitle={m.account_change_password_subtitle()} testId="change-password">
      {done ? (
        <Done role={role} lang={lang} text={m.account_change_password_done()} testId="password-done" />
      ) : (
        <StackForm
          onSubmit={() => {
            setMissing(!current);
            if (next.check() || !current) return;
            void run(async () => {
              await changePassword({ currentPassword: current, newPassword: next.values.password });
              setDone(true);
            });
          }}
        >
          <PasswordInput
            label={m.account_password_current()}
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={missing ? fieldMessage('password_required') : errors.currentPassword}
            required
            data-testid="password-current"
          />
          <NewPasswordFields state={next} serverError={errors.newPassword} testId="password" />
          {error && Object.keys(errors).length === 0 ? <ErrorAlert error={error} /> : null}
          <Button type="submit" variant="gradient" loading={busy} data-testid="password-save">
            {m.account_save()}
          </Button>
        </StackForm>
      )}
    </AccountCard>
  );
}
