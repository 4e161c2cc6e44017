import { NumberInput, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { vatOf } from '#common/contracts/money';
import { currencyLabel, formatMoney, percentOfBp } from '#common/money';
import { countryRules, deploymentCountry, paymentMethodsOf, type PaymentMethod } from '#common/countries';
import { useAppConfig } from '#client/app/app-config';
import { m } from '#common/paraglide/messages.js';
import { getLocale } from '#common/paraglide/runtime.js';
import { useTopUp } from '../api/payments';
import { PageFrame } from '#client/features/account/page';
import { Checkout } from './payment-panel';

/** Buy credit (PRODUCT.md "Money"): VAT (the country's rate, app_config) shown on top; PromptPay QR (Thailand) or bank transfer. */
export function BuyCreditScreen({ uuid }: { uuid: string }) {
  // The minimum (the country's by default), VAT and credit life are configuration (issues 30, 32): read from the open config, never written here.
  const { vatBp, topUpMinimumMinor, creditValidDays } = useAppConfig();
  const [baht, setBaht] = useState<number | string>(topUpMinimumMinor / 100);
  const methods = paymentMethodsOf();
  const [method, setMethod] = useState<PaymentMethod>(methods[0]!);
  const { separators, displayDecimals } = countryRules[deploymentCountry()];
  const vat = (minor: number) => vatOf(minor, vatBp);
  const topUp = useTopUp(uuid);
  const amount = Math.round(Number(baht) * 100);
  const valid = Number.isFinite(amount) && amount >= topUpMinimumMinor;
  const minimum = formatMoney(topUpMinimumMinor);
  return (
    <PageFrame title={m.money_buy_credit_title()} subtitle={m.money_buy_credit_subtitle({ one: formatMoney(100), minimum, vat: percentOfBp(vatBp), days: creditValidDays })} testId="money-buy-credit">
      <Checkout uuid={uuid} purchase={topUp} body={valid ? { amount, method } : null} submitLabel={m.money_buy_submit()} submitTestId="money-buy-submit">
        <NumberInput
          label={m.money_amount_label({ currency: currencyLabel(getLocale()) })}
          description={m.money_amount_help({ minimum })}
          value={baht}
          onChange={setBaht}
          min={topUpMinimumMinor / 100}
          step={topUpMinimumMinor / 200}
          thousandSeparator={separators.group}
          decimalSeparator={separators.decimal}
          decimalScale={displayDecimals === 0 ? 0 : 2}
          error={!valid ? m.money_amount_too_small({ minimum }) : undefined}
          data-testid="money-amount"
        />
        <Text size="sm" data-testid="money-vat-line">
          {m.money_vat_line({ rate: percentOfBp(vatBp), vat: formatMoney(valid ? vat(amount) : 0, { decimals: 2 }), total: formatMoney(valid ? amount + vat(amount) : 0, { decimals: 2 }) })}
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
            data={methods.map((value) => ({ value, label: value === 'promptpay' ? m.money_method_promptpay() : m.money_method_bank() }))}
          />
        </div>
      </Checkout>
    </PageFrame>
  );
}
