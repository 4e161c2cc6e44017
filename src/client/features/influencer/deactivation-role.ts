import { createElement } from 'react';
import type { Locale } from '#common/enums';
import { defaultWithdrawalRules } from '#common/earnings';
import { influencerDeactivation } from '#machines/screens/deactivation.machine';
import type { DeactivationRole } from '#client/features/account/deactivation-dialog';
import { deactivateAccount, getDeactivationCheck } from './api/account-closing';
import { requestEmailCode } from './api/otp';
import { BlockerFix, reasonLabel } from './components/deactivation-blocker';

// Its own module, not account-endpoints.ts: the public recovery page imports that one, and must not
// pull the deactivation machine and the blocker screens into its first script (initial JS budget).
/** Closing the account: the six SPEC §8 blockers with their fixes; the password, or an e-mail code for social sign-in members. */
export function influencerDeactivationRole(lang: Locale, uuid: string, email: string): DeactivationRole {
  // The minimum withdrawal a blocker names is the one in force, as the check answered it.
  let minimumMinor = defaultWithdrawalRules.minimumMinor;
  let feeMinor = defaultWithdrawalRules.feeMinor;
  return {
    rules: influencerDeactivation,
    check: async () => {
      const check = await getDeactivationCheck(uuid);
      minimumMinor = check.minimumWithdrawalMinor;
      feeMinor = check.withdrawalFeeMinor;
      return check;
    },
    deactivate: ({ reason, detail, password, code }) =>
      deactivateAccount(uuid, { reason: reason as never, ...(detail ? { detail } : {}), ...(password !== undefined ? { password } : {}), ...(code !== undefined ? { code } : {}) }),
    requestCode: () => requestEmailCode({ email, purpose: 'deactivate', locale: lang }),
    reasonLabel,
    renderBlocker: (blocker) => createElement(BlockerFix, { lang, blocker, minimumMinor, feeMinor }),
  };
}
