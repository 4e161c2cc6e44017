import { useState } from 'react';
import { m } from '#common/paraglide/messages.js';
import { fieldMessage } from './messages';

// Apart from the inputs (./password-fields): a form whose password step comes later keeps the
// state from the start and loads the inputs with that step (./later-steps, decision 012).

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
