import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { openJobStatuses } from '#common/earnings';
import { escrowedJobStatuses, finalJobStatuses } from '#common/earnings';
import { jobContextOf, jobDeadlineOf, jobDelayEvent, jobEventsFor, jobMachine, type JobActor, type JobEvent } from '#machines/lifecycles/job.machine';
import { decide } from '../../src/server/machines/run-machine';
import { declaredGraph, replayPath, transitionPaths } from './harness';

const roles: JobActor[] = ['influencer', 'marketer', 'system'];
/** Every event from every role: the traversal finds which ones each state takes. */
const events: EventObject[] = roles.flatMap(
  (by) =>
    [
      { type: 'job.apply', by, failedCriteria: [] },
      { type: 'job.apply', by, failedCriteria: ['tier'] },
      { type: 'job.invite', by },
      { type: 'job.select', by },
      { type: 'job.accept', by },
      { type: 'job.decline', by },
      { type: 'job.ship', by, trackingNumber: 'TH123456789' },
      { type: 'job.confirmReceipt', by },
      { type: 'job.submitPost', by, postUrl: 'https://www.instagram.com/p/abc' },
      { type: 'job.approve', by },
      { type: 'job.requestChanges', by, note: 'Show the label' },
      { type: 'job.submitInsight', by },
      { type: 'job.cancel', by },
      { type: 'job.campaignClosed', by },
    ] satisfies JobEvent[],
);
/**
 * The machine's own waits (`after`, decision 031): the event XState raises when one ends. The
 * traversal takes them like any other event, so every timeout is a generated path too.
 */
const delayedEvents: EventObject[] = [
  jobDelayEvent('assignTimeout', 'ASSIGN'),
  jobDelayEvent('shippingTimeout', 'SHIPPING'),
  jobDelayEvent('postWarning', 'READY'),
  jobDelayEvent('postTimeout', 'READY'),
  jobDelayEvent('reviewTimeout', 'SUBMIT'),
  jobDelayEvent('insightReminder', 'INSIGHT'),
  jobDelayEvent('insightTimeout', 'INSIGHT'),
];
const allEvents = [...events, ...delayedEvents];
const isDelayed = (event: EventObject) => event.type.startsWith('xstate.after.');
/** A posting window that ends well after the paths' waits (the live actor's timers never fire; the paths send the waits' events). */
const input = (productShipping: boolean) => ({ productShipping, postingEndsAt: 30 * 86_400_000, now: 0 });

/** Who may send each event (PRODUCT.md): anyone else is refused. */
const senderOf: Record<JobEvent['type'], JobActor> = {
  'job.apply': 'influencer',
  'job.invite': 'marketer',
  'job.select': 'marketer',
  'job.accept': 'influencer',
  'job.decline': 'influencer',
  'job.ship': 'marketer',
  'job.confirmReceipt': 'influencer',
  'job.submitPost': 'influencer',
  'job.approve': 'marketer',
  'job.requestChanges': 'marketer',
  'job.submitInsight': 'influencer',
  'job.cancel': 'marketer',
  'job.campaignClosed': 'system',
};

