import { useSyncExternalStore } from 'react';

/**
 * SPEC §4: the global loading flag is on while any API request is in flight and off
 * when it finishes, with or without error. The API client's hooks feed this counter.
 * Writes (POST, PUT, PATCH, DELETE) are also counted on their own: a public page shows its
 * own loading states for reads and covers itself only while a form is sent (issue 17).
 */
let inFlight = 0;
let writesInFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  start(write = false): void {
    inFlight += 1;
    if (write) writesInFlight += 1;
    emit();
  },
  finish(write = false): void {
    if (inFlight === 0) return;
    inFlight -= 1;
    if (write && writesInFlight > 0) writesInFlight -= 1;
    emit();
  },
  isLoading(): boolean {
    return inFlight > 0;
  },
  isWriting(): boolean {
    return writesInFlight > 0;
  },
  inFlight(): number {
    return inFlight;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only: forget requests that never finished. */
  reset(): void {
    inFlight = 0;
    writesInFlight = 0;
    emit();
  },
};

/** Any request in flight, or (`writesOnly`) a write in flight. */
export function useGlobalLoading(writesOnly = false): boolean {
  return useSyncExternalStore(loadingStore.subscribe, writesOnly ? loadingStore.isWriting : loadingStore.isLoading, () => false);
}
