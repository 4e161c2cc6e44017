import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL server binaries Debian installed (as tests/scripts/with-postgres.sh finds them). */
export function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
}

/**
 * A second throwaway cluster (initdb, trust on loopback, fsync off), as with-postgres.sh makes
 * the first: the restore test restores a dump into a cluster that never saw the original.
 * As root, the server runs as `postgres` (PostgreSQL refuses root).
 */
export function startCluster(port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'kolify-restore-pg-'));
  const root = process.getuid?.() === 0;
  const run = (command: string) => (root ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' }) : execFileSync('bash', ['-c', command], { stdio: 'pipe' }));
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const bin = pgBin();
  run(`${bin}/initdb -D ${dir}/data --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8`);
  run(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off' start`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m immediate stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
