import { setup } from 'xstate';

/**
 * A social channel's stored status (channels.status) as a machine (decision 050); the add-channel
 * wizard the influencer walks through is `screens/channel-qualification.machine.ts` (a screen
 * flow that only displays what the server answered).
 *
 * What the figures decide (SPEC §8 rules, `qualify()` in src/common/channels.ts, and whether
 * another account holds the social id) is data the service reads from other rows and the platform;
 * it arrives here as the event's `qualified` / `taken`, and the machine says which status follows
 * and which moves are allowed at all. A connection by the platform (OAuth) or a manual submission
 * reuses the owner's row for that social id (a reconnect): a connection is taken in every state,
 * a manual submission in every state but a live one (qualified, waiting_review). Pure: no side effects.
 */
export type ChannelStatus = 'connecting' | 'qualified' | 'not_qualified' | 'waiting_review' | 'rejected' | 'disconnected';

export interface ChannelStatusContext {
  /** A manual channel is read by staff, not by its platform: it cannot be refreshed. */
  method: 'oauth' | 'manual';
}

export type ChannelStatusEvent =
  /** The platform's figures were read (OAuth connection, or a refresh) and decided. */
  | { type: 'platform.decided'; qualified: boolean }
  /** A manual channel was submitted; `taken` when another account holds the social id (the one rule decided before staff look). */
  | { type: 'manual.submitted'; taken: boolean }
  /** Staff approve a manual channel; `taken` when another account had the social id approved meanwhile. */
  | { type: 'review.approve'; taken: boolean }
  | { type: 'review.reject'; reason: string }
  /** Read the figures again (a qualified OAuth channel only); what they decide follows as platform.decided. */
  | { type: 'channel.refresh' }
  | { type: 'channel.disconnect' }
  /** The owner closed their account: every channel is released, whatever its status (PRODUCT.md "Deactivation"). */
  | { type: 'owner.closed' };

/** A manual submission, from any state but a live one (the service answers a live one channel_already_connected first). */
const submitted = {
  'manual.submitted': [{ guard: { type: 'isTaken', params: ({ event }: { event: { taken: boolean } }) => ({ taken: event.taken }) }, target: 'not_qualified' }, { target: 'waiting_review' }],
} as const;

export const channelStatusMachine = setup({
  types: {
    context: {} as ChannelStatusContext,
    events: {} as ChannelStatusEvent,
    input: {} as ChannelStatusContext,
  },
  guards: {
    isQualified: (_, params: { qualified: boolean }) => params.qualified,
    isTaken: (_, params: { taken: boolean }) => params.taken,
    isOauth: ({ context }) => context.method === 'oauth',
  },
  actions: {
    keepTokens: () => {},
    dropTokens: () => {},
    spendPrivilegeCode: () => {},
  },
}).createMachine({
  id: 'channelStatus',
  context: ({ input }) => ({ method: input.method }),
  initial: 'connecting',
  on: {
    'platform.decided': [
      { guard: { type: 'isQualified', params: ({ event }) => ({ qualified: event.qualified }) }, target: '.qualified', actions: 'keepTokens' },
      { target: '.not_qualified', actions: 'dropTokens' },
    ],
    'owner.closed': { target: '.disconnected', actions: 'dropTokens' },
  },
  states: {
    connecting: { on: submitted },
    qualified: {
      on: {
        'channel.refresh': { guard: 'isOauth', target: 'qualified' },
        'channel.disconnect': { target: 'disconnected', actions: 'dropTokens' },
      },
    },
    not_qualified: { on: submitted },
    waiting_review: {
      on: {
        'review.approve': [{ guard: { type: 'isTaken', params: ({ event }) => ({ taken: event.taken }) }, target: 'not_qualified' }, { target: 'qualified', actions: 'spendPrivilegeCode' }],
        'review.reject': 'rejected',
        'channel.disconnect': { target: 'disconnected', actions: 'dropTokens' },
      },
    },
    rejected: { on: submitted },
    disconnected: { on: submitted },
  },
});
