import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom, type EventObject } from 'xstate';
import { marketerSignupMachine, stepOfState } from '#machines/screens/marketer-signup.machine';
import { otpMachine } from '#machines/screens/otp.machine';
import { controlledActors, declaredGraph, transitionPaths, replayPath } from './harness';

const problem = (data: Record<string, unknown>) => ({ data });
const profile = {
  contactName: 'Anong Prasert',
  companyName: 'Lotus Leaf Tea',
  country: 'TH',
  taxId: '0994000165668',
  address: { line: '12 Sukhumvit 24', district: 'Khlong Toei', province: 'Bangkok', postcode: '10110' },
  website: '',
  industry: 'food_beverage',
  classification: null,
  taxRegimen: null,
  accountHolderType: null,
} as const;
const progress = (step: string, type: string | null = 'brand') => ({ step, type, questionnaire: step === 'profile' || step === 'done' ? { objective: 'traffic', budget: '30000-50000', campaignStart: '3-6_months' } : null });

const events: EventObject[] = [
  { type: 'signup.chooseType', marketerType: 'agency' },
  { type: 'signup.next' },
  { type: 'signup.back' },
  { type: 'signup.submitAccount', account: { email: 'lotus@kolify.test', password: 'sunflower-harbour-2026', contactName: 'Anong', companyName: 'Lotus Leaf Tea' } },
  { type: 'signup.requestCode', phone: '+66824000001' },
  { type: 'signup.answer', field: 'objective', value: 'traffic' },
  { type: 'signup.answer', field: 'budget', value: '30000-50000' },
  { type: 'signup.answer', field: 'campaignStart', value: '3-6_months' },
  { type: 'signup.submitProfile', profile },
  // The edge's answers, each a real resolution or rejection of the invoked actor.
  ...['type', 'account', 'phone', 'questionnaire', 'profile', 'done'].map((step) => ({ type: 'xstate.done.actor.loadProgress', output: progress(step) })),
  { type: 'xstate.error.actor.loadProgress', error: new Error('offline') },
  { type: 'xstate.done.actor.createAccount', output: { uuid: 'u-1' } },
  { type: 'xstate.error.actor.createAccount', error: problem({ type: 'conflict', errors: [{ path: 'email', message: 'email_taken' }] }) },
  { type: 'xstate.done.actor.otp', output: { verificationToken: 'proof' } },
  { type: 'xstate.done.actor.savePhone', output: {} },
  { type: 'xstate.error.actor.savePhone', error: problem({ type: 'conflict', errors: [{ path: 'phone', message: 'phone_taken' }] }) },
  { type: 'xstate.done.actor.saveQuestionnaire', output: {} },
  { type: 'xstate.error.actor.saveQuestionnaire', error: problem({ type: 'validation', errors: [{ path: 'budget', message: 'budget_invalid' }] }) },
  { type: 'xstate.done.actor.saveProfile', output: {} },
  { type: 'xstate.error.actor.saveProfile', error: problem({ type: 'validation', errors: [{ path: 'taxId', message: 'tax_id_invalid' }] }) },
] as EventObject[];

const actorNames = ['loadProgress', 'createAccount', 'otp', 'savePhone', 'saveQuestionnaire', 'saveProfile'] as const;

