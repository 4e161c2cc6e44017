// The date picker's pure rules (SPEC §5, §8, §9; issue 32): one picker for every date or
// date-and-time a person chooses. Values are the API's: 'YYYY-MM-DD' (SPEC's "Y-m-d") or
// 'YYYY-MM-DD HH:mm', both the deployment's wall clock (Asia/Bangkok in Thailand). What a reader
// sees and types follows the page's language: dd/mm/2569 in Thai (Buddhist era), dd/mm/yyyy in English.

import { isLocale, type Locale } from './enums';
import { countryRules, deploymentCountry } from './countries';

/** SPEC §9: a new time starts at 12:00, minutes move in steps of 5, the value format is Y-m-d, and the open calendar follows a resize after 50 ms. */
export const datePickerDefaults = { hour: 12, minute: 0, minuteStep: 5, format: 'Y-m-d', resizeDebounceMs: 50 } as const;

/** SPEC §8's two picker errors, as message keys (locales/*.json). */
export type DatePickerError = 'date_invalid_supplied' | 'date_invalid_locale' | 'date_before_min' | 'date_after_max' | 'date_not_allowed';

export interface DateLimits {
  /** First allowed day, 'YYYY-MM-DD' (inclusive). */
  minDate?: string | undefined;
  /** Last allowed day, 'YYYY-MM-DD' (inclusive). */
  maxDate?: string | undefined;
  /** Days that cannot be chosen (SPEC §5 "disabled dates"). */
  excludeDate?: ((date: string) => boolean) | undefined;
}

const buddhistEraOffset = 543;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** Thai readers of the Thai deployment see and type Buddhist-era years (SPEC §9, issue 30). */
const usesBuddhistEra = (lang: Locale) => lang === 'th' && countryRules[deploymentCountry()].buddhistEraInThai;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** SPEC §5: hours 0 to 23 (or 1 to 12 with am/pm), minutes 0 to 59. */
function timeOf(hourText: string, minuteText: string, meridiem: string | undefined): string | null {
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (/^p/i.test(meridiem) ? 12 : 0);
  } else if (hour > 23) return null;
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** The date part of a value ('YYYY-MM-DD HH:mm' → 'YYYY-MM-DD'). */
export const dayOf = (value: string) => value.slice(0, 10);

/** A day with SPEC's default time: 12:00. */
export const withDefaultTime = (day: string) => `${dayOf(day)} ${pad2(datePickerDefaults.hour)}:${pad2(datePickerDefaults.minute)}`;

/**
 * What a person typed, as the API's value, or null when it is not a date (SPEC §8 'Invalid date
 * supplied'). Accepted: the displayed form d/m/yyyy (also with '-' or '.'; in Thai a year from 2400
 * is Buddhist era) and the API's yyyy-mm-dd, each with an optional time H:mm (24 hours, or 1–12
 * with am/pm). A date-and-time typed without a time gets SPEC's 12:00; a date field ignores no
 * typed time: "20/11/2026 10:00" in a date field is not a date.
 */
export function parsePickerInput(text: string, lang: Locale, withTime = false): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2})[:.](\d{2})(?: ?([ap]\.?m\.?))?)?$/i.exec(trimmed) ??
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,? (\d{1,2})[:.](\d{2})(?: ?([ap]\.?m\.?))?(?: น\.)?)?$/i.exec(trimmed);
  if (!match) return null;
  const isoFirst = match[1]!.length === 4;
  let year = Number(isoFirst ? match[1] : match[3]);
  const month = Number(match[2]);
  const day = Number(isoFirst ? match[3] : match[1]);
  // Only the displayed form carries Buddhist-era years; the API's yyyy-mm-dd is always Gregorian.
  if (!isoFirst && usesBuddhistEra(lang) && year >= 2400) year -= buddhistEraOffset;
  const date = isoOf(year, month, day);
  if (!date) return null;
  const [hourText, minuteText, meridiem] = [match[4], match[5], match[6]];
  if (hourText === undefined || minuteText === undefined) return withTime ? withDefaultTime(date) : date;
  if (!withTime) return null;
  const time = timeOf(hourText, minuteText, meridiem);
  return time ? `${date} ${time}` : null;
}

