import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from './theme';
import { NotificationsOnDemand } from './notify';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <NotificationsOnDemand />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