describe('job machine, every transition (with and without product shipping)', () => {
  const runs = [false, true].map((productShipping) => ({ productShipping, ...transitionPaths(jobMachine, { events: allEvents, input: input(productShipping) }) }));

  it('covers every state and transition the machine declares', () => {
    const declared = declaredGraph(jobMachine);
    const states = new Set(runs.flatMap((run) => [...run.stateValues]));
    const edges = new Set(runs.flatMap((run) => [...run.edgeKinds]));
    const paths = runs.reduce((sum, run) => sum + run.paths.length, 0);
    console.log(`job: ${states.size}/${declared.states.length} states, ${declared.transitions.filter((t) => edges.has(t)).length}/${declared.transitions.length} declared transitions, ${paths} paths`);
    expect(declared.states.filter((state) => !states.has(state))).toEqual([]);
    expect(declared.transitions.filter((transition) => !edges.has(transition))).toEqual([]);
  });

  for (const run of runs) {
    for (const path of run.paths) {
      const last = path.steps.at(-1)!.event as JobEvent;
      const label = (event: EventObject) => (isDelayed(event) ? event.type.split('.')[2]! : `${event.type.slice(4)}(${(event as JobEvent).by})`);
      it(`shipping=${run.productShipping}: ${path.steps.map((step) => label(step.event)).join(' → ')} ⇒ ${String(path.state.value)}`, async () => {
        const done: string[] = [];
        const track = (name: string) => () => void done.push(name);
        const actor = createActor(
          jobMachine.provide({
            actions: {
              reserveEscrow: track('reserveEscrow'),
              releaseEscrow: track('releaseEscrow'),
              captureEscrow: track('captureEscrow'),
              notifyInfluencer: track('notifyInfluencer'),
              notifyMarketer: track('notifyMarketer'),
            },
          }),
          { input: input(run.productShipping) },
        ).start();
        await replayPath(path, {
          actor,
          events: allEvents,
          settle: async () => {
            throw new Error('the job machine invokes nothing');
          },
          invariants: (snapshot) => {
            // Invariants: only the campaign's side sends each event; money moves at most once each way.
            expect(done.filter((name) => name === 'reserveEscrow').length).toBeLessThanOrEqual(1);
            expect(done.filter((name) => name === 'releaseEscrow').length + done.filter((name) => name === 'captureEscrow').length).toBeLessThanOrEqual(done.filter((name) => name === 'reserveEscrow').length);
            if (escrowedJobStatuses.includes(snapshot.value as never)) expect(done).toContain('reserveEscrow');
            if (snapshot.value === 'COMPLETED') expect(done).toContain('captureEscrow');
            if (snapshot.value === 'READY' && run.productShipping && done.includes('notifyMarketer')) expect(snapshot.context.productShipping).toBe(true);
            if (finalJobStatuses.includes(snapshot.value as never)) expect(snapshot.status).toBe('done');
          },
        });
        // The step the path ends with was sent by the role allowed to send it (a wait by no one) …
        if (!isDelayed(last)) expect(last.by).toBe(last.type === 'job.apply' ? 'influencer' : senderOf[last.type]);
        // … and the server's decide() on the state before it agrees with the live actor.
        const before = path.steps.length > 1 ? path.steps.at(-2)!.state : null;
        const stored = before ? { value: before.value, context: before.context } : { value: 'NEW', context: jobContextOf({ ...input(run.productShipping), shippedAt: null }) };
        expect(decide(jobMachine, stored as never, last).value).toEqual(actor.getSnapshot().value);
        actor.stop();
      });
    }
  }
});

