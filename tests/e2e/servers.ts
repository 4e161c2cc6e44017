import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { serverCommand } from '../server-command';

/**
 * Issue 31: starts every e2e server at once and says so when all answer. Playwright sets up its
 * `webServer` entries one after another (each awaited before the next is launched), and a server's
 * start is mostly one core's work (tsx, PGlite from the template, migrations, the demo seed): two
 * servers took two starts' time on a 2-core machine, the four of the country run four. This is the
 * config's one `webServer` command (playwright.config.ts); E2E_SERVERS is a JSON list of
 * `{ port, env }`. What Playwright did for each entry is done here for all: a port already in use
 * fails the run (no test against a stale server), a server that exits before it answers fails it,
 * and `GET /healthz` answering is "ready". Playwright stops this process's group at the end, which
 * takes the servers with it; a signal stops them here too.
 */
type Server = { port: number; env: Record<string, string> };

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as Server[];
const children: ChildProcess[] = [];

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.end();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

process.once('SIGTERM', () => stopAll(0));
process.once('SIGINT', () => stopAll(0));

const busy = (await Promise.all(servers.map(async ({ port }) => ((await portInUse(port)) ? port : undefined)))).filter((port) => port !== undefined);
if (busy.length > 0) {
  console.error(`e2e servers: port ${busy.join(', ')} already in use; stop what runs there (no test runs against a stale server)`);
  process.exit(1);
}

const { command, args, stale } = serverCommand();
if (stale) console.log(`e2e servers: ${stale}; running the sources through tsx (npm run build makes the bundle)`);

for (const { port, env } of servers) {
  const child = spawn(command, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('exit', (code, signal) => {
    console.error(`e2e servers: the server on port ${port} exited (${signal ?? code})`);
    stopAll(1);
  });
  children.push(child);
}

const started = Date.now();
await Promise.all(
  servers.map(async ({ port }) => {
    for (let wait = 100; !(await answers(port)); wait = Math.min(wait * 2, 1000)) await new Promise((resolve) => setTimeout(resolve, wait));
  }),
);
// playwright.config.ts waits for this line (webServer.wait.stdout).
console.log(`e2e servers ready: ${servers.map(({ port }) => port).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// Stays up with the servers until Playwright stops it.
setInterval(() => undefined, 1 << 30);
