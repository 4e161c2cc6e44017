import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { useAccount } from '../api/profile';

/** The talent manager's invitation link: their code on the accept-consent page (SPEC §6); empty until the account loads. */
export function useInvitationLink({ user, lang }: { user: SessionUser; lang: Locale }) {
  const account = useAccount(user.uuid);
  const link = account.data ? `${window.location.origin}/${lang}/Influencer/acceptConsent?code=${encodeURIComponent(account.data.referralCode)}` : '';
  return { account, link };
}
