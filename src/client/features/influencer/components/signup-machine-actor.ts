import { createActor, fromPromise } from 'xstate';
import { influencerSignupMachine, type CreateMemberInput, type SaveStepInput, type SignupInput } from '#machines/screens/influencer-signup.machine';
import type { CheckRefCodeResponse, SocialTicketResponse } from '#common/contracts/influencer-signup';
import type { SignInResponse } from '#common/contracts/auth';

/** What the wizard's machine asks of the screen: the API calls and the e-mail code. */
export interface SignupEdge {
  checkReferral: (code: string) => Promise<CheckRefCodeResponse>;
  loadSocial: (ticket: string) => Promise<SocialTicketResponse>;
  saveStep: (body: SaveStepInput) => Promise<unknown>;
  verifyEmail: () => Promise<{ verificationToken: string | null }>;
  createMember: (body: CreateMemberInput) => Promise<SignInResponse>;
}

/**
 * The `influencerSignup` machine with its actors, started from the wizard's input. Loaded with
 * the wizard's first event, or at once when the start asks the server (decision 064): XState
 * is then no part of the sign-up page's first load.
 */
export function startSignupMachine(input: SignupInput, edge: SignupEdge) {
  const machine = influencerSignupMachine.provide({
    actors: {
      checkReferral: fromPromise(({ input: { code } }: { input: { code: string } }) => edge.checkReferral(code)),
      loadSocial: fromPromise(({ input: { ticket } }: { input: { ticket: string } }) => edge.loadSocial(ticket)),
      saveStep: fromPromise(({ input: body }) => edge.saveStep(body)),
      verifyEmail: fromPromise(() => edge.verifyEmail()),
      createMember: fromPromise(({ input: body }) => edge.createMember(body)),
    },
  });
  return createActor(machine, { input }).start();
}

export type SignupActor = ReturnType<typeof startSignupMachine>;
