import { describe, expect, it } from 'vitest';
import { configUnit, formatConfigValue, formatDuration, inputUnit, toInput, toStored } from './config-units';

describe('settings in human units', () => {
  it('reads the unit from the key', () => {
    expect(configUnit('withdrawal.minimumMinor')).toBe('money');
    expect(configUnit('job.reviewTimeoutMs')).toBe('duration');
    expect(configUnit('job.platformFeeBp')).toBe('percent');
    expect(configUnit('estimate.baseX')).toBe('number');
    expect(configUnit('credit.validDays')).toBe('days');
  });

  it('shows a duration in its largest whole unit, in the reader language', () => {
    expect(formatDuration(604_800_000, 'en')).toBe('7 days');
    expect(formatDuration(86_400_000, 'en')).toBe('1 day');
    expect(formatDuration(90 * 60_000, 'en')).toBe('90 minutes');
    expect(formatDuration(300_000, 'th')).toBe('5 นาที');
    expect(formatDuration(259_200_000, 'th')).toBe('3 วัน');
  });

  it('shows money in baht (never satang) and basis points as percent', () => {
    expect(formatConfigValue('withdrawal.minimumMinor', 30_000, 'en')).toBe('฿300.00');
    expect(formatConfigValue('withdrawal.withholdingTaxBp', 300, 'th')).toBe('3 %');
    expect(formatConfigValue('channel.minEngagementBp', 125, 'en')).toBe('1.25 %');
    expect(formatConfigValue('estimate.baseX', 12_000, 'en')).toBe('12,000');
    expect(formatConfigValue('credit.validDays', 365, 'en')).toBe('365 days');
    expect(formatConfigValue('credit.alertDays', 30, 'th')).toBe('30 วัน');
    expect(formatConfigValue('estimate.shareLinkBp', 5_000, 'en')).toBe('50 %');
    expect(formatConfigValue('site.formUrl', 'https://forms.example', 'en')).toBe('https://forms.example');
  });
});

describe('typing a setting in its unit', () => {
  it('money in baht, percent, and the duration in its largest whole unit', () => {
    const baht = inputUnit('withdrawal.minimumMinor', 30_000, 'th');
    expect(baht).toMatchObject({ factor: 100, label: '฿' });
    expect(toInput(30_000, baht)).toBe('300');
    expect(toStored('299.50', baht)).toBe(29_950);
    expect(toStored('1,000', baht)).toBe(100_000);
    expect(toStored('1.005', baht)).toBeNaN();
    const percent = inputUnit('job.platformFeeBp', 1_500, 'en');
    expect(toInput(1_500, percent)).toBe('15');
    expect(toStored('7.5', percent)).toBe(750);
    const days = inputUnit('job.reviewTimeoutMs', 259_200_000, 'en');
    expect(days).toMatchObject({ factor: 86_400_000, label: 'days' });
    expect(toStored('4', days)).toBe(345_600_000);
    expect(inputUnit('otp.ttlMs', 300_000, 'th').label).toBe('นาที');
    expect(toStored('abc', inputUnit('estimate.baseX', 1, 'en'))).toBeNaN();
    // Whole days stay days (never turned into hours by the value): 365 is typed as 365.
    const credit = inputUnit('credit.validDays', 365, 'th');
    expect(credit).toMatchObject({ factor: 1, label: 'วัน', decimals: 0 });
    expect(toInput(365, credit)).toBe('365');
    expect(toStored('180', credit)).toBe(180);
    expect(toStored('1.5', credit)).toBeNaN();
  });
});
