import { useRef, useState } from 'react';
import { useSubmission } from './page';
import { parseContact } from './contact-fields';
import { fieldErrorsOf } from './messages';
import { useNewPassword } from './new-password';
import { preloadLaterSteps } from './later-steps';
import type { ContactKind } from './role';
import type { RecoveryEndpoints } from './recovery-screen';

type Stage = { name: 'address' } | { name: 'code'; destination: string } | { name: 'password'; destination: string; uuid: string | null; token: string } | { name: 'done' };

/**
 * The forgotten-password flow's state: which kind of address, the address typed, the stage
 * (address → code → new password → done), the account the verified code belongs to, and the reset.
 */
export function useRecovery({ channels, requestCode, verifyCode, resetPassword }: RecoveryEndpoints) {
  const [kind, setKind] = useState<ContactKind>(channels[0]!);
  const [stage, setStage] = useState<Stage>({ name: 'address' });
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  // The account the verified code belongs to (the server answers it only with the proof).
  const account = useRef<string | null>(null);
  const password = useNewPassword();
  const { busy, error, run } = useSubmission();
  const target = parseContact(kind, typed);
  const serverErrors = fieldErrorsOf(error);

  const submitAddress = () => {
    setTouched(true);
    preloadLaterSteps();
    if (!target.problem) setStage({ name: 'code', destination: target.value });
  };
  const chooseKind = (value: ContactKind) => {
    setKind(value);
    setTyped('');
    setTouched(false);
  };
  const type = (value: string) => {
    preloadLaterSteps();
    setTyped(value);
  };
  const sendCode = (destination: string) => requestCode(kind, destination);
  const checkCode = async (destination: string, code: string) => {
    const result = await verifyCode(kind, destination, code);
    account.current = result.uuid ?? null;
    return result;
  };
  const verified = (token: string) => {
    if (stage.name === 'code') setStage({ name: 'password', destination: stage.destination, uuid: account.current, token });
  };
  const editAddress = () => setStage({ name: 'address' });
  const submitPassword = () => {
    if (stage.name !== 'password' || password.check()) return;
    void run(async () => {
      if (!stage.uuid) throw { data: { type: 'verification_required', title: '', status: 400 } };
      await resetPassword({ kind, destination: stage.destination, uuid: stage.uuid, verificationToken: stage.token, newPassword: password.values.password });
      setStage({ name: 'done' });
    });
  };
  return { kind, stage, typed, touched, target, password, busy, error, serverErrors, submitAddress, chooseKind, type, sendCode, checkCode, verified, editAddress, submitPassword };
}
