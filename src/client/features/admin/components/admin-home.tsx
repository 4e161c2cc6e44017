import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArticle, IconBuildingBank, IconCash, IconCreditCard, IconHistory, IconInbox, IconSettings, IconShieldCheck, IconSpeakerphone, IconUsers, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SessionUser } from '#common/contracts/auth';
import type { StaffQueue } from '#common/contracts/staff';
import { formatDateTime } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';
import { ButtonLink } from '#client/app/ui/links';
import { useAdminHome } from './use-admin-home';

type StaffPath = '/$lang/Admin/channels' | '/$lang/Admin/campaigns' | '/$lang/Admin/payments' | '/$lang/Admin/bankAccounts' | '/$lang/Admin/withdrawals' | '/$lang/Admin/content' | '/$lang/Admin/users' | '/$lang/Admin/config' | '/$lang/Admin/audit';

/** Each queue: its name, its screen and its icon (messages are read in the content back office). */
const queueScreens: Record<StaffQueue['name'], { label: () => string; to: StaffPath; icon: ReactNode }> = {
  channels: { label: () => m.staff_queue_channels(), to: '/$lang/Admin/channels', icon: <IconShieldCheck size={20} /> },
  payments: { label: () => m.staff_queue_payments(), to: '/$lang/Admin/payments', icon: <IconCreditCard size={20} /> },
  bankAccounts: { label: () => m.staff_queue_bank_accounts(), to: '/$lang/Admin/bankAccounts', icon: <IconBuildingBank size={20} /> },
  withdrawals: { label: () => m.staff_queue_withdrawals(), to: '/$lang/Admin/withdrawals', icon: <IconWallet size={20} /> },
  payoutBatches: { label: () => m.staff_queue_payout_batches(), to: '/$lang/Admin/withdrawals', icon: <IconCash size={20} /> },
  messages: { label: () => m.staff_queue_messages(), to: '/$lang/Admin/content', icon: <IconInbox size={20} /> },
};

/** How long the oldest item has waited, in whole days or hours. */
function waited(oldestAt: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(oldestAt)) / 3_600_000));
  return hours >= 24 ? m.staff_queue_waiting_days({ count: String(Math.floor(hours / 24)) }) : m.staff_queue_waiting_hours({ count: String(hours) });
}

/** /{lang}/Admin for staff: what waits for them (oldest first), then the back office's screens. */
export function AdminHome({ user }: { user: SessionUser }) {
  const { lang, queues, isAdmin, shown, mayOpen } = useAdminHome(user);
  const screens: { to: StaffPath; label: string; icon: ReactNode; adminOnly: boolean; testId: string }[] = [
    { to: '/$lang/Admin/users', label: m.staff_users_title(), icon: <IconUsers size={18} />, adminOnly: false, testId: 'admin-users-link' },
    { to: '/$lang/Admin/content', label: m.content_admin_title_page(), icon: <IconArticle size={18} />, adminOnly: false, testId: 'admin-content-link' },
    { to: '/$lang/Admin/channels', label: m.channel_review_title(), icon: <IconShieldCheck size={18} />, adminOnly: false, testId: 'admin-channels-link' },
    { to: '/$lang/Admin/campaigns', label: m.staff_campaigns_title(), icon: <IconSpeakerphone size={18} />, adminOnly: false, testId: 'admin-campaigns-link' },
    { to: '/$lang/Admin/payments', label: m.admin_payments_link(), icon: <IconCreditCard size={18} />, adminOnly: true, testId: 'admin-payments-link' },
    { to: '/$lang/Admin/bankAccounts', label: m.bank_review_title(), icon: <IconBuildingBank size={18} />, adminOnly: true, testId: 'admin-bank-accounts-link' },
    { to: '/$lang/Admin/withdrawals', label: m.earn_admin_title(), icon: <IconWallet size={18} />, adminOnly: true, testId: 'admin-withdrawals-link' },
    { to: '/$lang/Admin/config', label: m.staff_config_title(), icon: <IconSettings size={18} />, adminOnly: true, testId: 'admin-config-link' },
    { to: '/$lang/Admin/audit', label: m.staff_audit_title(), icon: <IconHistory size={18} />, adminOnly: false, testId: 'admin-audit-link' },
  ];
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={6} mb="xl">
        <Group gap="sm">
          <Title order={1} fz={{ base: 26, md: 32 }} data-testid="admin-title">
            {m.admin_title()}
          </Title>
          <Badge variant="light" color={isAdmin ? 'kolify' : 'gray'} data-testid="admin-role">
            {isAdmin ? m.staff_role_admin() : m.staff_role_support()}
          </Badge>
        </Group>
        <Text c="dimmed">{m.admin_welcome({ email: user.email })}</Text>
      </Stack>

      <Title order={2} fz="lg" mb="sm">
        {m.staff_queues_title()}
      </Title>
      {queues.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={118} radius="md" />
          ))}
        </SimpleGrid>
      ) : queues.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problemText(queues.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void queues.refetch()}>
              {m.account_retry()}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="staff-queues">
          {shown.map((queue) => {
            const screen = queueScreens[queue.name];
            return (
              <Card key={queue.name} withBorder padding="lg" radius="md" data-testid={`staff-queue-${queue.name}`} data-count={queue.count}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" size={40} radius="md" color={queue.count > 0 ? 'orange' : 'gray'}>
                      {screen.icon}
                    </ThemeIcon>
                    <Stack gap={0}>
                      <Text fw={600}>{screen.label()}</Text>
                      <Text size="sm" c="dimmed">
                        {queue.oldestAt ? `${waited(queue.oldestAt)} · ${formatDateTime(queue.oldestAt, lang)}` : m.staff_queue_clear()}
                      </Text>
                    </Stack>
                  </Group>
                  <Text fz={28} fw={700} lh={1} data-testid="staff-queue-count">
                    {queue.count}
                  </Text>
                </Group>
                <ButtonLink to={screen.to} params={{ lang }} variant={queue.count > 0 ? 'light' : 'subtle'} size="xs" mt="md" w="fit-content">
                  {m.staff_queue_open()}
                </ButtonLink>
              </Card>
            );
          })}
        </SimpleGrid>
      )}

      <Title order={2} fz="lg" mt="xl" mb="sm">
        {m.staff_screens_title()}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="staff-screens">
        {screens
          .filter(mayOpen)
          .map((screen) => (
            <ButtonLink key={screen.testId} to={screen.to} params={{ lang }} variant="default" justify="flex-start" leftSection={screen.icon} data-testid={screen.testId}>
              {screen.label}
            </ButtonLink>
          ))}
      </SimpleGrid>
    </Container>
  );
}
