import { setup } from 'xstate';

/**
 * How far a marketer's sign-up has come (marketer_profiles.signup_step) as a lifecycle (issue 29,
 * decision 056): phone → questionnaire → profile → done. A saved step moves to the next one; an
 * earlier step may be saved again (back/next) and keeps the progress; a later step than the one
 * reached is never taken (the service answers 409 step_not_reached, as before).
 */
export type MarketerSignupProgress = 'phone' | 'questionnaire' | 'profile' | 'done';

export type MarketerSignupProgressEvent = { type: 'signup.phoneVerified' } | { type: 'signup.questionnaireSaved' } | { type: 'signup.profileSaved' };

export const marketerSignupProgressMachine = setup({
  types: {
    events: {} as MarketerSignupProgressEvent,
  },
}).createMachine({
  id: 'marketerSignupProgress',
  initial: 'phone',
  states: {
    phone: {
      on: { 'signup.phoneVerified': 'questionnaire' },
    },
    questionnaire: {
      on: { 'signup.phoneVerified': 'questionnaire', 'signup.questionnaireSaved': 'profile' },
    },
    profile: {
      on: { 'signup.phoneVerified': 'profile', 'signup.questionnaireSaved': 'profile', 'signup.profileSaved': 'done' },
    },
    done: {
      on: { 'signup.phoneVerified': 'done', 'signup.questionnaireSaved': 'done', 'signup.profileSaved': 'done' },
    },
  },
});
