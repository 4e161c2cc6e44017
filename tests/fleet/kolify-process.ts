import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's root (the processes run from it, as `npm start` does). */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The production start (README "Production"; the Dockerfile's CMD): plain node on the compiled
 * server. `tsx` is the development start, kept here only to compare start-up times.
 */
export const productionStart = ['dist/.server/main.js'];
export const tsxStart = ['--import', 'tsx', 'src/server/main.ts'];

/** A free loopback port, chosen by the OS. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface KolifyProcess {
  name: string;
  process: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  /** Milliseconds from spawn to the first 200 from the health path. */
  startMs: number;
  /** CPU time (user + system) the process had used by then, on Linux; null elsewhere. A starved machine stretches startMs, not this. */
  cpuMs: number | null;
  output: () => string;
}

/**
 * Spawns one Kolify process (node itself, so a signal reaches the server, not a wrapper) and
 * waits until `healthPath` answers 200.
 */
export async function startKolify(options: { name: string; env: Record<string, string>; port?: number; args?: string[]; healthPath?: string; timeoutMs?: number }): Promise<KolifyProcess> {
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, options.args ?? productionStart, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let dead = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => ((dead = true), resolve(code))));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (dead) throw new Error(`${options.name} exited before it was healthy:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} was not healthy in time:\n${output}`);
    }
    const healthy = await fetch(`${url}${options.healthPath ?? '/healthz'}`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  return { name: options.name, process: child, port, url, exited, startMs, cpuMs: cpuMsOf(child.pid), output: () => output };
}

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** What every production process of a test needs besides its database (no real mail is sent). */
export function productionEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SECRET: 'fleet-test-secret-0123456789abcdef0123456789',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}
