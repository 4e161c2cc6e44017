import { useState } from 'react';
import { parseContact } from './contact-fields';
import { fieldErrorsOf } from './messages';
import type { ContactKind } from './role';
import type { ContactChangeEndpoints } from './contact-change-screen';

/**
 * Changing an e-mail or phone: the new address and (when asked) the current password, then the
 * code sent to the new address, then the change; a refused change goes back to the form with why.
 */
export function useContactChange({ kind, needsPassword, verifyCode, complete, onChanged }: Pick<ContactChangeEndpoints, 'verifyCode' | 'complete' | 'onChanged'> & { kind: ContactKind; needsPassword: boolean }) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [stage, setStage] = useState<'form' | 'code' | 'done'>('form');
  const [error, setError] = useState<unknown>(null);
  const [touched, setTouched] = useState(false);
  const target = parseContact(kind, typed);
  const errors = fieldErrorsOf(error);

  const checkCode = (destination: string, code: string) => verifyCode(destination, code, password);
  const verified = (token: string) => {
    void (complete ? complete(target.value, password, token) : Promise.resolve()).then(
      () => {
        onChanged?.();
        setStage('done');
      },
      (failure: unknown) => {
        setError(failure);
        setStage('form');
      },
    );
  };
  const edit = () => setStage('form');
  const submit = () => {
    setTouched(true);
    setError(null);
    if (!target.problem && (!needsPassword || password)) setStage('code');
  };
  return { typed, setTyped, password, setPassword, stage, error, errors, touched, target, checkCode, verified, edit, submit };
}
