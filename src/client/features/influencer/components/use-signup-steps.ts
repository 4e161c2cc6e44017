import { useState, type ReactNode } from 'react';
import type { SignupConfigResponse } from '#common/contracts/influencer-signup';
import type { Locale } from '#common/enums';
import { preloadLaterSteps } from '#client/features/account/later-steps';

export interface ConsentStepProps {
  lang: Locale;
  providers: string[];
  social: string | null;
  referralCode: string;
  referralLocked: boolean;
  talentManager: { name: string; code: string } | null;
  saving: boolean;
  referralError: ReactNode;
  onNext: (code: string, partnerConsent: boolean) => void;
}

export interface LocationStepProps {
  config: SignupConfigResponse;
  lang: Locale;
  country: string;
  nationality: string;
  saving: boolean;
  errors: { country: ReactNode; nationality: ReactNode };
  onBack: () => void;
  onNext: (country: string, nationality: string) => void;
}

export interface EmailStepProps {
  email: string;
  vouched: string | null;
  saving: boolean;
  error: ReactNode;
  onBack: () => void;
  onNext: (email: string) => void;
}

/**
 * The consent step's form: consent (required), the partner consent a talent manager's code asks
 * for, the referral code. Touching the form loads the later steps' chunk ahead of need (064).
 */
export function useConsentStep({ referralCode, talentManager, onNext }: Pick<ConsentStepProps, 'referralCode' | 'talentManager' | 'onNext'>) {
  const [accepted, setAccepted] = useState(false);
  const [partner, setPartner] = useState(false);
  const [code, setCode] = useState(referralCode);
  const [touched, setTouched] = useState(false);
  return {
    accepted,
    accept: (checked: boolean) => {
      preloadLaterSteps();
      setAccepted(checked);
    },
    partner,
    setPartner,
    code,
    setCode,
    touched,
    submit: () => {
      setTouched(true);
      preloadLaterSteps();
      if (accepted) onNext(code, Boolean(talentManager) && partner);
    },
  };
}

/** The location step's form: both places are required. */
export function useLocationStep({ country: initialCountry, nationality: initialNationality, onNext }: Pick<LocationStepProps, 'country' | 'nationality' | 'onNext'>) {
  const [country, setCountry] = useState<string | null>(initialCountry || null);
  const [nationality, setNationality] = useState<string | null>(initialNationality || null);
  const [touched, setTouched] = useState(false);
  return {
    country,
    setCountry,
    nationality,
    setNationality,
    touched,
    submit: () => {
      setTouched(true);
      if (country && nationality) onNext(country, nationality);
    },
  };
}

/** The e-mail step's form: a plausible address; `vouched` when it is the one the provider verified. */
export function useEmailStep({ email: initialEmail, vouched: vouchedEmail, onNext }: Pick<EmailStepProps, 'email' | 'vouched' | 'onNext'>) {
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const invalid = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  return {
    email,
    setEmail,
    touched,
    invalid,
    vouched: Boolean(vouchedEmail && vouchedEmail === email.trim().toLowerCase()),
    submit: () => {
      setTouched(true);
      if (!invalid) onNext(email);
    },
  };
}
