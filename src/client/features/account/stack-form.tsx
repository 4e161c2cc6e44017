import type { ReactNode } from 'react';
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
