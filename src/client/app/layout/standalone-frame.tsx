import type { ReactNode } from 'react';
import { Box, Center, Container } from '@mantine/core';
import { Logo } from '../ui/logo';

/** A page without the app shell: the error layout and the 404 for unknown languages. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      mih="100dvh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(180deg, var(--mantine-color-kolify-0) 0%, var(--mantine-color-white) 55%)',
      }}
    >
      <Container size="lg" w="100%" py="lg">
        {/* A plain anchor: after a failure, a full page load is the safest way home. */}
        <a href="/" aria-label="Kolify" style={{ display: 'inline-block', textDecoration: 'none' }}>
          <Logo />
        </a>
      </Container>
      <Center component="main" id="main" style={{ flex: 1 }} px="md" pb={64}>
        {children}
      </Center>
    </Box>
  );
}
