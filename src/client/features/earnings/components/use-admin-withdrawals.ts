import { useState } from 'react';
import type { WithdrawalStatus } from '#common/enums';
import { batchFileUrl, usePayoutBatches, useStaffWithdrawalActions, useStaffWithdrawals } from '../api/staff-withdrawals';

/**
 * Staff's withdrawal queue: the status shown (changing it clears the selection), the approved rows
 * chosen for a payout batch, the row being rejected with its reason, the payout batches with the
 * one being marked paid, and the actions' last failure.
 */
export function useAdminWithdrawals() {
  const [status, setStatus] = useState<WithdrawalStatus>('in_progress');
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const list = useStaffWithdrawals(status);
  const batches = usePayoutBatches();
  const actions = useStaffWithdrawalActions();
  const failure = actions.approve.error ?? actions.reject.error ?? actions.batch.error ?? actions.paid.error;
  return {
    status,
    showStatus: (next: WithdrawalStatus) => {
      setStatus(next);
      setSelected([]);
    },
    selected,
    select: (id: string, checked: boolean) => setSelected((current) => (checked ? [...current, id] : current.filter((other) => other !== id))),
    makeBatch: () => actions.batch.mutate(selected, { onSuccess: () => setSelected([]) }),
    rejecting,
    setRejecting,
    reason,
    setReason,
    submitReject: () => {
      if (!rejecting || !reason.trim()) return;
      actions.reject.mutate(
        { id: rejecting, reason: reason.trim() },
        {
          onSuccess: () => {
            setRejecting(null);
            setReason('');
          },
        },
      );
    },
    approve: (id: string) => actions.approve.mutate(id),
    isApproving: (id: string) => actions.approve.isPending && actions.approve.variables === id,
    list,
    batches,
    batchFileUrl,
    markPaid: (batchId: string) => actions.paid.mutate(batchId),
    paying: actions.paid.isPending ? (actions.paid.variables ?? null) : null,
    actions,
    failure,
  };
}
