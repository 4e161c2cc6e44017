import { afterEach, describe, expect, it } from 'vitest';
import { colombia, indonesia, setDeploymentCountry, thailand } from '#common/countries';
import { overwriteGetLocale } from '#common/paraglide/runtime.js';
import { m } from '#common/paraglide/messages.js';
import { currencyLabel, formatMoney } from '#common/money';
import { enumLabel } from './messages';

// Issue 30: the questionnaire's budget bands are stated in baht; another country shows its own figures.
describe('budget bands per country', () => {
  afterEach(() => setDeploymentCountry(thailand));

  it('Thailand keeps the baht bands, grouped with commas', () => {
    overwriteGetLocale(() => 'en');
    expect(enumLabel('budget', '10000-30000')).toBe('10,000–30,000');
    expect(enumLabel('budget', 'more_than_250000')).toBe('More than 250,000');
    expect(m.marketer_questionnaire_budget({ currency: currencyLabel('en') })).toBe('Budget per campaign (THB)');
    overwriteGetLocale(() => 'th');
    expect(m.marketer_questionnaire_budget({ currency: currencyLabel('th') })).toBe('งบประมาณต่อแคมเปญ (บาท)');
  });

  it('Indonesia and Colombia show rupiah and peso bands with dot thousands', () => {
    overwriteGetLocale(() => 'en');
    setDeploymentCountry(indonesia);
    expect(enumLabel('budget', '10000-30000')).toBe('4.500.000–13.500.000');
    expect(m.marketer_questionnaire_budget({ currency: currencyLabel('en') })).toBe('Budget per campaign (IDR)');
    setDeploymentCountry(colombia);
    overwriteGetLocale(() => 'th');
    expect(enumLabel('budget', 'more_than_250000')).toBe('มากกว่า 30.000.000');
    expect(m.marketer_dashboard_credit_none({ one: formatMoney(100) })).toBe('ยังไม่มีเครดิต 1 เครดิต = COP 1');
  });
});
