import type { EventObject } from 'xstate';
import { getNextSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { marketerSignupMachine } from '../../machines/screens/marketer-signup.machine';
import { modelOf } from '../model/harness';
import type { MarketerType } from '../../src/common/enums';

/**
 * Sign-up paths for the browser, generated from the marketerSignup machine: the shortest path
 * from a fresh visit to `done` for one marketer type, optionally with the machine's back
 * transitions (account → type, profile → questionnaire) taken on the way. Each path is replayed
 * on the model before use, so a path the machine would not take fails here, not in the browser.
 */
export function signupEvents(type: MarketerType, options: { withBack?: boolean } = {}): EventObject[] {
  const model = modelOf(marketerSignupMachine);
  const questionnaire = { objective: 'traffic', budget: '30000-50000', campaignStart: '3-6_months' };
  const events: (EventObject & Record<string, unknown>)[] = [
    { type: 'xstate.done.actor.loadProgress', output: { step: 'type', type: null, questionnaire: null } },
    { type: 'signup.chooseType', marketerType: type },
    { type: 'signup.next' },
    { type: 'signup.submitAccount', account: { email: 'e2e', password: 'x', contactName: 'x' } },
    { type: 'xstate.done.actor.createAccount', output: { uuid: 'u' } },
    { type: 'signup.requestCode', phone: '+66800000000' },
    { type: 'xstate.done.actor.otp', output: { verificationToken: 'proof' } },
    { type: 'xstate.done.actor.savePhone', output: {} },
    ...Object.entries(questionnaire).map(([field, value]) => ({ type: 'signup.answer', field, value })),
    { type: 'xstate.done.actor.saveQuestionnaire', output: {} },
    { type: 'signup.submitProfile', profile: {} },
    { type: 'xstate.done.actor.saveProfile', output: {} },
  ];
  const testModel = createTestModel(model, { events: events as never });
  const [path] = testModel.getShortestPaths({ toState: (state) => state.matches('done') });
  if (!path) throw new Error('The machine has no path to done');
  let steps = path.steps.map((step) => step.event as EventObject).filter((event) => event.type !== 'xstate.init');
  if (options.withBack) {
    const into = (target: string) => {
      let snapshot = model.resolveState({ value: 'resuming', context: model.config.context as never });
      for (let index = 0; index < steps.length; index++) {
        snapshot = getNextSnapshot(model, snapshot, steps[index] as never);
        if (snapshot.matches(target)) return index;
      }
      throw new Error(`no step into ${target}`);
    };
    const atAccount = into('account');
    steps = [...steps.slice(0, atAccount + 1), { type: 'signup.back' }, { type: 'signup.next' }, ...steps.slice(atAccount + 1)];
    const atProfile = into('profile');
    steps = [...steps.slice(0, atProfile + 1), { type: 'signup.back' }, { type: 'signup.next' }, { type: 'xstate.done.actor.saveQuestionnaire', output: {} } as EventObject, ...steps.slice(atProfile + 1)];
  }
  // Replay on the model: every step must be a transition the machine takes, ending in done.
  let snapshot = model.resolveState({ value: 'resuming', context: model.config.context as never });
  for (const event of steps) {
    const next = getNextSnapshot(model, snapshot, event as never);
    if (next === snapshot || JSON.stringify(next.value) + JSON.stringify(next.context) === JSON.stringify(snapshot.value) + JSON.stringify(snapshot.context)) {
      if (event.type !== 'signup.answer') throw new Error(`${event.type} does nothing in ${JSON.stringify(snapshot.value)}`);
    }
    snapshot = next;
  }
  if (!snapshot.matches('done')) throw new Error(`path ends in ${JSON.stringify(snapshot.value)}`);
  return steps;
}
