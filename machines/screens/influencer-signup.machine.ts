import { assign, fromPromise, setup } from 'xstate';
import type { CheckRefCodeResponse, SignupStep, SocialTicketResponse } from '#common/contracts/influencer-signup';
import type { SignInResponse } from '#common/contracts/auth';
import { stepAfter, stepsOf } from '#common/signup-steps';
import { isResumeAt, signupContextFrom } from './influencer-signup-start';

/**
 * Influencer sign-up wizard (SPEC §4, PRODUCT.md): consent → location → email (one-time code)
 * → password → member created. The social route ("Continue with LINE / Facebook / Google")
 * is consent → email → password, with the e-mail the provider vouched for prefilled (and no
 * code needed while it is kept). Back/next between steps; a reload resumes at the step the
 * sign-up step cookie names; a referral code (?ref= or typed) is checked and applied.
 * The server checks every step (saveStep) and decides; the machine mirrors its answers.
 */
export interface SignupProgress {
  step?: SignupStep;
  route?: 'email' | 'social';
  consent?: boolean;
  country?: string;
  nationality?: string;
  email?: string;
  referralCode?: string;
}

export interface FieldError {
  path: string;
  message: string;
}

export interface SignupContext {
  route: 'email' | 'social';
  consent: boolean;
  country: string;
  nationality: string;
  email: string;
  referralCode: string;
  referrer: CheckRefCodeResponse['referrer'] | null;
  socialTicket: string | null;
  social: SocialTicketResponse | null;
  verificationToken: string | null;
  uuid: string | null;
  /** The step the sign-up step cookie named at start (resume after reload). */
  resumeStep: SignupStep | null;
  /** Problem type of the last failure, translated by the screen. */
  error: string | null;
  fieldErrors: FieldError[];
}

export type SignupEvent =
  | { type: 'signup.acceptConsent'; referralCode?: string }
  | { type: 'signup.setLocation'; country: string; nationality: string }
  | { type: 'signup.setEmail'; email: string }
  | { type: 'signup.setPassword'; password: string }
  | { type: 'signup.changeEmail' }
  | { type: 'signup.back' };

export interface SignupInput {
  /** From the sign-up step cookie (resume after reload). */
  resume?: SignupProgress | null;
  /** Proof of the e-mail code kept for this tab (sessionStorage), so a reload on the password step stays there. */
  verificationToken?: string | null;
  /** ?ref= or the referral cookie. */
  referralCode?: string | null;
  /** ?social=<ticket> after "Continue with …". */
  socialTicket?: string | null;
  defaultCountry?: string;
}

export interface SaveStepInput {
  step: SignupStep;
  route: 'email' | 'social';
  consent: boolean;
  country?: string;
  nationality?: string;
  email?: string;
  referralCode?: string;
}
export interface CreateMemberInput {
  route: 'email' | 'social';
  country: string;
  nationality: string;
  email: string;
  password: string;
  verificationToken: string | null;
  socialTicket: string | null;
  referralCode: string;
}

interface ProblemLike {
  type?: string;
  errors?: FieldError[];
}
const problemOf = (error: unknown): ProblemLike => ((error as { data?: ProblemLike } | null)?.data ?? {}) as ProblemLike;

