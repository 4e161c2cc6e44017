import type { Locale } from '#common/enums';
import { useAccount } from '../api/profile';
import { influencerDeactivationRole } from '../deactivation-role';

/** The influencer's account overview and, once it loads, what leaving Kolify asks of this account. */
export function useAccountScreen({ lang, uuid }: { lang: Locale; uuid: string }) {
  const account = useAccount(uuid);
  return {
    account,
    deactivationRole: account.data ? influencerDeactivationRole(lang, uuid, account.data.user.email) : null,
  };
}