describe('marketerSignup machine, every transition', () => {
  const { paths, stateValues, edgeKinds } = transitionPaths(marketerSignupMachine, { events });

  it('covers every state and transition the machine declares', () => {
    const declared = declaredGraph(marketerSignupMachine);
    console.log(
      `marketerSignup: ${stateValues.size}/${declared.states.length} states, ${declared.transitions.filter((t) => edgeKinds.has(t)).length}/${declared.transitions.length} declared transitions, ${paths.length} paths`,
    );
    expect(declared.states.filter((state) => !stateValues.has(state))).toEqual([]);
    expect(declared.transitions.filter((transition) => !edgeKinds.has(transition))).toEqual([]);
  });

  for (const path of paths) {
    it(`replays: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const harness = controlledActors(actorNames);
      const remembered: (string | null)[] = [];
      const actor = createActor(
        marketerSignupMachine.provide({
          actors: harness.actors as never,
          actions: { rememberType: (_, params) => remembered.push(params.type) },
        }),
      ).start();

      await replayPath(path, {
        actor,
        events,
        settle: (id, outcome, value) => harness.settle(id as (typeof actorNames)[number], outcome, value),
        invariants: (snapshot) => {
          // Invariants: the account step is never reached without a type; a failure always names its problem.
          if (['account', 'creatingAccount'].includes(snapshot.value as string)) expect(snapshot.context.type).not.toBeNull();
          if (snapshot.context.fieldErrors.length > 0) expect(snapshot.context.error).not.toBeNull();
          expect(stepOfState(snapshot.value as string)).not.toBeUndefined();
        },
      });
      // What the edge was asked to do matches the step taken.
      const last = path.steps.at(-1)!.event;
      if (last.type === 'xstate.done.actor.otp') expect(harness.calls.at(-1)).toEqual({ name: 'savePhone', input: { phone: actor.getSnapshot().context.phone, verificationToken: 'proof' } });
      if (last.type === 'signup.submitAccount') expect(harness.calls.at(-1)?.input).toMatchObject({ email: 'lotus@kolify.test', type: actor.getSnapshot().context.type });
      if (last.type === 'signup.chooseType') expect(remembered.at(-1)).toBe('agency');
      if (last.type === 'xstate.done.actor.createAccount') expect(remembered.at(-1)).toBeNull();
      actor.stop();
    });
  }
});

describe('marketerSignup with the real otp child', () => {
  it('walks type → account → phone (code via otp) → questionnaire → profile → done, and back/next', async () => {
    const calls: string[] = [];
    const ok = <T,>(name: string, value: T) =>
      fromPromise(async ({ input }: { input: unknown }) => {
        calls.push(`${name}:${JSON.stringify(input)}`);
        return value;
      });
    const actor = createActor(
      marketerSignupMachine.provide({
        actors: {
          loadProgress: ok('loadProgress', progress('type', null)),
          createAccount: ok('createAccount', { uuid: 'u-1' }),
          savePhone: ok('savePhone', {}),
          saveQuestionnaire: ok('saveQuestionnaire', {}),
          saveProfile: ok('saveProfile', {}),
          otp: otpMachine.provide({
            actors: {
              requestCode: fromPromise(async () => ({ reference: 'QWER', destination: '+66xxxxx001', codeLength: 6, expiresAt: new Date(Date.now() + 300_000).toISOString(), resendAt: new Date(Date.now() + 60_000).toISOString() })),
              verifyCode: fromPromise(async ({ input }: { input: { destination: string; code: string } }) => {
                if (input.code !== '123456') throw problem({ type: 'otp_invalid', triesLeft: 4 });
                return { verificationToken: 'proof-1' };
              }),
            },
          }) as never,
        } as never,
      }),
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('type');
    actor.send({ type: 'signup.next' });
    expect(actor.getSnapshot().value).toBe('type'); // no type yet
    actor.send({ type: 'signup.chooseType', marketerType: 'individual' });
    actor.send({ type: 'signup.next' });
    actor.send({ type: 'signup.back' });
    expect(actor.getSnapshot().value).toBe('type');
    actor.send({ type: 'signup.next' });
    actor.send({ type: 'signup.submitAccount', account: { email: 'korn@kolify.test', password: 'sunflower-harbour-2026', contactName: 'Korn' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('phone');
    actor.send({ type: 'signup.requestCode', phone: '+66824000001' });
    await settle();
    const otp = actor.getSnapshot().children.otp as unknown as ActorRefFrom<typeof otpMachine>;
    expect(otp.getSnapshot().value).toEqual({ entering: 'waiting' });
    otp.send({ type: 'otp.submit', code: '000000' });
    await settle();
    expect(otp.getSnapshot().value).toEqual({ entering: 'wrong' });
    otp.send({ type: 'otp.submit', code: '123456' });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('questionnaire');
    expect(calls).toContain('savePhone:{"phone":"+66824000001","verificationToken":"proof-1"}');
    actor.send({ type: 'signup.answer', field: 'objective', value: 'awareness' });
    actor.send({ type: 'signup.next' });
    expect(actor.getSnapshot().value).toBe('questionnaire'); // incomplete
    actor.send({ type: 'signup.answer', field: 'budget', value: 'more_than_250000' });
    actor.send({ type: 'signup.answer', field: 'campaignStart', value: 'no_start_date' });
    actor.send({ type: 'signup.next' });
    await settle();
    expect(actor.getSnapshot().value).toBe('profile');
    actor.send({ type: 'signup.back' });
    expect(actor.getSnapshot().value).toBe('questionnaire');
    expect(actor.getSnapshot().context.questionnaire).toEqual({ objective: 'awareness', budget: 'more_than_250000', campaignStart: 'no_start_date' });
    actor.send({ type: 'signup.next' });
    await settle();
    actor.send({ type: 'signup.submitProfile', profile: { ...profile, companyName: null } as never });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.filter((call) => call.startsWith('saveQuestionnaire')).length).toBe(2);
  });

  it('resumes at the step the edge reports after a reload', async () => {
    for (const step of ['type', 'account', 'phone', 'questionnaire', 'profile', 'done'] as const) {
      const actor = createActor(marketerSignupMachine.provide({ actors: { loadProgress: fromPromise(async () => progress(step)) } as never })).start();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().value).toBe(step);
      actor.stop();
    }
  });
});