export const influencerSignupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput,
    output: {} as { uuid: string | null },
  },
  actors: {
    checkReferral: fromPromise<CheckRefCodeResponse, { code: string }>(async () => {
      throw new Error('checkReferral is provided at the edge');
    }),
    loadSocial: fromPromise<SocialTicketResponse, { ticket: string }>(async () => {
      throw new Error('loadSocial is provided at the edge');
    }),
    saveStep: fromPromise<unknown, SaveStepInput>(async () => {
      throw new Error('saveStep is provided at the edge');
    }),
    /** The e-mail code: the otp machine in the app, answering the proof when verified. */
    verifyEmail: fromPromise<{ verificationToken: string | null }, { email: string }>(async () => {
      throw new Error('verifyEmail is provided at the edge');
    }),
    createMember: fromPromise<SignInResponse, CreateMemberInput>(async () => {
      throw new Error('createMember is provided at the edge');
    }),
  },
  guards: {
    hasSocialTicket: ({ context }) => Boolean(context.socialTicket),
    hasReferral: ({ context }) => context.referralCode !== '',
    isResumeAt: ({ context }, params: { step: SignupStep }) => isResumeAt(context, params.step),
    isSocialRoute: ({ context }) => context.route === 'social',
    /** The saved step's successor on this route (#common/signup-steps, which the server answers with too). */
    isNextStep: ({ context }, params: { after: SignupStep; step: SignupStep }) => stepAfter(params.after, context.route) === params.step,
    /** The provider vouched for this very address: no code needed. */
    isVouchedEmail: ({ context }) => context.route === 'social' && Boolean(context.social?.emailVerified) && context.social?.email === context.email,
    isProofRejected: (_, params: { error: unknown }) => problemOf(params.error).type === 'verification_required',
    /** Back from the password step with the same address: its proof still holds, no new code. */
    hasProof: ({ context }) => Boolean(context.verificationToken),
  },
  actions: {
    assignProblem: assign((_, params: { error: unknown }) => {
      const problem = problemOf(params.error);
      return { error: problem.type ?? 'network', fieldErrors: problem.errors ?? [] };
    }),
    clearProblem: assign({ error: null, fieldErrors: [] }),
  },
}).createMachine({
  id: 'influencerSignup',
  context: ({ input }) => signupContextFrom(input),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSocialTicket', target: 'loadingSocial' }, { guard: 'hasReferral', target: 'checkingReferral' }, { target: 'resuming' }],
    },
    loadingSocial: {
      invoke: {
        id: 'loadSocial',
        src: 'loadSocial',
        input: ({ context }) => ({ ticket: context.socialTicket! }),
        onDone: { target: 'consent', actions: assign({ social: ({ event }) => event.output, email: ({ event }) => event.output.email ?? '' }) },
        // A stale ticket: carry on with the e-mail route.
        onError: { target: 'consent', actions: [assign({ route: 'email', socialTicket: null }), { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    checkingReferral: {
      invoke: {
        id: 'checkReferral',
        src: 'checkReferral',
        input: ({ context }) => ({ code: context.referralCode }),
        onDone: { target: 'resuming', actions: assign({ referrer: ({ event }) => event.output.referrer }) },
        onError: { target: 'resuming', actions: assign({ referralCode: '', referrer: null, error: 'referral_code_unknown' }) },
      },
    },
    resuming: {
      always: [
        { guard: { type: 'isResumeAt', params: { step: 'password' } }, target: 'password' },
        { guard: { type: 'isResumeAt', params: { step: 'email' } }, target: 'email' },
        { guard: { type: 'isResumeAt', params: { step: 'location' } }, target: 'location' },
        { target: 'consent' },
      ],
    },
    consent: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signup.acceptConsent': {
              target: 'saving',
              actions: [assign({ consent: true, referralCode: ({ event, context }) => (event.referralCode ?? context.referralCode).trim().toUpperCase() }), 'clearProblem'],
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveConsent',
            src: 'saveStep',
            input: ({ context }) => ({ step: 'consent' as const, route: context.route, consent: true, referralCode: context.referralCode || undefined }),
            onDone: [{ guard: { type: 'isNextStep', params: { after: 'consent', step: 'email' } }, target: '#influencerSignup.email' }, { target: '#influencerSignup.location' }],
            onError: { target: 'editing', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    location: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signup.setLocation': { target: 'saving', actions: [assign({ country: ({ event }) => event.country, nationality: ({ event }) => event.nationality }), 'clearProblem'] },
            'signup.back': { target: '#influencerSignup.consent', actions: 'clearProblem' },
          },
        },
        saving: {
          invoke: {
            id: 'saveLocation',
            src: 'saveStep',
            input: ({ context }) => ({ step: 'location' as const, route: context.route, consent: true, country: context.country, nationality: context.nationality }),
            onDone: { target: '#influencerSignup.email' },
            onError: { target: 'editing', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    email: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signup.setEmail': {
              target: 'saving',
              actions: [
                assign(({ context, event }) => {
                  const email = event.email.trim().toLowerCase();
                  // A proof is for one address: another address needs its own code.
                  return { email, verificationToken: email === context.email ? context.verificationToken : null };
                }),
                'clearProblem',
              ],
            },
            'signup.back': [
              { guard: 'isSocialRoute', target: '#influencerSignup.consent', actions: 'clearProblem' },
              { target: '#influencerSignup.location', actions: 'clearProblem' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveEmail',
            src: 'saveStep',
            input: ({ context }) => ({ step: 'email' as const, route: context.route, consent: true, country: context.country || undefined, nationality: context.nationality || undefined, email: context.email }),
            onDone: [{ guard: 'isVouchedEmail', target: '#influencerSignup.password' }, { guard: 'hasProof', target: '#influencerSignup.password' }, { target: 'code' }],
            onError: { target: 'editing', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        code: {
          invoke: {
            id: 'verifyEmail',
            src: 'verifyEmail',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#influencerSignup.password', actions: assign({ verificationToken: ({ event }) => event.output.verificationToken }) },
            onError: { target: 'editing', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          },
          on: {
            'signup.changeEmail': { target: 'editing', actions: 'clearProblem' },
            'signup.back': { target: 'editing', actions: 'clearProblem' },
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signup.setPassword': { target: 'creating', actions: 'clearProblem' },
            'signup.back': { target: '#influencerSignup.email', actions: 'clearProblem' },
          },
        },
        creating: {
          invoke: {
            id: 'createMember',
            src: 'createMember',
            input: ({ context, event }) => ({
              route: context.route,
              country: context.country,
              nationality: context.nationality || context.country,
              email: context.email,
              password: (event as Extract<SignupEvent, { type: 'signup.setPassword' }>).password,
              verificationToken: context.verificationToken,
              socialTicket: context.socialTicket,
              referralCode: context.referralCode,
            }),
            onDone: { target: '#influencerSignup.done', actions: assign({ uuid: ({ event }) => event.output.uuid }) },
            onError: [
              // The code proof expired or was spent: prove the e-mail again.
              {
                guard: { type: 'isProofRejected', params: ({ event }) => ({ error: event.error }) },
                target: '#influencerSignup.email',
                actions: [assign({ verificationToken: null }), { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'editing', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ uuid: context.uuid }),
});

/** The wizard's step numbers for the screen (1-based) and the route's steps (the rule lives in #common/signup-steps). */
export { stepsOf };
