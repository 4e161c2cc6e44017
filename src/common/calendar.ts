// Calendar arithmetic in Asia/Bangkok with Temporal (SPEC §9): today's date, ages, and a
// UTC instant as a Bangkok ZonedDateTime. Kept apart from dates.ts so that formatting,
// which every screen uses, does not load the Temporal polyfill.

import { Temporal } from 'temporal-polyfill';
import { bangkokTimeZone, type DateInput } from './dates';

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

/** Today's calendar date in Bangkok (SPEC §9), whatever the runtime's own zone. */
export function nowBangkokDate(): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(bangkokTimeZone);
}
