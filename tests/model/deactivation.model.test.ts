import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { deactivationMachine, influencerDeactivation, marketerDeactivation, type DeactivationRules } from '#machines/screens/deactivation.machine';
import { deactivationBlockersOf } from '#common/earnings';
import { controlledActors, declaredGraph, replayPath, transitionPaths, uncoveredTransitions } from './harness';

const problem = (type: string) => ({ data: { type } });
const open = { blockers: [], reasons: ['hard_to_use', 'other'] };

const events: EventObject[] = [
  { type: 'xstate.done.actor.checkDeactivation', output: open },
  { type: 'xstate.done.actor.checkDeactivation', output: { blockers: ['has_open_campaign'], reasons: ['hard_to_use', 'other'] } },
  { type: 'xstate.error.actor.checkDeactivation', error: problem('internal') },
  { type: 'deactivation.retry' },
  { type: 'deactivation.choose', reason: 'hard_to_use' },
  { type: 'deactivation.choose', reason: 'other' },
  { type: 'deactivation.describe', detail: 'We moved to another platform.' },
  { type: 'deactivation.confirm' },
  { type: 'xstate.done.actor.deactivate', output: { ok: true } },
  { type: 'xstate.error.actor.deactivate', error: problem('conflict') },
] as EventObject[];