describe('job machine, who may send what', () => {
  const context = jobContextOf({ productShipping: true, shippedAt: new Date(0) });
  const stateFor: Record<string, string> = {
    'job.apply': 'NEW',
    'job.invite': 'NEW',
    'job.select': 'MATCHED',
    'job.accept': 'ASSIGN',
    'job.decline': 'ASSIGN',
    'job.ship': 'SHIPPING',
    'job.confirmReceipt': 'SHIPPING',
    'job.submitPost': 'READY',
    'job.approve': 'SUBMIT',
    'job.requestChanges': 'SUBMIT',
    'job.submitInsight': 'INSIGHT',
    'job.cancel': 'READY',
    'job.campaignClosed': 'MATCHED',
  };
  for (const event of events as JobEvent[]) {
    const allowed = event.by === senderOf[event.type];
    it(`${event.type} by ${event.by} in ${stateFor[event.type]}: ${allowed ? 'taken' : 'illegal'}`, () => {
      const run = () => decide(jobMachine, { value: stateFor[event.type]!, context }, event);
      if (allowed) expect(run().value).toBeTruthy();
      else expect(run).toThrowError(/is not allowed in state/);
    });
  }

  it('refuses receipt before the marketer ships, and money moves with the right steps', () => {
    expect(() => decide(jobMachine, { value: 'SHIPPING', context: { ...context, shipped: false } }, { type: 'job.confirmReceipt', by: 'influencer' })).toThrowError(/job.confirmReceipt/);
    expect(decide(jobMachine, { value: 'MATCHED', context }, { type: 'job.select', by: 'marketer' }).actions).toEqual(['reserveEscrow', 'notifyInfluencer']);
    expect(decide(jobMachine, { value: 'ASSIGN', context }, { type: 'job.decline', by: 'influencer' }).actions).toContain('releaseEscrow');
    expect(decide(jobMachine, { value: 'MATCHED', context }, { type: 'job.cancel', by: 'marketer' }).actions).not.toContain('releaseEscrow');
    expect(decide(jobMachine, { value: 'INSIGHT', context }, { type: 'job.submitInsight', by: 'influencer' }).actions).toContain('captureEscrow');
    expect(() => decide(jobMachine, { value: 'SUBMIT', context }, { type: 'job.cancel', by: 'marketer' })).toThrowError(/SUBMIT/);
  });

  it('declares its waits itself: entering a state starts them with the configured durations, a re-entry starts them again', () => {
    const durations = { ...context.durations, assignMs: 1_000, shipMs: 2_000, receiptMs: 3_000, reviewMs: 4_000, insightMs: 5_000, insightReminderMs: 4_500 };
    const at = { ...context, durations, postingEndsAt: 100_000, now: 60_000, shipped: false };
    expect(decide(jobMachine, { value: 'MATCHED', context: at }, { type: 'job.select', by: 'marketer' }).delayed).toEqual([{ event: jobDelayEvent('assignTimeout', 'ASSIGN'), delayMs: 1_000 }]);
    expect(decide(jobMachine, { value: 'ASSIGN', context: at }, { type: 'job.accept', by: 'influencer' }).delayed).toEqual([{ event: jobDelayEvent('shippingTimeout', 'SHIPPING'), delayMs: 2_000 }]);
    const shipped = decide(jobMachine, { value: 'SHIPPING', context: at }, { type: 'job.ship', by: 'marketer', trackingNumber: 'TH1' });
    expect(shipped).toMatchObject({ value: 'SHIPPING', entered: true, delayed: [{ event: jobDelayEvent('shippingTimeout', 'SHIPPING'), delayMs: 3_000 }] });
    // READY ends with the posting window: measured from the event's time, warned 24 h before (here: at once).
    expect(decide(jobMachine, { value: 'SUBMIT', context: at }, { type: 'job.requestChanges', by: 'marketer', note: 'x' }).delayed.map((wait) => wait.delayMs).sort((a, b) => a - b)).toEqual([0, 40_000]);
    expect(decide(jobMachine, { value: 'READY', context: at }, { type: 'job.submitPost', by: 'influencer', postUrl: 'https://x' }).delayed).toEqual([{ event: jobDelayEvent('reviewTimeout', 'SUBMIT'), delayMs: 4_000 }]);
    // A reminder is no entry: it notifies and leaves the state (and its wait) as they are.
    expect(decide(jobMachine, { value: 'INSIGHT', context: at }, jobDelayEvent('insightReminder', 'INSIGHT') as never)).toMatchObject({ value: 'INSIGHT', entered: false, delayed: [], actions: ['notifyInfluencer'] });
    expect(decide(jobMachine, { value: 'INSIGHT', context: at }, jobDelayEvent('insightTimeout', 'INSIGHT') as never)).toMatchObject({ value: 'COMPLETED', actions: ['captureEscrow', 'notifyInfluencer', 'notifyMarketer'] });
    expect(jobDeadlineOf('SUBMIT', at, new Date(10_000))).toEqual(new Date(14_000));
    expect(jobDeadlineOf('READY', at, new Date(10_000))).toEqual(new Date(100_000));
    expect(jobDeadlineOf('COMPLETED', at, new Date(10_000))).toBeNull();
  });

  it("an open job (the glossary's one definition) is every state the machine can leave, NEW aside", () => {
    const states = Object.keys(jobMachine.states);
    const leavable = states.filter((state) => state !== 'NEW' && (jobMachine.states[state] as { type: string }).type !== 'final');
    expect([...openJobStatuses].sort()).toEqual(leavable.sort());
    expect([...finalJobStatuses].sort()).toEqual(states.filter((state) => (jobMachine.states[state] as { type: string }).type === 'final').sort());
  });

  it('offers each side only its own buttons', () => {
    expect(jobEventsFor('ASSIGN', context, 'influencer')).toEqual(['job.accept', 'job.decline']);
    expect(jobEventsFor('ASSIGN', context, 'marketer')).toEqual(['job.cancel']);
    expect(jobEventsFor('SUBMIT', context, 'marketer')).toEqual(['job.approve', 'job.requestChanges']);
    expect(jobEventsFor('COMPLETED', context, 'influencer')).toEqual([]);
  });
});
