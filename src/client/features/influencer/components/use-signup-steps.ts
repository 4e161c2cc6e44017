import { useState } from 'react';
import { preloadLaterSteps } from '#client/features/account/later-steps';

/**
 * What each step of the influencer sign-up holds before it is sent to the machine: the typed
 * values and whether the step was submitted (its "required" messages show only then). The machine
 * hears of a step once it is complete; the server's field errors come back through its context.
 * Imported statically by the wizard: it is part of the page's first chunk (decision 064), so it
 * holds no more than the steps did inline.
 */

/** Consent, the talent manager's partner consent (issue 32) and the referral code, typed in capitals. */
export function useConsentStep(referralCode: string, withPartner: boolean, onNext: (code: string, partnerConsent: boolean) => void) {
  const [accepted, setAccepted] = useState(false);
  const [partner, setPartner] = useState(false);
  const [code, setCode] = useState(referralCode);
  const [touched, setTouched] = useState(false);
  return {
    accepted,
    // The first touch starts the download of the later steps (decision 012).
    accept: (checked: boolean) => {
      preloadLaterSteps();
      setAccepted(checked);
    },
    partner,
    setPartner,
    code,
    typeCode: (value: string) => setCode(value.toUpperCase()),
    consentMissing: touched && !accepted,
    submit: () => {
      setTouched(true);
      preloadLaterSteps();
      if (accepted) onNext(code, withPartner && partner);
    },
  };
}

/** Country and nationality, both required. */
export function useLocationStep(initialCountry: string, initialNationality: string, onNext: (country: string, nationality: string) => void) {
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

/** The e-mail address, checked for shape here (the server checks it again); `vouched` when the social login already proved it. */
export function useEmailStep(initial: string, vouchedEmail: string | null, onNext: (email: string) => void) {
  const [email, setEmail] = useState(initial);
  const [touched, setTouched] = useState(false);
  const invalid = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  return {
    email,
    setEmail,
    vouched: Boolean(vouchedEmail) && vouchedEmail === email.trim().toLowerCase(),
    showInvalid: touched && invalid,
    submit: () => {
      setTouched(true);
      if (!invalid) onNext(email);
    },
  };
}
