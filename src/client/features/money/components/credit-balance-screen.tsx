import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { currencyLabel } from '#common/money';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '#client/app/ui/links';
import { PageFrame } from '#client/features/account/page';
import { MoneyError, MoneyLoading } from './money-states';
import { StackTable } from '#client/components/stack-table';
import { formatCredit, useCreditBalance, useExpiryBanner } from './use-credit-balance';

/** Credit balance: available and reserved, the lots in the order they are spent, the expiry banner. */
export function CreditBalanceScreen({ uuid, lang }: { uuid: string; lang: 'th' | 'en' }) {
  const { credit } = useCreditBalance(uuid);
  const columns = { bought: m.money_lot_bought(), remaining: m.money_lot_remaining({ currency: currencyLabel(lang) }), expires: m.money_lot_expires() };
  return (
    <PageFrame title={m.money_credit_title()} subtitle={m.money_credit_subtitle()} testId="money-credit-balance">
      <ExpiryBanner lang={lang} />
      {credit.isPending ? (
        <MoneyLoading />
      ) : credit.isError ? (
        <MoneyError error={credit.error} onRetry={() => void credit.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Paper withBorder p="md">
              <Text size="sm" c="dimmed">
                {m.money_available()}
              </Text>
              <Text fz={28} fw={700} data-testid="money-available">
                {formatCredit(credit.data.available)}
              </Text>
            </Paper>
            <Paper withBorder p="md">
              <Text size="sm" c="dimmed">
                {m.money_reserved()}
              </Text>
              <Text fz={28} fw={700}>
                {formatCredit(credit.data.reserved)}
              </Text>
            </Paper>
          </SimpleGrid>
          <Group>
            <ButtonLink to="/$lang/Marketer/credit/buy" params={{ lang }} data-testid="money-go-buy">
              {m.money_buy_credit_title()}
            </ButtonLink>
            <ButtonLink to="/$lang/Marketer/statement" params={{ lang }} variant="default">
              {m.money_statement_title()}
            </ButtonLink>
            <ButtonLink to="/$lang/Marketer/expired" params={{ lang }} variant="subtle">
              {m.money_expired_link()}
            </ButtonLink>
          </Group>
          <Paper withBorder p="md">
            <Text fw={700} mb="xs">
              {m.money_lots_title()}
            </Text>
            {credit.data.lots.length === 0 ? (
              <Text c="dimmed" data-testid="money-lots-empty">
                {m.money_lots_empty()}
              </Text>
            ) : (
              <StackTable minWidth={360} data-testid="money-lots" columns={[columns.bought, { label: columns.remaining, align: 'right' }, columns.expires]}>
                {credit.data.lots.map((lot) => (
                  <Table.Tr key={lot.id}>
                    <Table.Td data-label={columns.bought}>{formatDate(lot.createdAt, lang)}</Table.Td>
                    <Table.Td data-label={columns.remaining} ta="right">{formatCredit(lot.remaining)}</Table.Td>
                    <Table.Td data-label={columns.expires}>{formatDate(lot.expiresAt, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </StackTable>
            )}
          </Paper>
        </>
      )}
    </PageFrame>
  );
}

/** The banner 30 days before credit or a package expires. */
export function ExpiryBanner({ lang }: { lang: 'th' | 'en' }) {
  const banner = useExpiryBanner(lang);
  if (!banner) return null;
  return (
    <Alert color="yellow" data-testid="money-expiry-banner" title={m.money_banner_title()}>
      {banner.creditLine}
      {banner.packageLines.map((line) => (
        <Stack key={line.id} gap={0}>
          {line.text}
        </Stack>
      ))}
    </Alert>
  );
}
