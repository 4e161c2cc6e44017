import { assign, fromPromise, setup } from 'xstate';
import { isOauthChannelType, type QualificationResult } from '#common/channels';
import type { InfluencerTier, SocialChannelType } from '#common/enums';

/**
 * Connecting a social channel (PRODUCT.md "Channels and qualification"):
 * choosing (with the privilege-code sub-flow) → authorising (OAuth) | manualEntry →
 * fetching → deciding → qualified | notQualified.<first failing rule> | waitingReview, or
 * rejected when the server answers a channel staff already rejected. Cancel and retry from every
 * failure.
 *
 * The server decides: `deciding` only reads the result the server answered (computed by
 * `qualify()` in src/common/channels.ts). A screen flow (decisions 045, 050, 066): the wizard ends
 * where the member leaves it. What happens to the channel afterwards (staff's review, refresh,
 * disconnect) is the stored `channels.status`, `lifecycles/channel-status.machine.ts`, and its
 * events are declared there only.
 */
export type PrivilegeError = 'incorrect' | 'quota_exceeded' | 'expired';

export interface ChannelOutcome {
  channelId: string;
  status: 'connecting' | 'qualified' | 'not_qualified' | 'waiting_review' | 'rejected' | 'disconnected';
  result: QualificationResult | null;
  tier: InfluencerTier | null;
}

export interface ManualChannelInput {
  profileUrl: string;
  name: string;
  followers: number;
  following: number;
  engagementRateBp: number;
  lastPostAt: string;
  evidenceUploadId: string;
}

export interface ChannelQualificationContext {
  channelType: SocialChannelType | null;
  privilegeCode: string | null;
  privilegeError: PrivilegeError | null;
  channelId: string | null;
  result: QualificationResult | null;
  tier: InfluencerTier | null;
  /** Problem type of the last failure (network, access_denied, validation …), translated by the screen. */
  error: string | null;
}

/** The context a wizard starts with. */
export const emptyChannelContext: ChannelQualificationContext = {
  channelType: null,
  privilegeCode: null,
  privilegeError: null,
  channelId: null,
  result: null,
  tier: null,
  error: null,
};

export type ChannelQualificationEvent =
  | { type: 'channel.choose'; channelType: SocialChannelType }
  | { type: 'privilege.submit'; code: string }
  | { type: 'privilege.clear' }
  | { type: 'oauth.returned'; channelId: string }
  | { type: 'oauth.failed'; reason: string }
  | { type: 'manual.submit'; input: ManualChannelInput }
  | { type: 'wizard.retry' }
  | { type: 'wizard.cancel' };

interface ProblemLike {
  type?: string;
}
const problemOf = (error: unknown): ProblemLike => ((error as { data?: ProblemLike } | null)?.data ?? {}) as ProblemLike;
const privilegeErrorOf = (error: unknown): PrivilegeError | null => {
  const type = problemOf(error).type;
  if (type === 'privilege_incorrect') return 'incorrect';
  if (type === 'privilege_quota_exceeded') return 'quota_exceeded';
  if (type === 'privilege_expired') return 'expired';
  return null;
};

const failing = ['already_signup', 'not_public', 'error_friends', 'error_post_not_found', 'error_engagement', 'error_ratio'] as const;
/** The notQualified child state of each SPEC §8 result. */
export const notQualifiedStateOf = {
  already_signup: 'alreadySignup',
  not_public: 'notPublic',
  error_friends: 'errorFriends',
  error_post_not_found: 'errorPostNotFound',
  error_engagement: 'errorEngagement',
  error_ratio: 'errorRatio',
} as const satisfies Record<(typeof failing)[number], string>;

const retryOrCancel = {
  'wizard.retry': { target: '#channelQualification.choosing', actions: 'clearOutcome' },
  'wizard.cancel': { target: '#channelQualification.cancelled' },
} as const;

