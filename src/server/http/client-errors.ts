import type { ServerType } from '@hono/node-server';
import type { Duplex } from 'node:stream';
import type { Problem } from '#common/contracts/problem';

/**
 * Requests Node's HTTP parser refuses before Hono sees them (headers or URL over Node's 16 KB
 * limit, malformed request lines) get the house error shape too, not Node's bare 431/400.
 * Node only writes its own answer when nobody listens for 'clientError'.
 */
export function answerClientErrors(server: ServerType): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, problem]: [number, string, Problem] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', { type: 'bad_request', title: 'Bad request', status: 431, detail: 'The address or the headers are too long.' }]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', { type: 'bad_request', title: 'Bad request', status: 408, detail: 'The request took too long to arrive.' }]
          : [400, 'Bad Request', { type: 'bad_request', title: 'Bad request', status: 400, detail: 'The request could not be read.' }];
    const body = JSON.stringify(problem);
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}
