import { useState } from 'react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { fieldErrorsOf } from '#client/features/account/messages';
import { useTalentManagerConsent } from '../api/signup';
import { acceptConsent } from '../api/profile';

/**
 * A talent manager's partner consent: the consent text for the code, the box ticked, accepting it
 * (an unknown or used code is shown as the code's own error) or declining, and where sign-in
 * comes back to. Declining stores nothing: without a consent the manager sees nothing of this
 * influencer.
 */
export function useAcceptConsent({ lang, code, user }: { lang: Locale; code: string; user: SessionUser | null }) {
  const consent = useTalentManagerConsent(code);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [accepted, setAccepted] = useState(false);
  const [declined, setDeclined] = useState(false);
  const here = `/${lang}/Influencer/acceptConsent?code=${encodeURIComponent(code)}`;
  return {
    consent,
    checked,
    setChecked,
    busy,
    error,
    codeError: error ? fieldErrorsOf(error).code : undefined,
    accepted,
    declined,
    signInUrl: `/${lang}/Influencer/preLogin/goto:login?redirect=${encodeURIComponent(here)}`,
    accept: async () => {
      if (!user) return;
      setBusy(true);
      setError(null);
      try {
        await acceptConsent(user.uuid, code);
        setAccepted(true);
      } catch (failure) {
        setError(failure);
      } finally {
        setBusy(false);
      }
    },
    decline: () => setDeclined(true),
  };
}
