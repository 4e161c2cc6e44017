import type { SignupStep } from '#common/contracts/influencer';
import { stepAfter } from '#common/signup-steps';

/**
 * The step the wizard goes to once the server has accepted `step`: the rule the sign-up screen
 * machine moves on with (#common/signup-steps), not a replay of that machine. The server holds no
 * proof of the e-mail code, so after `email` the wizard waits for the code (still `email`), which
 * is where a resumed wizard must start too. `null` when the member is created.
 */
export function nextSignupStep(input: { step: SignupStep; route: 'email' | 'social' }): SignupStep | null {
  if (input.step === 'email') return 'email';
  return stepAfter(input.step, input.route);
}