describe('deactivation machine (marketer variant), every transition', () => {
  const { paths, stateValues, edgeKinds } = transitionPaths(deactivationMachine, { events, input: marketerDeactivation });

  it('covers every state and transition the machine declares', () => {
    const declared = declaredGraph(deactivationMachine);
    console.log(`deactivation: ${stateValues.size}/${declared.states.length} states, ${declared.transitions.length - uncoveredTransitions(declared.transitions, edgeKinds).length}/${declared.transitions.length} declared transitions, ${paths.length} paths`);
    expect(declared.states.filter((state) => !stateValues.has(state))).toEqual([]);
    expect(uncoveredTransitions(declared.transitions, edgeKinds)).toEqual([]);
  });

  for (const path of paths) {
    it(`replays: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const harness = controlledActors(['checkDeactivation', 'deactivate'] as const);
      const actor = createActor(deactivationMachine.provide({ actors: harness.actors as never }), { input: marketerDeactivation }).start();
      await replayPath(path, {
        actor,
        events,
        settle: (id, outcome, value) => harness.settle(id as never, outcome, value),
        invariants: (snapshot) => {
          // Deactivation is asked for only with a reason, and with a detail where the role needs one.
          const asked = harness.calls.filter((call) => call.name === 'deactivate');
          for (const call of asked) {
            const input = call.input as { reason: string; detail?: string };
            expect(input.reason).toBeTruthy();
            if (marketerDeactivation.detailRequiredFor.includes(input.reason)) expect(input.detail).toBeTruthy();
          }
          // A blocked account never reaches the choice.
          if (snapshot.matches('blocked')) expect(snapshot.context.blockers.length).toBeGreaterThan(0);
        },
      });
      actor.stop();
    });
  }
});

describe('deactivation rules are the role’s data', () => {
  const start = (rules: DeactivationRules) => {
    const harness = controlledActors(['checkDeactivation', 'deactivate'] as const);
    const actor = createActor(deactivationMachine.provide({ actors: harness.actors as never }), { input: rules }).start();
    return { harness, actor };
  };

  it('a finding blocks only when the role lists it as blocking', async () => {
    const lenient = start({ ...marketerDeactivation, blockers: ['has_working_job'] });
    await lenient.harness.settle('checkDeactivation', 'done', { blockers: ['has_open_campaign'], reasons: ['other'] });
    expect(lenient.actor.getSnapshot().value).toBe('choosingReason');
    const strict = start(marketerDeactivation);
    await strict.harness.settle('checkDeactivation', 'done', { blockers: ['has_open_campaign'], reasons: ['other'] });
    expect(strict.actor.getSnapshot().value).toBe('blocked');
    expect(strict.actor.getSnapshot().context.blockers).toEqual(['has_open_campaign']);
  });

  it('asks for a reason, then for the detail the role needs, before confirming', async () => {
    const { harness, actor } = start(marketerDeactivation);
    await harness.settle('checkDeactivation', 'done', open);
    actor.send({ type: 'deactivation.confirm' });
    expect(actor.getSnapshot().context.error).toBe('reason_required');
    actor.send({ type: 'deactivation.choose', reason: 'other' });
    actor.send({ type: 'deactivation.confirm' });
    expect(actor.getSnapshot().context.error).toBe('detail_required');
    actor.send({ type: 'deactivation.describe', detail: '  Closing the brand.  ' });
    actor.send({ type: 'deactivation.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(harness.calls.at(-1)).toEqual({ name: 'deactivate', input: { reason: 'other', detail: 'Closing the brand.' } });
  });

  it('keeps the choice after a refused confirmation, and confirming again retries', async () => {
    const { harness, actor } = start(marketerDeactivation);
    await harness.settle('checkDeactivation', 'done', open);
    actor.send({ type: 'deactivation.choose', reason: 'hard_to_use' });
    actor.send({ type: 'deactivation.confirm' });
    await harness.settle('deactivate', 'error', problem('conflict'));
    expect(actor.getSnapshot().value).toBe('choosingReason');
    expect(actor.getSnapshot().context).toMatchObject({ reason: 'hard_to_use', error: 'conflict' });
    actor.send({ type: 'deactivation.confirm' });
    await harness.settle('deactivate', 'done', { ok: true });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a network failure reads as `network`', async () => {
    const { harness, actor } = start(marketerDeactivation);
    await harness.settle('checkDeactivation', 'error', new TypeError('fetch failed'));
    expect(actor.getSnapshot().context.error).toBe('network');
    actor.send({ type: 'deactivation.retry' });
    expect(actor.getSnapshot().value).toBe('checking');
  });
});

/** The influencer variant: the six SPEC §8 conditions, the same reasons, "other" with a detail. */
const influencerEvents: EventObject[] = [
  { type: 'xstate.done.actor.checkDeactivation', output: { blockers: [], reasons: ['another_account_exists', 'other'] } },
  { type: 'xstate.done.actor.checkDeactivation', output: { blockers: ['has_new_job', 'balance_less_than_service_fee'], reasons: ['other'] } },
  { type: 'xstate.error.actor.checkDeactivation', error: problem('internal') },
  { type: 'deactivation.retry' },
  { type: 'deactivation.choose', reason: 'another_account_exists' },
  { type: 'deactivation.choose', reason: 'other' },
  { type: 'deactivation.describe', detail: 'Moving abroad.' },
  { type: 'deactivation.confirm' },
  { type: 'xstate.done.actor.deactivate', output: { scope: 'open', status: 'deactivated' } },
  { type: 'xstate.error.actor.deactivate', error: problem('validation') },
] as EventObject[];

describe('deactivation machine (influencer variant), every transition', () => {
  const { paths, stateValues, edgeKinds } = transitionPaths(deactivationMachine, { events: influencerEvents, input: influencerDeactivation });

  it('covers every state and transition the machine declares', () => {
    const declared = declaredGraph(deactivationMachine);
    console.log(`deactivation (influencer): ${stateValues.size}/${declared.states.length} states, ${declared.transitions.length - uncoveredTransitions(declared.transitions, edgeKinds).length}/${declared.transitions.length} declared transitions, ${paths.length} paths`);
    expect(declared.states.filter((state) => !stateValues.has(state))).toEqual([]);
    expect(uncoveredTransitions(declared.transitions, edgeKinds)).toEqual([]);
  });

  for (const path of paths) {
    it(`replays: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const harness = controlledActors(['checkDeactivation', 'deactivate'] as const);
      const actor = createActor(deactivationMachine.provide({ actors: harness.actors as never }), { input: influencerDeactivation }).start();
      await replayPath(path, {
        actor,
        events: influencerEvents,
        settle: (id, outcome, value) => harness.settle(id as never, outcome, value),
        invariants: (snapshot) => {
          for (const call of harness.calls.filter((call) => call.name === 'deactivate')) {
            const input = call.input as { reason: string; detail?: string };
            expect(influencerDeactivation.reasons).toContain(input.reason);
            if (input.reason === 'other') expect(input.detail).toBeTruthy();
          }
          if (snapshot.matches('blocked')) expect(snapshot.context.blockers.length).toBeGreaterThan(0);
          if (snapshot.matches('choosingReason') || snapshot.matches('confirming')) expect(snapshot.context.blockers).toEqual([]);
        },
      });
      actor.stop();
    });
  }

  it('each of the seven conditions the server decides blocks the influencer', async () => {
    const facts = [
      { availableMinor: 0, underReview: true, bankApproved: true, jobStatuses: [], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 },
      { availableMinor: 500_00, underReview: false, bankApproved: false, jobStatuses: [], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 },
      { availableMinor: 0, underReview: false, bankApproved: true, jobStatuses: ['READY'], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 },
      { availableMinor: 0, underReview: false, bankApproved: true, jobStatuses: ['ASSIGN'], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 },
      { availableMinor: 20_00, underReview: false, bankApproved: true, jobStatuses: [], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 },
      { availableMinor: 100_00, underReview: false, bankApproved: true, jobStatuses: [], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 },
      { availableMinor: 300_00, underReview: false, bankApproved: true, jobStatuses: [], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 },
    ] as const;
    const seen = new Set<string>();
    for (const fact of facts) {
      const blockers = deactivationBlockersOf(fact);
      blockers.forEach((blocker) => seen.add(blocker));
      const harness = controlledActors(['checkDeactivation', 'deactivate'] as const);
      const actor = createActor(deactivationMachine.provide({ actors: harness.actors as never }), { input: influencerDeactivation }).start();
      await harness.settle('checkDeactivation', 'done', { blockers, reasons: ['other'] });
      expect(actor.getSnapshot().value, JSON.stringify(fact)).toBe('blocked');
      actor.stop();
    }
    expect([...seen].sort()).toEqual([...influencerDeactivation.blockers].sort());
    // Nothing holds: the influencer chooses a reason.
    expect(deactivationBlockersOf({ availableMinor: 0, underReview: false, bankApproved: false, jobStatuses: ['COMPLETED', 'CANCEL', 'REJECTED', 'MISMATCHED'], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 })).toEqual([]);
  });
});

describe('money left below the fee or the minimum (issue 26)', () => {
  const fact = (availableMinor: number) => ({ availableMinor, underReview: false, bankApproved: true, jobStatuses: [], minimumWithdrawalMinor: 300_00, withdrawalFeeMinor: 30_00 });
  it('under the 30 THB fee is balance_less_than_service_fee; from the fee to under the 300 THB minimum is its own reason', () => {
    expect(deactivationBlockersOf(fact(29_99))).toEqual(['balance_less_than_service_fee']);
    expect(deactivationBlockersOf(fact(30_00))).toEqual(['balance_less_than_minimum_withdrawal']);
    expect(deactivationBlockersOf(fact(299_99))).toEqual(['balance_less_than_minimum_withdrawal']);
    expect(deactivationBlockersOf(fact(300_00))).toEqual(['balance_remaining_in_account']);
  });
});
