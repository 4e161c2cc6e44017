import { createHash } from 'node:crypto';

/**
 * A UUID that only this text produces (SHA-256, shaped as a name-based UUID): the same key gives
 * the same id on every attempt, in every process. Used where a provider or pg-boss wants a UUID
 * as an idempotency key (a queue's singleton job, LINE's X-Line-Retry-Key).
 */
export function hashedUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
