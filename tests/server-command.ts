import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of a file under `folder` (0 when there is none). */
function newest(folder: string): number {
  let time = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
}

/**
 * How a test starts a Kolify server of its own (issue 31, decision 069): the bundle `npm run build`
 * leaves in dist/.server, with node itself, as production does (`npm start`) — no tsx compiling
 * the server's few hundred modules at each start. A bundle older than the server's sources (a
 * change not built yet) would test old code: then, or without a bundle, the sources run through
 * tsx, still in one node process (a signal reaches the server, not a wrapper), and `stale` says why.
 * Paths are relative to the project's root, the servers' working directory.
 */
export function serverCommand(root = '.'): { command: string; args: string[]; stale: string | null } {
  const bundle = 'dist/.server/main.js';
  let bundleTime = 0;
  try {
    bundleTime = statSync(join(root, bundle)).mtimeMs;
  } catch {
    bundleTime = 0;
  }
  const fresh = bundleTime > 0 && bundleTime >= Math.max(...['src/server', 'src/common', 'machines'].map((folder) => newest(join(root, folder))));
  if (fresh) return { command: process.execPath, args: [bundle], stale: null };
  return {
    command: process.execPath,
    args: ['--import', 'tsx', 'src/server/main.ts'],
    stale: bundleTime ? `${bundle} is older than src/server, src/common or machines` : `no ${bundle}`,
  };
}
