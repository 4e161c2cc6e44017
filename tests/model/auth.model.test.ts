import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { authMachine } from '#machines/screens/auth.machine';
import type { SignInResponse, StatusResponse } from '#common/contracts/auth';
import { controlledActors, declaredGraph, transitionPaths, uncoveredTransitions, replayPath } from './harness';

const user = { uuid: 'u-1', role: 'influencer', email: 'influencer@kolify.test', displayName: 'Ploy', status: 'active', isTalentManager: false, marketerType: null, locale: 'th' } as const;
const signedInStatus: StatusResponse = { token: null, scope: 'influencer_logged_in', uuid: 'u-1', user };
const signInResult: SignInResponse = { scope: 'influencer_logged_in', uuid: 'u-1', user };

const events: EventObject[] = [
  { type: 'auth.signIn', credentials: { role: 'influencer', email: 'influencer@kolify.test', password: 'Kolify-demo-2026' } } as EventObject,
  { type: 'auth.signOut' },
  { type: 'auth.refresh' },
  { type: 'auth.expired' },
  { type: 'auth.adopt', session: signInResult } as EventObject,
  { type: 'xstate.done.actor.fetchStatus', output: signedInStatus } as EventObject,
  { type: 'xstate.done.actor.fetchStatus', output: { token: null, scope: 'open', uuid: '', user: null } } as EventObject,
  // Decision 076: no answer (a network error, a 503 from the load balancer) versus a definite "no" (401).
  { type: 'xstate.error.actor.fetchStatus', error: new Error('offline') } as EventObject,
  { type: 'xstate.error.actor.fetchStatus', error: { status: 503 } } as EventObject,
  { type: 'xstate.error.actor.fetchStatus', error: { status: 401, data: { type: 'unauthorized' } } } as EventObject,
  { type: 'xstate.done.actor.signIn', output: signInResult } as EventObject,
  { type: 'xstate.error.actor.signIn', error: { data: { type: 'invalid_credentials' } } } as EventObject,
  { type: 'xstate.done.actor.signOut', output: undefined } as EventObject,
  { type: 'xstate.error.actor.signOut', error: new Error('offline') } as EventObject,
];

