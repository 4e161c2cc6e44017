import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { influencerSignupMachine, type SignupInput } from '#machines/screens/influencer-signup.machine';
import { settledStartStep, signupContextFrom } from '#machines/screens/influencer-signup-start';

// The wizard renders its first step from these functions before XState loads (decision 064):
// for every start that waits for nothing, they must land where the machine itself lands.
const inputs: SignupInput[] = [
  {},
  { defaultCountry: 'TH' },
  { resume: { step: 'location', route: 'email', consent: true }, defaultCountry: 'TH' },
  { resume: { step: 'location', route: 'social', consent: true } },
  { resume: { step: 'location', route: 'email', consent: false } },
  { resume: { step: 'email', route: 'email', consent: true, country: 'TH', nationality: 'TH' } },
  { resume: { step: 'email', route: 'email', consent: true, country: 'TH' } },
  { resume: { step: 'email', route: 'social', consent: true } },
  { resume: { step: 'password', route: 'email', consent: true, country: 'TH', nationality: 'TH', email: 'a@b.test' }, verificationToken: 'proof' },
  { resume: { step: 'password', route: 'email', consent: true, country: 'TH', nationality: 'TH', email: 'a@b.test' } },
  { resume: { step: 'password', route: 'email', consent: true }, verificationToken: 'proof' },
];

describe('influencer sign-up start without XState', () => {
  it.each(inputs.map((input) => [JSON.stringify(input), input] as const))('%s: same step and context as the machine', (_, input) => {
    const actor = createActor(influencerSignupMachine, { input }).start();
    const snapshot = actor.getSnapshot();
    actor.stop();
    const context = signupContextFrom(input);
    const step = settledStartStep(context);
    expect(step).not.toBeNull();
    expect(snapshot.value).toEqual({ [step!]: 'editing' });
    expect(context).toEqual(snapshot.context);
  });

  it('waits for the machine when the start asks the server (social ticket, referral code)', () => {
    expect(settledStartStep(signupContextFrom({ socialTicket: 'ticket' }))).toBeNull();
    expect(settledStartStep(signupContextFrom({ referralCode: ' ab12 ' }))).toBeNull();
    expect(settledStartStep(signupContextFrom({ resume: { referralCode: 'AB12' } }))).toBeNull();
  });
});
