import { afterEach, describe, expect, it, vi } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { ageOn, formatDate, formatDateTime } from './dates';
import { nowLocalDate, toLocalZoned } from './calendar';
import { colombia, setDeploymentCountry, thailand } from './countries';

afterEach(() => {
  vi.useRealTimers();
});

describe('toLocalZoned', () => {
  it('converts a UTC instant to Bangkok wall time (SPEC §9)', () => {
    const zoned = toLocalZoned('2026-11-21T17:30:00Z');
    expect(zoned?.toString()).toBe('2026-11-22T00:30:00+07:00[Asia/Bangkok]');
  });

  it('honours an explicit offset', () => {
    expect(toLocalZoned('2026-11-21T17:30:00+02:00')?.toPlainDateTime().toString()).toBe('2026-11-21T22:30:00');
  });

  it('reads date-times and dates without an offset as UTC', () => {
    expect(toLocalZoned('2026-11-21T17:30:00')?.toPlainDateTime().toString()).toBe('2026-11-22T00:30:00');
    expect(toLocalZoned('2026-11-21 17:30:00')?.toPlainDateTime().toString()).toBe('2026-11-22T00:30:00');
    expect(toLocalZoned('2026-11-21')?.toPlainDateTime().toString()).toBe('2026-11-21T07:00:00');
  });

  it('accepts a Date', () => {
    expect(toLocalZoned(new Date(Date.UTC(2026, 10, 21, 17, 30)))?.toPlainDateTime().toString()).toBe('2026-11-22T00:30:00');
  });

  it('is UTC+07:00 all year: Bangkok has no daylight saving', () => {
    for (const iso of ['2026-01-15T12:00:00Z', '2026-03-29T12:00:00Z', '2026-07-15T12:00:00Z', '2026-10-25T12:00:00Z']) {
      const zoned = toLocalZoned(iso);
      expect(zoned?.offset).toBe('+07:00');
      expect(zoned?.hour).toBe(19);
    }
  });

  it.each(['', '   ', 'garbage', '2026-13-01T00:00:00Z', '2023-02-29', '2026-11-21T25:00:00Z', null, undefined, new Date(Number.NaN)])(
    'returns null for %s',
    (input) => {
      expect(toLocalZoned(input)).toBeNull();
    },
  );
});

describe('formatDate', () => {
  const eveningUtc = '2026-11-21T17:30:00Z';

  it('shows the Bangkok date, which is the next day for a UTC evening', () => {
    expect(formatDate(eveningUtc, 'en', 'long')).toBe('22 November 2026');
    expect(formatDate(eveningUtc, 'en', 'short')).toBe('22/11/2026');
  });

  it('shows Buddhist-era years and Thai month names in Thai (SPEC §9)', () => {
    expect(formatDate(eveningUtc, 'th', 'long')).toBe('22 พฤศจิกายน 2569');
    expect(formatDate(eveningUtc, 'th', 'short')).toBe('22/11/2569');
  });

  it('defaults to the short style', () => {
    expect(formatDate(eveningUtc, 'th')).toBe('22/11/2569');
    expect(formatDate(eveningUtc, 'en')).toBe('22/11/2026');
  });

  it('zero-pads day and month in the short style only', () => {
    expect(formatDate('2026-03-04T00:00:00Z', 'en', 'short')).toBe('04/03/2026');
    expect(formatDate('2026-03-04T00:00:00Z', 'en', 'long')).toBe('4 March 2026');
  });

  it('stays on the same day up to 16:59:59 UTC', () => {
    expect(formatDate('2026-11-21T16:59:59Z', 'en')).toBe('21/11/2026');
    expect(formatDate('2026-11-21T17:00:00Z', 'en')).toBe('22/11/2026');
  });

  it('rolls over the year at 17:00 UTC on 31 December, in both eras', () => {
    expect(formatDate('2025-12-31T17:00:00Z', 'en', 'long')).toBe('1 January 2026');
    expect(formatDate('2025-12-31T17:00:00Z', 'th', 'long')).toBe('1 มกราคม 2569');
    expect(formatDate('2025-12-31T16:59:00Z', 'th', 'long')).toBe('31 ธันวาคม 2568');
  });

  it('shows 29 February of a leap year in the Buddhist era', () => {
    expect(formatDate('2024-02-29', 'th', 'long')).toBe('29 กุมภาพันธ์ 2567');
    expect(formatDate('2024-02-29', 'th', 'short')).toBe('29/02/2567');
    expect(formatDate('2024-02-28T17:00:00Z', 'en', 'long')).toBe('29 February 2024');
    expect(formatDate('2024-02-29T17:00:00Z', 'en', 'long')).toBe('1 March 2024');
  });

  it.each([
    [1, 'มกราคม', 'January'],
    [2, 'กุมภาพันธ์', 'February'],
    [3, 'มีนาคม', 'March'],
    [4, 'เมษายน', 'April'],
    [5, 'พฤษภาคม', 'May'],
    [6, 'มิถุนายน', 'June'],
    [7, 'กรกฎาคม', 'July'],
    [8, 'สิงหาคม', 'August'],
    [9, 'กันยายน', 'September'],
    [10, 'ตุลาคม', 'October'],
    [11, 'พฤศจิกายน', 'November'],
    [12, 'ธันวาคม', 'December'],
  ])('names month %i', (month, thai, english) => {
    const iso = `2026-${String(month).padStart(2, '0')}-15T05:00:00Z`;
    expect(formatDate(iso, 'th', 'long')).toBe(`15 ${thai} 2569`);
    expect(formatDate(iso, 'en', 'long')).toBe(`15 ${english} 2026`);
  });

  it.each(['', 'not a date', '2026-02-30', null, undefined, new Date(Number.NaN)])('shows %s as a dash', (input) => {
    expect(formatDate(input, 'th')).toBe('-');
    expect(formatDate(input, 'en', 'long')).toBe('-');
  });
});

