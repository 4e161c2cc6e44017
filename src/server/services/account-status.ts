import { accountStatusMachine, type AccountStatus, type AccountStatusEvent } from '#machines/lifecycles/account-status.machine';
import { DomainError } from '../domain-error';
import { decide } from '../machines/run-machine';

const states = new Set(Object.keys(accountStatusMachine.root.states));

/**
 * The account-status machine's answer for one event at the stored users.status (decision 050):
 * the status to write and the actions to carry out in the caller's transaction, or 409
 * illegal_transition naming the state and the event. users.status is written only with this
 * answer. A stored value the machine has no state for (an imported account's waiting_approve …)
 * refuses every event the same way, rather than failing to restore.
 */
export function decideAccountStatus(stored: string, event: AccountStatusEvent): { next: AccountStatus; actions: string[] } {
  if (!states.has(stored)) throw new DomainError('illegal_transition', { detail: `“${event.type}” is not allowed in state “${stored}”.`, state: stored, event: event.type });
  const decision = decide(accountStatusMachine, { value: stored, context: {} }, event);
  return { next: decision.value as AccountStatus, actions: decision.actions };
}
