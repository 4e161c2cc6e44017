import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { influencerSignupMachine, type SignupInput } from '#machines/screens/influencer-signup.machine';
import type { SignInResponse } from '#common/contracts/auth';
import { controlledActors, declaredGraph, transitionPaths, replayPath } from './harness';

const problem = (data: Record<string, unknown>) => ({ data });
const member: SignInResponse = {
  scope: 'influencer_logged_in',
  uuid: 'u-new',
  user: { uuid: 'u-new', role: 'influencer', email: 'mali@kolify.test', displayName: 'mali', status: 'active', isTalentManager: false, marketerType: null, locale: 'th' },
};

const events = [
  { type: 'signup.acceptConsent' },
  { type: 'signup.acceptConsent', referralCode: 'ploy2026' },
  { type: 'signup.setLocation', country: 'TH', nationality: 'TH' },
  { type: 'signup.setEmail', email: 'Mali@Kolify.test' },
  { type: 'signup.setEmail', email: 'social@kolify.test' },
  { type: 'signup.setPassword', password: 'Jasmine rice at dawn 42' },
  { type: 'signup.changeEmail' },
  { type: 'signup.back' },
  { type: 'xstate.done.actor.loadSocial', output: { provider: 'line', email: 'social@kolify.test', emailVerified: true, name: 'Mali' } },
  { type: 'xstate.error.actor.loadSocial', error: problem({ type: 'verification_required' }) },
  { type: 'xstate.done.actor.checkReferral', output: { code: 'PLOY2026', referrer: { displayName: 'Ploy Srisuk', isTalentManager: false } } },
  { type: 'xstate.error.actor.checkReferral', error: problem({ type: 'not_found' }) },
  { type: 'xstate.done.actor.saveConsent', output: { step: 'consent', next: 'location' } },
  { type: 'xstate.error.actor.saveConsent', error: problem({ type: 'validation', errors: [{ path: 'referralCode', message: 'referral_code_unknown' }] }) },
  { type: 'xstate.done.actor.saveLocation', output: { step: 'location', next: 'email' } },
  { type: 'xstate.error.actor.saveLocation', error: problem({ type: 'validation', errors: [{ path: 'nationality', message: 'nationality_required' }] }) },
  { type: 'xstate.done.actor.saveEmail', output: { step: 'email', next: 'password' } },
  { type: 'xstate.error.actor.saveEmail', error: problem({ type: 'conflict', errors: [{ path: 'email', message: 'email_taken' }] }) },
  { type: 'xstate.done.actor.verifyEmail', output: { verificationToken: 'proof' } },
  { type: 'xstate.error.actor.verifyEmail', error: problem({ type: 'rate_limited' }) },
  { type: 'xstate.done.actor.createMember', output: member },
  { type: 'xstate.error.actor.createMember', error: problem({ type: 'verification_required' }) },
  { type: 'xstate.error.actor.createMember', error: problem({ type: 'validation', errors: [{ path: 'password', message: 'password_too_common' }] }) },
] as EventObject[];

/** Each way a sign-up can start: fresh, from a referral link, from a social provider, resumed after a reload. */
const starts: Record<string, SignupInput> = {
  fresh: {},
  referral: { referralCode: 'PLOY2026' },
  social: { socialTicket: 'ticket-1' },
  'resume at location': { resume: { step: 'location', route: 'email', consent: true } },
  'resume at email': { resume: { step: 'email', route: 'email', consent: true, country: 'TH', nationality: 'TH' } },
  'resume at password': { resume: { step: 'password', route: 'email', consent: true, country: 'TH', nationality: 'TH', email: 'mali@kolify.test' }, verificationToken: 'proof' },
  'resume at password without the proof': { resume: { step: 'password', route: 'email', consent: true, country: 'TH', nationality: 'TH', email: 'mali@kolify.test' } },
};

const srcOf: Record<string, 'loadSocial' | 'checkReferral' | 'saveStep' | 'verifyEmail' | 'createMember'> = {
  loadSocial: 'loadSocial',
  checkReferral: 'checkReferral',
  saveConsent: 'saveStep',
  saveLocation: 'saveStep',
  saveEmail: 'saveStep',
  verifyEmail: 'verifyEmail',
  createMember: 'createMember',
};

