import { PasswordInput } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';
import type { useNewPassword } from './new-password';

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
