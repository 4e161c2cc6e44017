import { useState } from 'react';
import { PasswordInput } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';
import { fieldMessage } from './messages';

/** The new password twice; `check` says what is wrong before the call (or null). */
export function useNewPassword() {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [shown, setShown] = useState<{ password?: string; confirm?: string }>({});
  const check = () => {
    const found = {
      password: values.password.length < 8 ? fieldMessage('password_too_short') : undefined,
      confirm: values.confirm !== values.password ? m.account_password_mismatch() : undefined,
    };
    setShown(found);
    return found.password || found.confirm ? found : null;
  };
  return { values, setValues, shown, check };
}

export function NewPasswordFields({ state, serverError, testId }: { state: ReturnType<typeof useNewPassword>; serverError?: string; testId: string }) {
  const { values, setValues, shown } = state;
  return (
    <>
      <PasswordInput
        label={m.account_password_new()}
        description={m.account_password_rules()}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
        error={shown.password ?? serverError}
        required
        data-testid={`${testId}-new`}
      />
      <PasswordInput
        label={m.account_password_confirm()}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(event) => setValues({ ...values, confirm: event.currentTarget.value })}
        error={shown.confirm}
        required
        data-testid={`${testId}-confirm`}
      />
    </>
  );
}
