import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Earn } from '#common/contracts/earnings';
import { withdrawalFormMachine } from '#machines/screens/withdrawal-form.machine';
import { submitWithdrawal } from '../api/withdrawals';

/**
 * The withdraw form's machine with its actor (the request, then the earnings read again), fed the
 * balance, rules and bank account each time the earnings query answers.
 */
export function useWithdrawForm(uuid: string, earn: Earn) {
  const queryClient = useQueryClient();
  const [state, send] = useMachine(
    withdrawalFormMachine.provide({
      actors: {
        submitWithdrawal: fromPromise(async ({ input }: { input: { amountMinor: number; idempotencyKey: string } }) => {
          const withdrawal = await submitWithdrawal(uuid, input);
          await queryClient.invalidateQueries({ queryKey: ['earnings'] });
          return { id: withdrawal.id };
        }),
      },
    }),
  );
  const loading = state.matches('loading');
  const bankStatus = earn.bank?.status ?? null;
  const holderType = earn.bank?.holderType ?? 'individual';
  useEffect(() => {
    send({ type: 'withdraw.loaded', facts: { availableMinor: earn.available, rules: earn.rules, bank: earn.bank } });
  }, [earn.available, bankStatus, holderType, loading, send, earn.bank, earn.rules]);
  // A new idempotency key with each review: the confirm that follows (and its retries) sends this one, so one attempt makes at most one withdrawal.
  const review = () => send({ type: 'withdraw.review', idempotencyKey: crypto.randomUUID() });
  return { state, send, loading, bankStatus, holderType, review };
}
