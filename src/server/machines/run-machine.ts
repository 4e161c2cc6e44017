import { transition, type AnyStateMachine, type ContextFrom, type EventFromLogic, type EventObject, type SnapshotFrom, type StateValue } from 'xstate';
import { DomainError } from '../domain-error';

/** A machine's state as a service keeps it: the state value and the context. */
export interface StoredState<M extends AnyStateMachine> {
  value: StateValue;
  context: ContextFrom<M>;
}

export interface Decision<M extends AnyStateMachine> {
  snapshot: SnapshotFrom<M>;
  value: StateValue;
  context: ContextFrom<M>;
  /** The actions the transition asks for, by type (e.g. `reserveEscrow`), for the service to carry out in its transaction. */
  actions: string[];
  /**
   * The waits the states entered start (their `after`): each event XState would raise after
   * `delayMs`. The service turns them into queue messages tied to this entry (scheduleDelayedEvents).
   */
  delayed: DelayedEvent[];
  /** A state was entered (or re-entered): earlier entries' delayed events are void. */
  entered: boolean;
}

export interface DelayedEvent {
  event: EventObject;
  delayMs: number;
}

/** `a.b` for a nested state value, so problems and logs name it the way the machine does. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? key : `${key}.${stateName(child)}`))
    .join(',');
}

/**
 * The server's side of "the server holds the rules" (DESIGN.md): restore a machine from
 * machines/ at the stored state, apply one event, and answer the next state with its actions —
 * or an `illegal_transition` problem (409) naming the state and the event. Pure: nothing is
 * started or run; the service writes the new state (and whatever the actions mean) in its own
 * transaction. The client runs the same definition to display; it never decides.
 */
export function decide<M extends AnyStateMachine>(machine: M, stored: StoredState<M>, event: EventFromLogic<M>): Decision<M> {
  const snapshot = machine.resolveState({ value: stored.value, context: stored.context }) as SnapshotFrom<M>;
  const from = stateName(stored.value);
  if (!(snapshot as { can: (e: unknown) => boolean }).can(event)) {
    throw new DomainError('illegal_transition', { detail: `“${event.type}” is not allowed in state “${from}”.`, state: from, event: event.type });
  }
  const [next, actions] = transition(machine, snapshot, event);
  const value = (next as { value: StateValue }).value;
  // XState's own actions: a delayed raise is an `after` wait started by an entered state; the
  // cancels of the states left need nothing here (their messages are tied to the old entry).
  const delayed = actions.flatMap((action) => {
    const params = action.params as { event?: EventObject; delay?: number } | undefined;
    return action.type === 'xstate.raise' && typeof params?.delay === 'number' && params.event ? [{ event: params.event, delayMs: params.delay }] : [];
  });
  const entered = delayed.length > 0 || stateName(value) !== from;
  return { snapshot: next, value, context: (next as { context: ContextFrom<M> }).context, actions: actions.filter((action) => !action.type.startsWith('xstate.')).map((action) => action.type), delayed, entered };
}
