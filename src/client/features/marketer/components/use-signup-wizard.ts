import { storageKey } from '#common/countries';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { marketerSignupMachine, signupSteps, stepOfState, type AccountInput, type SignupProgress } from '#machines/screens/marketer-signup.machine';
import { isSettled } from '#machines/screens/auth-session';
import { marketerTypes, type MarketerType } from '#common/enums';
import type { CreateEmailBody, MarketerProfile, Questionnaire, UpdateMarketerProfileBody } from '#common/contracts/marketer';
import { getLocale } from '#common/paraglide/runtime.js';
import { authReady, waitForAuth, type AuthActor } from '#client/app/auth';
import { otpMachineWith, type OtpActor } from '#client/features/account/otp/use-otp-actor';
import { marketerProfileQueryKey } from '../api/marketer-profile-key';

const typeStorageKey = () => storageKey('marketer_signup_type');

/**
 * The steps after the first (decision 012, issue 17): their inputs, the code input, the profile
 * contracts and the message tables load when the wizard gets there, and from the moment a type
 * is chosen (`preloadSteps`), so the next step is usually there when it is needed. The machine's
 * actors import the API modules when they run, for the same reason.
 */
export const loadSteps = () => import('./signup-steps');
let preloaded = false;
export function preloadSteps(): void {
  if (preloaded) return;
  preloaded = true;
  void loadSteps();
}
function rememberedType(): MarketerType | null {
  try {
    const value = sessionStorage.getItem(typeStorageKey());
    return marketerTypes.includes(value as MarketerType) ? (value as MarketerType) : null;
  } catch {
    return null;
  }
}

/**
 * The API, imported when an actor first calls it. Import, then call: Vite wraps a dynamic import
 * with a `.then` callback chained on it (`import(…).then((module) => module.call())`) in its
 * chunk-loading helper, so a refused call would count as a failed chunk and reload the page
 * (`installStaleChunkReload`).
 */
const marketerApi = {
  profile: async () => {
    const { getMarketerProfile } = await import('../api/get-marketer-profile');
    return getMarketerProfile();
  },
  create: async (body: CreateEmailBody) => {
    const { createMarketerAccount } = await import('../api/create-marketer-account');
    return createMarketerAccount(body);
  },
  step: async (body: UpdateMarketerProfileBody) => {
    const { updateSignupStep } = await import('../api/update-signup-step');
    return updateSignupStep(body);
  },
  codes: async () => {
    const { marketerCodes } = await import('../code-endpoints');
    return marketerCodes('signup', 'phone');
  },
};

/** The edge of the marketerSignup machine: the API (imported when an actor runs), the auth actor and session storage. */
function provideSignup(auth: AuthActor, onProfile: (profile: MarketerProfile) => void) {
  return marketerSignupMachine.provide({
    actors: {
      loadProgress: fromPromise(async (): Promise<SignupProgress> => {
        await waitForAuth(auth, isSettled);
        const snapshot = auth.getSnapshot();
        if (snapshot.matches('signedIn') && snapshot.context.scope === 'marketer_logged_in') {
          preloadSteps();
          const profile = await marketerApi.profile();
          onProfile(profile);
          return { step: profile.signupStep, type: profile.type, questionnaire: profile.questionnaire };
        }
        return { step: 'type', type: rememberedType(), questionnaire: null };
      }),
      createAccount: fromPromise(async ({ input }: { input: AccountInput & { type: MarketerType } }) => {
        const created = await marketerApi.create({ ...input, locale: getLocale() as 'th' | 'en' });
        // The server signed the new marketer in; the auth actor learns it the ordinary way.
        await authReady(auth);
        auth.send({ type: 'auth.signIn', credentials: { role: 'marketer', email: input.email, password: input.password } });
        await waitForAuth(auth, isSettled);
        return created;
      }),
      otp: otpMachineWith({
        requestCode: async (destination) => (await marketerApi.codes()).requestCode(destination),
        verifyCode: async (destination, code) => (await marketerApi.codes()).verifyCode(destination, code),
      }),
      savePhone: fromPromise(async ({ input }: { input: { phone: string; verificationToken: string } }) => {
        const profile = await marketerApi.step({ step: 'phone', ...input });
        onProfile(profile);
        return profile;
      }),
      saveQuestionnaire: fromPromise(async ({ input }: { input: Questionnaire }) => {
        const profile = await marketerApi.step({ step: 'questionnaire', ...input });
        onProfile(profile);
        return profile;
      }),
      saveProfile: fromPromise(async ({ input }) => {
        const profile = await marketerApi.step({ step: 'profile', ...input });
        onProfile(profile);
        return profile;
      }),
    },
    actions: {
      rememberType: (_, params) => {
        try {
          if (params.type) sessionStorage.setItem(typeStorageKey(), params.type);
          else sessionStorage.removeItem(typeStorageKey());
        } catch {
          // Private mode: resuming the type step is a nicety.
        }
      },
    },
  });
}

/**
 * Marketer/signup's machine, provided with its edge; every profile a step answers is kept for the
 * profile step and written to the profile query, so the dashboard reads it without asking again.
 */
export function useMarketerSignup(auth: AuthActor) {
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState<MarketerProfile | null>(null);
  const actor = useActorRef(
    provideSignup(auth, (next) => {
      setProfile(next);
      queryClient.setQueryData(marketerProfileQueryKey, next);
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const value = state.value as string;
  const step = stepOfState(value);
  const active = step === 'done' ? signupSteps.length : step === 'resuming' ? 0 : signupSteps.indexOf(step);
  const { context } = state;
  const chooseType = (type: MarketerType) => {
    preloadSteps();
    actor.send({ type: 'signup.chooseType', marketerType: type });
  };
  // A problem that names no field is shown above the step; the phone step's code is the machine's `otp` child.
  const generalError = context.fieldErrors.length === 0 ? context.error : null;
  const otp = state.children.otp as OtpActor | undefined;
  return { actor, state, value, step, context, profile, active, chooseType, generalError, otp };
}
