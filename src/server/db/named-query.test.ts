import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { bigint, boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { namedQuery, rowInsert, wholeRow } from './named-query';

// A table with every kind of column the campaign's and the payment's rows have (decision 093).
const things = pgTable('things', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['a', 'b'] }).notNull(),
  tags: text('tags').array().notNull().default([]),
  files: jsonb('files').$type<{ name: string; size?: number }[]>().notNull().default([]),
  priceMinor: bigint('price_minor', { mode: 'number' }),
  count: integer('count').notNull(),
  shipped: boolean('shipped').notNull().default(false),
  applyBy: date('apply_by', { mode: 'string' }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

let client: PGlite;
let db: Database;
beforeAll(async () => {
  client = await PGlite.create('memory://');
  db = drizzle(client) as unknown as Database;
  await client.exec(`create table things (id uuid primary key default gen_random_uuid(), name text not null, kind text not null, tags text[] not null default '{}',
    files jsonb not null default '[]', price_minor bigint, count integer not null, shipped boolean not null default false, apply_by date not null,
    published_at timestamptz, created_at timestamptz not null default now())`);
}, 60_000);
afterAll(async () => {
  if (!client.closed) await client.close();
});

const row = {
  name: "it's \"quoted\", {braced}",
  kind: 'b' as const,
  tags: ['#one', 'two words', 'with,comma', ''],
  files: [{ name: 'brief.pdf', size: 1234 }, { name: 'ไฟล์.png' }],
  priceMinor: 9_007_199_254_740_991,
  count: 3,
  shipped: true,
  applyBy: '2026-12-31',
  publishedAt: new Date('2026-11-28T01:02:03.456Z'),
};

describe('wholeRow and rowInsert (named statements with drizzle row mapping)', () => {
  const thingRow = wholeRow(things);
  const insert = rowInsert(things, ['name', 'kind', 'tags', 'files', 'priceMinor', 'count', 'shipped', 'applyBy', 'publishedAt']);

  it('inserts what drizzle inserts and answers the row drizzle reads', async () => {
    const [named] = await namedQuery<Record<string, unknown>>(db, insert.text, insert.values(row));
    const mapped = insert.map(named!);
    const [read] = await db.select().from(things).where(eq(things.id, mapped.id));
    expect(mapped).toEqual(read);
    expect(mapped).toMatchObject(row);
    expect(mapped.createdAt).toBeInstanceOf(Date);
  });

  it('maps a select of the whole row as drizzle does, nulls included', async () => {
    const [inserted] = await db
      .insert(things)
      .values({ ...row, priceMinor: null, publishedAt: null, tags: [] })
      .returning();
    const [named] = await namedQuery<Record<string, unknown>>(db, `select ${thingRow.list} from things where id = $1`, [inserted!.id]);
    expect(thingRow.map(named!)).toEqual(inserted);
    expect(thingRow.map(named!).priceMinor).toBeNull();
  });

  it('refuses to leave out a value the column has a default for', () => {
    expect(() => insert.values({ ...row, tags: undefined as unknown as string[] })).toThrow(/tags/);
    expect(insert.values({ ...row, priceMinor: undefined as unknown as null })[4]).toBeNull();
  });
});
