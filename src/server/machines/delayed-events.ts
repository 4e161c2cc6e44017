import type { EventObject } from 'xstate';
import type { Executor } from '../db/client';
import type { Deps } from '../deps';
import type { DelayedEvent } from './run-machine';

/**
 * The server's side of a machine's `after` waits (decision 031). decide() answers the delayed
 * events a transition starts; each becomes one message on the PostgreSQL job queue, enqueued in
 * the transaction that writes the new state, and tied to THAT entry into the state: the entity's
 * state-entry counter travels in the message, and the handler acts only while the stored counter
 * still equals it. A message from an earlier visit to the same state therefore does nothing.
 */
export const machineDelayQueue = 'machine.delayed';

export interface DelayedMessage {
  /** The machine's id (`job`, …): which handler the worker gives it to. */
  machine: string;
  /** The entity's id (a job's id). */
  id: string;
  /** The entity's state-entry counter when the wait started. */
  entry: number;
  event: EventObject;
}

export async function scheduleDelayedEvents(deps: Pick<Deps, 'queue'>, tx: Executor, target: Omit<DelayedMessage, 'event'>, delayed: DelayedEvent[], now: Date): Promise<void> {
  for (const { event, delayMs } of delayed) {
    // The key makes a repeated enqueue of the same wait (a retried transaction) one message.
    await deps.queue.enqueue<DelayedMessage>(machineDelayQueue, { ...target, event }, { tx, startAfter: new Date(now.getTime() + delayMs), singletonKey: `${target.machine}:${target.id}:${target.entry}:${event.type}` });
  }
}
