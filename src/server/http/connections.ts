import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/**
 * How long an idle keep-alive connection stays open: longer than any client or proxy in front
 * keeps one (haproxy's `timeout server` is 60 s in the fleet, tests/fleet/haproxy.ts).
 */
export const idleConnectionMs = 65_000;

/**
 * Node closes an idle connection after 5 s (6 s with its buffer). A client that reuses it at that
 * moment meets the close: ECONNRESET, or a 502 from a load balancer. A client honouring the
 * `Keep-Alive: timeout=5` hint drops the socket at 4 s by its own timer, which a starved process
 * runs late (decision 076: a stalled Node client reused the socket 10 times out of 10 against
 * Node's default, never against 65 s). So the server is the side that waits longest.
 */
export function keepIdleConnections(server: ServerType): void {
  (server as Server).keepAliveTimeout = idleConnectionMs;
}
