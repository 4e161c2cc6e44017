import { Card, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArchive, IconCircleCheck, IconHome, IconLink, IconLogout } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AnchorLink, ButtonLink } from '#client/app/ui/links';

/**
 * /{lang}/deactivateSucceed — where both roles land after closing the account. Public: the
 * visitor is signed out by then, so it reads nothing from the session or the API.
 */
export function DeactivatedScreen({ lang }: { lang: Locale }) {
  return (
    <Container size="sm" py={{ base: 40, md: 96 }} px={{ base: 'sm', sm: 'md' }} data-testid="deactivate-succeed">
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius={64} variant="light" color="teal">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, md: 30 }} data-testid="page-title">
            {m.leave_done_title()}
          </Title>
          <Text c="dimmed">{m.leave_done_text()}</Text>
        </Stack>
        <List spacing="md" mt="xl" center={false} size="sm">
          <List.Item icon={<ThemeIcon size={28} radius="md" variant="light"><IconLogout size={16} /></ThemeIcon>}>{m.leave_done_signed_out()}</List.Item>
          <List.Item icon={<ThemeIcon size={28} radius="md" variant="light"><IconArchive size={16} /></ThemeIcon>}>{m.leave_done_kept()}</List.Item>
          <List.Item icon={<ThemeIcon size={28} radius="md" variant="light"><IconLink size={16} /></ThemeIcon>}>{m.leave_done_social()}</List.Item>
        </List>
        <Stack align="center" gap="xs" mt="xl">
          <ButtonLink to="/$lang" params={{ lang }} leftSection={<IconHome size={18} />} data-testid="deactivate-home">
            {m.leave_done_home()}
          </ButtonLink>
          <Text size="sm" c="dimmed">
            {m.leave_done_back_prefix()}{' '}
            <AnchorLink to="/$lang/contact" params={{ lang }}>
              {m.leave_done_contact()}
            </AnchorLink>
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}
