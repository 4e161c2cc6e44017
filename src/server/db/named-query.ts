import { getTableColumns, getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './client';

/**
 * The hot money statements as named (prepared) statements (issue 31, decision 079). On PostgreSQL
 * the text goes straight to the transaction's `pg` client with a `name`: PostgreSQL parses and
 * plans it once per connection and afterwards only binds and runs it, and drizzle builds nothing
 * per call (its query building was a seventh of the bench process's CPU, decision 073). On PGlite
 * (one connection, no pool) the same text runs through drizzle as before.
 *
 * The text must be a constant of its call site (parameters as $1, $2 …, lists as arrays): a name
 * stands for one text on every connection, and a text that varied per call would prepare a new
 * statement per call. Answers are read as drizzle's `execute` reads them (timestamps and
 * intervals as text, int8 as text), so a caller sees the same rows either way.
 */

const names = new Map<string, string>();
const nameOf = (text: string) => names.get(text) ?? names.set(text, `kolify_${names.size + 1}`).get(text)!;

// drizzle's raw parsers (drizzle-orm/node-postgres/session.js): dates, timestamps, intervals and
// their arrays stay text, so callers parse them the same way on both databases.
const textOids = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const types = { getTypeParser: (oid: number, format?: 'text' | 'binary') => (textOids.has(oid) ? asText : pg.types.getTypeParser(oid, format as 'text')) };

/**
 * The `pg` client under a drizzle transaction on PostgreSQL, or the pool under the database: a
 * statement outside a transaction runs on one of the pool's connections in autocommit, prepared
 * once per connection all the same (a one-statement money operation, decision 086).
 */
function pgClientOf(executor: Executor): pg.ClientBase | pg.Pool | null {
  const client = (executor as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client || client instanceof pg.Pool ? client : null;
}

/** The same text as drizzle SQL, its $n numbered parameters as drizzle params. */
export function numberedSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`)));
}

/** Runs a constant statement text with its values, prepared once per connection on PostgreSQL. */
export async function namedQuery<T>(executor: Executor, text: string, values: readonly unknown[]): Promise<T[]> {
  const client = pgClientOf(executor);
  const query = () => ({ name: nameOf(text), text, values: values as unknown[], types });
  if (client instanceof pg.Pool) return (await client.query<T & pg.QueryResultRow>(query())).rows;
  if (client) return (await client.query<T & pg.QueryResultRow>(query())).rows;
  return ((await executor.execute(numberedSql(text, values))) as unknown as { rows: T[] }).rows;
}

/**
 * A table's whole row for a named statement (issue 31, decision 093): the select list of every
 * column (`prefix` qualifies it, for a join or a subquery) and a mapper that turns a row of that
 * list into what drizzle's `select().from(table)` answers — each column's own `mapFromDriverValue`,
 * null kept null, as drizzle's `mapResultRow` does. drizzle built that list and mapped each row
 * through its `is()` checks on every call: the campaign's 35 columns were most of a campaign
 * request's query building.
 */
export function wholeRow<T extends Table>(table: T, prefix = '') {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const list = columns.map(([, column]) => `${prefix}"${column.name}"`).join(', ');
  const map = (row: Record<string, unknown>): T['$inferSelect'] => {
    const result: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[column.name];
      result[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return result as T['$inferSelect'];
  };
  return { list, map };
}

/**
 * An insert of the named columns of `table` as constant texts — `text` answers the whole row
 * (`wholeRow`'s list, read back with `map`), `insert` answers nothing — and `values`, which puts a
 * row's values in the driver's form by each column's own `mapToDriverValue`, as drizzle's insert
 * sends them. Every named column gets a value; `undefined` (drizzle's "default") is refused for a
 * column that has a default, so the statement never differs from drizzle's.
 */
export function rowInsert<T extends Table, K extends keyof T['$inferInsert'] & string>(table: T, keys: readonly K[]) {
  const all = getTableColumns(table) as Record<string, Column>;
  const columns = keys.map((key) => [key, all[key]!] as const);
  const row = wholeRow(table);
  const insert = `insert into "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`;
  const values = (input: Pick<T['$inferInsert'], K>) =>
    columns.map(([key, column]) => {
      const value = (input as Record<string, unknown>)[key];
      if (value === undefined && column.hasDefault) throw new Error(`${key}: no value (the statement does not use the column's default)`);
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
  return { text: `${insert} returning ${row.list}`, insert, values, map: row.map };
}
