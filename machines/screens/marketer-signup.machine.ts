import { assign, fromPromise, setup } from 'xstate';
import type { MarketerType } from '#common/enums';
import type { CreateEmailBody, MarketerProfile, ProfileBody, Questionnaire } from '#common/contracts/marketer';
import { otpMachine } from './otp.machine';

/**
 * Marketer sign-up (issue 5): type → account → phone (SMS code, by the `otp` machine invoked
 * as a child) → questionnaire → profile → done. Back/next between steps; after a reload the
 * machine starts in `resuming` and asks the edge where sign-up stands (the server keeps the
 * step once the account exists; before that the edge may remember the chosen type).
 */
export type SignupStep = 'type' | 'account' | 'phone' | 'questionnaire' | 'profile' | 'done';

export interface SignupProgress {
  step: SignupStep;
  type: MarketerType | null;
  questionnaire: Partial<Questionnaire> | null;
}

export type AccountInput = Omit<CreateEmailBody, 'locale' | 'type'>;
export type ProfileInput = ProfileBody;

export interface FieldError {
  path: string;
  message: string;
}

export interface MarketerSignupContext {
  type: MarketerType | null;
  email: string;
  phone: string;
  questionnaire: Partial<Questionnaire>;
  verificationToken: string | null;
  /** Problem type of the last failure, translated by the screen. */
  error: string | null;
  /** Seconds the server asked to wait (Retry-After of a 429), shown with the message. */
  retryAfter: number | null;
  fieldErrors: FieldError[];
}

export type MarketerSignupEvent =
  | { type: 'signup.chooseType'; marketerType: MarketerType }
  | { type: 'signup.next' }
  | { type: 'signup.back' }
  | { type: 'signup.submitAccount'; account: AccountInput }
  | { type: 'signup.requestCode'; phone: string }
  | { type: 'signup.answer'; field: keyof Questionnaire; value: string }
  | { type: 'signup.submitProfile'; profile: ProfileInput };

interface ProblemLike {
  type?: string;
  retryAfter?: number;
  errors?: FieldError[];
}
const problemOf = (error: unknown): ProblemLike => ((error as { data?: ProblemLike } | null)?.data ?? {}) as ProblemLike;

