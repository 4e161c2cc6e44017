import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, storedEncodings } from './stored-encodings';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and answers small bodies as they are', () => {
    expect(chooseEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(chooseEncoding('gzip, deflate', 5000)).toBe('gzip');
    expect(chooseEncoding('br', 5000)).toBe('br');
    expect(chooseEncoding('identity', 5000)).toBeNull();
    expect(chooseEncoding(undefined, 5000)).toBeNull();
    expect(chooseEncoding('gzip, br', 1023)).toBeNull();
  });

  it('refuses a coding listed with q=0 and takes * as gzip, never as brotli', () => {
    expect(chooseEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('br; q=0.0, gzip;q=0', 5000)).toBeNull();
    expect(chooseEncoding('br;q=0.5', 5000)).toBe('br');
    expect(chooseEncoding('*', 5000)).toBe('gzip');
    expect(chooseEncoding('BR', 5000)).toBe('br');
  });
});

describe('storedEncodings', () => {
  it('encodes once per encoding, concurrent requests sharing the work, and keeps the bytes', async () => {
    const text = '<p>สวัสดี Kolify</p>'.repeat(500);
    let reads = 0;
    const encoded = storedEncodings(() => {
      reads += 1;
      return new TextEncoder().encode(text);
    });
    const [first, second] = await Promise.all([encoded('br'), encoded('br')]);
    expect(first).toBe(second);
    expect(brotliDecompressSync(first).toString()).toBe(text);
    // Once made, the stored copy itself (no promise), the same object every time.
    expect(encoded('br')).toBe(first);
    const gzipped = await encoded('gzip');
    expect(gunzipSync(gzipped).toString()).toBe(text);
    expect(encoded('gzip')).toBe(gzipped);
    expect(reads).toBe(2);
  });
});
