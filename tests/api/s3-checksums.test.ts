import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { s3BucketStorage } from '#server/providers/storage';

/**
 * Issue 27: the S3 client asks for checksums only when an operation requires one.
 *
 * AWS SDK for JavaScript v3, "Data integrity protection with Amazon S3 checksums":
 * https://docs.aws.amazon.com/sdk-for-javascript/v3/developer-guide/s3-checksums.html — from 3.729.0
 * the SDK computes a CRC32 checksum for every upload by default; the settings
 * `requestChecksumCalculation` / `responseChecksumValidation` ('WHEN_SUPPORTED' | 'WHEN_REQUIRED') are
 * described in https://docs.aws.amazon.com/sdkref/latest/guide/feature-dataintegrity.html.
 * Several S3-compatible stores (older MinIO, R2 at the time, Ceph RGW versions) answer such uploads
 * with 501 NotImplemented or 400. The stand-in below is the local s3rver bucket behind a proxy that
 * refuses exactly those headers, the way such a store does, so the default client fails here and
 * Kolify's passes.
 */
const bucket = 'kolify-checksums';
const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's fixed test credentials
let s3rver: S3rver;
let proxy: Server;
let endpoint = '';
let directory = '';
const seen: IncomingHttpHeaders[] = [];

/** A checksum header the SDK adds by default (x-amz-checksum-crc32, x-amz-sdk-checksum-algorithm, trailers). */
const checksumHeader = (headers: IncomingHttpHeaders) =>
  Object.keys(headers).find((name) => name.startsWith('x-amz-checksum-') || name === 'x-amz-sdk-checksum-algorithm' || name === 'x-amz-trailer') ??
  (String(headers['content-encoding'] ?? '').includes('aws-chunked') ? 'content-encoding: aws-chunked' : undefined);

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'kolify-s3-checksums-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const target = (await s3rver.run()) as AddressInfo;
  proxy = createServer((incoming, outgoing) => {
    seen.push(incoming.headers);
    const refused = checksumHeader(incoming.headers);
    if (refused) {
      incoming.resume();
      outgoing
        .writeHead(501, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>NotImplemented</Code><Message>Header '${refused}' is not implemented</Message></Error>`);
      return;
    }
    // The Host header is forwarded unchanged: it is part of the SigV4 signature s3rver checks.
    const forward = httpRequest({ host: '127.0.0.1', port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await s3rver.close();
  rmSync(directory, { recursive: true, force: true });
});

const storage = (checksums: 'when_required' | 'when_supported') =>
  s3BucketStorage({ kind: 's3', bucket, region: 'us-east-1', endpoint, forcePathStyle: true, ...keys, checksums });

describe('S3 checksums only when required (S3-compatible stores)', () => {
  it('puts, reads and removes an object without any checksum header', async () => {
    seen.length = 0;
    const files = storage('when_required');
    const bytes = new TextEncoder().encode('ไฟล์แนบ — an attachment');
    await files.put('owner/one.txt', bytes, 'text/plain');
    expect(await files.get('owner/one.txt')).toEqual(bytes);
    await files.remove('owner/one.txt');
    expect(await files.get('owner/one.txt')).toBeNull();
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.map(checksumHeader).filter(Boolean)).toEqual([]);
  });

  it('the SDK default (when_supported) sends CRC32 headers, which such a store refuses', async () => {
    seen.length = 0;
    await expect(storage('when_supported').put('owner/two.txt', new TextEncoder().encode('two'), 'text/plain')).rejects.toMatchObject({ name: 'NotImplemented' });
    expect(seen.map(checksumHeader).filter(Boolean).length).toBeGreaterThan(0);
  });
});
