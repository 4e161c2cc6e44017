import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { transition, type EventObject } from 'xstate';
import { jobMachine, type JobDurations, type JobEvent } from '#machines/lifecycles/job.machine';
import { appConfig } from '#server/db/schema/index';
import { balances, influencerAccount, marketerAccount } from '#server/ledger/ledger';
import { machineDelayQueue } from '#server/machines/delayed-events';
import { configDefaults } from '#server/services/app-config';
import type { Client } from './harness';
import { addChannel, datesFrom, publishedCampaign } from './campaigns-helpers';
import { fundMarketer } from './campaigns-money';
import { freshMember, useJobServer } from './job-setup';

/**
 * Issue 26: a model-based test with time. fast-check generates a job's start (invited, or applied
 * with a matching or a failing channel; with or without product shipping) and then up to 12 steps:
 * events either side sends over HTTP (legal ones mostly, illegal ones too), clock moves (to just
 * before, at and just after each wait the machine has pending, or by fixed amounts) and closing the
 * campaign. Each sequence runs against the real server (HTTP handlers, database, job queue on the
 * test clock) with its own marketer, influencer and campaign. The oracle is the job machine itself:
 * XState's `transition` on `jobMachine`, whose own actions say which waits start and stop
 * (`xstate.raise` with a delay, `xstate.cancel`) and which money moves (`releaseEscrow`,
 * `captureEscrow`). After every step the job's status, its deadline and both sides' balances
 * (marketer available/reserved, influencer earnings available/pending) are what the model says.
 *
 * The generator leans towards what a deadline tied to the job alone gets wrong: `onward` steps
 * (accept, ship, confirm receipt, submit, ask changes — so a state is often entered twice: ship
 * again, ask changes then resubmit) are drawn three times as often as any other event, and the
 * model keeps the ends of waits an earlier entry started and the machine cancelled (`past`), to
 * which the clock moves (±1 s) as well as to the pending ones.
 *
 * PROVEN to catch the defect that started issue 26: with the entry check of runJobDelayedEvent
 * (src/server/services/jobs.ts: `job.stateEntry !== message.entry`) removed,
 * `JOB_MODEL_RUNS=40 JOB_MODEL_SEED=1 JOB_MODEL_SHRINK=0` FAILED at sequence 39 (path "38"):
 *   invite with shipping · accept (SHIPPING) · clock +1 h … · ship · clock to the first SHIPPING
 *   entry's wait end +1 s → "expected { status: 'READY', … } to deeply equal { status: 'SHIPPING',
 *   deadlineAt: '2027-03-17T06:58:04.000Z' }": the wait of the acceptance's entry, superseded by
 *   the ship's re-entry, still moved the job to READY. That is the same defect as the issue's
 *   resubmit (an earlier entry's wait acting on a later one) on another state; the ask-changes →
 *   resubmit form was not the counterexample of this seed. With the check in place, 300
 *   sequences of seed 7 pass. Same experiment, 60 runs: seed 2 failed at sequence 24 (again a
 *   superseded SHIPPING wait: ship, then the clock to the first entry's end → READY); seed 3
 *   PASSED all 60 — one failure in some tens of sequences, so a run of the default 200 finds it
 *   most of the time, not always.
 *
 * Runs: JOB_MODEL_RUNS (300 by default, after the two fixed examples below); the seed is printed on
 * every run, and a failure prints the seed, the path and the shrunk sequence: replay it with
 * JOB_MODEL_SEED=<seed> JOB_MODEL_PATH=<path> (JOB_MODEL_SHRINK=0 stops at the first failure
 * without shrinking). The fixed examples alone: JOB_MODEL_RUNS=0 (with the entry check removed
 * they FAILED at once: "clock +3600s: expected { status: 'INSIGHT' } to deeply equal
 * { status: 'SUBMIT' }", the issue's resubmit approved by the first submission's deadline).
 *
 * Cost: 300 sequences in 78.5 s at load average 4–8 (2026-11-27, earlier); 300 (+2 examples) in
 * 344.7 s, the file 388 s, at load average 11–17 (2026-11-27 08:41–08:47 UTC, six engineers on two
 * cores): ~1.15 s a sequence. Not yet made cheaper per sequence (issue 26: left).
 */
