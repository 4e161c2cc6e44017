import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config, StorageConfig } from '../config';

/**
 * Where the bytes of uploaded files live (DESIGN.md "The outside world"): a local folder in the
 * embedded default (UPLOAD_DIR), an S3-compatible bucket for a fleet (S3_BUCKET …), so any
 * server process behind the load balancer can serve any file. Keys are opaque
 * (`<owner>/<uuid>.<ext>`); who may read a file is decided by the uploads table, never here.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the bytes; a missing key is already removed. */
  remove(key: string): Promise<void>;
}

export function localFolderStorage(dir: string): Storage {
  const root = resolve(dir);
  // A key never leaves the folder, whatever it holds.
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the upload folder: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

type S3Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<S3Sdk> | undefined;
/** The SDK costs a third of a second of CPU to load: a process loads it with its first file, not at start (issue 28). */
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

export function s3BucketStorage(settings: Extract<StorageConfig, { kind: 's3' }>): Storage {
  // Since 3.729.0 the SDK adds CRC32 checksum headers (and aws-chunked trailers) to every upload
  // and validates response checksums; several S3-compatible stores refuse those requests. Only when
  // the operation requires it, unless configured otherwise (issue 27; address in storage.test.ts).
  const checksums = settings.checksums === 'when_supported' ? 'WHEN_SUPPORTED' : 'WHEN_REQUIRED';
  let connected: Promise<{ s3: S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= loadSdk().then((s3) => ({
      s3,
      client: new s3.S3Client({
        requestChecksumCalculation: checksums,
        responseChecksumValidation: checksums,
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        // Without keys the SDK's default chain applies (instance role, AWS_* variables).
        credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      }),
    })));
  const Bucket = settings.bucket;
  return {
    async put(key, bytes, contentType) {
      const { s3, client } = await connect();
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key) {
      const { s3, client } = await connect();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? new Uint8Array(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

const providers = new WeakMap<object, Storage>();

/** The process's storage for a configuration (one S3 client per configuration, made on first use). */
export function storageFor(config: Pick<Config, 'storage'>): Storage {
  let storage = providers.get(config.storage);
  if (!storage) {
    storage = config.storage.kind === 's3' ? s3BucketStorage(config.storage) : localFolderStorage(config.storage.dir);
    providers.set(config.storage, storage);
  }
  return storage;
}
