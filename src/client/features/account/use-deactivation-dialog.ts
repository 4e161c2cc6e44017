import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deactivationMachine, type DeactivationCheckResult } from '#machines/screens/deactivation.machine';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';
import { fieldMessage } from './messages';
import { authReady, type AuthActor } from '#client/app/auth';
import type { DeactivationProof, DeactivationRole } from './deactivation-dialog';

const machineErrors: Record<string, () => string> = {
  reason_required: () => m.leave_choose_reason(),
  detail_required: () => fieldMessage('detail_required'),
};

/**
 * The `deactivation` machine with a role's check and request, the proof the check asks for
 * (password or e-mail code, kept out of the machine's context), and the way out once the account
 * is closed: the server revoked every session, so the auth actor forgets this one.
 */
export function useDeactivationDialog({ lang, auth, role }: { lang: Locale; auth: AuthActor; role: DeactivationRole }) {
  const navigate = useNavigate();
  const [proof, setProof] = useState<{ confirmWith: DeactivationProof; codeDestination: string | null }>({ confirmWith: null, codeDestination: null });
  const secret = useRef<{ password?: string; code?: string }>({});
  const [step, setStep] = useState<'reason' | 'proof'>('reason');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeState, setCodeState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [state, send] = useMachine(
    deactivationMachine.provide({
      actors: {
        checkDeactivation: fromPromise(async (): Promise<DeactivationCheckResult> => {
          const answer = await role.check();
          setProof({ confirmWith: answer.confirmWith ?? null, codeDestination: answer.codeDestination ?? null });
          return answer;
        }),
        deactivate: fromPromise(({ input }) => role.deactivate({ ...(input as { reason: string; detail?: string }), ...secret.current })),
      },
    }),
    { input: role.rules },
  );
  const deactivated = state.matches('deactivated');
  useEffect(() => {
    if (!deactivated) return;
    // The machine loads with the first event (decision 059): signed out before the next page.
    void authReady(auth).then(() => {
      auth.send({ type: 'auth.expired' });
      void navigate({ to: '/$lang/deactivateSucceed', params: { lang } });
    });
  }, [deactivated, auth, navigate, lang]);

  const confirm = () => {
    secret.current = proof.confirmWith === 'password' ? { password } : proof.confirmWith === 'code' ? { code: code.trim() } : {};
    send({ type: 'deactivation.confirm' });
  };
  const sendCode = async () => {
    setCodeState('sending');
    try {
      await role.requestCode?.();
      setCodeState('sent');
    } catch {
      setCodeState('failed');
    }
  };
  const { context } = state;
  const error = context.error ? (machineErrors[context.error]?.() ?? problemText(context.error)) : null;
  const needsProof = proof.confirmWith !== null;
  const detailNeeded = context.reason !== null && role.rules.detailRequiredFor.includes(context.reason);
  const next = () => {
    if (!needsProof) return confirm();
    // The machine decides whether the choice is complete; the proof step comes only after it is.
    if (context.reason === null) return send({ type: 'deactivation.confirm' });
    if (detailNeeded && context.detail.trim() === '') return send({ type: 'deactivation.confirm' });
    setStep('proof');
  };
  return { state, send, context, deactivated, busy: state.matches('confirming') || deactivated, proof, step, setStep, password, setPassword, code, setCode, codeState, confirm, sendCode, error, needsProof, detailNeeded, next };
}
