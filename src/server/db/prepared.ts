import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client';

/**
 * Server-side prepared statements for the few queries that run on (nearly) every request.
 *
 * Why (docs/decisions/011-prepared-hot-queries.md): a Drizzle query on PGlite goes through the
 * extended protocol in six WASM round trips and is parsed and planned every time — about 1 ms of
 * the only Node thread for the session join. A statement prepared once and run by EXECUTE costs
 * under a tenth of that. On PostgreSQL the same statement is a named statement of node-postgres,
 * prepared once per pooled connection.
 *
 * Parameters are typed by the statement (`paramTypes`). On PGlite they travel as SQL literals in
 * `EXECUTE name(...)`: strings are quoted with doubled single quotes (standard_conforming_strings
 * is on) and a NUL character is refused, so no value can leave its literal.
 */
export type Param = string | number | boolean | Date | null;

export interface PreparedStatement<Row> {
  readonly name: string;
  run(db: Database, params: readonly Param[]): Promise<Row[]>;
}

type Client = PGlite | pg.Pool;

function rawClient(db: Database): Client {
  const client = (db as unknown as { $client?: Client }).$client;
  if (!client) throw new Error('prepared statements need a database opened by openDatabase()');
  return client;
}

/** A value as a PostgreSQL literal; the statement's declared parameter type gives it its type. */
export function sqlLiteral(value: Param): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('prepared statement parameter: not a finite number');
    return String(value);
  }
  const text = value instanceof Date ? value.toISOString() : value;
  if (text.includes('\0')) throw new TypeError('prepared statement parameter: NUL character');
  return `'${text.replaceAll("'", "''")}'`;
}

/** PGlite clients on which a statement is already prepared (one backend, so once per client). */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<void>>>();

function prepareOnce(client: PGlite, name: string, text: string, paramTypes: readonly string[]): Promise<void> {
  let statements = preparedOn.get(client);
  if (!statements) preparedOn.set(client, (statements = new Map()));
  let ready = statements.get(name);
  if (!ready) {
    const signature = paramTypes.length ? `(${paramTypes.join(', ')})` : '';
    ready = client.exec(`PREPARE ${name}${signature} AS ${text}`).then(() => undefined);
    // A failed PREPARE is tried again by the next call rather than remembered.
    ready.catch(() => statements.delete(name));
    statements.set(name, ready);
  }
  return ready;
}

export function preparedStatement<Row extends Record<string, unknown>>(name: string, text: string, paramTypes: readonly string[]): PreparedStatement<Row> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad prepared statement name: ${name}`);
  return {
    name,
    async run(db, params) {
      if (params.length !== paramTypes.length) throw new TypeError(`${name}: expected ${paramTypes.length} parameters`);
      const client = rawClient(db);
      if (client instanceof PGlite) {
        await prepareOnce(client, name, text, paramTypes);
        const args = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
        const [result] = await client.exec(`EXECUTE ${name}${args}`);
        return (result?.rows ?? []) as Row[];
      }
      const result = await client.query<Row>({ name, text, values: params.map((value) => (value instanceof Date ? value.toISOString() : value)) });
      return result.rows;
    },
  };
}

/** A real round trip to the database, as cheap as one can be (GET /healthz). */
export async function pingDatabase(db: Database): Promise<void> {
  const client = rawClient(db);
  // Simple protocol: one round trip, no parse/bind/describe.
  if (client instanceof PGlite) await client.exec('select 1');
  else await client.query('select 1');
}
