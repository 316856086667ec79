import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from './s3-storage.ts';

type S3rverServer = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  vhostBuckets: boolean;
  allowMismatchedSignatures: boolean;
  configureBuckets: { name: string }[];
};

// s3rver is CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (
  options: S3rverOptions,
) => S3rverServer;

/** s3rver's built-in account. */
const TEST_S3_ACCESS_KEY = 'S3RVER';

export type TestS3Server = {
  config: S3StorageConfig;
  /** The same settings as environment variables, for a server process. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A real S3-speaking HTTP server (s3rver, files in a temporary folder) on a free loopback port.
 * It checks the access key, but not the signature: s3rver signs bucket-level paths without the
 * trailing slash the AWS SDK v3 sends for path-style listings, so listing would always be refused.
 */
export async function startTestS3Server(bucket = 'harbor-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'harbor-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const config: S3StorageConfig = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: TEST_S3_ACCESS_KEY,
    secretAccessKey: TEST_S3_ACCESS_KEY,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_REGION: config.region,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
