import { deploymentCountry, storageKey } from '#common/countries';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { SignupContext, SignupEvent, SignupInput, SignupProgress } from '#machines/screens/influencer-signup.machine';
import { settledStartStep, signupContextFrom } from '#machines/screens/influencer-signup-start';
import { stepsOf } from '#common/signup-steps';
import type { SignupConfigResponse } from '#common/contracts/influencer-signup';
import type { Locale } from '#common/enums';
import { readCookie, writeCookie } from '#client/api/cookies';
import { useAuthActor } from '#client/app/use-auth';
import { authReady } from '#client/app/auth';
import { checkRefCode, createInfluMember, getSocialTicket, saveSignupStep } from '../api/signup';
import type { SignupActor, SignupEdge } from './signup-machine-actor';

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

/** What the screen reads of the machine's snapshot (the machine's own, once it runs). */
export interface WizardSnapshot {
  context: SignupContext;
  status: string;
  matches(value: string | Record<string, string>): boolean;
}

/**
 * The machine's snapshot before it runs (decision 064): `step` is the state its `starting` and
 * `resuming` transitions reach without waiting (each step's substate is `editing`), `starting`
 * while the start asks the server.
 */
function startSnapshot(step: string, context: SignupContext): WizardSnapshot {
  const substate = step === 'starting' ? undefined : 'editing';
  return {
    context,
    status: 'active',
    matches: (value) => (typeof value === 'string' ? value === step : Object.entries(value).every(([key, child]) => key === step && child === substate)),
  };
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

  const edge: SignupEdge = {
    checkReferral: (code) => checkRefCode(code),
    loadSocial: (ticket) => getSocialTicket(ticket),
    saveStep: (body) => saveSignupStep(body),
    verifyEmail: () =>
      new Promise<{ verificationToken: string | null }>((resolve, reject) => {
        emailCode.current = { resolve, reject };
      }),
    createMember: async (body) => {
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
      // The profile API (its contracts, uploads) loads here, not with the first step (decision 064).
      if (partnerConsent.current && body.referralCode) {
        // Import, then call: a refused call chained on the import would count as a failed chunk.
        const profile = await import('../api/profile').catch(() => null);
        await profile?.acceptConsent(created.uuid, body.referralCode).catch(() => undefined);
      }
      return created;
    },
  };
  const edgeRef = useRef(edge);
  edgeRef.current = edge;

  // The first step renders from the machine's start without XState (decision 064); the machine
  // (and XState) loads with the first event, or at once when the start asks the server first.
  const [initial] = useState(() => {
    const start = signupContextFrom(input);
    const step = settledStartStep(start);
    return { snapshot: startSnapshot(step ?? 'starting', start), loadAtOnce: step === null };
  });
  const [snapshot, setSnapshot] = useState<WizardSnapshot>(initial.snapshot);
  // An event sent while the machine loads: the step shows it is being saved meanwhile.
  const [queuedEvent, setQueuedEvent] = useState(false);
  const live = useRef<{ actor: SignupActor | null; loading: Promise<void> | null; queued: SignupEvent[]; mounted: boolean }>({ actor: null, loading: null, queued: [], mounted: false });
  const load = useCallback((): Promise<void> => {
    const state = live.current;
    state.loading ??= (async () => {
      // Import, then start: a refused call inside a chained callback would count as a failed chunk.
      const { startSignupMachine } = await import('./signup-machine-actor');
      if (!state.mounted || live.current !== state) return;
      const actor = startSignupMachine(input, {
        checkReferral: (code) => edgeRef.current.checkReferral(code),
        loadSocial: (ticket) => edgeRef.current.loadSocial(ticket),
        saveStep: (body) => edgeRef.current.saveStep(body),
        verifyEmail: () => edgeRef.current.verifyEmail(),
        createMember: (body) => edgeRef.current.createMember(body),
      });
      state.actor = actor;
      actor.subscribe((next) => setSnapshot(next));
      setSnapshot(actor.getSnapshot());
      for (const event of state.queued.splice(0)) actor.send(event);
      setQueuedEvent(false);
    })();
    return state.loading;
  }, [input]);
  useEffect(() => {
    live.current = { actor: null, loading: null, queued: [], mounted: true };
    const state = live.current;
    if (initial.loadAtOnce) load().catch((error: unknown) => console.error('[signup] could not load the wizard', error));
    return () => {
      state.mounted = false;
      state.actor?.stop();
    };
  }, [initial, load]);
  const send = useCallback(
    (event: SignupEvent) => {
      const state = live.current;
      if (state.actor) return state.actor.send(event);
      state.queued.push(event);
      setQueuedEvent(true);
      load().catch((error: unknown) => {
        // Not loaded (offline): the step answers again, and the next event tries once more.
        console.error('[signup] could not load the wizard', error);
        state.loading = null;
        state.queued.length = 0;
        setQueuedEvent(false);
      });
    },
    [load],
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
  const saving = queuedEvent || snapshot.matches({ consent: 'saving' }) || snapshot.matches({ location: 'saving' }) || snapshot.matches({ email: 'saving' }) || snapshot.matches({ password: 'creating' });
  const acceptConsent = (code: string, partner: boolean) => {
    partnerConsent.current = partner;
    send({ type: 'signup.acceptConsent', referralCode: code });
  };
  const back = () => send({ type: 'signup.back' });
  return { snapshot, send, context, emailCode, password, steps, active, starting, saving, acceptConsent, back };
}
