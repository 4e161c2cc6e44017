import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { namedQuery } from '../db/named-query';
import { idempotencyKeys } from '../db/schema/ledger';
import { DomainError } from '../domain-error';

/** Stripe keeps keys 24 h; so do we (PRODUCT.md "Money"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** Key order does not change what a body means, so it does not change its hash. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(canonical(body ?? null))).digest('hex');

/**
 * Runs a money-moving operation at most once per (scope, key). The key row is inserted in the
 * operation's own transaction and filled with its answer before commit, so an answer is stored
 * exactly when its effect is committed. A concurrent request with the same key blocks on the
 * key's unique index until the first commits, then reads its answer (or, if the first rolled
 * back, runs itself). A failed operation (DomainError) rolls back and stores nothing: retrying
 * it is safe because nothing was applied.
 */
export async function idempotent<T>(
  db: Database,
  request: { scope: string; key: string; body: unknown; now: Date },
  run: (tx: Transaction) => Promise<{ status: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(request.body);
  return db.transaction(async (tx) => {
    const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));
    // One statement claims the key: a new key is inserted; an expired one (older than 24 h) is
    // taken over as if new; a live one is left alone (no row answered) and its stored answer read
    // below. A concurrent request with the same key waits here on the first one's row until it
    // commits or rolls back.
    // A named statement, prepared once per connection, as is the answer's below (decision 079).
    const claimed = await namedQuery<{ key: string }>(
      tx,
      `insert into idempotency_keys (scope, key, request_hash, status, response, created_at) values ($1, $2, $3, 0, '{}'::jsonb, $4::timestamptz)
         on conflict (scope, key) do update set request_hash = excluded.request_hash, status = 0, response = '{}'::jsonb, created_at = excluded.created_at
          where idempotency_keys.created_at < $5::timestamptz
       returning key`,
      [request.scope, request.key, hash, request.now, new Date(request.now.getTime() - IDEMPOTENCY_TTL_MS)],
    );
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where);
      if (!stored) throw new DomainError('conflict', { detail: 'The same Idempotency-Key is in use by another request; retry.' });
      if (stored.requestHash !== hash) throw new DomainError('idempotency_key_reused', { detail: 'This Idempotency-Key was used with another body.' });
      return { status: stored.status, body: stored.response as T, replayed: true };
    }
    const answer = await run(tx);
    await namedQuery(tx, 'update idempotency_keys set status = $3, response = $4::jsonb where scope = $1 and key = $2', [request.scope, request.key, answer.status, answer.body === undefined ? '{}' : JSON.stringify(answer.body)]);
    return { ...answer, replayed: false };
  });
}

/** Forgets keys older than 24 h (run by the job queue). */
export async function purgeIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
