import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { otpMachine, secondsUntilResend } from '#machines/screens/otp.machine';
import { controlledActors, declaredGraph, transitionPaths, uncoveredTransitions, replayPath } from './harness';

const t0 = Date.parse('2026-11-21T10:00:00Z');
const codeSent = { reference: 'QWER', destination: 'p***@kolify.test', codeLength: 6, expiresAt: new Date(t0 + 300_000).toISOString(), resendAt: new Date(t0 + 60_000).toISOString() };
const problem = (data: Record<string, unknown>) => ({ data });

const events: EventObject[] = [
  { type: 'otp.request', destination: 'ploy@kolify.test' },
  { type: 'otp.submit', code: '123456' },
  { type: 'otp.resend' },
  { type: 'otp.edit' },
  { type: 'otp.tick', now: t0 + 59_000 },
  { type: 'otp.tick', now: t0 + 61_000 },
  { type: 'otp.tick', now: t0 + 301_000 },
  { type: 'xstate.done.actor.requestCode', output: codeSent },
  { type: 'xstate.error.actor.requestCode', error: problem({ type: 'rate_limited', retryAfter: 3600 }) },
  { type: 'xstate.error.actor.requestCode', error: problem({ type: 'otp_resend_too_soon', retryAfter: 42 }) },
  { type: 'xstate.error.actor.requestCode', error: problem({ type: 'delivery_failed' }) },
  { type: 'xstate.done.actor.verifyCode', output: { verificationToken: 'proof' } },
  { type: 'xstate.error.actor.verifyCode', error: problem({ type: 'otp_invalid', triesLeft: 3 }) },
  { type: 'xstate.error.actor.verifyCode', error: problem({ type: 'otp_invalid', triesLeft: 0 }) },
  { type: 'xstate.error.actor.verifyCode', error: problem({ type: 'otp_expired' }) },
  { type: 'xstate.error.actor.verifyCode', error: problem({ type: 'rate_limited', retryAfter: 86_400 }) },
] as EventObject[];

describe('otp machine, every transition', () => {
  const { paths, stateValues, edgeKinds } = transitionPaths(otpMachine, { events, input: { now: t0, codeLength: 6 } });

  it('covers every state and transition the machine declares', () => {
    const declared = declaredGraph(otpMachine);
    console.log(`otp: ${stateValues.size}/${declared.states.length} states, ${declared.transitions.length - uncoveredTransitions(declared.transitions, edgeKinds).length}/${declared.transitions.length} declared transitions, ${paths.length} paths`);
    expect(declared.states.filter((state) => !stateValues.has(state))).toEqual([]);
    expect(uncoveredTransitions(declared.transitions, edgeKinds)).toEqual([]);
  });

  for (const path of paths) {
    it(`replays: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const harness = controlledActors(['requestCode', 'verifyCode'] as const);
      const ticking: string[] = [];
      const actor = createActor(
        otpMachine.provide({
          actors: {
            ...(harness.actors as object),
            countdown: fromCallback(() => {
              ticking.push('start');
              return () => ticking.push('stop');
            }),
          } as never,
        }),
        { input: { now: t0, codeLength: 6 } },
      ).start();

      await replayPath(path, {
        actor,
        events,
        settle: (id, outcome, value) => harness.settle(id as never, outcome, value),
        invariants: (snapshot) => {
          // The countdown runs exactly while a code is being waited for.
          const counting = snapshot.matches('entering');
          expect(ticking.filter((x) => x === 'start').length - ticking.filter((x) => x === 'stop').length).toBe(counting ? 1 : 0);
        },
      });
      if (actor.getSnapshot().matches('verified')) expect(actor.getSnapshot().output).toEqual({ verificationToken: 'proof' });
      actor.stop();
    });
  }
});

describe('otp machine rules', () => {
  const start = () => {
    const harness = controlledActors(['requestCode', 'verifyCode'] as const);
    const actor = createActor(otpMachine.provide({ actors: harness.actors as never }), { input: { now: t0 } }).start();
    return { harness, actor };
  };

  it('refuses a resend before the cool-down and allows it after (PRODUCT.md: 60 s)', async () => {
    const { harness, actor } = start();
    actor.send({ type: 'otp.request', destination: 'ploy@kolify.test' });
    await harness.settle('requestCode', 'done', codeSent);
    actor.send({ type: 'otp.tick', now: t0 + 59_000 });
    expect(secondsUntilResend(actor.getSnapshot().context)).toBe(1);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().value).toEqual({ entering: 'waiting' });
    actor.send({ type: 'otp.tick', now: t0 + 60_000 });
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().value).toBe('requesting');
  });

  it('shows tries left after a wrong code and dies with the last one', async () => {
    const { harness, actor } = start();
    actor.send({ type: 'otp.request', destination: 'ploy@kolify.test' });
    await harness.settle('requestCode', 'done', codeSent);
    actor.send({ type: 'otp.submit', code: '000000' });
    expect(harness.calls.at(-1)).toEqual({ name: 'verifyCode', input: { destination: 'ploy@kolify.test', code: '000000' } });
    await harness.settle('verifyCode', 'error', problem({ type: 'otp_invalid', triesLeft: 4 }));
    expect(actor.getSnapshot().value).toEqual({ entering: 'wrong' });
    expect(actor.getSnapshot().context.triesLeft).toBe(4);
    actor.send({ type: 'otp.submit', code: '000001' });
    await harness.settle('verifyCode', 'error', problem({ type: 'otp_invalid', triesLeft: 0 }));
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('expires at five minutes', async () => {
    const { harness, actor } = start();
    actor.send({ type: 'otp.request', destination: 'ploy@kolify.test' });
    await harness.settle('requestCode', 'done', codeSent);
    actor.send({ type: 'otp.tick', now: t0 + 299_999 });
    expect(actor.getSnapshot().value).toEqual({ entering: 'waiting' });
    actor.send({ type: 'otp.tick', now: t0 + 300_000 });
    expect(actor.getSnapshot().value).toBe('expired');
  });
});
