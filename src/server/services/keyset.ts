import { DomainError } from '../domain-error';

/**
 * A keyset cursor on (time, uuid), newest first: the last item's time and id, opaque to the
 * client. A cursor that does not decode is bad input (400 on `after`), never a 500.
 */
export const encodeTimeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeTimeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(date.getTime())) throw new DomainError('validation', { errors: [{ path: 'after', message: 'cursor_invalid' }] });
  return { at: date, id };
}

/** One more row than the page asks for tells whether there is a next page. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => string): { items: T[]; next: string | null } {
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? cursorOf(items.at(-1)!) : null };
}
