import { Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Payment } from '#common/contracts/money';
import { formatDate } from '#common/dates';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { api } from '#client/api/client';
import { problemMessage } from '#client/app/problem-message';
import { useBuyPackage, usePackageBalance } from '../api/money-api';
import { PageFrame } from '#client/features/account/page';
import { MoneyError, MoneyLoading } from './money-states';
import { PaymentPanel } from './payment-panel';

interface Offer {
  slug: string;
  name: string;
  priceMinor: number;
  influencerCount: number;
}

/** Package balance, and buying one of the published offers (paid like a top-up). */
export function PackageBalanceScreen({ uuid, lang }: { uuid: string; lang: 'th' | 'en' }) {
  const balance = usePackageBalance(uuid, lang);
  const offers = useQuery({ queryKey: ['money', 'offers', lang], queryFn: () => api<{ data: Offer[] }>('/sv_package/offer', { query: { locale: lang, limit: 50 } }) });
  const [slug, setSlug] = useState('');
  const [payment, setPayment] = useState<Payment | null>(null);
  const buy = useBuyPackage(uuid);
  const error = buy.error as { data?: { type: string } } | null;
  return (
    <PageFrame title={m.money_packages_title()} subtitle={m.money_packages_subtitle()} testId="money-package-balance">
      <Paper withBorder p="md" maw={560}>
        {payment ? (
          <Stack>
            <PaymentPanel uuid={uuid} initial={payment} />
            <Button variant="default" onClick={() => setPayment(null)}>
              {m.money_buy_again()}
            </Button>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (slug) buy.mutate({ slug, method: 'promptpay' }, { onSuccess: setPayment });
            }}
          >
            <Stack>
              <NativeSelect
                label={m.money_package_choose()}
                value={slug}
                onChange={(e) => setSlug(e.currentTarget.value)}
                data={[{ value: '', label: '—' }, ...(offers.data?.data ?? []).map((o) => ({ value: o.slug, label: `${o.name} · ${formatMoney(o.priceMinor, 'TH')}` }))]}
                data-testid="money-package-select"
              />
              {error?.data ? (
                <Text c="red" size="sm" role="alert">
                  {problemMessage(error.data)}
                </Text>
              ) : null}
              <Button type="submit" disabled={!slug} loading={buy.isPending} data-testid="money-package-buy">
                {m.money_package_buy()}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
      {balance.isPending ? (
        <MoneyLoading />
      ) : balance.isError ? (
        <MoneyError error={balance.error} onRetry={() => void balance.refetch()} />
      ) : balance.data.data.length === 0 ? (
        <Text c="dimmed" data-testid="money-packages-empty">
          {m.money_packages_empty()}
        </Text>
      ) : (
        <Paper withBorder p="xs">
          <Table.ScrollContainer minWidth={420}>
            <Table data-testid="money-packages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.money_package_name()}</Table.Th>
                  <Table.Th ta="right">{m.money_package_slots()}</Table.Th>
                  <Table.Th>{m.money_lot_expires()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {balance.data.data.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td ta="right">
                      {p.slotsRemaining} / {p.slots}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {formatDate(p.expiresAt, lang)}
                        {p.expired ? <Badge color="gray.7">{m.money_expired_badge()}</Badge> : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </PageFrame>
  );
}