const runs = Number(process.env.JOB_MODEL_RUNS ?? 300);
const seed = process.env.JOB_MODEL_SEED ? Number(process.env.JOB_MODEL_SEED) : Math.floor(Math.random() * 2 ** 31);
const path = process.env.JOB_MODEL_PATH;

const hour = 3_600_000;
const day = 24 * hour;
const price = 100_000;
const spare = 30_000;
const fee = Math.round((price * configDefaults['job.platformFeeBp']) / 10_000);
/** Not PRODUCT.md's defaults: the server must take each wait from app_config, as the model does. */
const durations: JobDurations = { assignMs: 50 * hour, reviewMs: 30 * hour, shipMs: 4 * day, receiptMs: 3 * day, postWarningMs: 20 * hour, insightMs: 3 * day, insightReminderMs: 2 * day };
const configKeys: Record<keyof JobDurations, string> = {
  assignMs: 'job.assignMs',
  reviewMs: 'job.reviewMs',
  shipMs: 'job.shipMs',
  receiptMs: 'job.receiptMs',
  postWarningMs: 'job.postWarningMs',
  insightMs: 'job.insightMs',
  insightReminderMs: 'job.insightReminderMs',
};

const setup = useJobServer();

// ---- the model ------------------------------------------------------------------------------

type Snapshot = ReturnType<typeof jobMachine.resolveState>;
interface Model {
  now: number;
  snapshot: Snapshot;
  /** The machine's pending waits, by XState's id for them (`xstate.after.<delay>.job.<STATE>`). */
  timers: Map<string, { event: EventObject; dueAt: number }>;
  /**
   * The ends of waits an earlier entry started and the machine cancelled (the state was left, or
   * re-entered): the clock is moved to them too, since a deadline message of an earlier visit to a
   * state must do nothing there (the defect that started issue 26).
   */
  past: number[];
  published: boolean;
  available: number;
  reserved: number;
  earned: number;
}
interface Real {
  jobId: string;
  campaignId: string;
  marketer: { client: Client; id: string };
  influencer: { client: Client; id: string };
}

/** The machine restored at the model's state, with the clock's now (as the server restores it). */
const restore = (model: Model): Snapshot => jobMachine.resolveState({ value: model.snapshot.value, context: { ...model.snapshot.context, now: model.now } });

/** One transition of the real machine; its actions decide the waits and the money. */
function step(model: Model, event: EventObject) {
  const [next, actions] = transition(jobMachine, restore(model), event as JobEvent);
  // XState's own actions (`xstate.cancel` among them) are typed narrower than what it executes.
  for (const action of actions as { type: string; params?: unknown }[]) {
    const params = action.params as { sendId?: string; id?: string; delay?: number; event?: EventObject } | undefined;
    if (action.type === 'xstate.cancel') {
      const cancelled = model.timers.get(params!.sendId!);
      if (cancelled && cancelled.dueAt > model.now) model.past.push(cancelled.dueAt);
      model.timers.delete(params!.sendId!);
    } else if (action.type === 'xstate.raise' && typeof params?.delay === 'number') {
      const replaced = model.timers.get(params.id!);
      if (replaced && replaced.dueAt > model.now) model.past.push(replaced.dueAt);
      model.timers.set(params.id!, { event: params.event!, dueAt: model.now + params.delay });
    }
    else if (action.type === 'releaseEscrow' && !model.published) {
      // A published campaign keeps the job's price in its reserve (the seat frees); a closed one gives it back.
      model.reserved -= price;
      model.available += price;
    } else if (action.type === 'captureEscrow') {
      model.reserved -= price;
      model.earned += price - fee;
    }
  }
  model.snapshot = next as Snapshot;
}