export const marketerSignupMachine = setup({
  types: {
    context: {} as MarketerSignupContext,
    events: {} as MarketerSignupEvent,
  },
  actors: {
    loadProgress: fromPromise<SignupProgress>(async () => {
      throw new Error('loadProgress is provided at the edge');
    }),
    createAccount: fromPromise<{ uuid: string }, AccountInput & { type: MarketerType }>(async () => {
      throw new Error('createAccount is provided at the edge');
    }),
    /** The SMS code: the shared otp machine (its requestCode/verifyCode are provided at the edge). */
    otp: otpMachine,
    savePhone: fromPromise<MarketerProfile, { phone: string; verificationToken: string }>(async () => {
      throw new Error('savePhone is provided at the edge');
    }),
    saveQuestionnaire: fromPromise<MarketerProfile, Questionnaire>(async () => {
      throw new Error('saveQuestionnaire is provided at the edge');
    }),
    saveProfile: fromPromise<MarketerProfile, ProfileInput>(async () => {
      throw new Error('saveProfile is provided at the edge');
    }),
  },
  guards: {
    isResumeAt: (_, params: { progress: SignupProgress; step: SignupStep }) => params.progress.step === params.step,
    hasType: ({ context }) => context.type !== null,
    isQuestionnaireComplete: ({ context }) => Boolean(context.questionnaire.objective && context.questionnaire.budget && context.questionnaire.campaignStart),
  },
  actions: {
    assignProgress: assign((_, params: { progress: SignupProgress }) => ({
      type: params.progress.type,
      questionnaire: params.progress.questionnaire ?? {},
    })),
    assignProblem: assign((_, params: { error: unknown }) => {
      const problem = problemOf(params.error);
      return { error: problem.type ?? 'network', retryAfter: typeof problem.retryAfter === 'number' ? problem.retryAfter : null, fieldErrors: problem.errors ?? [] };
    }),
    clearProblem: assign({ error: null, retryAfter: null, fieldErrors: [] }),
    /** Asks the otp child for a code (a plain action: model traversals run without children). */
    forwardToOtp: ({ self }, params: { phone: string }) => {
      self.getSnapshot().children.otp?.send({ type: 'otp.request', destination: params.phone });
    },
    /** The edge remembers the chosen type (before the account exists) for a reload. */
    rememberType: (_, _params: { type: MarketerType | null }) => {},
  },
}).createMachine({
  id: 'marketerSignup',
  initial: 'resuming',
  context: { type: null, email: '', phone: '', questionnaire: {}, verificationToken: null, error: null, retryAfter: null, fieldErrors: [] },
  states: {
    resuming: {
      invoke: {
        id: 'loadProgress',
        src: 'loadProgress',
        onDone: [
          ...(['account', 'phone', 'questionnaire', 'profile', 'done'] as const).map((step) => ({
            guard: { type: 'isResumeAt' as const, params: ({ event }: { event: { output: SignupProgress } }) => ({ progress: event.output, step }) },
            target: step,
            actions: { type: 'assignProgress' as const, params: ({ event }: { event: { output: SignupProgress } }) => ({ progress: event.output }) },
          })),
          { target: 'type', actions: { type: 'assignProgress', params: ({ event }) => ({ progress: event.output }) } },
        ],
        onError: { target: 'type' },
      },
    },
    type: {
      on: {
        'signup.chooseType': {
          actions: [assign({ type: ({ event }) => event.marketerType }), { type: 'rememberType', params: ({ event }) => ({ type: event.marketerType }) }],
        },
        'signup.next': { guard: 'hasType', target: 'account', actions: 'clearProblem' },
      },
    },
    account: {
      on: {
        'signup.back': { target: 'type', actions: 'clearProblem' },
        'signup.submitAccount': { target: 'creatingAccount', actions: ['clearProblem', assign({ email: ({ event }) => event.account.email })] },
      },
    },
    creatingAccount: {
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context, event }) => ({ ...(event as Extract<MarketerSignupEvent, { type: 'signup.submitAccount' }>).account, type: context.type! }),
        onDone: { target: 'phone', actions: { type: 'rememberType', params: { type: null } } },
        onError: { target: 'account', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    phone: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: () => ({ now: Date.now() }),
        onDone: { target: 'savingPhone', actions: assign({ verificationToken: ({ event }) => (event.output as { verificationToken: string | null }).verificationToken }) },
      },
      on: {
        'signup.requestCode': {
          actions: [
            'clearProblem',
            assign({ phone: ({ event }) => event.phone }),
            { type: 'forwardToOtp', params: ({ event }) => ({ phone: event.phone }) },
          ],
        },
      },
    },
    savingPhone: {
      invoke: {
        id: 'savePhone',
        src: 'savePhone',
        input: ({ context }) => ({ phone: context.phone, verificationToken: context.verificationToken ?? '' }),
        onDone: { target: 'questionnaire', actions: assign({ verificationToken: null }) },
        // A refused number (taken meanwhile) starts the phone step again with a fresh code.
        onError: { target: 'phone', actions: [{ type: 'assignProblem', params: ({ event }) => ({ error: event.error }) }, assign({ verificationToken: null })] },
      },
    },
    questionnaire: {
      on: {
        'signup.answer': { actions: assign({ questionnaire: ({ context, event }) => ({ ...context.questionnaire, [event.field]: event.value }) }) },
        'signup.next': { guard: 'isQuestionnaireComplete', target: 'savingQuestionnaire', actions: 'clearProblem' },
      },
    },
    savingQuestionnaire: {
      invoke: {
        id: 'saveQuestionnaire',
        src: 'saveQuestionnaire',
        input: ({ context }) => context.questionnaire as Questionnaire,
        onDone: { target: 'profile' },
        onError: { target: 'questionnaire', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    profile: {
      on: {
        'signup.back': { target: 'questionnaire', actions: 'clearProblem' },
        'signup.submitProfile': { target: 'savingProfile', actions: 'clearProblem' },
      },
    },
    savingProfile: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => (event as Extract<MarketerSignupEvent, { type: 'signup.submitProfile' }>).profile,
        onDone: { target: 'done' },
        onError: { target: 'profile', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});

/** The steps shown in the stepper, in order, and where a state belongs. */
export const signupSteps = ['type', 'account', 'phone', 'questionnaire', 'profile'] as const;
export function stepOfState(value: string): (typeof signupSteps)[number] | 'done' | 'resuming' {
  const map: Record<string, (typeof signupSteps)[number] | 'done' | 'resuming'> = {
    resuming: 'resuming',
    type: 'type',
    account: 'account',
    creatingAccount: 'account',
    phone: 'phone',
    savingPhone: 'phone',
    questionnaire: 'questionnaire',
    savingQuestionnaire: 'questionnaire',
    profile: 'profile',
    savingProfile: 'profile',
    done: 'done',
  };
  return map[value] ?? 'type';
}

