import { afterEach, describe, expect, it } from 'vitest';
import { addDays, checkTyped, datePickerDefaults, formatPickerValue, keepInOrder, limitError, parsePickerInput, pickDay, wallClockToIso, withDefaultTime } from './date-picker';
import { colombia, setDeploymentCountry, thailand } from './countries';

afterEach(() => setDeploymentCountry(thailand));

describe('SPEC §9 defaults', () => {
  it('starts a new time at 12:00, steps minutes by 5, keeps Y-m-d and a 50 ms resize debounce', () => {
    expect(datePickerDefaults).toEqual({ hour: 12, minute: 0, minuteStep: 5, format: 'Y-m-d', resizeDebounceMs: 50 });
    expect(withDefaultTime('2026-11-27')).toBe('2026-11-27 12:00');
  });

  it('a picked day keeps the time already chosen, or gets 12:00', () => {
    expect(pickDay('2026-11-28', '2026-11-27 09:35', true)).toBe('2026-11-28 09:35');
    expect(pickDay('2026-11-28', '', true)).toBe('2026-11-28 12:00');
    expect(pickDay('2026-11-28', '2026-11-27 09:35', false)).toBe('2026-11-28');
  });
});

describe('formatPickerValue: the page language, day first', () => {
  it('shows Buddhist-era years in Thai and Gregorian in English', () => {
    expect(formatPickerValue('2026-11-27', 'th')).toBe('27/11/2569');
    expect(formatPickerValue('2026-11-27', 'en')).toBe('27/11/2026');
    expect(formatPickerValue('2026-11-27 09:05', 'th')).toBe('27/11/2569 09:05');
    expect(formatPickerValue('', 'en')).toBe('');
    expect(formatPickerValue('27/11/2026', 'en')).toBe('');
  });

  it('shows Gregorian years in Thai outside Thailand (issue 30)', () => {
    setDeploymentCountry(colombia);
    expect(formatPickerValue('2026-11-27', 'th')).toBe('27/11/2026');
  });
});

describe('parsePickerInput', () => {
  it('reads what the reader sees, and the API form', () => {
    expect(parsePickerInput('27/11/2569', 'th')).toBe('2026-11-27');
    expect(parsePickerInput('27/11/2026', 'th')).toBe('2026-11-27');
    expect(parsePickerInput('7.1.2027', 'en')).toBe('2027-01-07');
    expect(parsePickerInput(' 2026-11-27 ', 'th')).toBe('2026-11-27');
    // A Thai reader typing 2569 in English gets year 2569, not 2026: the era follows the page.
    expect(parsePickerInput('27/11/2569', 'en')).toBe('2569-11-27');
  });

  it('reads a time: 0–23 hours, or 1–12 with am/pm; minutes 0–59 (SPEC §5)', () => {
    expect(parsePickerInput('27/11/2569 23:59', 'th', true)).toBe('2026-11-27 23:59');
    expect(parsePickerInput('27/11/2026 9:05 pm', 'en', true)).toBe('2026-11-27 21:05');
    expect(parsePickerInput('27/11/2026 12:00 am', 'en', true)).toBe('2026-11-27 00:00');
    expect(parsePickerInput('2026-11-27', 'en', true)).toBe('2026-11-27 12:00');
    expect(parsePickerInput('27/11/2026 24:00', 'en', true)).toBeNull();
    expect(parsePickerInput('27/11/2026 10:60', 'en', true)).toBeNull();
    expect(parsePickerInput('27/11/2026 13:00 pm', 'en', true)).toBeNull();
    expect(parsePickerInput('27/11/2026 10:00', 'en', false)).toBeNull();
  });

  it('refuses what is not a date, never clamping it', () => {
    for (const text of ['31/02/2026', '29/02/2569', '00/01/2026', '12/13/2026', 'tomorrow', '2026-11', '27/11/26']) {
      expect(parsePickerInput(text, 'en'), text).toBeNull();
    }
    expect(parsePickerInput('29/02/2567', 'th')).toBe('2024-02-29');
  });
});

describe('SPEC §5 limits and §8 errors', () => {
  const limits = { minDate: '2026-11-27', maxDate: '2026-12-31', excludeDate: (day: string) => day === '2026-12-25' };

  it('enforces min, max and disabled dates', () => {
    expect(limitError('2026-11-26', limits)).toBe('date_before_min');
    expect(limitError('2027-01-01', limits)).toBe('date_after_max');
    expect(limitError('2026-12-25 12:00', limits)).toBe('date_not_allowed');
    expect(limitError('2026-11-27 00:00', limits)).toBeNull();
  });

  it("says 'Invalid date supplied' and 'invalid locale' as their keys", () => {
    expect(checkTyped('32/01/2569', 'th', limits)).toEqual({ error: 'date_invalid_supplied' });
    expect(checkTyped('01/12/2569', 'fr', limits)).toEqual({ error: 'date_invalid_locale' });
    expect(checkTyped('01/12/2569', 'th', limits)).toEqual({ value: '2026-12-01' });
    expect(checkTyped('', 'en', limits)).toEqual({ value: '' });
    expect(checkTyped('26/11/2026', 'en', limits)).toEqual({ error: 'date_before_min' });
  });
});

describe('campaign dates and instants', () => {
  it('a moved date pushes the later ones forward', () => {
    const order = ['applyBy', 'postFrom', 'postTo'] as const;
    const dates = { applyBy: '2026-12-01', postFrom: '2026-12-04', postTo: '2026-12-18' };
    expect(keepInOrder(dates, order, 'applyBy', '2026-12-10')).toEqual({ applyBy: '2026-12-10', postFrom: '2026-12-10', postTo: '2026-12-18' });
    expect(keepInOrder(dates, order, 'applyBy', '2026-12-20')).toEqual({ applyBy: '2026-12-20', postFrom: '2026-12-20', postTo: '2026-12-20' });
    expect(keepInOrder(dates, order, 'postFrom', '2026-12-02')).toEqual({ ...dates, postFrom: '2026-12-02' });
  });

  it('adds calendar days across months and leap years', () => {
    expect(addDays('2026-11-27', 7)).toBe('2026-12-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it("reads a wall-clock time in the deployment's zone as a UTC instant", () => {
    expect(wallClockToIso('2026-11-27 12:00')).toBe('2026-11-27T05:00:00.000Z');
    setDeploymentCountry(colombia);
    expect(wallClockToIso('2026-11-27 12:00')).toBe('2026-11-27T17:00:00.000Z');
    expect(wallClockToIso('2026-11-27')).toBeNull();
  });
});