describe.each([true, false])('auth machine, every transition (stored login flag: %s)', (loginFlag) => {
  const { paths, stateValues, edgeKinds } = transitionPaths(authMachine, { events, input: { loginFlag } });

  it('covers every state and transition the machine declares', () => {
    const declared = declaredGraph(authMachine);
    console.log(`auth (flag ${loginFlag}): ${stateValues.size}/${declared.states.length} states, ${declared.transitions.length - uncoveredTransitions(declared.transitions, edgeKinds).length}/${declared.transitions.length} declared transitions, ${paths.length} paths`);
    expect(declared.states.filter((state) => !stateValues.has(state))).toEqual([]);
    expect(uncoveredTransitions(declared.transitions, edgeKinds)).toEqual([]);
  });

  for (const path of paths) {
    it(`replays: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const harness = controlledActors(['fetchStatus', 'signIn', 'signOut'] as const);
      const effects: string[] = [];
      let clearsBeforeStep = 0;
      const actor = createActor(
        authMachine.provide({
          actors: harness.actors as never,
          actions: {
            persistSession: (_, params) => effects.push(`persist:${params.scope}`),
            clearSession: () => effects.push('clear'),
          },
        }),
        { input: { loginFlag } },
      ).start();

      await replayPath(path, {
        actor,
        events,
        settle: (id, outcome, value) => harness.settle(id as never, outcome, value),
        invariants: (snapshot) => {
          // SPEC §4: signed out means scope open and no uuid; signed in never has scope open.
          if (snapshot.matches('signedIn')) expect(snapshot.context.scope).not.toBe('open');
          if (snapshot.matches('signedOut')) expect(snapshot.context).toMatchObject({ scope: 'open', uuid: '', user: null });
          // Decision 076: no answer trusts nothing in memory and keeps the stored session (no clear on entering it).
          if (snapshot.matches('unreachable')) {
            expect(snapshot.context).toMatchObject({ scope: 'open', uuid: '', user: null, loginFlag: true });
            expect(effects.filter((effect) => effect === 'clear').length).toBe(clearsBeforeStep);
          }
          clearsBeforeStep = effects.filter((effect) => effect === 'clear').length;
        },
      });

      // Sign-out, expiry and a definite "not signed in" clear the stored session (SPEC §4).
      if (path.steps.some((step) => step.event.type.startsWith('xstate.done.actor.signOut') || step.event.type === 'auth.expired')) expect(effects).toContain('clear');
      const last = path.steps.at(-1)!;
      if (last.event.type === 'xstate.error.actor.fetchStatus' && (last.event as { error?: { status?: number } }).error?.status === 401) {
        expect(last.state.value).toBe('signedOut');
        expect(effects.at(-1)).toBe('clear');
      }
      if (path.steps.some((step) => step.event.type === 'xstate.done.actor.signIn' || step.event.type === 'auth.adopt')) expect(effects).toContain('persist:influencer_logged_in');
      actor.stop();
    });
  }
});

describe('auth machine, pure transitions', () => {
  it('ignores a signed-in status when the login flag is not stored (SPEC §4)', async () => {
    const harness = controlledActors(['fetchStatus', 'signIn', 'signOut'] as const);
    const actor = createActor(authMachine.provide({ actors: harness.actors as never }), { input: { loginFlag: false } }).start();
    await harness.settle('fetchStatus', 'done', signedInStatus);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ scope: 'open', uuid: '' });
  });

  it('keeps the problem type of a failed sign-in for the screen', async () => {
    const harness = controlledActors(['fetchStatus', 'signIn', 'signOut'] as const);
    const actor = createActor(authMachine.provide({ actors: harness.actors as never }), { input: { loginFlag: false } }).start();
    await harness.settle('fetchStatus', 'error', new Error('offline'));
    actor.send({ type: 'auth.signIn', credentials: { role: 'marketer', email: 'brand@kolify.test', password: 'x' } });
    expect(harness.calls.at(-1)).toEqual({ name: 'signIn', input: { role: 'marketer', email: 'brand@kolify.test', password: 'x' } });
    await harness.settle('signIn', 'error', { data: { type: 'rate_limited', retryAfter: 840 } });
    expect(actor.getSnapshot().context.error).toEqual({ type: 'rate_limited', retryAfter: 840 });
  });
});

describe('auth machine, a status check without an answer (decision 076)', () => {
  it.each([
    ['a network error', new Error('fetch failed')],
    ['a 502 from the load balancer', { status: 502 }],
    ['a 503 while a process restarts', { status: 503 }],
    ['a timeout', { name: 'TimeoutError', status: undefined }],
  ])('keeps a member\'s session on %s, and signs them in again when the retry answers', async (_, error) => {
    const harness = controlledActors(['fetchStatus', 'signIn', 'signOut'] as const);
    const effects: string[] = [];
    const actor = createActor(authMachine.provide({ actors: harness.actors as never, actions: { clearSession: () => effects.push('clear') } }), { input: { loginFlag: true } }).start();
    await harness.settle('fetchStatus', 'error', error);
    expect(actor.getSnapshot().value).toBe('unreachable');
    expect(actor.getSnapshot().context).toMatchObject({ scope: 'open', uuid: '', user: null, loginFlag: true });
    expect(effects).toEqual([]);
    actor.send({ type: 'auth.refresh' });
    expect(actor.getSnapshot().value).toBe('checking');
    await harness.settle('fetchStatus', 'done', signedInStatus);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ scope: 'influencer_logged_in', uuid: 'u-1', user });
    expect(effects).toEqual([]);
  });

  it('signs out and clears on a definite 401, as SPEC §4 says', async () => {
    const harness = controlledActors(['fetchStatus', 'signIn', 'signOut'] as const);
    const effects: string[] = [];
    const actor = createActor(authMachine.provide({ actors: harness.actors as never, actions: { clearSession: () => effects.push('clear') } }), { input: { loginFlag: true } }).start();
    await harness.settle('fetchStatus', 'error', { status: 401, data: { type: 'unauthorized' } });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['clear']);
  });

  it('a visitor without the stored flag has no session to keep: no answer is signed out', async () => {
    const harness = controlledActors(['fetchStatus', 'signIn', 'signOut'] as const);
    const actor = createActor(authMachine.provide({ actors: harness.actors as never }), { input: { loginFlag: false } }).start();
    await harness.settle('fetchStatus', 'error', { status: 503 });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('auth machine, adopting a session the server opened (issue 16)', () => {
  it('signs in from the sign-up answer without calling sign-in again', async () => {
    const harness = controlledActors(['fetchStatus', 'signIn', 'signOut'] as const);
    const effects: string[] = [];
    const actor = createActor(authMachine.provide({ actors: harness.actors as never, actions: { persistSession: (_, params) => effects.push(`persist:${params.scope}`) } }), { input: { loginFlag: false } }).start();
    await harness.settle('fetchStatus', 'done', { token: null, scope: 'open', uuid: '', user: null });
    actor.send({ type: 'auth.adopt', session: signInResult });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ scope: 'influencer_logged_in', uuid: 'u-1', loginFlag: true });
    expect(effects).toEqual(['persist:influencer_logged_in']);
    expect(harness.calls.filter((call) => call.name === 'signIn')).toEqual([]);
  });
});
