import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import { m } from '#common/paraglide/messages.js';
import type { Locale } from '#common/enums';
import { useParams } from '@tanstack/react-router';
import { ButtonLink } from '#client/app/ui/links';

/** /{lang}/Admin for staff: the back office's home, leading to its screens. */
export function AdminHome({ user }: { user: SessionUser }) {
  const { lang } = useParams({ strict: false }) as { lang: Locale };
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 26, md: 32 }} data-testid="admin-title">
          {m.admin_title()}
        </Title>
        <Text c="dimmed">{m.admin_welcome({ email: user.email })}</Text>
      </Stack>
      <Paper withBorder p="xl" style={{ borderStyle: 'dashed' }}>
        <Stack align="center" ta="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconLayoutDashboard size={30} />
          </ThemeIcon>
          <Text c="dimmed" maw={420}>
            {m.admin_text()}
          </Text>
          {/* Issue 3: the content back office. */}
          <ButtonLink to="/$lang/Admin/content" params={{ lang }} data-testid="admin-content-link">
            {m.content_admin_title_page()}
          </ButtonLink>
          {/* Issue 10: manual channels waiting for review. */}
          <ButtonLink to="/$lang/Admin/channels" params={{ lang }} variant="light" data-testid="admin-channels-link">
            {m.channel_review_title()}
          </ButtonLink>
          {/* Issue 11: marketers' payments (bank transfers to confirm, refunds). */}
          <ButtonLink to="/$lang/Admin/payments" params={{ lang }} variant="light" data-testid="admin-payments-link">
            {m.admin_payments_link()}
          </ButtonLink>
          {/* Issue 13: influencers' bank accounts waiting for review. */}
          <ButtonLink to="/$lang/Admin/bankAccounts" params={{ lang }} variant="light" data-testid="admin-bank-accounts-link">
            {m.bank_review_title()}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
