import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { decide } from '#server/machines/run-machine';
import { defaultWithdrawalRules as rules, withdrawalBreakdown } from '#common/earnings';
import { withdrawalStatusMachine } from '#machines/lifecycles/withdrawal.machine';
import { withdrawalFormMachine } from '#machines/screens/withdrawal-form.machine';
import { controlledActors, declaredGraph, replayPath, transitionPaths, uncoveredTransitions } from './harness';

const problem = (type: string) => ({ data: { type } });
const approved = { status: 'approve', holderType: 'individual' } as const;

const events: EventObject[] = [
  { type: 'withdraw.loaded', facts: { availableMinor: 1_000_00, rules, bank: approved } },
  { type: 'withdraw.loaded', facts: { availableMinor: 2_000_00, rules, bank: approved } },
  { type: 'withdraw.loaded', facts: { availableMinor: 1_000_00, rules, bank: null } },
  { type: 'withdraw.loaded', facts: { availableMinor: 299_99, rules, bank: approved } },
  { type: 'withdraw.loaded', facts: { availableMinor: 100_00, rules, bank: approved } },
  { type: 'withdraw.amount', amountMinor: rules.minimumMinor },
  { type: 'withdraw.amount', amountMinor: rules.minimumMinor - 1 },
  { type: 'withdraw.amount', amountMinor: 1_000_01 },
  { type: 'withdraw.review', idempotencyKey: 'key-1' },
  { type: 'withdraw.edit' },
  { type: 'withdraw.confirm' },
  { type: 'withdraw.retry' },
  { type: 'withdraw.again' },
  { type: 'xstate.done.actor.submitWithdrawal', output: { id: 'w-1' } },
  { type: 'xstate.error.actor.submitWithdrawal', error: problem('insufficient_funds') },
  { type: 'xstate.error.actor.submitWithdrawal', error: problem('bank_account_required') },
  { type: 'xstate.error.actor.submitWithdrawal', error: new TypeError('fetch failed') },
] as EventObject[];