/** The job queue's run: every wait due by now, earliest first (one that started meanwhile too). */
function fireDue(model: Model) {
  for (;;) {
    const due = [...model.timers].filter(([, timer]) => timer.dueAt <= model.now).sort(([, a], [, b]) => a.dueAt - b.dueAt)[0];
    if (!due) return;
    model.timers.delete(due[0]);
    if (restore(model).can(due[1].event as JobEvent)) step(model, due[1].event);
  }
}

/** The wait that moves the job (not a reminder): what the API shows as its deadline. */
function deadlineOf(model: Model): string | null {
  const moving = [...model.timers].find(([id]) => !/postWarning|insightReminder/.test(id));
  return moving ? new Date(moving[1].dueAt).toISOString() : null;
}

// ---- what each side can send ----------------------------------------------------------------

interface Send {
  by: 'influencer' | 'marketer';
  body: Record<string, unknown> & { type: string };
}
const sends: Send[] = [
  { by: 'influencer', body: { type: 'job.accept' } },
  { by: 'influencer', body: { type: 'job.decline' } },
  { by: 'influencer', body: { type: 'job.confirmReceipt' } },
  { by: 'influencer', body: { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/model' } },
  { by: 'influencer', body: { type: 'job.submitInsight', insight: { reach: 1000, impressions: 1500, engagement: 90 } } },
  { by: 'marketer', body: { type: 'job.select' } },
  { by: 'marketer', body: { type: 'job.ship', trackingNumber: 'TH123456789' } },
  { by: 'marketer', body: { type: 'job.approve' } },
  { by: 'marketer', body: { type: 'job.requestChanges', note: 'Show the label' } },
  { by: 'marketer', body: { type: 'job.cancel' } },
  // The wrong side: refused by the machine's guards.
  { by: 'marketer', body: { type: 'job.accept' } },
  { by: 'marketer', body: { type: 'job.submitPost', postUrl: 'https://www.instagram.com/p/model' } },
  { by: 'influencer', body: { type: 'job.approve' } },
  { by: 'influencer', body: { type: 'job.cancel' } },
];
const label = (send: Send) => `${send.by}:${send.body.type.slice(4)}`;
const machineEvent = (send: Send) => ({ ...send.body, by: send.by }) as unknown as JobEvent;
/** The server's answer the model expects: the machine takes it (and a select needs the campaign still published). */
const takes = (model: Model, send: Send) => restore(model).can(machineEvent(send)) && (send.body.type !== 'job.select' || model.published);

/** `shown`: the job as a step's own answer shows it (else it is read over HTTP, as the influencer sees it). */
async function expectAgrees(model: Model, real: Real, after: string, shown?: { status: string; deadlineAt: string | null }) {
  let job = shown;
  if (!job) {
    const response = await real.influencer.client.get(`/api/jobs/${real.jobId}`);
    expect(response.status, after).toBe(200);
    job = response.json as { status: string; deadlineAt: string | null };
  }
  expect({ status: job.status, deadlineAt: job.deadlineAt }, after).toEqual({ status: String(model.snapshot.value), deadlineAt: deadlineOf(model) });
  const [available, reserved, earned, pending] = await balances(setup.server.database.db, [
    marketerAccount(real.marketer.id, 'credit_available', 'THB'),
    marketerAccount(real.marketer.id, 'credit_reserved', 'THB'),
    influencerAccount(real.influencer.id, 'earnings_available', 'THB'),
    influencerAccount(real.influencer.id, 'earnings_pending', 'THB'),
  ]);
  expect({ available, reserved, earned, pending }, `${after}: balances`).toEqual({ available: model.available, reserved: model.reserved, earned: model.earned, pending: 0 });
}

// ---- the commands ---------------------------------------------------------------------------

type Command = fc.AsyncCommand<Model, Real>;

/** The k-th event the model says is allowed now (so sequences go deep into the machine). */
class Legal implements Command {
  chosen = '';
  constructor(readonly k: number) {}
  check = (model: Model) => sends.some((send) => takes(model, send));
  async run(model: Model, real: Real) {
    const legal = sends.filter((send) => takes(model, send));
    const send = legal[this.k % legal.length]!;
    this.chosen = label(send);
    await sendAndCheck(model, real, send);
  }
  toString = () => `legal(${this.k})=${this.chosen}`;
}

/**
 * Events that move the job forward or re-enter a waiting state (ask changes → READY, resubmit →
 * SUBMIT, ship again → SHIPPING): preferred over the others, so that a sequence of a dozen steps
 * often visits the same waiting state twice, the case a deadline tied to the job alone gets wrong.
 */
const onward = new Set(['job.select', 'job.accept', 'job.ship', 'job.confirmReceipt', 'job.submitPost', 'job.requestChanges']);
const onwardSends = () => sends.filter((send) => onward.has(send.body.type) && (send.by === 'marketer') === ['job.select', 'job.ship', 'job.requestChanges'].includes(send.body.type));
class Onward implements Command {
  chosen = '';
  constructor(readonly k: number) {}
  check = (model: Model) => sends.some((send) => takes(model, send));
  async run(model: Model, real: Real) {
    const onwards = onwardSends().filter((send) => takes(model, send));
    const legal = onwards.length > 0 ? onwards : sends.filter((send) => takes(model, send));
    const send = legal[this.k % legal.length]!;
    this.chosen = label(send);
    await sendAndCheck(model, real, send);
  }
  toString = () => `onward(${this.k})=${this.chosen}`;
}

/** Any event by any side: refused (409) exactly when the model says so. */
class Any implements Command {
  constructor(readonly send: Send) {}
  check = () => true;
  run = (model: Model, real: Real) => sendAndCheck(model, real, this.send);
  toString = () => `any ${label(this.send)}`;
}

async function sendAndCheck(model: Model, real: Real, send: Send) {
  const who = send.by === 'marketer' ? real.marketer : real.influencer;
  const response = await who.client.post(`/api/jobs/${real.jobId}/events`, send.body);
  const expected = takes(model, send);
  expect(response.status, `${label(send)} in ${String(model.snapshot.value)}: ${response.text}`).toBe(expected ? 200 : 409);
  if (expected) step(model, machineEvent(send));
  // A refused event changed nothing: the stored job is read back to see that.
  await expectAgrees(model, real, label(send), expected ? response.json : undefined);
}

type Move = { kind: 'wait' | 'past'; k: number; offset: number } | { kind: 'by'; ms: number };

/** The clock moves (to a pending wait's end ± a little, or by an amount) and the queue runs what is due. */
class Clock implements Command {
  target = 0;
  constructor(readonly move: Move) {}
  check = () => true;
  async run(model: Model, real: Real) {
    // A wait pending now, or (`past`) one an earlier entry started, preferring ends still ahead.
    const ends = this.move.kind === 'wait' ? [...model.timers.values()].map((timer) => timer.dueAt) : this.move.kind === 'past' ? model.past.filter((end) => end >= model.now - 1000) : [];
    ends.sort((a, b) => a - b);
    const end = ends.length > 0 && this.move.kind !== 'by' ? ends[this.move.k % ends.length]! : null;
    const to = end !== null ? end + (this.move as { offset: number }).offset : model.now + (this.move.kind === 'by' ? this.move.ms : hour);
    this.target = to - model.now;
    model.now = Math.max(model.now, to);
    // Only the machines' waits run here (the deadlines; cheaper than all eleven queues, which the
    // campaign's close still runs): nothing else a step starts moves the job or the money.
    await setup.server.clock.setTime(model.now);
    await setup.server.deps.queue.runDue([machineDelayQueue]);
    fireDue(model);
    await expectAgrees(model, real, this.toString());
  }
  toString = () => (this.move.kind === 'by' ? `clock +${this.move.ms / 1000}s` : `clock to ${this.move.kind === 'past' ? 'earlier entry\'s' : ''} wait ${this.move.k} ${this.move.offset >= 0 ? '+' : ''}${this.move.offset / 1000}s`) + ` (moved ${this.target / 1000}s)`;
}

/** The marketer closes the campaign: the unheld budget returns now; a MATCHED applicant is cancelled by the queue. */
class Close implements Command {
  check = (model: Model) => model.published;
  async run(model: Model, real: Real) {
    const response = await real.marketer.client.post(`/api/campaigns/${real.campaignId}/close`);
    expect(response.status, response.text).toBe(200);
    model.published = false;
    const holding = ['ASSIGN', 'SHIPPING', 'READY', 'SUBMIT', 'INSIGHT', 'COMPLETED'].includes(String(model.snapshot.value));
    if (!holding) {
      model.reserved -= price;
      model.available += price;
    }
    await setup.server.deps.queue.runDue();
    if (String(model.snapshot.value) === 'MATCHED') step(model, { type: 'job.campaignClosed', by: 'system' } as JobEvent);
    fireDue(model);
    await expectAgrees(model, real, 'close');
  }
  toString = () => 'close campaign';
}

const waitOffsets = [-60_000, -1000, 0, 1000];
const amounts = [0, hour, 6 * hour, 20 * hour, day, 2 * day, 3 * day - 1000, 4 * day];
const pastOffsets = [-1000, 0, 1000];
// fc.commands draws each entry alike: an entry listed twice is drawn twice as often.
const onwardCommand = fc.nat(20).map((k) => new Onward(k));
const pastCommand = fc.record({ k: fc.nat(3), offset: fc.constantFrom(...pastOffsets) }).map((move) => new Clock({ kind: 'past', ...move }));
const byCommand = fc.constantFrom(...amounts).map((ms) => new Clock({ kind: 'by', ms }));
const commands = [
  onwardCommand,
  onwardCommand,
  onwardCommand,
  fc.nat(20).map((k) => new Legal(k)),
  fc.constantFrom(...sends).map((send) => new Any(send)),
  fc.record({ k: fc.nat(3), offset: fc.constantFrom(...waitOffsets) }).map((move) => new Clock({ kind: 'wait', ...move })),
  pastCommand,
  pastCommand,
  byCommand,
  byCommand,
  fc.constant(new Close()),
];
const starts = fc.record({ productShipping: fc.boolean(), start: fc.constantFrom('invite', 'invite', 'invite', 'apply', 'mismatch') });

const sendOf = (by: Send['by'], type: string) => sends.find((send) => send.by === by && send.body.type === type)!;
/**
 * The defects themselves, run first on every run (fast-check `examples`), so finding them is
 * never left to the draw. The issue's resubmit, with this test's 30 h review (PRODUCT.md's 72 h
 * scaled: submit at t0, changes at t0+70 h, resubmit at t0+71 h, clock to t0+72 h): submit at
 * t0, changes at t0+28 h, resubmit at t0+29 h, the clock to t0+30 h (the first submission's
 * deadline) → still SUBMIT, not approved; then to the only wait pending, the second submission's
 * (t0+59 h) → INSIGHT. And its SHIPPING form (the counterexample of seed 1 above): accept, ship an
 * hour later, the clock to the acceptance's superseded wait +1 s → still SHIPPING.
 */
const defectExamples: [{ productShipping: boolean; start: 'invite' | 'apply' | 'mismatch' }, Command[]][] = [
  [
    { productShipping: false, start: 'invite' },
    [
      new Any(sendOf('influencer', 'job.accept')),
      new Any(sendOf('influencer', 'job.submitPost')),
      new Clock({ kind: 'by', ms: durations.reviewMs - 2 * hour }),
      new Any(sendOf('marketer', 'job.requestChanges')),
      new Clock({ kind: 'by', ms: hour }),
      new Any(sendOf('influencer', 'job.submitPost')),
      new Clock({ kind: 'by', ms: hour }),
      new Clock({ kind: 'wait', k: 0, offset: 0 }),
    ],
  ],
  [
    { productShipping: true, start: 'invite' },
    [new Any(sendOf('influencer', 'job.accept')), new Clock({ kind: 'by', ms: hour }), new Any(sendOf('marketer', 'job.ship')), new Clock({ kind: 'past', k: 0, offset: 1000 })],
  ],
];

/** A new marketer, influencer and one-seat campaign, and the job's first step, with the model beside it. */
async function begin({ productShipping, start }: { productShipping: boolean; start: string }): Promise<{ model: Model; real: Real }> {
  const { server } = setup;
  const [marketer, influencer] = await Promise.all([freshMember(server, 'marketer'), freshMember(server, 'influencer')]);
  await fundMarketer(server, marketer.id, price + spare);
  const invite = start === 'invite';
  const dates = datesFrom(server.deps.now());
  const campaign = await publishedCampaign(marketer.client, { visibility: invite ? 'invite_only' : 'public', influencerCount: 1, pricePerInfluencerMinor: price, productShipping, name: 'Model', ...dates });
  const channel = await addChannel(server, influencer.id, start === 'mismatch' ? { tier: 'alist', followers: 150_000 } : {});
  const created = invite
    ? await marketer.client.post(`/api/campaigns/${campaign.id}/invite`, { channelId: channel.id })
    : await influencer.client.post('/api/jobs/apply', { campaignId: campaign.id, channelId: channel.id });
  expect(created.status, created.text).toBeLessThan(300);
  const now = server.deps.now().getTime();
  const model: Model = {
    now,
    snapshot: jobMachine.resolveState({ value: 'NEW', context: { productShipping, shipped: false, durations, postingEndsAt: Date.parse(`${dates.postTo}T00:00:00+07:00`) + day, now } }),
    timers: new Map(),
    past: [],
    published: true,
    available: spare,
    reserved: price,
    earned: 0,
  };
  step(model, (invite ? { type: 'job.invite', by: 'marketer' } : { type: 'job.apply', by: 'influencer', failedCriteria: start === 'mismatch' ? ['tier'] : [] }) as JobEvent);
  const real: Real = { jobId: created.json.id as string, campaignId: campaign.id, marketer, influencer };
  await expectAgrees(model, real, start);
  return { model, real };
}

describe('the job over HTTP agrees with the job machine, clock moves included (model-based)', () => {
  it(`${runs} generated sequences`, async () => {
    // The durations in force for every job of this server (effective since long before its clock).
    await setup.server.database.db.insert(appConfig).values(Object.entries(durations).map(([key, value]) => ({ key: configKeys[key as keyof JobDurations], value })));
    console.log(`job-model: ${runs} sequences, seed ${seed}${path ? `, path ${path}` : ''} (replay: JOB_MODEL_SEED=${seed}${path ? ` JOB_MODEL_PATH=${path}` : ''})`);
    const started = Date.now();
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(starts, fc.commands(commands, { maxCommands: 12 }), async (start, sequence) => {
        if (++ran % Number(process.env.JOB_MODEL_EVERY ?? 50) === 0) console.log(`job-model: ${ran} sequences run, ${((Date.now() - started) / 1000).toFixed(0)} s`);
        const { model, real } = await begin(start);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
      // The examples run first and count in numRuns: `runs` generated sequences follow them.
      { numRuns: runs + defectExamples.length, seed, path, examples: defectExamples, endOnFailure: process.env.JOB_MODEL_SHRINK === '0' },
    );
    console.log(`job-model: ${runs} sequences passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 1_200_000);
});
