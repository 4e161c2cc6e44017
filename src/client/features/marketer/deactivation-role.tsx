import { Text } from '@mantine/core';
import { marketerDeactivation } from '#machines/screens/deactivation.machine';
import type { DeactivateBody } from '#common/contracts/marketer';
import type { DeactivationRole } from '#client/features/account/deactivation-dialog';
import { getDeactivationCheck } from './api/get-deactivation-check';
import { deactivateMarketer } from './api/deactivate-marketer';
import { enumLabel } from './messages';

/** The marketer's deactivation: no proof beyond the session; blockers explained by their label. */
export const marketerDeactivationRole: DeactivationRole = {
  rules: marketerDeactivation,
  check: getDeactivationCheck,
  deactivate: ({ reason, detail }) => deactivateMarketer({ reason, ...(detail ? { detail } : {}) } as DeactivateBody),
  reasonLabel: (reason) => enumLabel('reason', reason),
  renderBlocker: (blocker) => <Text size="sm">{enumLabel('blocker', blocker)}</Text>,
};
