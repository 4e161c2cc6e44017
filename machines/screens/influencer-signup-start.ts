import type { SignupStep } from '#common/contracts/influencer-signup';
import type { SignupContext, SignupInput } from './influencer-signup.machine';

/**
 * How the influencer sign-up machine starts, as plain functions without XState (decision 064):
 * the machine's `context` and its `isResumeAt` guard are these, and the wizard renders its first
 * step from them, loading XState with the first event (as the auth actor does, decision 059).
 */

export function signupContextFrom(input: SignupInput): SignupContext {
  const resume = input.resume ?? null;
  const socialTicket = input.socialTicket ?? null;
  return {
    route: socialTicket ? 'social' : (resume?.route ?? 'email'),
    consent: resume?.consent ?? false,
    country: resume?.country ?? input.defaultCountry ?? '',
    nationality: resume?.nationality ?? '',
    email: resume?.email ?? '',
    referralCode: (input.referralCode ?? resume?.referralCode ?? '').trim().toUpperCase(),
    referrer: null,
    socialTicket,
    social: null,
    verificationToken: input.verificationToken ?? null,
    uuid: null,
    resumeStep: resume?.step ?? null,
    error: null,
    fieldErrors: [],
  };
}

/** The step cookie names this step and the context has what the step needs to resume there. */
export function isResumeAt(context: SignupContext, step: SignupStep): boolean {
  if (context.resumeStep !== step || !context.consent) return false;
  if (step === 'location') return context.route === 'email';
  if (step === 'email') return context.route === 'social' || Boolean(context.country && context.nationality);
  // The password step needs the proof of the code, which only this tab holds.
  return Boolean(context.email && context.verificationToken);
}

/**
 * The step the machine settles in without waiting for anything (its `starting` and `resuming`
 * transitions), or null when it first asks the server (a social ticket, a referral code).
 */
export function settledStartStep(context: SignupContext): SignupStep | null {
  if (context.socialTicket || context.referralCode !== '') return null;
  return (['password', 'email', 'location'] as const).find((step) => isResumeAt(context, step)) ?? 'consent';
}
