import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { freshPostgres } from './harness';

// Issue 28: migrations run under an advisory lock. PGlite has one connection and cannot race, so
// this runs on PostgreSQL only (npm run test:pg); the fleet test starts three compiled processes
// on one empty database as well.
const baseUrl = process.env.TEST_DATABASE_URL;
const migrationFiles = readdirSync('src/server/db/migrations').filter((name) => name.endsWith('.sql'));

describe.skipIf(!baseUrl)('migrations under an advisory lock (PostgreSQL)', () => {
  it('three openers at once on an empty database all come up, and each migration is applied once', async () => {
    const fresh = await freshPostgres(baseUrl!);
    try {
      const handles = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: fresh.url })));
      const check = new pg.Client({ connectionString: fresh.url });
      await check.connect();
      const applied = await check.query<{ hash: string; n: number }>('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
      const users = await check.query<{ n: number }>('select count(*)::int as n from users');
      await check.end();
      await Promise.all(handles.map((handle) => handle.close()));
      expect(applied.rows).toHaveLength(migrationFiles.length);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
      expect(users.rows[0]!.n).toBe(0);
    } finally {
      await fresh.drop();
    }
  });
});
