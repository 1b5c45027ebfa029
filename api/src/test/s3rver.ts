import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../lib/storage';

/**
 * An S3-protocol server for the tests: s3rver in this process, on a free loopback port,
 * keeping its objects in a temp folder removed on stop. It checks request signatures with
 * its fixed credentials, so a client with the wrong secret is refused as by a real store.
 */
export interface TestS3 {
  /** The configuration of a bucket it serves (S3_* as the API reads them). */
  config(bucket?: string): S3Config;
  stop(): Promise<void>;
}

/** The bucket every test server starts with. */
export const TEST_BUCKET = 'grovekeeper-test';
/** s3rver's fixed credentials. */
const ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(buckets: string[] = [TEST_BUCKET]): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'gk-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  return {
    config: (bucket = TEST_BUCKET) => ({
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      ...ACCESS,
      region: 'us-east-1',
      forcePathStyle: true,
    }),
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
