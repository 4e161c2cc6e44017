import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An in-memory PGlite database already migrated, made once and loaded by every test file
 * (issue 31, decision 046). Starting a PGlite from nothing runs initdb inside WebAssembly and then
 * every migration: ~6 s a file on a quiet machine, 10–20 s under load, for ~60 files per run.
 * Loading a dump of the migrated data directory takes a fraction of that.
 *
 * The dump is a file under .tmp/, named by a hash of the migrations and the PGlite version, so a
 * new migration or an upgrade makes a new one; workers that race to make it each write their own
 * file and rename it into place (a rename is atomic, either copy is the same database).
 * openDatabase still runs the migrations after loading it: a template can only save time, it
 * cannot hide a migration.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const migrationsFolder = join(root, 'src/server/db/migrations');

/** A hash of the migrations and the PGlite version: a template made from other migrations is never used. */
export function templateKey(): string {
  const hash = createHash('sha256');
  // The package's exports hide its package.json; read it from node_modules.
  const pgliteVersion = (JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
      else hash.update(`${prefix}${entry.name}\n`).update(readFileSync(path));
    }
  };
  walk(migrationsFolder, '');
  return hash.digest('hex').slice(0, 16);
}

let cached: Blob | undefined;

/** The migrated, empty database as a PGlite data-directory tarball (made on first use). */
export async function migratedPgliteTemplate(): Promise<Blob> {
  if (cached) return cached;
  const dir = join(root, '.tmp/pglite-template');
  const file = join(dir, `${templateKey()}.tar`);
  if (!existsSync(file)) {
    // Imported here, not at the top: playwright.config.ts reads templateKey() alone (issue 31).
    const { openDatabase } = await import('#server/db/client');
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const dump = await database.pglite!.dumpDataDir('none');
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  cached = new Blob([readFileSync(file)]);
  return cached;
}

/** A fresh in-memory PGlite database, migrated: what `openDatabase({ pgliteDir: 'memory://' })` gives, faster. */
export async function openMigratedPglite() {
  const { openDatabase } = await import('#server/db/client');
  return openDatabase({ pgliteDir: 'memory://', pgliteDataDir: await migratedPgliteTemplate() });
}
