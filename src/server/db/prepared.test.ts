import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { pingDatabase, preparedStatement, sqlLiteral } from './prepared';

let client: PGlite;
let db: Database;
beforeAll(async () => {
  client = await PGlite.create('memory://');
  db = drizzle(client) as unknown as Database;
}, 60_000);
afterAll(async () => {
  if (!client.closed) await client.close();
});

describe('sqlLiteral', () => {
  it('quotes strings by doubling single quotes and writes other values plainly', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(new Date('2026-11-22T01:02:03.004Z'))).toBe("'2026-11-22T01:02:03.004Z'");
  });

  it('refuses what could leave a literal or the statement', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});

describe('preparedStatement on PGlite', () => {
  const echo = preparedStatement<{ text: string; at: Date; n: number | null }>('test_echo', 'select $1::text as "text", $2::timestamptz as "at", $3::int as "n"', ['text', 'timestamptz', 'int']);

  it('prepares once and returns typed rows', async () => {
    const at = new Date('2026-11-22T01:02:03.004Z');
    for (let i = 0; i < 8; i++) {
      const [row] = await echo.run(db, [`value ${i}`, at, i]);
      expect(row).toEqual({ text: `value ${i}`, at, n: i });
    }
    const prepared = await client.query<{ name: string }>('select name from pg_prepared_statements');
    expect(prepared.rows.filter((row) => row.name === 'test_echo')).toHaveLength(1);
  });

  it('keeps hostile text as data', async () => {
    const hostile = `x'); drop table if exists t; select ('\\' -- "`;
    const [row] = await echo.run(db, [hostile, new Date(0), null]);
    expect(row?.text).toBe(hostile);
    expect(row?.n).toBeNull();
  });

  it('prepares once even when the first calls come together', async () => {
    const together = preparedStatement<{ v: number }>('test_together', 'select $1::int + 1 as v', ['int']);
    const rows = await Promise.all(Array.from({ length: 10 }, (_, i) => together.run(db, [i])));
    expect(rows.map((result) => result[0]?.v)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('checks the number of parameters', async () => {
    await expect(echo.run(db, ['only one'])).rejects.toThrow(/expected 3 parameters/);
  });

  // Last: it closes the database.
  it('pings with a real round trip, and fails once the database is gone', async () => {
    await expect(pingDatabase(db)).resolves.toBeUndefined();
    await client.close();
    await expect(pingDatabase(db)).rejects.toThrow();
  });
});
