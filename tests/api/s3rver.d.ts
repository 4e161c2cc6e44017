/** The part of s3rver (a local S3-compatible server, test only) the storage tests use; it ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface Options {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: unknown[] }[];
  }
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
