import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { uploads } from '#server/db/schema/index';
import { storageFor } from '#server/providers/storage';
import { variantKey } from '#server/services/image-variants';
import { Client, demoPassword, startTestServer, type TestServer } from './harness';
import { pngOfSize, signInDemo, upload } from './influencer-helpers';

/**
 * Files for a fleet (issue 9) and private files (issue 16), through the real endpoints, on both
 * storage providers: the local folder, and an S3-compatible bucket served on loopback by s3rver
 * (started here), so the app talks to it with @aws-sdk/client-s3 exactly as to a real bucket.
 */
const bucket = 'kolify-test-files';
const s3Keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's fixed test credentials
let s3: { close: () => Promise<void>; endpoint: string } | undefined;
const folders: string[] = [];

beforeAll(async () => {
  const directory = mkdtempSync(join(tmpdir(), 'kolify-s3rver-'));
  folders.push(directory);
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  s3 = { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
});
afterAll(async () => {
  await s3?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const settings = {
  local: () => {
    const dir = mkdtempSync(join(tmpdir(), 'kolify-files-'));
    folders.push(dir);
    return { UPLOAD_DIR: dir };
  },
  s3: () => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3!.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    // Nothing may land in the folder when a bucket is configured.
    UPLOAD_DIR: '/nonexistent/kolify-uploads',
  }),
};

const pdf = Buffer.from('%PDF-1.4\n% a private attachment\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1');

async function signIn(server: TestServer, path: string, email: string) {
  const client = new Client(server, { ip: `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  const response = await client.post(path, { email, password: demoPassword });
  if (response.status !== 200) throw new Error(`sign-in ${email}: ${response.status}`);
  return client;
}

async function staffUpload(client: Client, bytes: Uint8Array<ArrayBuffer>, name: string, purpose: 'image' | 'download') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${client.server.url}/api/admin/content/uploads?purpose=${purpose}`, { method: 'POST', body: form, headers: { origin: client.server.origin, cookie } });
  return { status: response.status, json: (await response.json()) as { id: string; url: string; type?: string } };
}

describe.each(['local', 's3'] as const)('files on the %s storage', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(settings[kind]());
    expect(server.config.storage.kind).toBe(kind);
  });
  afterAll(() => server.close());

  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it('serves a private attachment and profile image to the owner and staff only, with private, no-store', async () => {
    const owner = await signInDemo(server, 'influencer@kolify.test');
    const otherMember = await signInDemo(server, 'manager@kolify.test');
    const marketer = await signIn(server, '/sv_authauth/marketer/authen/', 'brand@kolify.test');
    const staff = await signIn(server, '/sv_authauth/admin/signin', 'admin@kolify.test');
    const anonymous = new Client(server);

    const attachment = await upload(owner.client, `/sv_influ_api/influ/attachment/${owner.uuid}`, new Blob([pdf]), 'contract.pdf');
    expect(attachment.status).toBe(200);
    const image = await upload(owner.client, `/sv_influ_api/influ/profile/image/${owner.uuid}`, pngOfSize(2048));
    expect(image.status).toBe(200);
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, attachment.json.id));
    expect(row).toMatchObject({ visibility: 'private', kind: 'attachment', userId: owner.uuid });

    for (const id of [attachment.json.id as string, image.json.id as string]) {
      const path = `/api/uploads/${id}`;
      for (const reader of [owner.client, staff]) {
        const answer = await reader.get(path);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
      }
      for (const reader of [otherMember.client, marketer, anonymous]) {
        const answer = await reader.get(path);
        expect(answer.status).toBe(404);
        expect(answer.headers.get('content-type')).toContain('application/problem+json');
        expect(answer.headers.get('cache-control') ?? '').not.toContain('public');
      }
    }
    // The bytes that come back are the bytes that went in.
    const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const served = await fetch(`${server.url}/api/uploads/${attachment.json.id}`, { headers: { cookie } });
    expect(Buffer.from(await bytesOf(served)).equals(pdf)).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    // The owner's own-file path answers the same way.
    const own = await owner.client.get(`/sv_influ_api/influ/file/${image.json.id}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await otherMember.client.get(`/sv_influ_api/influ/file/${image.json.id}`)).status).toBe(404);
  });

  it('serves a published cover and a download file to anyone, cached; deletes the bytes with the download', async () => {
    const staff = await signIn(server, '/sv_authauth/admin/signin', 'admin@kolify.test');
    const png = await bytesOf(new Response(pngOfSize(1024)));
    const cover = await staffUpload(staff, png, 'cover.png', 'image');
    expect(cover.status).toBe(201);
    const anonymous = await fetch(`${server.url}${cover.json.url}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await bytesOf(anonymous)).equals(Buffer.from(png))).toBe(true);

    const file = await staffUpload(staff, new Uint8Array(pdf), 'media kit.pdf', 'download');
    const created = await staff.post('/api/admin/content/downloads', { uploadId: file.json.id, titleTh: 'มีเดียคิต', titleEn: 'Media kit' });
    expect(created.status).toBe(201);
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, file.json.id));
    expect(row!.visibility).toBe('public');
    const download = await fetch(`${server.url}/api/downloads/${created.json.id}/file`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await bytesOf(download)).equals(pdf)).toBe(true);

    if (kind === 's3') {
      const client = new S3Client({ region: 'us-east-1', endpoint: s3!.endpoint, forcePathStyle: true, credentials: s3Keys });
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: row!.storageKey }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(pdf)).toBe(true);
      expect(object.ContentType).toBe('application/pdf');
      expect((await staff.request('DELETE', `/api/admin/content/downloads/${created.json.id}`)).status).toBe(204);
      await expect(client.send(new HeadObjectCommand({ Bucket: bucket, Key: row!.storageKey }))).rejects.toMatchObject({ name: 'NotFound' });
    } else {
      expect((await staff.request('DELETE', `/api/admin/content/downloads/${created.json.id}`)).status).toBe(204);
    }
    expect((await fetch(`${server.url}/api/uploads/${file.json.id}`)).status).toBe(404);
  });

  it('serves a public image at the page widths as WebP (made on upload), a private one only as it is; removes the variants with the file', async () => {
    const staff = await signIn(server, '/sv_authauth/admin/signin', 'admin@kolify.test');
    const jpeg = new Uint8Array(await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7c3aed' } }).jpeg().toBuffer());
    const cover = await staffUpload(staff, jpeg, 'cover.jpg', 'image');
    expect(cover.status).toBe(201);
    for (const width of [480, 800, 1200]) {
      const answer = await fetch(`${server.url}${cover.json.url}?w=${width}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(await bytesOf(answer)).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * 9) / 16) });
    }
    // Without a width: the original bytes.
    expect(Buffer.from(await bytesOf(await fetch(`${server.url}${cover.json.url}`))).equals(Buffer.from(jpeg))).toBe(true);
    for (const width of ['123', '480px', '']) {
      const refused = await fetch(`${server.url}${cover.json.url}?w=${width}`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }

    // A private image is never resized: its owner gets the original, anyone else 404 as before.
    const owner = await signInDemo(server, 'influencer@kolify.test');
    const image = await upload(owner.client, `/sv_influ_api/influ/profile/image/${owner.uuid}`, new Blob([jpeg]), 'me.jpg');
    expect(image.status).toBe(200);
    const mine = await owner.client.get(`/api/uploads/${image.json.id}?w=480`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${server.url}/api/uploads/${image.json.id}?w=480`)).status).toBe(404);
    const [privateRow] = await server.database.db.select().from(uploads).where(eq(uploads.id, image.json.id));
    expect(await storageFor(server.config).get(variantKey(privateRow!.storageKey, 480))).toBeNull();

    // An image kept as a download: deleting the download removes its variants too.
    const file = await staffUpload(staff, jpeg, 'poster.jpg', 'download');
    const created = await staff.post('/api/admin/content/downloads', { uploadId: file.json.id, titleTh: 'โปสเตอร์', titleEn: 'Poster' });
    expect(created.status).toBe(201);
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, file.json.id));
    expect(await storageFor(server.config).get(variantKey(row!.storageKey, 800))).not.toBeNull();
    expect((await staff.request('DELETE', `/api/admin/content/downloads/${created.json.id}`)).status).toBe(204);
    for (const width of [480, 800, 1200] as const) expect(await storageFor(server.config).get(variantKey(row!.storageKey, width))).toBeNull();
  });

  it('keeps the checks on the way in: 4,096,000 bytes pass, 4,096,001 are refused, the type comes from the bytes', async () => {
    const owner = await signInDemo(server, 'influencer@kolify.test');
    const path = `/sv_influ_api/influ/attachment/${owner.uuid}`;
    const exact = await upload(owner.client, path, pngOfSize(4_096_000));
    expect(exact.status).toBe(200);
    const over = await upload(owner.client, path, pngOfSize(4_096_001));
    expect(over.status).toBe(413);
    expect(over.json.errors).toEqual([{ path: 'file', message: 'file_too_large' }]);
    const renamed = await upload(owner.client, path, new Blob(['just text, not a picture'], { type: 'image/png' }), 'photo.png');
    expect(renamed.status).toBe(415);
    expect((await upload(owner.client, path, null)).status).toBe(400);
    // Only the accepted file was stored.
    const rows = await server.database.db.select().from(uploads).where(eq(uploads.userId, owner.uuid));
    expect(rows.filter((row) => row.sizeBytes === 4_096_000)).toHaveLength(1);
    expect(rows.some((row) => row.sizeBytes === 4_096_001)).toBe(false);
  });
});
