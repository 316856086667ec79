import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';
import { startTestS3Server, type TestS3Server } from './s3-storage-test-server.ts';
import { describeStorageContract } from './storage.contract.ts';

describeStorageContract('S3 (s3rver over HTTP)', async () => {
  const server = await startTestS3Server();
  const storage = createS3Storage(server.config);
  return {
    storage,
    close: async () => {
      storage.close();
      await server.stop();
    },
  };
});

describe('S3 storage failures', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('rejects with the store’s error when the credentials are unknown', async () => {
    const storage = createS3Storage({ ...server.config, accessKeyId: 'NOT-A-KEY' });
    await expect(storage.put('area/a.txt', new Uint8Array([1]), 'text/plain')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    storage.close();
  });

  it('rejects rather than answering null when the bucket does not exist', async () => {
    const storage = createS3Storage({ ...server.config, bucket: 'no-such-bucket' });
    await expect(storage.get('area/a.txt')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    storage.close();
  });

  it('fails within seconds when nothing listens at the endpoint', async () => {
    const storage = createS3Storage({ ...server.config, endpoint: 'http://127.0.0.1:9' });
    const started = Date.now();
    await expect(storage.get('area/a.txt')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    storage.close();
  });
});
