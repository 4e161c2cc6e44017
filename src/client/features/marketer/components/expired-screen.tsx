import { Group, List, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { formatMoney } from '#common/money';
import { formatDate } from '#common/dates';
import { StackTable } from '#client/components/stack-table';
import { PageFrame } from '#client/features/account/page';
import { ErrorState, LoadingState } from './screen-states';
import { useExpiredScreen } from './use-expired-screen';

/**
 * Marketer/expired: the credit that has expired (each lot, how much and when; issue 26: the screen
 * showed only what expires soon), what expires soon, why credits or packages expire and how to buy
 * again (PRODUCT.md "Money"; the days are app_config, packages' their offer's).
 */
export function ExpiredScreen({ lang, uuid }: { lang: 'th' | 'en'; uuid: string }) {
  const { dashboard, expired, isPending, lots, totalExpired, creditHeld, expiringSoon, creditValidDays, creditAlertDays } = useExpiredScreen(uuid);
  if (isPending) return <LoadingState />;
  if (dashboard.isError) return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (expired.isError) return <ErrorState error={expired.error} onRetry={() => void expired.refetch()} />;
  const columns = { date: m.marketer_expired_col_date(), bought: m.marketer_expired_col_bought(), lost: m.marketer_expired_col_lost() };
  return (
    <PageFrame title={m.marketer_expired_title()} subtitle={m.marketer_expired_subtitle()} testId="marketer-expired">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
              <IconHourglassEmpty />
            </ThemeIcon>
            <div>
              <Text fw={700} data-testid="expired-total">
                {totalExpired > 0 ? m.marketer_expired_amount({ amount: formatMoney(totalExpired) }) : m.marketer_expired_none()}
              </Text>
              <Text size="sm" c="dimmed">
                {m.marketer_expired_balance({ amount: formatMoney(creditHeld) })}
                {expiringSoon > 0 ? ` · ${m.marketer_expiring_soon({ amount: formatMoney(expiringSoon), days: creditAlertDays })}` : ''}
              </Text>
            </div>
          </Group>
          {lots.length > 0 ? (
            <StackTable minWidth={420} striped data-testid="expired-lots" columns={[columns.date, { label: columns.bought, align: 'right' }, { label: columns.lost, align: 'right' }]}>
              {lots.map((lot) => (
                <Table.Tr key={lot.id}>
                  <Table.Td data-label={columns.date}>{formatDate(lot.expiredAt, lang)}</Table.Td>
                  <Table.Td data-label={columns.bought} ta="right">
                    {formatMoney(lot.amount, { decimals: 2 })}
                  </Table.Td>
                  <Table.Td data-label={columns.lost} ta="right" c="red">
                    {formatMoney(lot.expiredAmount, { decimals: 2 })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </StackTable>
          ) : null}
          <Title order={4}>{m.marketer_expired_why()}</Title>
          <List spacing="xs" size="sm">
            <List.Item>{m.marketer_expired_rule_credit({ days: creditValidDays })}</List.Item>
            <List.Item>{m.marketer_expired_rule_package()}</List.Item>
            <List.Item>{m.marketer_expired_rule_alert({ days: creditAlertDays })}</List.Item>
          </List>
          <Group>
            <ButtonLink to="/$lang/Marketer/buyPackage" params={{ lang }} data-testid="expired-buy-package">
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
