import { useSyncExternalStore } from 'react';

/**
 * SPEC §4: the global loading flag is on while any API request is in flight and off
 * when it finishes, with or without error. The API client's hooks feed this counter.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  start(): void {
    inFlight += 1;
    if (inFlight === 1) emit();
  },
  finish(): void {
    if (inFlight === 0) return;
    inFlight -= 1;
    if (inFlight === 0) emit();
  },
  isLoading(): boolean {
    return inFlight > 0;
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
    emit();
  },
};

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.isLoading, () => false);
}
