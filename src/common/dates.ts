// Dates shown to people, shared by the client and the server (SPEC §9): every
// instant is shown in the deployment's zone (Asia/Bangkok, Asia/Jakarta, America/Bogota;
// issue 30), and Thai in Thailand shows Buddhist-era years. Month names
// are written out here because Intl's Thai data is not guaranteed in every runtime.

import type { Locale } from './enums';
import { countryRules, deploymentCountry } from './countries';

/**
 * One day in milliseconds. Adding it to a local midnight gives the next local midnight: none of the
 * deployment zones (Bangkok, Jakarta, Bogota) keeps daylight saving time.
 */
export const dayMs = 86_400_000;

/** SPEC §9: Buddhist era = Gregorian + 543. */
const buddhistEraOffset = 543;

const monthNames: Record<Locale, readonly string[]> = {
  th: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

export type DateStyle = 'short' | 'long';
export type DateInput = string | Date | null | undefined;

const empty = '-';

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** SPEC §9 and issue 30: Buddhist-era years only in the Thai language of the Thai deployment. */
function displayYear(year: number, locale: Locale): number {
  return locale === 'th' && countryRules[deploymentCountry()].buddhistEraInThai ? year + buddhistEraOffset : year;
}

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The deployment's wall clock (issue 30): Bangkok and Jakarta UTC+07:00, Bogotá UTC−05:00, none with daylight saving. */
const localOffsetMs = () => countryRules[deploymentCountry()].utcOffsetMinutes * 60_000;

/**
 * The deployment's wall-clock parts of a UTC instant. Formatting runs on every screen, so it
 * does not load Temporal: none of the three zones has daylight saving (Bangkok UTC+07:00 since
 * 1920, Jakarta UTC+07:00 since 1964, Bogotá UTC−05:00 since 1993), so a fixed offset is exact. Strings are validated by Temporal's grammar rules (ISO 8601).
 */
function localParts(isoUtc: DateInput): CalendarParts | null {
  if (isoUtc === null || isoUtc === undefined) return null;
  let epochMs: number;
  if (typeof isoUtc === 'string') {
    const text = isoUtc.trim();
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
    if (!match) return null;
    const [, y, mo, d, h = '00', mi = '00', sec = '00', fraction = '0', zone] = match;
    const month = Number(mo);
    const day = Number(d);
    if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(Number(y), month, 0)).getUTCDate() || Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59) return null;
    // SPEC §9: the API sends UTC, so a date or date-time without an offset is read as UTC.
    let offsetMs = 0;
    if (zone && zone.toUpperCase() !== 'Z') {
      const sign = zone.startsWith('-') ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      offsetMs = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
    }
    // A bare calendar date ("2026-11-21": a campaign's apply-by or posting day) is that day where the
    // deployment is, not UTC's midnight: read as an instant it would show the day before in Bogotá.
    if (match[4] === undefined && !zone) return { year: Number(y), month, day, hour: 0, minute: 0 };
    epochMs = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(sec), Math.floor(Number(`0.${fraction}`) * 1000)) - offsetMs;
  } else {
    epochMs = isoUtc.getTime();
  }
  if (!Number.isFinite(epochMs)) return null;
  const local = new Date(epochMs + localOffsetMs());
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

function formatDateParts(date: Pick<CalendarParts, 'year' | 'month' | 'day'>, locale: Locale, style: DateStyle): string {
  const year = displayYear(date.year, locale);
  if (style === 'short') return `${pad2(date.day)}/${pad2(date.month)}/${year}`;
  return `${date.day} ${monthNames[locale][date.month - 1]} ${year}`;
}

/**
 * The deployment's calendar date of a UTC instant.
 * short: "22/11/2569" (th) and "22/11/2026" (en), day first in both;
 * long: "22 พฤศจิกายน 2569" (th) and "22 November 2026" (en). Empty or invalid → "-".
 */
export function formatDate(isoUtc: DateInput, locale: Locale, style: DateStyle = 'short'): string {
  const parts = localParts(isoUtc);
  return parts ? formatDateParts(parts, locale, style) : empty;
}

/**
 * formatDate plus the local time, 24-hour "HH:mm":
 * short "22/11/2569 00:30"; long "22 พฤศจิกายน 2569 00:30 น." (th, the Thai
 * "o'clock" suffix) and "22 November 2026 00:30" (en). Empty or invalid → "-".
 */
export function formatDateTime(isoUtc: DateInput, locale: Locale, style: DateStyle = 'short'): string {
  const parts = localParts(isoUtc);
  if (!parts) return empty;
  const time = `${pad2(parts.hour)}:${pad2(parts.minute)}`;
  const suffix = locale === 'th' && style === 'long' ? ' น.' : '';
  return `${formatDateParts(parts, locale, style)} ${time}${suffix}`;
}

/** A valid ISO calendar date 'YYYY-MM-DD' as numbers, or null (2023-02-29 is invalid, never clamped). */
function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

/** Today's date in the deployment's country as 'YYYY-MM-DD' (a fixed offset, see localParts; issue 30). */
export function todayLocal(): string {
  return new Date(Date.now() + localOffsetMs()).toISOString().slice(0, 10);
}

/**
 * Age in full years on `today` (a local date 'YYYY-MM-DD' or a Temporal.PlainDate, default
 * now). Someone born on 29 February turns a year older on 1 March in common years. null when
 * either date is invalid or the birth date is after today.
 */
export function ageOn(birthDate: string, today: string | { toString(): string } = todayLocal()): number | null {
  const birth = parseIsoDate(birthDate);
  const on = parseIsoDate(String(today));
  if (!birth || !on) return null;
  const compare = on.year - birth.year || on.month - birth.month || on.day - birth.day;
  if (compare < 0) return null;
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (birthdayPassed ? 0 : 1);
}
