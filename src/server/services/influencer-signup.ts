import { influencerSignupMachine, type SignupContext, type SignupEvent } from '#machines/screens/influencer-signup.machine';
import type { SignupStep } from '#common/contracts/influencer';
import { decide } from '../machines/run-machine';

/** The wizard event each step's form sends (machines/screens/influencer-signup.machine.ts). */
function eventFor(step: SignupStep, input: { referralCode?: string; country?: string; nationality?: string; email?: string }): SignupEvent {
  switch (step) {
    case 'consent':
      return { type: 'signup.acceptConsent', referralCode: input.referralCode };
    case 'location':
      return { type: 'signup.setLocation', country: input.country ?? '', nationality: input.nationality ?? '' };
    case 'email':
      return { type: 'signup.setEmail', email: input.email ?? '' };
    case 'password':
      return { type: 'signup.setPassword', password: '' };
  }
}

const saveActorIds: Record<SignupStep, string> = { consent: 'saveConsent', location: 'saveLocation', email: 'saveEmail', password: 'createMember' };

/**
 * The step the wizard goes to once the server has accepted `step`, decided by the sign-up
 * machine itself: restore it at the step's form, send the form's event (an event the step
 * does not take is a 409), then the save's completion. The server holds no proof of the
 * e-mail code, so after `email` the machine waits for the code (still `email`), which is
 * where a resumed wizard must start too. `null` when the member is created.
 */
export function nextSignupStep(input: { step: SignupStep; route: 'email' | 'social'; consent?: boolean; country?: string; nationality?: string; email?: string; referralCode?: string }): SignupStep | null {
  const context: SignupContext = {
    route: input.route,
    consent: input.step !== 'consent' || input.consent === true,
    country: input.country ?? '',
    nationality: input.nationality ?? '',
    email: input.email ?? '',
    referralCode: input.referralCode ?? '',
    referrer: null,
    socialTicket: null,
    social: null,
    verificationToken: null,
    uuid: null,
    resumeStep: null,
    error: null,
    fieldErrors: [],
  };
  const saving = decide(influencerSignupMachine, { value: { [input.step]: 'editing' }, context }, eventFor(input.step, input));
  const saved = decide(influencerSignupMachine, { value: saving.value, context: saving.context }, { type: `xstate.done.actor.${saveActorIds[input.step]}`, output: {} } as unknown as SignupEvent);
  const reached = typeof saved.value === 'string' ? saved.value : Object.keys(saved.value)[0]!;
  return reached === 'done' ? null : (reached as SignupStep);
}
