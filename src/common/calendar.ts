// Calendar arithmetic in the deployment's zone with Temporal (SPEC §9; Asia/Bangkok, Asia/Jakarta or
// America/Bogota, issue 30): today's date, ages, and a UTC instant as a local ZonedDateTime. Kept apart from dates.ts so that formatting,
// which every screen uses, does not load the Temporal polyfill.

import { Temporal } from 'temporal-polyfill';
import type { DateInput } from './dates';
import { timeZoneOf } from './countries';

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
 * A UTC instant (ISO string with or without offset, or a Date) as a ZonedDateTime in the
 * deployment's zone; null when empty or invalid.
 */
export function toLocalZoned(isoUtc: DateInput): Temporal.ZonedDateTime | null {
  if (isoUtc === null || isoUtc === undefined) return null;
  try {
    const instant =
      typeof isoUtc === 'string' ? parseInstant(isoUtc.trim()) : Temporal.Instant.fromEpochMilliseconds(isoUtc.getTime());
    return instant.toZonedDateTimeISO(timeZoneOf());
  } catch {
    // Invalid Date (NaN) and unparsable strings land here.
    return null;
  }
}

/** Today's calendar date where the deployment is (SPEC §9), whatever the runtime's own zone. */
export function nowLocalDate(): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(timeZoneOf());
}
