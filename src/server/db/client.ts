import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import pg from 'pg';

/**
 * Without drizzle's relational schema (issue 31, decision 093): nothing reads `db.query.*`, and
 * with a schema every transaction built a relational query builder per table (PgDatabase's
 * constructor) — about 1 % of the HTTP money path's CPU, one transaction per request.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (the job queue opens its own small pool). */
  url?: string;
  /** PostgreSQL's pool (readiness and metrics read its use). */
  pool?: pg.Pool;
  /** PGlite's one connection (the job queue shares it). */
  pglite?: PGlite;
  close: () => Promise<void>;
}

// The compiled server (dist/.server/main.js) carries a copy of the migrations beside it.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The advisory lock every process takes to migrate (issue 28): processes that start together on
 * an empty database queue behind the first, which migrates; the others then find nothing to do.
 * Any fixed 64-bit number would do; this one spells "kolify migrate" nowhere else.
 */
export const migrationLockKey = 2_028_202_600_028n;

/** Drizzle's migrations on one connection that holds the migration lock for the whole run. */
export async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockKey.toString()]);
    try {
      await migratePostgres(drizzlePostgres(connection), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()]);
    }
  } finally {
    connection.release();
  }
}

/** PGlite by default (embedded, one connection), PostgreSQL when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /**
   * A PGlite data directory to start from (a `dumpDataDir` tarball): tests load an already
   * migrated one instead of running initdb and every migration per file (tests/support/pglite-template.ts).
   * The migrations still run after it, so a stale template is brought up to date, never trusted.
   */
  pgliteDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePostgres(pool);
    await migrateUnderLock(pool);
    return { db: db as unknown as Database, kind: 'postgres', url: options.databaseUrl, pool, close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm: the staff user search's trigram indexes (migration 0017).
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}) });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', pglite: client, close: () => client.close() };
}
