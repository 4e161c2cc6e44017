import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconMoodSad } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { StandaloneFrame } from '../layout/standalone-frame';

/** SPEC §2: the 500-style error screen; its button goes to / (a full page load). */
export function ErrorScreen() {
  return (
    <StandaloneFrame>
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <IconMoodSad size={88} stroke={1.4} color="var(--mantine-color-kolify-5)" aria-hidden="true" />
        <Title order={1} fz={{ base: 28, md: 36 }}>
          {m.error_title()}
        </Title>
        <Text fz="lg">{m.error_text()}</Text>
        <Text c="dimmed">{m.error_hint()}</Text>
        <Button component="a" href="/" size="lg" variant="gradient" leftSection={<IconHome size={20} />} mt="sm">
          {m.error_home()}
        </Button>
      </Stack>
    </StandaloneFrame>
  );
}
