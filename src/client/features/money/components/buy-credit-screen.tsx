import { Button, NumberInput, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MIN_TOPUP_MINOR, vatOf, type Payment } from '#common/contracts/money';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { problemMessage } from '#client/app/problem-message';
import { useTopUp } from '../api/money-api';
import { PageFrame } from '#client/features/account/page';
import { PaymentPanel } from './payment-panel';

/** Buy credit (PRODUCT.md "Money"): from 1,000 THB, VAT 7 % shown on top; PromptPay QR or bank transfer. */
export function BuyCreditScreen({ uuid }: { uuid: string }) {
  const [baht, setBaht] = useState<number | string>(1000);
  const [method, setMethod] = useState<'promptpay' | 'bank_transfer'>('promptpay');
  const [payment, setPayment] = useState<Payment | null>(null);
  const topUp = useTopUp(uuid);
  const amount = Math.round(Number(baht) * 100);
  const valid = Number.isFinite(amount) && amount >= MIN_TOPUP_MINOR;
  const error = topUp.error as { data?: { type: string } } | null;
  return (
    <PageFrame title={m.money_buy_credit_title()} subtitle={m.money_buy_credit_subtitle()} testId="money-buy-credit">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
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
              if (valid) topUp.mutate({ amount, method }, { onSuccess: setPayment });
            }}
          >
            <Stack>
              <NumberInput
                label={m.money_amount_label()}
                description={m.money_amount_help()}
                value={baht}
                onChange={setBaht}
                min={1000}
                step={500}
                thousandSeparator=","
                decimalScale={2}
                error={!valid ? m.money_amount_too_small() : undefined}
                data-testid="money-amount"
              />
              <Text size="sm" data-testid="money-vat-line">
                {m.money_vat_line({ vat: formatMoney(valid ? vatOf(amount) : 0, 'TH', { decimals: 2 }), total: formatMoney(valid ? amount + vatOf(amount) : 0, 'TH', { decimals: 2 }) })}
              </Text>
              <div>
                <Text size="sm" fw={500} mb={4} id="money-method-label">
                  {m.money_method_label()}
                </Text>
                <SegmentedControl
                  aria-labelledby="money-method-label"
                  fullWidth
                  value={method}
                  onChange={(value) => setMethod(value as typeof method)}
                  data={[
                    { value: 'promptpay', label: m.money_method_promptpay() },
                    { value: 'bank_transfer', label: m.money_method_bank() },
                  ]}
                />
              </div>
              {error?.data ? (
                <Text c="red" size="sm" role="alert">
                  {problemMessage(error.data)}
                </Text>
              ) : null}
              <Button type="submit" disabled={!valid} loading={topUp.isPending} data-testid="money-buy-submit">
                {m.money_buy_submit()}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </PageFrame>
  );
}