describe('withdrawal machine (the influencer’s form), every transition', () => {
  const { paths, stateValues, edgeKinds } = transitionPaths(withdrawalFormMachine, { events });

  it('covers every state and transition the machine declares', () => {
    const declared = declaredGraph(withdrawalFormMachine);
    console.log(`withdrawal: ${stateValues.size}/${declared.states.length} states, ${declared.transitions.length - uncoveredTransitions(declared.transitions, edgeKinds).length}/${declared.transitions.length} declared transitions, ${paths.length} paths`);
    expect(declared.states.filter((state) => !stateValues.has(state))).toEqual([]);
    expect(uncoveredTransitions(declared.transitions, edgeKinds)).toEqual([]);
  });

  for (const path of paths) {
    it(`replays: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const harness = controlledActors(['submitWithdrawal'] as const);
      const actor = createActor(withdrawalFormMachine.provide({ actors: harness.actors as never })).start();
      await replayPath(path, {
        actor,
        events,
        settle: (id, outcome, value) => harness.settle(id as never, outcome, value),
        invariants: (snapshot) => {
          // Nothing is sent without an approved bank account, a key, and an amount the rules allow.
          for (const call of harness.calls) {
            const input = call.input as { amountMinor: number; idempotencyKey: string };
            expect(input.idempotencyKey).toBeTruthy();
            expect(input.amountMinor).toBeGreaterThanOrEqual(rules.minimumMinor);
          }
          if (snapshot.matches('reviewing')) {
            expect(snapshot.context.bank?.status).toBe('approve');
            expect(snapshot.context.breakdown).toEqual(withdrawalBreakdown(snapshot.context.amountMinor, 'individual', rules));
            expect(snapshot.context.amountMinor).toBeLessThanOrEqual(snapshot.context.availableMinor);
          }
        },
      });
      actor.stop();
    });
  }

  it('follows the numbers the server sends: a 500 THB minimum and a 50 THB fee', () => {
    const actor = createActor(withdrawalFormMachine).start();
    const changed = { minimumMinor: 500_00, feeMinor: 50_00, withholdingTaxBp: 300 };
    actor.send({ type: 'withdraw.loaded', facts: { availableMinor: 400_00, rules: changed, bank: approved } });
    expect(actor.getSnapshot().value).toBe('balanceBelowMinimum');
    actor.send({ type: 'withdraw.loaded', facts: { availableMinor: 1_000_00, rules: changed, bank: approved } });
    actor.send({ type: 'withdraw.amount', amountMinor: 400_00 });
    actor.send({ type: 'withdraw.review', idempotencyKey: 'k' });
    expect(actor.getSnapshot().value).toBe('belowMinimum');
    actor.send({ type: 'withdraw.amount', amountMinor: 1_000_00 });
    actor.send({ type: 'withdraw.review', idempotencyKey: 'k' });
    expect(actor.getSnapshot().context.breakdown).toEqual({ amountMinor: 1_000_00, feeMinor: 50_00, whtMinor: 30_00, netMinor: 920_00 });
    actor.stop();
  });

  it('a retry after a failed submit sends the same Idempotency-Key; a new attempt gets a new one', async () => {
    const harness = controlledActors(['submitWithdrawal'] as const);
    const actor = createActor(withdrawalFormMachine.provide({ actors: harness.actors as never })).start();
    actor.send({ type: 'withdraw.loaded', facts: { availableMinor: 5_000_00, rules, bank: { status: 'approve', holderType: 'company' } } });
    actor.send({ type: 'withdraw.amount', amountMinor: 1_234_56 });
    actor.send({ type: 'withdraw.review', idempotencyKey: 'attempt-1' });
    expect(actor.getSnapshot().context.breakdown).toEqual({ amountMinor: 1_234_56, feeMinor: 30_00, whtMinor: 0, netMinor: 1_204_56 });
    actor.send({ type: 'withdraw.confirm' });
    await harness.settle('submitWithdrawal', 'error', new TypeError('fetch failed'));
    expect(actor.getSnapshot().context.error).toBe('network');
    actor.send({ type: 'withdraw.retry' });
    await harness.settle('submitWithdrawal', 'done', { id: 'w-9' });
    expect(harness.calls.map((call) => (call.input as { idempotencyKey: string }).idempotencyKey)).toEqual(['attempt-1', 'attempt-1']);
    actor.send({ type: 'withdraw.again' });
    actor.send({ type: 'withdraw.loaded', facts: { availableMinor: 3_765_44, rules, bank: { status: 'approve', holderType: 'company' } } });
    actor.send({ type: 'withdraw.amount', amountMinor: 300_00 });
    actor.send({ type: 'withdraw.review', idempotencyKey: 'attempt-2' });
    actor.send({ type: 'withdraw.confirm' });
    expect(harness.calls.at(-1)!.input).toEqual({ amountMinor: 300_00, idempotencyKey: 'attempt-2' });
  });

  it('a bank account under review or rejected is not one to pay to', () => {
    for (const status of ['in_progress', 'reject'] as const) {
      const actor = createActor(withdrawalFormMachine).start();
      actor.send({ type: 'withdraw.loaded', facts: { availableMinor: 5_000_00, rules, bank: { status, holderType: 'individual' } } });
      expect(actor.getSnapshot().value).toBe('noBankAccount');
    }
  });
});

const statusEvents = [{ type: 'withdrawal.approve' }, { type: 'withdrawal.reject', reason: 'Name does not match' }, { type: 'withdrawal.batch' }, { type: 'withdrawal.pay' }] as EventObject[];

describe('withdrawal status machine (the server’s), every transition', () => {
  const { paths, stateValues, edgeKinds } = transitionPaths(withdrawalStatusMachine, { events: statusEvents, input: { batched: false } });

  it('covers every state and transition the machine declares', () => {
    const declared = declaredGraph(withdrawalStatusMachine);
    console.log(`withdrawalStatus: ${stateValues.size}/${declared.states.length} states, ${declared.transitions.length - uncoveredTransitions(declared.transitions, edgeKinds).length}/${declared.transitions.length} declared transitions, ${paths.length} paths`);
    expect(declared.states.filter((state) => !stateValues.has(state))).toEqual([]);
    expect(uncoveredTransitions(declared.transitions, edgeKinds)).toEqual([]);
  });

  for (const path of paths) {
    it(`decide() agrees: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, () => {
      // The server restores the stored status at each step and decides, as the staff routes do.
      let stored = { value: 'in_progress' as string, context: { batched: false } };
      // The real steps: a traversal prefix may hold events the machine ignored on the way.
      const key = (state: { value: unknown; context: unknown }) => JSON.stringify([state.value, state.context]);
      const taken = path.steps.filter((step, index) => index > 0 && key(step.state) !== key(path.steps[index - 1]!.state));
      for (const step of taken) {
        const next = decide(withdrawalStatusMachine, stored as never, step.event as never);
        stored = { value: next.value as string, context: next.context };
        expect(stored.value).toEqual(step.state.value);
        expect(stored.context).toEqual(step.state.context);
      }
      // Money leaves for the bank only from a batch: complete always was batched.
      if (stored.value === 'complete') expect(stored.context.batched).toBe(true);
    });
  }

  it('refuses illegal steps with illegal_transition', () => {
    const illegal = [
      ['in_progress', false, { type: 'withdrawal.pay' }],
      ['in_progress', false, { type: 'withdrawal.batch' }],
      ['approve', false, { type: 'withdrawal.pay' }],
      ['approve', true, { type: 'withdrawal.reject', reason: 'late' }],
      ['approve', true, { type: 'withdrawal.batch' }],
      ['complete', true, { type: 'withdrawal.reject', reason: 'late' }],
      ['reject', false, { type: 'withdrawal.approve' }],
    ] as const;
    for (const [value, batched, event] of illegal) {
      expect(() => decide(withdrawalStatusMachine, { value, context: { batched } }, event), `${value} ${event.type}`).toThrow(expect.objectContaining({ type: 'illegal_transition' }));
    }
  });
});