export const channelQualificationMachine = setup({
  types: {
    context: {} as ChannelQualificationContext,
    events: {} as ChannelQualificationEvent,
  },
  actors: {
    checkPrivilege: fromPromise<{ code: string }, { code: string }>(async () => {
      throw new Error('checkPrivilege is provided at the edge');
    }),
    submitManual: fromPromise<ChannelOutcome, { channelType: SocialChannelType; privilegeCode: string | null; input: ManualChannelInput }>(async () => {
      throw new Error('submitManual is provided at the edge');
    }),
    fetchChannel: fromPromise<ChannelOutcome, { channelId: string }>(async () => {
      throw new Error('fetchChannel is provided at the edge');
    }),
  },
  guards: {
    isOauthType: (_, params: { channelType: SocialChannelType }) => isOauthChannelType(params.channelType),
    isPrivilegeError: (_, params: { error: unknown }) => privilegeErrorOf(params.error) !== null,
    isWaitingReview: ({ context }) => context.result === null,
    isQualified: ({ context }) => context.result === 'qualified',
    hasResult: ({ context }, params: { result: QualificationResult }) => context.result === params.result,
    isStillConnecting: (_, params: { outcome: ChannelOutcome }) => params.outcome.status === 'connecting',
    isRejectedOutcome: (_, params: { outcome: ChannelOutcome }) => params.outcome.status === 'rejected',
  },
  actions: {
    assignChannelType: assign((_, params: { channelType: SocialChannelType }) => ({ channelType: params.channelType, error: null })),
    assignPrivilegeCode: assign((_, params: { code: string }) => ({ privilegeCode: params.code, privilegeError: null })),
    assignPrivilegeError: assign((_, params: { error: unknown }) => ({ privilegeCode: null, privilegeError: privilegeErrorOf(params.error) })),
    clearPrivilegeCode: assign({ privilegeCode: null, privilegeError: null }),
    assignChannelId: assign((_, params: { channelId: string }) => ({ channelId: params.channelId })),
    assignOutcome: assign((_, params: { outcome: ChannelOutcome }) => ({
      channelId: params.outcome.channelId,
      result: params.outcome.status === 'waiting_review' ? null : params.outcome.result,
      tier: params.outcome.tier,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: problemOf(params.error).type ?? 'network' })),
    assignReason: assign((_, params: { reason: string }) => ({ error: params.reason })),
    // Back to choosing starts the wizard over: the privilege code is typed (and checked) again.
    clearOutcome: assign({ channelId: null, result: null, tier: null, error: null, privilegeCode: null, privilegeError: null }),
  },
}).createMachine({
  id: 'channelQualification',
  context: emptyChannelContext,
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'noCode',
      on: {
        'channel.choose': [
          { guard: { type: 'isOauthType', params: ({ event }) => ({ channelType: event.channelType }) }, target: 'authorising', actions: { type: 'assignChannelType', params: ({ event }) => ({ channelType: event.channelType }) } },
          { target: 'manualEntry', actions: { type: 'assignChannelType', params: ({ event }) => ({ channelType: event.channelType }) } },
        ],
        // Coming back from the platform: the server has fetched and decided already.
        'oauth.returned': { target: 'fetching', actions: { type: 'assignChannelId', params: ({ event }) => ({ channelId: event.channelId }) } },
        'wizard.cancel': { target: 'cancelled' },
      },
      states: {
        noCode: { on: { 'privilege.submit': 'checkingCode' } },
        checkingCode: {
          invoke: {
            id: 'checkPrivilege',
            src: 'checkPrivilege',
            input: ({ event }) => ({ code: (event as { code: string }).code }),
            onDone: { target: 'codeAccepted', actions: { type: 'assignPrivilegeCode', params: ({ event }) => ({ code: event.output.code }) } },
            onError: [
              { guard: { type: 'isPrivilegeError', params: ({ event }) => ({ error: event.error }) }, target: 'codeRefused', actions: { type: 'assignPrivilegeError', params: ({ event }) => ({ error: event.error }) } },
              { target: 'noCode', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        codeAccepted: { on: { 'privilege.clear': { target: 'noCode', actions: 'clearPrivilegeCode' }, 'privilege.submit': 'checkingCode' } },
        /** incorrect, quota_exceeded or expired: each its own message (context.privilegeError). */
        codeRefused: { on: { 'privilege.submit': 'checkingCode', 'privilege.clear': { target: 'noCode', actions: 'clearPrivilegeCode' } } },
      },
    },
    authorising: {
      // The client sends the browser to the platform; the server's callback comes back with the channel.
      on: {
        'oauth.returned': { target: 'fetching', actions: { type: 'assignChannelId', params: ({ event }) => ({ channelId: event.channelId }) } },
        'oauth.failed': { target: 'failed', actions: { type: 'assignReason', params: ({ event }) => ({ reason: event.reason }) } },
        'wizard.cancel': { target: 'choosing', actions: 'clearOutcome' },
      },
    },
    manualEntry: {
      on: {
        'manual.submit': 'submitting',
        'wizard.cancel': { target: 'choosing', actions: 'clearOutcome' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitManual',
        src: 'submitManual',
        input: ({ context, event }) => ({ channelType: context.channelType!, privilegeCode: context.privilegeCode, input: (event as { input: ManualChannelInput }).input }),
        onDone: { target: 'deciding', actions: { type: 'assignOutcome', params: ({ event }) => ({ outcome: event.output }) } },
        onError: { target: 'manualEntry', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    fetching: {
      invoke: {
        id: 'fetchChannel',
        src: 'fetchChannel',
        input: ({ context }) => ({ channelId: context.channelId! }),
        onDone: [
          { guard: { type: 'isStillConnecting', params: ({ event }) => ({ outcome: event.output }) }, target: 'failed', actions: { type: 'assignReason', params: () => ({ reason: 'not_decided' }) } },
          { guard: { type: 'isRejectedOutcome', params: ({ event }) => ({ outcome: event.output }) }, target: 'rejected', actions: { type: 'assignReason', params: () => ({ reason: 'rejected' }) } },
          { target: 'deciding', actions: { type: 'assignOutcome', params: ({ event }) => ({ outcome: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deciding: {
      always: [
        { guard: 'isWaitingReview', target: 'waitingReview' },
        { guard: 'isQualified', target: 'qualified' },
        ...failing.map((result) => ({ guard: { type: 'hasResult' as const, params: { result } }, target: `notQualified.${notQualifiedStateOf[result]}` })),
      ],
    },
    qualified: {},
    notQualified: {
      initial: 'notPublic',
      on: retryOrCancel,
      states: {
        alreadySignup: {},
        notPublic: {},
        errorFriends: {},
        errorPostNotFound: {},
        errorEngagement: {},
        errorRatio: {},
      },
    },
    waitingReview: {},
    rejected: { on: retryOrCancel },
    failed: { on: retryOrCancel },
    cancelled: { type: 'final' },
  },
});
