import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { OtpRequestResponse, OtpVerifyResponse } from '#common/contracts/otp';

/**
 * One-time code verification (PRODUCT.md "One-time codes"), for e-mail and SMS codes,
 * influencers and marketers alike. The server decides; the machine mirrors its answers:
 * idle → requesting → entering.waiting (countdown, resend after the cool-down) → verifying →
 * verified | entering.wrong (tries left) | expired | locked (429).
 */
export interface OtpContext {
  destination: string;
  reference: string | null;
  maskedDestination: string;
  codeLength: number;
  expiresAt: number;
  resendAt: number;
  now: number;
  triesLeft: number | null;
  retryAfter: number;
  verificationToken: string | null;
  /** Problem type of the last failure, translated by the screen. */
  error: string | null;
}

export type OtpEvent =
  | { type: 'otp.request'; destination: string }
  | { type: 'otp.submit'; code: string }
  | { type: 'otp.resend' }
  | { type: 'otp.tick'; now: number }
  | { type: 'otp.edit' };

interface ProblemLike {
  type?: string;
  retryAfter?: number;
  triesLeft?: number;
}
const problemOf = (error: unknown): ProblemLike => ((error as { data?: ProblemLike } | null)?.data ?? {}) as ProblemLike;

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as { destination?: string; codeLength?: number; now: number },
  },
  actors: {
    requestCode: fromPromise<OtpRequestResponse, { destination: string }>(async () => {
      throw new Error('requestCode is provided at the edge');
    }),
    verifyCode: fromPromise<OtpVerifyResponse, { destination: string; code: string }>(async () => {
      throw new Error('verifyCode is provided at the edge');
    }),
    /** Sends `otp.tick` every 1000 ms (SPEC §9 countdown interval). */
    countdown: fromCallback(() => () => {}),
  },
  guards: {
    isExpiredAt: ({ context }, params: { now: number }) => params.now >= context.expiresAt,
    canResend: ({ context }) => context.now >= context.resendAt,
    isRateLimited: (_, params: { error: unknown }) => problemOf(params.error).type === 'rate_limited',
    isResendTooSoon: (_, params: { error: unknown }) => problemOf(params.error).type === 'otp_resend_too_soon',
    isCodeDead: (_, params: { error: unknown }) => {
      const problem = problemOf(params.error);
      return problem.type === 'otp_expired' || (problem.type === 'otp_invalid' && problem.triesLeft === 0);
    },
  },
  actions: {
    assignCode: assign((_, params: { response: OtpRequestResponse; now: number }) => ({
      reference: params.response.reference,
      maskedDestination: params.response.destination,
      codeLength: params.response.codeLength,
      expiresAt: Date.parse(params.response.expiresAt),
      resendAt: Date.parse(params.response.resendAt),
      now: params.now,
      triesLeft: null,
      error: null,
    })),
    assignProblem: assign((_, params: { error: unknown }) => {
      const problem = problemOf(params.error);
      return {
        error: problem.type ?? 'network',
        retryAfter: problem.retryAfter ?? 0,
        ...(problem.triesLeft !== undefined ? { triesLeft: problem.triesLeft } : {}),
      };
    }),
    assignWait: assign(({ context }, params: { error: unknown; now: number }) => ({
      resendAt: params.now + (problemOf(params.error).retryAfter ?? 60) * 1000,
      // A code sent moments ago (e.g. before a reload) is still valid for its full life.
      expiresAt: Math.max(context.expiresAt, params.now + 60_000),
      now: params.now,
    })),
    assignNow: assign((_, params: { now: number }) => ({ now: params.now })),
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    destination: input.destination ?? '',
    reference: null,
    maskedDestination: '',
    codeLength: input.codeLength ?? 6,
    expiresAt: 0,
    resendAt: 0,
    now: input.now,
    triesLeft: null,
    retryAfter: 0,
    verificationToken: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'otp.request': { target: 'requesting', actions: assign({ destination: ({ event }) => event.destination, error: null }) },
      },
    },
    requesting: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ destination: context.destination }),
        onDone: { target: 'entering.waiting', actions: { type: 'assignCode', params: ({ event, context }) => ({ response: event.output, now: context.now }) } },
        onError: [
          { guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) }, target: 'locked', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          {
            guard: { type: 'isResendTooSoon', params: ({ event }) => ({ error: event.error }) },
            target: 'entering.waiting',
            actions: [
              { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) },
              { type: 'assignWait', params: ({ event, context }) => ({ error: event.error, now: context.now }) },
            ],
          },
          { target: 'idle', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // A code is out: the countdown runs, and the user may type, resend or edit the destination.
    entering: {
      invoke: { id: 'countdown', src: 'countdown' },
      initial: 'waiting',
      states: {
        waiting: {},
        /** The last code typed was wrong; tries left are in context. */
        wrong: {},
      },
      on: {
        'otp.tick': [
          { guard: { type: 'isExpiredAt', params: ({ event }) => ({ now: event.now }) }, target: 'expired', actions: { type: 'assignNow', params: ({ event }) => ({ now: event.now }) } },
          { actions: { type: 'assignNow', params: ({ event }) => ({ now: event.now }) } },
        ],
        'otp.submit': { target: 'verifying', actions: assign({ error: null }) },
        'otp.resend': { guard: 'canResend', target: 'requesting' },
        'otp.edit': { target: 'idle', actions: assign({ reference: null, error: null }) },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({ destination: context.destination, code: (event as Extract<OtpEvent, { type: 'otp.submit' }>).code }),
        onDone: { target: 'verified', actions: assign({ verificationToken: ({ event }) => event.output.verificationToken, error: null }) },
        onError: [
          { guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) }, target: 'locked', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          { guard: { type: 'isCodeDead', params: ({ event }) => ({ error: event.error }) }, target: 'expired', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
          { target: 'entering.wrong', actions: { type: 'assignProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    expired: {
      on: {
        'otp.resend': 'requesting',
        'otp.edit': { target: 'idle', actions: assign({ reference: null, error: null }) },
      },
    },
    locked: {
      on: { 'otp.edit': { target: 'idle', actions: assign({ reference: null }) } },
    },
    verified: { type: 'final' },
  },
  output: ({ context }) => ({ verificationToken: context.verificationToken }),
});

/** Seconds until a resend is allowed (0 when it is). */
export const secondsUntilResend = (context: Pick<OtpContext, 'now' | 'resendAt'>) => Math.max(0, Math.ceil((context.resendAt - context.now) / 1000));
