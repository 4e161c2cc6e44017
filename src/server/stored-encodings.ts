import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Encoded copies of a cached answer's bytes (a public read, a page, a first-screen payload), each
 * made once per cache entry on its first request, never per request (issue 31, decision 072).
 * Brotli at quality 5: a ~300 KB page shrinks to ~35 KB (gzip ~43 KB) in a few tens of ms, where
 * quality 11 takes seconds of CPU once per render and content version. Both run on libuv's thread
 * pool (the async zlib calls), so a render's compression never blocks the event loop; requests
 * arriving meanwhile wait for the same promise.
 */
export type StoredEncoding = 'br' | 'gzip';

/** compressResponses()' threshold: smaller answers go out as they are. */
export const encodeThreshold = 1024;

/**
 * The encoding to answer with: brotli when the client lists it, else gzip, else none (identity is
 * always acceptable). A coding listed with `q=0` is refused; `*` is not taken as a promise of
 * brotli (a client naming only `*` gets gzip).
 */
export function chooseEncoding(acceptEncoding: string | undefined, size: number): StoredEncoding | null {
  if (!acceptEncoding || size < encodeThreshold) return null;
  let gzipOk = false;
  let anyOk = false;
  for (const part of acceptEncoding.split(',')) {
    const semicolon = part.indexOf(';');
    const name = (semicolon < 0 ? part : part.slice(0, semicolon)).trim().toLowerCase();
    if (semicolon >= 0 && /^\s*q\s*=\s*0(?:\.0*)?\s*$/i.test(part.slice(semicolon + 1))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip') gzipOk = true;
    else if (name === '*') anyOk = true;
  }
  return gzipOk || anyOk ? 'gzip' : null;
}

const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

function encode(bytes: Uint8Array<ArrayBuffer>, encoding: StoredEncoding): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(new Uint8Array(result.buffer, result.byteOffset, result.byteLength) as Uint8Array<ArrayBuffer>));
    if (encoding === 'br') brotliCompress(bytes, brotliOptions(bytes.byteLength), done);
    else gzip(bytes, done);
  });
}

/**
 * The entry's encoded bytes for one encoding: the stored copy once made (a plain value, so a hit
 * costs no promise), else the shared promise of its making.
 */
export function storedEncodings(bytes: () => Uint8Array<ArrayBuffer>): (encoding: StoredEncoding) => Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>> {
  const made: Partial<Record<StoredEncoding, Uint8Array<ArrayBuffer>>> = {};
  const making: Partial<Record<StoredEncoding, Promise<Uint8Array<ArrayBuffer>>>> = {};
  return (encoding) =>
    made[encoding] ??
    (making[encoding] ??= encode(bytes(), encoding).then(
      (result) => (made[encoding] = result),
      (error: unknown) => {
        // Not kept: the next request tries again.
        delete making[encoding];
        throw error;
      },
    ));
}
