import { Badge, Group, NativeSelect, Paper, Table, Text } from '@mantine/core';
import { formatDate } from '#common/dates';
import { m } from '#common/paraglide/messages.js';
import { PageFrame } from '#client/features/account/page';
import { MoneyError, MoneyLoading } from './money-states';
import { Checkout } from './payment-panel';
import { usePackageBalanceScreen, usePackageCheckout } from './use-package-balance';
import { StackTable } from '#client/components/stack-table';
import { ButtonLink } from '#client/app/ui/links';

/** Buying one of the published offers (paid like a top-up): under Package balance and on its own page. */
export function PackageCheckout({ uuid, lang, initialSlug = '' }: { uuid: string; lang: 'th' | 'en'; initialSlug?: string }) {
  const { slug, setSlug, options, buy, body } = usePackageCheckout({ uuid, lang, initialSlug });
  return (
    <Checkout uuid={uuid} purchase={buy} body={body} submitLabel={m.money_package_buy()} submitTestId="money-package-buy">
      <NativeSelect
        label={m.money_package_choose()}
        value={slug}
        onChange={(e) => setSlug(e.currentTarget.value)}
        data={[{ value: '', label: '—' }, ...options]}
        data-testid="money-package-select"
      />
    </Checkout>
  );
}

/** Marketer/buyPackage, the menu's *Buy package* (issue 26: it led to the public list, which sells nothing). */
export function BuyPackageScreen({ uuid, lang, slug }: { uuid: string; lang: 'th' | 'en'; slug?: string }) {
  return (
    <PageFrame title={m.money_buy_package_title()} subtitle={m.money_buy_package_subtitle()} testId="money-buy-package">
      <PackageCheckout uuid={uuid} lang={lang} initialSlug={slug} />
      <Group>
        <ButtonLink to="/$lang/Marketer/package" params={{ lang }} variant="subtle">
          {m.money_buy_package_browse()}
        </ButtonLink>
        <ButtonLink to="/$lang/Marketer/packageBalance" params={{ lang }} variant="subtle">
          {m.menu_package_balance()}
        </ButtonLink>
      </Group>
    </PageFrame>
  );
}

/** Package balance, and buying one of the published offers (paid like a top-up). */
export function PackageBalanceScreen({ uuid, lang }: { uuid: string; lang: 'th' | 'en' }) {
  const { packages } = usePackageBalanceScreen({ uuid, lang });
  const columns = { name: m.money_package_name(), slots: m.money_package_slots(), expires: m.money_lot_expires() };
  return (
    <PageFrame title={m.money_packages_title()} subtitle={m.money_packages_subtitle()} testId="money-package-balance">
      <PackageCheckout uuid={uuid} lang={lang} />
      {packages.isPending ? (
        <MoneyLoading />
      ) : packages.isError ? (
        <MoneyError error={packages.error} onRetry={() => void packages.refetch()} />
      ) : packages.data.data.length === 0 ? (
        <Text c="dimmed" data-testid="money-packages-empty">
          {m.money_packages_empty()}
        </Text>
      ) : (
        <Paper withBorder p="xs">
          <StackTable minWidth={420} data-testid="money-packages" columns={[columns.name, { label: columns.slots, align: 'right' }, columns.expires]}>
            {packages.data.data.map((bought) => (
              <Table.Tr key={bought.id}>
                <Table.Td data-label={columns.name}>{bought.name}</Table.Td>
                <Table.Td data-label={columns.slots} ta="right">
                  {bought.slotsRemaining} / {bought.slots}
                </Table.Td>
                <Table.Td data-label={columns.expires}>
                  <Group gap="xs">
                    {formatDate(bought.expiresAt, lang)}
                    {bought.expired ? <Badge color="gray.7">{m.money_expired_badge()}</Badge> : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </StackTable>
        </Paper>
      )}
    </PageFrame>
  );
}
