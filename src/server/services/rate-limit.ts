import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { wallNow } from '../wall-clock';

/** A sliding-window limit kept in the database, so every server process sees the same counts. */
export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/** Seconds until the limit frees a slot, or 0 when under the limit. */
export async function retryAfterSeconds(db: Executor, limit: Limit, key: string, now = wallNow()): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ hits: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${rateLimitHits.createdAt})` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)));
  if (!row || row.hits < limit.max || !row.oldest) return 0;
  const freesAt = new Date(row.oldest).getTime() + limit.windowMs;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

/** Records one hit and returns its id (to take it back with deleteHits). */
export async function recordHit(db: Executor, bucket: string, key: string): Promise<number> {
  // The wall clock (decision 037): a throttle's window is real elapsed time, and the database's
  // defaults would disagree with the time read above by a transaction's start.
  const [row] = await db.insert(rateLimitHits).values({ bucket, key, createdAt: wallNow() }).returning({ id: rateLimitHits.id });
  return row!.id;
}

export async function deleteHits(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
}

export async function clearHits(db: Executor, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}

/** Housekeeping: hits older than the longest window are never read again. */
export async function pruneHits(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, olderThan));
}
