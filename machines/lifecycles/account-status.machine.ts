import { setup } from 'xstate';

/**
 * A member's account status (users.status) as a machine (decision 050): the member closes their
 * own account (deactivation, PRODUCT.md; what blocks it is read from other rows by the service,
 * and the reason is chosen in the screen machine `deactivation.machine.ts`), staff suspend,
 * blacklist or reinstate it (issue 15). A closed account is final: staff cannot reopen it, and a
 * suspended or blacklisted member cannot sign in to close it. Pure: the actions name what the
 * service does in the same transaction (revoke every session, keep the reason).
 *
 * `allowed` is the legacy name of an active influencer (SPEC's imported accounts); it moves as
 * `active` does. The other values of the column (waiting_approve, rejected …) are never written
 * by the app, so they are not states here: an event on them is refused.
 */
export type AccountStatus = 'active' | 'allowed' | 'suspended' | 'blacklist' | 'deactivated';

export type AccountStatusEvent = { type: 'account.deactivate' } | { type: 'account.suspend' } | { type: 'account.blacklist' } | { type: 'account.reinstate' };

const staffMayEnd = {
  'account.suspend': { target: 'suspended', actions: 'revokeSessions' },
  'account.blacklist': { target: 'blacklist', actions: 'revokeSessions' },
  'account.deactivate': { target: 'deactivated', actions: 'revokeSessions' },
} as const;

export const accountStatusMachine = setup({
  types: {
    events: {} as AccountStatusEvent,
  },
  actions: {
    revokeSessions: () => {},
  },
}).createMachine({
  id: 'accountStatus',
  initial: 'active',
  states: {
    active: { on: staffMayEnd },
    allowed: { on: staffMayEnd },
    suspended: {
      on: {
        'account.blacklist': { target: 'blacklist', actions: 'revokeSessions' },
        'account.reinstate': 'active',
      },
    },
    blacklist: {
      on: {
        'account.suspend': { target: 'suspended', actions: 'revokeSessions' },
        'account.reinstate': 'active',
      },
    },
    deactivated: { type: 'final' },
  },
});
