import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, FetchError, setUnauthorizedHandler } from './client';
import { loadingStore } from './loading-store';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
}

let server: Server;
let origin = '';
const seen: Seen[] = [];
let answers: Array<{ status: number; body: unknown; delayMs?: number }> = [];

function record(request: IncomingMessage) {
  seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    record(request);
    const answer = answers.shift() ?? { status: 200, body: { ok: true } };
    setTimeout(() => {
      const problem = answer.status >= 400;
      response.writeHead(answer.status, { 'content-type': problem ? 'application/problem+json' : 'application/json' });
      response.end(JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  seen.length = 0;
  answers = [];
  loadingStore.reset();
  vi.restoreAllMocks();
});

const problem = (status: number, type: string) => ({ status, body: { type, title: type, status } });

describe('api client (SPEC §7)', () => {
  it('joins array query values with commas', async () => {
    await api(`${origin}/api/blogs/lang/th`, { query: { category: [5, 8, 9], limit: 5, page: undefined } });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url, origin);
    expect(url.searchParams.get('category')).toBe('5,8,9');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.has('page')).toBe(false);
  });

  it.each(['GET', 'HEAD'] as const)('retries %s once on a retryable status', async (method) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [problem(503, 'internal'), problem(503, 'internal'), problem(503, 'internal')];
    await expect(api(`${origin}/x`, { method })).rejects.toBeInstanceOf(FetchError);
    expect(seen.map((request) => request.method)).toEqual([method, method]);
  });

  it('a GET that succeeds on the retry resolves', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [problem(429, 'rate_limited'), { status: 200, body: { value: 42 } }];
    await expect(api<{ value: number }>(`${origin}/x`)).resolves.toEqual({ value: 42 });
    expect(seen).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [problem(503, 'internal'), problem(503, 'internal')];
    await expect(api(`${origin}/x`, { method, body: { a: 1 } })).rejects.toBeInstanceOf(FetchError);
    expect(seen).toHaveLength(1);
  });

  it('does not retry a GET on a status outside the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [problem(404, 'not_found'), problem(404, 'not_found')];
    await expect(api(`${origin}/x`)).rejects.toBeInstanceOf(FetchError);
    expect(seen).toHaveLength(1);
  });

  it('throws on 4xx with the problem body and logs status and body', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [{ status: 401, body: { type: 'invalid_credentials', title: 'Invalid', status: 401 } }];
    const error = await api(`${origin}/sv_authauth/signin/influencer`, { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).status).toBe(401);
    expect((error as FetchError).data).toMatchObject({ type: 'invalid_credentials' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('401'), expect.objectContaining({ type: 'invalid_credentials' }));
  });

  it('sets the loading flag while a request is in flight and clears it on success', async () => {
    answers = [{ status: 200, body: {}, delayMs: 50 }];
    const changes: boolean[] = [];
    const unsubscribe = loadingStore.subscribe(() => changes.push(loadingStore.isLoading()));
    const pending = api(`${origin}/slow`);
    await vi.waitFor(() => expect(loadingStore.isLoading()).toBe(true));
    await pending;
    expect(loadingStore.isLoading()).toBe(false);
    expect(changes).toEqual([true, false]);
    unsubscribe();
  });

  it('clears the loading flag on an error answer, after the retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [problem(500, 'internal'), problem(500, 'internal')];
    const pending = api(`${origin}/x`);
    expect(loadingStore.isLoading()).toBe(true);
    await expect(pending).rejects.toBeInstanceOf(FetchError);
    expect(loadingStore.isLoading()).toBe(false);
    expect(loadingStore.inFlight()).toBe(0);
  });

  it('clears the loading flag when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(api(`http://127.0.0.1:${port}/x`)).rejects.toBeInstanceOf(FetchError);
    expect(loadingStore.isLoading()).toBe(false);
  });

  it('counts concurrent requests: the flag stays on until the last one ends', async () => {
    answers = [
      { status: 200, body: {}, delayMs: 10 },
      { status: 200, body: {}, delayMs: 80 },
    ];
    const first = api(`${origin}/a`);
    const second = api(`${origin}/b`);
    await first;
    expect(loadingStore.isLoading()).toBe(true);
    await second;
    expect(loadingStore.isLoading()).toBe(false);
  });

  it('reports an expired session (401 unauthorized) to the registered handler', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const expired = vi.fn();
    setUnauthorizedHandler(expired);
    answers = [problem(401, 'invalid_credentials'), problem(401, 'unauthorized')];
    await expect(api(`${origin}/sv_authauth/signin/influencer`, { method: 'POST', body: {} })).rejects.toBeInstanceOf(FetchError);
    expect(expired).not.toHaveBeenCalled();
    await expect(api(`${origin}/sv_influ_api/influ/dashboard/1`)).rejects.toBeInstanceOf(FetchError);
    expect(expired).toHaveBeenCalledOnce();
    setUnauthorizedHandler(null);
  });

  it('sends no Authorization header without a readable token cookie', async () => {
    await api(`${origin}/x`);
    expect(seen[0]!.authorization).toBeUndefined();
  });
});
