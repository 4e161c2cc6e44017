import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { transition, type EventObject } from 'xstate';
import { jobMachine, type JobDurations, type JobEvent } from '#machines/job.machine';
import { appConfig } from '#server/db/schema/index';
import { balances, influencerAccount, marketerAccount } from '#server/ledger/ledger';
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
 * Runs: JOB_MODEL_RUNS (300 by default); the seed is printed on every run, and a failure prints the
 * seed, the path and the shrunk sequence: replay it with JOB_MODEL_SEED=<seed> JOB_MODEL_PATH=<path>.
 *
 * NOT YET PROVEN to catch the defect that started issue 26. With the entry check of
 * runJobDelayedEvent (src/server/services/jobs.ts: `job.stateEntry !== message.entry`) removed,
 * JOB_MODEL_RUNS=100 JOB_MODEL_SEED=4242 still PASSED (100 sequences, 427 s at load average ~24):
 * the generator too rarely builds "enter a waiting state, let time pass, re-enter it, move past the
 * first wait". Until it does (bias the clock moves to the earlier entries' ends, longer sequences),
 * this test is a check of the model against the server, not yet the detector issue 26 asks for.
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
  for (const action of actions) {
    const params = action.params as { sendId?: string; id?: string; delay?: number; event?: EventObject } | undefined;
    if (action.type === 'xstate.cancel') model.timers.delete(params!.sendId!);
    else if (action.type === 'xstate.raise' && typeof params?.delay === 'number') model.timers.set(params.id!, { event: params.event!, dueAt: model.now + params.delay });
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

type Move = { kind: 'wait'; k: number; offset: number } | { kind: 'by'; ms: number };

/** The clock moves (to a pending wait's end ± a little, or by an amount) and the queue runs what is due. */
class Clock implements Command {
  target = 0;
  constructor(readonly move: Move) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const waits = [...model.timers.values()].sort((a, b) => a.dueAt - b.dueAt);
    const wait = this.move.kind === 'wait' && waits.length > 0 ? waits[this.move.k % waits.length]! : null;
    const to = wait ? wait.dueAt + (this.move as { offset: number }).offset : model.now + (this.move.kind === 'by' ? this.move.ms : hour);
    this.target = to - model.now;
    model.now = Math.max(model.now, to);
    await setup.at(model.now);
    fireDue(model);
    await expectAgrees(model, real, this.toString());
  }
  toString = () => (this.move.kind === 'wait' ? `clock to wait ${this.move.k} ${this.move.offset >= 0 ? '+' : ''}${this.move.offset / 1000}s` : `clock +${this.move.ms / 1000}s`) + ` (moved ${this.target / 1000}s)`;
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
const commands = [
  fc.nat(20).map((k) => new Legal(k)),
  fc.nat(20).map((k) => new Legal(k)),
  fc.nat(20).map((k) => new Legal(k)),
  fc.constantFrom(...sends).map((send) => new Any(send)),
  fc.record({ k: fc.nat(3), offset: fc.constantFrom(...waitOffsets) }).map((move) => new Clock({ kind: 'wait', ...move })),
  fc.record({ k: fc.nat(3), offset: fc.constantFrom(...waitOffsets) }).map((move) => new Clock({ kind: 'wait', ...move })),
  fc.constantFrom(...amounts).map((ms) => new Clock({ kind: 'by', ms })),
  fc.constant(new Close()),
];
const starts = fc.record({ productShipping: fc.boolean(), start: fc.constantFrom('invite', 'invite', 'apply', 'apply', 'mismatch') });

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
      { numRuns: runs, seed, path, endOnFailure: process.env.JOB_MODEL_SHRINK === '0' },
    );
    console.log(`job-model: ${runs} sequences passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 1_200_000);
});