describe('formatDateTime', () => {
  const eveningUtc = '2026-11-21T17:30:00Z';

  it('adds the 24-hour Bangkok time', () => {
    expect(formatDateTime(eveningUtc, 'en')).toBe('22/11/2026 00:30');
    expect(formatDateTime(eveningUtc, 'th')).toBe('22/11/2569 00:30');
    expect(formatDateTime(eveningUtc, 'en', 'long')).toBe('22 November 2026 00:30');
    expect(formatDateTime(eveningUtc, 'th', 'long')).toBe('22 พฤศจิกายน 2569 00:30 น.');
  });

  it('shows afternoon hours as 13–23 and drops seconds', () => {
    expect(formatDateTime('2026-11-21T08:05:59Z', 'en')).toBe('21/11/2026 15:05');
    expect(formatDateTime('2026-11-21T16:59:59Z', 'en')).toBe('21/11/2026 23:59');
  });

  it('accepts a Date', () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 1, 28, 17, 0)), 'th', 'long')).toBe('29 กุมภาพันธ์ 2567 00:00 น.');
  });

  it.each(['', 'garbage', null, undefined])('shows %s as a dash', (input) => {
    expect(formatDateTime(input, 'th', 'long')).toBe('-');
  });
});

describe('nowLocalDate', () => {
  it('is the Bangkok date, not the UTC one', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T17:30:00Z'));
    expect(nowLocalDate().toString()).toBe('2026-11-22');
    vi.setSystemTime(new Date('2026-11-21T16:59:59Z'));
    expect(nowLocalDate().toString()).toBe('2026-11-21');
  });

  it("is Bogotá's date in Colombia (issue 30): a UTC early morning is still the day before there", () => {
    setDeploymentCountry(colombia);
    try {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-11-22T03:00:00Z'));
      expect(nowLocalDate().toString()).toBe('2026-11-21');
      expect(toLocalZoned('2026-11-22T03:00:00Z')?.toString()).toBe('2026-11-21T22:00:00-05:00[America/Bogota]');
      expect(ageOn('2008-11-22')).toBe(17);
    } finally {
      setDeploymentCountry(thailand);
    }
  });
});

describe('ageOn', () => {
  it('counts full years', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('1990-06-15', '2026-12-31')).toBe(36);
    expect(ageOn('1990-06-15', '2026-01-01')).toBe(35);
  });

  it('is 0 on the day of birth and until the first birthday', () => {
    expect(ageOn('2026-03-10', '2026-03-10')).toBe(0);
    expect(ageOn('2025-03-10', '2026-03-09')).toBe(0);
    expect(ageOn('2025-03-10', '2026-03-10')).toBe(1);
  });

  it('ages someone born on 29 February on 1 March in common years', () => {
    expect(ageOn('2000-02-29', '2023-02-28')).toBe(22);
    expect(ageOn('2000-02-29', '2023-03-01')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('accepts a Temporal.PlainDate for today', () => {
    expect(ageOn('2008-11-22', Temporal.PlainDate.from('2026-11-22'))).toBe(18);
    expect(ageOn('2008-11-22', Temporal.PlainDate.from('2026-11-21'))).toBe(17);
  });

  it('defaults today to the Bangkok date', () => {
    vi.useFakeTimers();
    // 17:30 UTC on the 21st is already the 22nd in Bangkok: the 18th birthday.
    vi.setSystemTime(new Date('2026-11-21T17:30:00Z'));
    expect(ageOn('2008-11-22')).toBe(18);
    vi.setSystemTime(new Date('2026-11-21T16:59:00Z'));
    expect(ageOn('2008-11-22')).toBe(17);
  });

  it.each([
    ['', '2026-01-01'],
    ['garbage', '2026-01-01'],
    ['2023-02-29', '2026-01-01'],
    ['1990-13-01', '2026-01-01'],
    ['1990-06-15T00:00:00Z', '2026-01-01'],
    ['1990-06-15', 'garbage'],
    ['2026-01-02', '2026-01-01'],
  ])('returns null for birth date %s on %s', (birthDate, today) => {
    expect(ageOn(birthDate, today)).toBeNull();
  });
});

describe('fixed-offset formatting agrees with Temporal in Asia/Bangkok', () => {
  it('for 500 instants between 1970 and 2100', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let index = 0; index < 500; index++) {
      const instant = new Date(Date.UTC(1970, 0, 1) + Math.floor(random() * (Date.UTC(2100, 0, 1) - Date.UTC(1970, 0, 1))));
      const zoned = toLocalZoned(instant)!;
      const pad = (n: number) => String(n).padStart(2, '0');
      expect(formatDateTime(instant.toISOString(), 'en')).toBe(`${pad(zoned.day)}/${pad(zoned.month)}/${zoned.year} ${pad(zoned.hour)}:${pad(zoned.minute)}`);
    }
  });
});
