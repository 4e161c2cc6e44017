import { deploymentCountry, storageKey } from '#common/countries';
import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useNavigate } from '@tanstack/react-router';
import { influencerSignupMachine, stepsOf, type SignupInput, type SignupProgress } from '#machines/screens/influencer-signup.machine';
import type { SignupConfigResponse } from '#common/contracts/influencer-signup';
import type { Locale } from '#common/enums';
import { readCookie, writeCookie } from '#client/api/cookies';
import { useAuthActor } from '#client/app/use-auth';
import { authReady } from '#client/app/auth';
import { checkRefCode, createInfluMember, getSocialTicket, saveSignupStep } from '../api/signup';
import { acceptConsent } from '../api/profile';

const proofKey = () => storageKey('signup_proof');
// The step cookie is readable by scripts, so it carries no e-mail address: the address typed in
// this tab stays in this tab (like the code proof) for a reload to resume at the password step.
const emailKey = 'kolify.signup.email';

export interface SignupWizardOptions {
  lang: Locale;
  config: SignupConfigResponse;
  cookieNames: { signupStep: string; referral: string };
  referralCode?: string;
  socialTicket?: string;
}

function readProgress(name: string): SignupProgress | null {
  try {
    const raw = readCookie(name);
    if (!raw) return null;
    const email = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(emailKey);
    return { ...(JSON.parse(raw) as SignupProgress), ...(email ? { email } : {}) };
  } catch {
    return null;
  }
}

/**
 * The `influencerSignup` machine with its actors (referral, social ticket, each step saved, the
 * e-mail code the OTP step resolves, the member created and adopted by the auth actor), what a
 * reload resumes from (step cookie, this tab's code proof and address), and the way out when done.
 */
export function useSignupWizard({ lang, config, cookieNames, referralCode, socialTicket }: SignupWizardOptions) {
  const auth = useAuthActor();
  const navigate = useNavigate();
  const emailCode = useRef<{ resolve: (value: { verificationToken: string | null }) => void; reject: (error: unknown) => void } | null>(null);
  const password = useRef('');
  // The talent manager's partner consent, given on the consent step when the invitation is a
  // talent manager's (issue 32); recorded with the existing consent call once the member exists.
  const partnerConsent = useRef(false);
  const [input] = useState<SignupInput>(() => {
    // SPEC §3: the referral cookie keeps ?ref= across pages.
    if (referralCode) writeCookie(cookieNames.referral, referralCode, 86_400);
    return {
      resume: socialTicket ? null : readProgress(cookieNames.signupStep),
      verificationToken: typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(proofKey()),
      referralCode: referralCode ?? readCookie(cookieNames.referral),
      socialTicket: socialTicket ?? null,
      defaultCountry: config.countries[0]?.code ?? deploymentCountry(),
    };
  });

  const [snapshot, send] = useMachine(
    influencerSignupMachine.provide({
      actors: {
        checkReferral: fromPromise(({ input: { code } }: { input: { code: string } }) => checkRefCode(code)),
        loadSocial: fromPromise(({ input: { ticket } }: { input: { ticket: string } }) => getSocialTicket(ticket)),
        saveStep: fromPromise(({ input: body }) => saveSignupStep(body)),
        verifyEmail: fromPromise(
          () =>
            new Promise<{ verificationToken: string | null }>((resolve, reject) => {
              emailCode.current = { resolve, reject };
            }),
        ),
        createMember: fromPromise(async ({ input: body }) => {
          const created = await createInfluMember({
            consent: true,
            country: body.country,
            nationality: body.nationality,
            email: body.email,
            password: body.password,
            verificationToken: body.verificationToken ?? undefined,
            socialTicket: body.socialTicket ?? undefined,
            referralCode: body.referralCode || undefined,
            locale: lang,
          });
          // createInfluMember signed the member in (its HttpOnly cookie): the auth actor adopts that
          // session (sign-in flag, scope and uuid cookies) instead of opening a second one.
          await authReady(auth);
          auth.send({ type: 'auth.adopt', session: created });
          // The partner consent the new member gave on the consent step. A failure leaves them a
          // member without the link: the invitation link still offers the consent (acceptConsent).
          if (partnerConsent.current && body.referralCode) await acceptConsent(created.uuid, body.referralCode).catch(() => undefined);
          return created;
        }),
      },
    }),
    { input },
  );

  const context = snapshot.context;
  useEffect(() => {
    if (context.verificationToken) sessionStorage.setItem(proofKey(), context.verificationToken);
    else sessionStorage.removeItem(proofKey());
  }, [context.verificationToken]);
  useEffect(() => {
    if (context.email) sessionStorage.setItem(emailKey, context.email);
  }, [context.email]);

  const done = snapshot.status === 'done';
  useEffect(() => {
    if (!done) return;
    sessionStorage.removeItem(proofKey());
    sessionStorage.removeItem(emailKey);
    writeCookie(cookieNames.referral, '', 0);
    void navigate({ to: '/$lang/Influencer/signup/success', params: { lang } });
  }, [done, navigate, lang, cookieNames.referral]);

  const steps = stepsOf(context.route);
  const current = (['consent', 'location', 'email', 'password'] as const).find((step) => snapshot.matches(step));
  const active = current ? steps.indexOf(current) : 0;
  const starting = snapshot.matches('starting') || snapshot.matches('loadingSocial') || snapshot.matches('checkingReferral') || snapshot.matches('resuming');
  const saving = snapshot.matches({ consent: 'saving' }) || snapshot.matches({ location: 'saving' }) || snapshot.matches({ email: 'saving' }) || snapshot.matches({ password: 'creating' });
  return { snapshot, send, context, emailCode, password, partnerConsent, steps, active, starting, saving };
}