const covered = { states: new Set<string>(), transitions: new Set<string>(), paths: 0 };

describe.each(Object.entries(starts))('influencerSignup machine, every transition (start: %s)', (name, input) => {
  const { paths, stateValues, edgeKinds } = transitionPaths(influencerSignupMachine, { events, input });
  stateValues.forEach((state) => covered.states.add(state));
  edgeKinds.forEach((edge) => covered.transitions.add(edge));
  covered.paths += paths.length;

  it('starts where it should', () => {
    const actor = createActor(influencerSignupMachine.provide({ actors: controlledActors(['loadSocial', 'checkReferral', 'saveStep', 'verifyEmail', 'createMember'] as const).actors as never }), { input }).start();
    const expected: Record<string, string> = {
      fresh: '{"consent":"editing"}',
      referral: '"checkingReferral"',
      social: '"loadingSocial"',
      'resume at location': '{"location":"editing"}',
      'resume at email': '{"email":"editing"}',
      'resume at password': '{"password":"editing"}',
      'resume at password without the proof': '{"consent":"editing"}',
    };
    expect(JSON.stringify(actor.getSnapshot().value)).toBe(expected[name]);
    actor.stop();
  });

  for (const path of paths) {
    it(`replays: ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      const harness = controlledActors(['loadSocial', 'checkReferral', 'saveStep', 'verifyEmail', 'createMember'] as const);
      const actor = createActor(influencerSignupMachine.provide({ actors: harness.actors as never }), { input }).start();
      await replayPath(path, {
        actor,
        events,
        settle: (id, outcome, value) => harness.settle(srcOf[id]!, outcome, value),
        invariants: (snapshot) => {
          // Never on the password step without a proof of the e-mail (a code or the provider's word).
          if (snapshot.matches('password')) {
            const context = snapshot.context;
            expect(Boolean(context.verificationToken) || (context.route === 'social' && context.social?.emailVerified && context.social.email === context.email)).toBe(true);
          }
        },
      });
      // What the server was asked, step by step, matches the machine's data.
      for (const call of harness.calls.filter((c) => c.name === 'createMember')) {
        expect(call.input).toMatchObject({ email: expect.any(String), password: 'Jasmine rice at dawn 42' });
      }
      if (actor.getSnapshot().status === 'done') expect(actor.getSnapshot().output).toEqual({ uuid: 'u-new' });
      actor.stop();
    });
  }
});

/**
 * The shared harness compares leaf states. This machine also targets compound steps (their
 * initial child is what is observed) and has two transient states (`starting`, `resuming`),
 * which an actor passes through without stopping: a declared `A --e--> T` is covered by an
 * observed `A --e--> T.child`, and a transition into a transient state by any observed
 * target; the transient states' own branches are each taken by one start above.
 */
const transient = ['starting', 'resuming'];
const parse = (edge: string) => {
  const [, source, event, target] = /^(.*) --(.*)--> (.*)$/.exec(edge)!;
  return { source: source!, event: event!, target: target! };
};
const within = (leaf: string, node: string) => leaf === node || leaf.startsWith(`${node}.`);

describe('influencerSignup coverage over all starts', () => {
  it('covers every state and every declared transition', () => {
    const declared = declaredGraph(influencerSignupMachine);
    const observed = [...covered.transitions].map(parse);
    const isCovered = (edge: string) => {
      const want = parse(edge);
      return observed.some((seen) => seen.event === want.event && within(seen.source, want.source) && (transient.includes(want.target) || within(seen.target, want.target)));
    };
    const states = declared.states.filter((state) => !transient.includes(state));
    const done = declared.transitions.filter(isCovered);
    console.log(
      `influencerSignup: ${states.filter((s) => covered.states.has(s)).length}/${states.length} stable states + ${transient.length}/${transient.length} transient (every branch taken by a start), ${done.length}/${declared.transitions.length} declared transitions, ${covered.paths} paths`,
    );
    expect(states.filter((state) => !covered.states.has(state))).toEqual([]);
    expect(declared.transitions.filter((transition) => !isCovered(transition))).toEqual([]);
  });
});
