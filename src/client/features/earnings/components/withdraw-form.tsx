import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Earn } from '#common/contracts/earnings';
import { percentOfBp, toMinorUnits } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { countryRules, deploymentCountry } from '#common/countries';
import { problemText } from '#client/app/problem-message';
import { ButtonLink } from '#client/app/ui/links';
import { formatEarnings } from './labels';
import { useWithdrawForm } from './use-withdraw-form';

/** The withdraw form, driven by the `withdrawal` machine: amount → review (fee, tax, net) → confirm. */
export function WithdrawForm({ uuid, lang, earn }: { uuid: string; lang: 'th' | 'en'; earn: Earn }) {
  const { state, send, loading, bankStatus, holderType, review } = useWithdrawForm(uuid, earn);
  const { context } = state;
  const { minimumMinor, withholdingTaxBp } = earn.rules;

  const frame = (children: React.ReactNode) => (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="withdraw-form" data-state={JSON.stringify(state.value)}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {m.earn_withdraw_title()}
        </Title>
        {children}
      </Stack>
    </Paper>
  );

  if (state.matches('noBankAccount')) {
    return frame(
      <Alert color="yellow" role="status" data-testid="withdraw-no-bank">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{bankStatus === 'in_progress' ? m.earn_bank_in_review() : bankStatus === 'reject' ? m.earn_bank_rejected() : m.earn_bank_missing()}</Text>
          <ButtonLink to="/$lang/Influencer/earn/bankAccount" params={{ lang }} size="xs" variant="light" data-testid="withdraw-bank-link">
            {m.earn_bank_link()}
          </ButtonLink>
        </Stack>
      </Alert>,
    );
  }
  if (state.matches('balanceBelowMinimum')) {
    return frame(
      <Text size="sm" c="dimmed" data-testid="withdraw-balance-below-minimum">
        {m.earn_balance_below_minimum({ minimum: formatEarnings(minimumMinor), available: formatEarnings(earn.available) })}
      </Text>,
    );
  }
  if (state.matches('submitted')) {
    return frame(
      <Alert color="teal" role="status" data-testid="withdraw-submitted">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{m.earn_withdraw_submitted({ amount: formatEarnings(context.amountMinor) })}</Text>
          <Button size="xs" variant="light" onClick={() => send({ type: 'withdraw.again' })}>
            {m.earn_withdraw_again()}
          </Button>
        </Stack>
      </Alert>,
    );
  }
  if (state.matches('reviewing') || state.matches('submitting') || state.matches('failed')) {
    const breakdown = context.breakdown!;
    return frame(
      <>
        <Text size="sm">{m.earn_review_intro()}</Text>
        <Table data-testid="withdraw-breakdown" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{m.earn_review_amount()}</Table.Td>
              <Table.Td ta="right" data-testid="withdraw-amount">{formatEarnings(breakdown.amountMinor)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{m.earn_review_fee()}</Table.Td>
              <Table.Td ta="right" data-testid="withdraw-fee">-{formatEarnings(breakdown.feeMinor)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{holderType === 'individual' ? m.earn_review_wht({ percent: percentOfBp(withholdingTaxBp) }) : m.earn_review_wht_company()}</Table.Td>
              <Table.Td ta="right" data-testid="withdraw-wht">-{formatEarnings(breakdown.whtMinor)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Td>{m.earn_review_net()}</Table.Td>
              <Table.Td ta="right" data-testid="withdraw-net">{formatEarnings(breakdown.netMinor)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {state.matches('failed') ? (
          <Alert color="red" role="alert" data-testid="withdraw-failed">
            {problemText(context.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => send({ type: 'withdraw.edit' })} disabled={state.matches('submitting')}>
            {m.earn_review_back()}
          </Button>
          {state.matches('failed') ? (
            <Button onClick={() => send({ type: 'withdraw.retry' })} data-testid="withdraw-retry">
              {m.earn_retry()}
            </Button>
          ) : (
            <Button onClick={() => send({ type: 'withdraw.confirm' })} loading={state.matches('submitting')} data-testid="withdraw-confirm">
              {m.earn_review_confirm()}
            </Button>
          )}
        </Group>
      </>,
    );
  }
  // loading, entering, belowMinimum, insufficientBalance
  const amountError = state.matches('belowMinimum')
    ? m.earn_amount_below_minimum({ minimum: formatEarnings(minimumMinor) })
    : state.matches('insufficientBalance')
      ? m.earn_amount_above_available({ available: formatEarnings(context.availableMinor) })
      : null;
  return frame(
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <Stack gap="sm">
        <NumberInput
          label={m.earn_amount_label()}
          description={m.earn_amount_help({ minimum: formatEarnings(minimumMinor), available: formatEarnings(earn.available) })}
          // The deployment's sign and separators (issue 30): "Rp 150.000" is typed as Indonesians write it.
          prefix={countryRules[deploymentCountry()].currencyPrefix}
          decimalScale={countryRules[deploymentCountry()].displayDecimals === 0 ? 0 : 2}
          thousandSeparator={countryRules[deploymentCountry()].separators.group}
          decimalSeparator={countryRules[deploymentCountry()].separators.decimal}
          min={0}
          hideControls
          inputMode="decimal"
          value={context.amountMinor ? context.amountMinor / 100 : ''}
          onChange={(value) => send({ type: 'withdraw.amount', amountMinor: typeof value === 'number' ? toMinorUnits(value) : 0 })}
          error={amountError}
          disabled={loading}
          data-testid="withdraw-amount-input"
        />
        <Group gap="sm" justify="space-between">
          <Button variant="subtle" size="compact-sm" onClick={() => send({ type: 'withdraw.amount', amountMinor: earn.available })} disabled={loading}>
            {m.earn_amount_all()}
          </Button>
          <Button type="submit" disabled={loading || context.amountMinor === 0} data-testid="withdraw-review">
            {m.earn_review_button()}
          </Button>
        </Group>
      </Stack>
    </form>,
  );
}
