// Load helpers shared by the bench parts: a server on a free port, and req/s with p50/p99 under
// autocannon (most req/s with `connections` clients, then latency under an offered 2,000 req/s).
import autocannon from 'autocannon';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 5);
export const benchConnections = Number(process.env.BENCH_CONNECTIONS ?? 20);

export async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }));
  });
}

/** Most req/s with `benchConnections` clients, then p50/p99 latency under an offered 2,000 req/s. */
export async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  const most = await autocannon({ url, connections: benchConnections, duration: benchSeconds, headers });
  const steady = await autocannon({ url, connections: benchConnections, duration: benchSeconds, headers, overallRate: 2000 });
  return {
    name,
    'max req/s': Math.round(most.requests.average),
    'p99 ms @max': most.latency.p99,
    'req/s @2000': Math.round(steady.requests.average),
    'p50 ms @2000': steady.latency.p50,
    'p99 ms @2000': steady.latency.p99,
    errors: most.non2xx + most.errors + steady.non2xx + steady.errors,
  };
}

export type Measured = Awaited<ReturnType<typeof measure>>;

/** Budget (README): at least 2,000 req/s, p99 no more than 50 ms at 2,000 req/s offered, no errors. */
export const withinBudget = (row: Measured) => row['max req/s'] >= 2000 && row['p99 ms @2000'] <= 50 && row.errors === 0;
