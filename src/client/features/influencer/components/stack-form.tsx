import { useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';

/** A form with its fields stacked; the browser's own validation is off (each screen shows its own translated messages). */
export function StackForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}

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