/** A value as the reader sees it: "20/11/2569" or "20/11/2569 14:30" (th), "20/11/2026 14:30" (en); '' when empty or not a value. */
export function formatPickerValue(value: string | null | undefined, lang: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(value ?? '');
  if (!match) return '';
  const year = Number(match[1]) + (usesBuddhistEra(lang) ? buddhistEraOffset : 0);
  const date = `${match[3]}/${match[2]}/${year}`;
  return match[4] === undefined ? date : `${date} ${match[4]}:${match[5]}`;
}

/** The placeholder that shows the typed form: "วว/ดด/ปปปป" (th), "dd/mm/yyyy" (en), with " HH:mm" for a time. */
export const pickerPlaceholder = (lang: Locale, withTime = false) => `${lang === 'th' ? 'วว/ดด/ปปปป' : 'dd/mm/yyyy'}${withTime ? (lang === 'th' ? ' ชช:นน' : ' hh:mm') : ''}`;

/** SPEC §5: min, max and disabled dates are enforced, typed or picked; null when the day is allowed. */
export function limitError(value: string, limits: DateLimits): DatePickerError | null {
  const day = dayOf(value);
  if (limits.minDate && day < dayOf(limits.minDate)) return 'date_before_min';
  if (limits.maxDate && day > dayOf(limits.maxDate)) return 'date_after_max';
  if (limits.excludeDate?.(day)) return 'date_not_allowed';
  return null;
}

/**
 * A typed text checked the way the picker does (SPEC §8): '' clears; not a date →
 * 'date_invalid_supplied'; a page language that is not supported → 'date_invalid_locale'.
 */
export function checkTyped(text: string, lang: string, limits: DateLimits, withTime = false): { value: string } | { error: DatePickerError } {
  if (!isLocale(lang)) return { error: 'date_invalid_locale' };
  if (text.trim() === '') return { value: '' };
  const value = parsePickerInput(text, lang, withTime);
  if (!value) return { error: 'date_invalid_supplied' };
  const error = limitError(value, limits);
  return error ? { error } : { value };
}

/** A picked day keeps the time already chosen, or gets SPEC's 12:00. */
export function pickDay(day: string, current: string, withTime: boolean): string {
  if (!withTime) return dayOf(day);
  const time = /^\d{4}-\d{2}-\d{2} (\d{2}:\d{2})$/.exec(current)?.[1];
  return time ? `${dayOf(day)} ${time}` : withDefaultTime(day);
}

/** A wall-clock 'YYYY-MM-DD HH:mm' of the deployment as a UTC ISO instant (the API stores instants in UTC). */
export function wallClockToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const offsetMs = countryRules[deploymentCountry()].utcOffsetMinutes * 60_000;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - offsetMs).toISOString();
}

/** The labels of the open calendar (its header and year list) in the reader's era. */
export const calendarYear = (year: number, lang: Locale) => year + (usesBuddhistEra(lang) ? buddhistEraOffset : 0);

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayOf(day).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * Dates that must stay in order (a campaign's apply-by ≤ post from ≤ post until): the moved one
 * pushes the later ones forward with it, so a choice never leaves a pair the server refuses.
 */
export function keepInOrder<K extends string>(values: Readonly<Record<K, string>>, order: readonly K[], key: K, value: string): Record<K, string> {
  const next = { ...values, [key]: value } as Record<K, string>;
  for (let index = 1; index < order.length; index += 1) {
    const [before, current] = [order[index - 1]!, order[index]!];
    if (next[current] < next[before]) next[current] = next[before];
  }
  return next;
}
