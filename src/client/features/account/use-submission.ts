import { useState } from 'react';

/** Busy flag and error of a form that calls the API: `run` clears the error, waits for the call, keeps what it threw. */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
