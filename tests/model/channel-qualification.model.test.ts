import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { channelQualificationMachine, type ChannelOutcome } from '#machines/screens/channel-qualification.machine';
import { controlledActors, declaredGraph, replayPath, transitionPaths, uncoveredTransitions } from './harness';

const problem = (type: string) => ({ data: { type } });
const outcome = (status: ChannelOutcome['status'], result: ChannelOutcome['result'], tier: ChannelOutcome['tier'] = null): ChannelOutcome => ({ channelId: 'c1', status, result, tier });
const manual = { profileUrl: 'https://lemon8-app.com/@ploy', name: 'Ploy', followers: 1200, following: 100, engagementRateBp: 120, lastPostAt: '2026-11-20', evidenceUploadId: 'u1' };

const events: EventObject[] = [
  { type: 'channel.choose', channelType: 'INSTAGRAM' },
  { type: 'channel.choose', channelType: 'LEMON8' },
  { type: 'privilege.submit', code: 'KOLIFY-VIP' },
  { type: 'privilege.clear' },
  { type: 'oauth.returned', channelId: 'c1' },
  { type: 'oauth.failed', reason: 'access_denied' },
  { type: 'manual.submit', input: manual },
  { type: 'wizard.retry' },
  { type: 'wizard.cancel' },
  { type: 'xstate.done.actor.checkPrivilege', output: { code: 'KOLIFY-VIP' } },
  { type: 'xstate.error.actor.checkPrivilege', error: problem('privilege_incorrect') },
  { type: 'xstate.error.actor.checkPrivilege', error: problem('privilege_quota_exceeded') },
  { type: 'xstate.error.actor.checkPrivilege', error: problem('privilege_expired') },
  { type: 'xstate.error.actor.checkPrivilege', error: problem('rate_limited') },
  { type: 'xstate.done.actor.submitManual', output: outcome('waiting_review', null, 'micro') },
  { type: 'xstate.error.actor.submitManual', error: problem('validation') },
  { type: 'xstate.done.actor.fetchChannel', output: outcome('qualified', 'qualified', 'micro') },
  { type: 'xstate.done.actor.fetchChannel', output: outcome('connecting', null) },
  { type: 'xstate.done.actor.fetchChannel', output: outcome('rejected', null) },
  ...(['already_signup', 'not_public', 'error_friends', 'error_post_not_found', 'error_engagement', 'error_ratio'] as const).map((result) => ({ type: 'xstate.done.actor.fetchChannel', output: outcome('not_qualified', result) })),
  { type: 'xstate.error.actor.fetchChannel', error: problem('not_found') },
] as EventObject[];

/** States left at once by an eventless (`always`) transition: never a resting snapshot. */
const transientStates = ['deciding'];

/**
 * Declared transitions no path takes. A taken edge counts for a declared one when it leaves the
 * same state (or a child), on the same event, for the same target or one of its children (a
 * compound target rests in its initial child); a transient target rests wherever it leads.
 */
function uncoveredOf(declared: string[], taken: Set<string>) {
  const parse = (edge: string) => {
    const [from, rest] = edge.split(' --');
    const [event, to] = rest!.split('--> ');
    return { from: from!, event: event!, to: to! };
  };
  const within = (state: string, node: string) => state === node || state.startsWith(`${node}.`);
  const edges = [...taken].map(parse);
  return declared.filter((transition) => {
    const d = parse(transition);
    const left = uncoveredTransitions([transition], taken).length === 0;
    return !left && !edges.some((e) => within(e.from, d.from) && e.event === d.event && (within(e.to, d.to) || transientStates.includes(d.to)));
  });
}

describe('channelQualification machine, every transition', () => {
  const { paths, stateValues, edgeKinds } = transitionPaths(channelQualificationMachine, { events });

  it('covers every state and transition the machine declares (coverage table)', () => {
    const declared = declaredGraph(channelQualificationMachine);
    const uncovered = uncoveredOf(declared.transitions, edgeKinds);
    const rows = declared.states.map((state) => ({ state, reached: transientStates.includes(state) ? 'transient' : stateValues.has(state) ? 'yes' : 'NO', transitions: declared.transitions.filter((t) => t.startsWith(`${state} `)).length }));
    console.table(rows);
    console.log(`channelQualification: ${stateValues.size}/${declared.states.length - transientStates.length} resting states, ${declared.transitions.length - uncovered.length}/${declared.transitions.length} declared transitions, ${paths.length} paths`);
    expect(declared.states.filter((state) => !stateValues.has(state) && !transientStates.includes(state))).toEqual([]);
    expect(uncovered).toEqual([]);
  });

  for (const path of paths) {
    it(`replays: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const harness = controlledActors(['checkPrivilege', 'submitManual', 'fetchChannel'] as const);
      const actor = createActor(channelQualificationMachine.provide({ actors: harness.actors as never })).start();
      await replayPath(path, {
        actor,
        events,
        settle: (id, outcome, value) => harness.settle(id as never, outcome, value),
        invariants: (snapshot) => {
          // A result is shown exactly when the server has decided one.
          if (snapshot.matches('qualified')) expect(snapshot.context.result).toBe('qualified');
          if (snapshot.matches('notQualified')) expect(snapshot.context.result).not.toBe('qualified');
          if (snapshot.matches('waitingReview')) expect(snapshot.context.result).toBeNull();
          // A privilege error is remembered only while the code was refused.
          if (snapshot.matches({ choosing: 'codeRefused' })) expect(snapshot.context.privilegeError).not.toBeNull();
          if (snapshot.matches({ choosing: 'codeAccepted' })) expect(snapshot.context.privilegeCode).toBe('KOLIFY-VIP');
        },
      });
      actor.stop();
    });
  }
});

describe('channelQualification rules', () => {
  it('each privilege error is kept apart so each shows its own message', async () => {
    for (const [type, expected] of [['privilege_incorrect', 'incorrect'], ['privilege_quota_exceeded', 'quota_exceeded'], ['privilege_expired', 'expired']] as const) {
      const harness = controlledActors(['checkPrivilege', 'submitManual', 'fetchChannel'] as const);
      const actor = createActor(channelQualificationMachine.provide({ actors: harness.actors as never })).start();
      actor.send({ type: 'privilege.submit', code: 'X' });
      await harness.settle('checkPrivilege', 'error', problem(type));
      expect(actor.getSnapshot().value).toEqual({ choosing: 'codeRefused' });
      expect(actor.getSnapshot().context.privilegeError).toBe(expected);
    }
  });

  it('OAuth types go to the platform, the others to manual entry', () => {
    const oauth = createActor(channelQualificationMachine).start();
    oauth.send({ type: 'channel.choose', channelType: 'TIKTOK' });
    expect(oauth.getSnapshot().value).toBe('authorising');
    const manualActor = createActor(channelQualificationMachine).start();
    manualActor.send({ type: 'channel.choose', channelType: 'WHATSAPP' });
    expect(manualActor.getSnapshot().value).toBe('manualEntry');
  });
});
