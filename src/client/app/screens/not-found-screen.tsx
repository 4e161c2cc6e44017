import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { getLocale } from '#common/paraglide/runtime.js';
import { m } from '#common/paraglide/messages.js';
import { StandaloneFrame } from '../layout/standalone-frame';

/** SPEC §8: an unmatched route shows 'Page not found: {path}'. */
export function NotFoundScreen() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Stack align="center" gap="md" maw={560} mx="auto" ta="center" py={{ base: 48, md: 96 }} px="md">
      <Box
        fz={{ base: 88, md: 120 }}
        fw={700}
        lh={1}
        aria-hidden="true"
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-kolify-6), var(--mantine-color-blush-5))',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Box>
      <Title order={1} fz={{ base: 22, md: 28 }} style={{ overflowWrap: 'anywhere' }}>
        {m.not_found_title({ path: pathname })}
      </Title>
      <Text c="dimmed">{m.not_found_text()}</Text>
      <Button component="a" href={`/${getLocale()}`} size="md" variant="light" leftSection={<IconHome size={18} />}>
        {m.not_found_home()}
      </Button>
    </Stack>
  );
}

/** For paths outside any language (/fr/x): no shell to render it in. */
export function StandaloneNotFoundScreen() {
  return (
    <StandaloneFrame>
      <NotFoundScreen />
    </StandaloneFrame>
  );
}
