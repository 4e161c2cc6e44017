import type { SignupStep } from './contracts/influencer-signup';

/**
 * The influencer sign-up's order of steps as plain rules (issue 29, decision 056): the wizard's
 * screen machine (machines/screens/influencer-signup.machine.ts) moves on with them, and the
 * server answers the next step of POST …/influSignup/signup with the same function instead of
 * replaying the screen machine.
 */

export type SignupRoute = 'email' | 'social';

/** The route's steps in order: the social route skips location (the provider's country is not asked again). */
export const stepsOf = (route: SignupRoute): SignupStep[] => (route === 'social' ? ['consent', 'email', 'password'] : ['consent', 'location', 'email', 'password']);

/**
 * The step that follows `step` once it is saved on this route; null after the last (the member is
 * created). Only consent's successor depends on the route; a location saved anyway leads to email.
 */
export function stepAfter(step: SignupStep, route: SignupRoute): SignupStep | null {
  switch (step) {
    case 'consent':
      return route === 'social' ? 'email' : 'location';
    case 'location':
      return 'email';
    case 'email':
      return 'password';
    case 'password':
      return null;
  }
}
