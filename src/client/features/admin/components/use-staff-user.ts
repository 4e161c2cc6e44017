import { useState } from 'react';
import type { StaffStatusTarget, StaffUserDetail } from '#common/contracts/staff';
import { m } from '#common/paraglide/messages.js';
import { notify } from '#client/app/notify';
import { useSetUserStatus } from '../api/users';

/** The status each action sets, as its button and modal title say it. */
export const statusActionLabels: Record<StaffStatusTarget, () => string> = {
  suspended: () => m.staff_user_suspend(),
  blacklist: () => m.staff_user_blacklist(),
  active: () => m.staff_user_reinstate(),
};

/**
 * One member's status actions: which are offered (a stopped account can be reinstated; an active
 * one suspended or blacklisted), the action being confirmed, and setting the status with a reason.
 */
export function useStaffUserStatus(user: StaffUserDetail['user']) {
  const [action, setAction] = useState<StaffStatusTarget | null>(null);
  const setStatus = useSetUserStatus(user.id);
  const stopped = user.status === 'suspended' || user.status === 'blacklist';
  const canStop = user.status === 'active' || user.status === 'allowed' || stopped;
  const confirm = (reason: string, onError: (failure: unknown) => void) => {
    if (!action) return;
    setStatus.mutate(
      { status: action, reason },
      {
        onSuccess: () => {
          notify({ message: m.staff_user_status_done(), color: 'green' });
          setAction(null);
        },
        onError,
      },
    );
  };
  return { action, setAction, stopped, canStop, confirm, pending: setStatus.isPending };
}
