// Dates shown to people, shared by the client and the server (SPEC §9): every
// instant is shown in Asia/Bangkok, and Thai shows Buddhist-era years. Month names
// are written out here because Intl's Thai data is not guaranteed in every runtime.

import { Temporal } from 'temporal-polyfill';
import type { Locale } from './enums';

/** SPEC §9 time zone. Bangkok has no daylight saving: always UTC+07:00. */
export const bangkokTimeZone = 'Asia/Bangkok';

/** SPEC §9: Buddhist era = Gregorian + 543. */
const buddhistEraOffset = 543;

const monthNames: Record<Locale, readonly string[]> = {
  th: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

export type DateStyle = 'short' | 'long';
export type DateInput = string | Date | null | undefined;

const empty = '-';

function parseInstant(text: string): Temporal.Instant {
  try {
    return Temporal.Instant.from(text);
  } catch {
    // SPEC §9 says the API sends UTC, so a date or date-time without an offset
    // ("2026-11-21", "2026-11-21 17:30:00") is read as UTC.
    return Temporal.PlainDateTime.from(text).toZonedDateTime('UTC').toInstant();
  }
}

/**
 * A UTC instant (ISO string with or without offset, or a Date) as a Bangkok
 * ZonedDateTime; null when empty or invalid.
 */
export function toBangkok(isoUtc: DateInput): Temporal.ZonedDateTime | null {
  if (isoUtc === null || isoUtc === undefined) return null;
  try {
    const instant =
      typeof isoUtc === 'string' ? parseInstant(isoUtc.trim()) : Temporal.Instant.fromEpochMilliseconds(isoUtc.getTime());
    return instant.toZonedDateTimeISO(bangkokTimeZone);
  } catch {
    // Invalid Date (NaN) and unparsable strings land here.
    return null;
  }
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function displayYear(year: number, locale: Locale): number {
  return locale === 'th' ? year + buddhistEraOffset : year;
}

function formatDateParts(date: Temporal.PlainDate | Temporal.ZonedDateTime, locale: Locale, style: DateStyle): string {
  const year = displayYear(date.year, locale);
  if (style === 'short') return `${pad2(date.day)}/${pad2(date.month)}/${year}`;
  return `${date.day} ${monthNames[locale][date.month - 1]} ${year}`;
}

/**
 * The Bangkok calendar date of a UTC instant.
 * short: "22/11/2569" (th) and "22/11/2026" (en), day first in both;
 * long: "22 พฤศจิกายน 2569" (th) and "22 November 2026" (en). Empty or invalid → "-".
 */
export function formatDate(isoUtc: DateInput, locale: Locale, style: DateStyle = 'short'): string {
  const zoned = toBangkok(isoUtc);
  return zoned ? formatDateParts(zoned, locale, style) : empty;
}

/**
 * formatDate plus the Bangkok time, 24-hour "HH:mm":
 * short "22/11/2569 00:30"; long "22 พฤศจิกายน 2569 00:30 น." (th, the Thai
 * "o'clock" suffix) and "22 November 2026 00:30" (en). Empty or invalid → "-".
 */
export function formatDateTime(isoUtc: DateInput, locale: Locale, style: DateStyle = 'short'): string {
  const zoned = toBangkok(isoUtc);
  if (!zoned) return empty;
  const time = `${pad2(zoned.hour)}:${pad2(zoned.minute)}`;
  const suffix = locale === 'th' && style === 'long' ? ' น.' : '';
  return `${formatDateParts(zoned, locale, style)} ${time}${suffix}`;
}

/** Today's calendar date in Bangkok (SPEC §9), whatever the runtime's own zone. */
export function nowBangkokDate(): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(bangkokTimeZone);
}

function parsePlainDate(value: string | Temporal.PlainDate): Temporal.PlainDate | null {
  if (value instanceof Temporal.PlainDate) return value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    // ISO strings are never clamped: 2023-02-29 throws rather than becoming 2023-02-28.
    return Temporal.PlainDate.from(value);
  } catch {
    return null;
  }
}

/**
 * Age in full years on `today` (a Bangkok date, default now). Someone born on
 * 29 February turns a year older on 1 March in common years. null when either
 * date is invalid or the birth date is after today.
 */
export function ageOn(birthDate: string, today: string | Temporal.PlainDate = nowBangkokDate()): number | null {
  const birth = parsePlainDate(birthDate);
  const on = parsePlainDate(today);
  if (!birth || !on || Temporal.PlainDate.compare(birth, on) > 0) return null;
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (birthdayPassed ? 0 : 1);
}
