import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { formatMoney } from '#common/money';
import { useMarketerDashboard } from '../api/get-marketer-dashboard';
import { PageFrame } from '#client/features/account/page';
import { ErrorState, LoadingState } from './screen-states';

/**
 * Marketer/expired: why credits or packages expire and how to buy again. It reads the figures the
 * dashboard has (none until money exists, PRODUCT.md "Money": credits valid 365 days, packages 180).
 */
export function ExpiredScreen({ lang }: { lang: 'th' | 'en' }) {
  const dashboard = useMarketerDashboard();
  if (dashboard.isPending) return <LoadingState />;
  if (dashboard.isError) return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const expiring = dashboard.data.credit.expiringSoon;
  return (
    <PageFrame title={m.marketer_expired_title()} subtitle={m.marketer_expired_subtitle()} testId="marketer-expired">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
              <IconHourglassEmpty />
            </ThemeIcon>
            <div>
              <Text fw={700}>{expiring > 0 ? m.marketer_expired_amount({ amount: formatMoney(expiring) }) : m.marketer_expired_none()}</Text>
              <Text size="sm" c="dimmed">
                {m.marketer_expired_balance({ amount: formatMoney(dashboard.data.credit.balance) })}
              </Text>
            </div>
          </Group>
          <Title order={4}>{m.marketer_expired_why()}</Title>
          <List spacing="xs" size="sm">
            <List.Item>{m.marketer_expired_rule_credit()}</List.Item>
            <List.Item>{m.marketer_expired_rule_package()}</List.Item>
            <List.Item>{m.marketer_expired_rule_alert()}</List.Item>
          </List>
          <Group>
            <ButtonLink to="/$lang/Marketer/package" params={{ lang }} data-testid="expired-buy-package">
              {m.marketer_expired_buy_package()}
            </ButtonLink>
            <ButtonLink to="/$lang/Marketer/dashboard" params={{ lang }} variant="default">
              {m.marketer_go_dashboard()}
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
