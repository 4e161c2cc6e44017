import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { influencerSignupMachine, type SaveStepInput } from '#machines/screens/influencer-signup.machine';
import type { SocialTicketResponse } from '#common/contracts/influencer-signup';
import { DomainError } from '../domain-error';
import { nextSignupStep } from '../services/influencer-signup';
import { decide, stateName } from './run-machine';

const door = createMachine({
  types: {} as { context: { opens: number }; events: { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' } },
  context: { opens: 0 },
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': { target: 'open', actions: [{ type: 'countOpen' }] }, 'door.lock': 'locked' } },
    open: { on: { 'door.close': 'closed' } },
    locked: { initial: 'bolted', states: { bolted: {} } },
  },
});

describe('decide', () => {
  it('restores the stored state, applies the event and answers the next state with its actions', () => {
    const decision = decide(door, { value: 'closed', context: { opens: 2 } }, { type: 'door.open' });
    expect(decision.value).toBe('open');
    expect(decision.context).toEqual({ opens: 2 });
    expect(decision.actions).toEqual(['countOpen']);
  });

  it('refuses an event the state does not take with an illegal_transition naming state and event', () => {
    let error: unknown;
    try {
      decide(door, { value: 'open', context: { opens: 0 } }, { type: 'door.lock' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).type).toBe('illegal_transition');
    expect((error as DomainError).details).toMatchObject({ state: 'open', event: 'door.lock' });
  });

  it('names nested states the way the machine does', () => {
    expect(stateName({ locked: 'bolted' })).toBe('locked.bolted');
    expect(stateName('open')).toBe('open');
  });
});

describe('nextSignupStep (the rule the sign-up screen machine moves on with, not a replay of it)', () => {
  it('follows the e-mail route consent → location → email (waits for the code) → created', () => {
    expect(nextSignupStep({ step: 'consent', route: 'email' })).toBe('location');
    expect(nextSignupStep({ step: 'location', route: 'email' })).toBe('email');
    expect(nextSignupStep({ step: 'email', route: 'email' })).toBe('email');
    expect(nextSignupStep({ step: 'password', route: 'email' })).toBeNull();
  });

  it('skips location on the social route', () => {
    expect(nextSignupStep({ step: 'consent', route: 'social' })).toBe('email');
    expect(nextSignupStep({ step: 'password', route: 'social' })).toBeNull();
  });

  // The screen machine, run as the browser runs it (its saves answering at once), reaches the step the server answers.
  for (const route of ['email', 'social'] as const) {
    it(`agrees with the screen machine after consent on the ${route} route`, async () => {
      const machine = influencerSignupMachine.provide({
        actors: {
          saveStep: fromPromise<unknown, SaveStepInput>(async () => ({})),
          loadSocial: fromPromise<SocialTicketResponse, { ticket: string }>(async () => ({ provider: 'line', email: 'a@b.co', emailVerified: false, name: 'A' })),
        },
      });
      const actor = createActor(machine, { input: { socialTicket: route === 'social' ? 'ticket' : null } }).start();
      await waitFor(actor, (snapshot) => snapshot.matches({ consent: 'editing' }));
      actor.send({ type: 'signup.acceptConsent' });
      const saved = await waitFor(actor, (snapshot) => !snapshot.matches('consent'));
      expect(Object.keys(saved.value as object)[0]).toBe(nextSignupStep({ step: 'consent', route }));
      actor.stop();
    });
  }
});
