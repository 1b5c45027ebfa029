import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { startTestS3 } from '../../../test/s3rver';
import type { TestS3 } from '../../../test/s3rver';
import { PHOTOS } from '../namespaces';
import { checkBucket, s3Client, S3FileStorage } from '../s3-storage';
import { newPhotoKey } from '../storage';
import { fileStorageContract } from './contract';

let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
});

afterAll(() => s3.stop());

/** Each test gets a bucket of its own, so what one lists is only its own. */
fileStorageContract('an S3-protocol server (s3rver)', async () => {
  const config = s3.config(`contract-${randomBytes(6).toString('hex')}`);
  const client = s3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    storage: new S3FileStorage(client, config.bucket, PHOTOS),
    dispose: () => Promise.resolve(client.destroy()),
  };
});

describe('the S3 file storage', () => {
  it('keeps objects under the namespace prefix, with their SHA-256 and MD5 ETag', async () => {
    const client = s3Client(s3.config());
    const storage = new S3FileStorage(client, s3.config().bucket, PHOTOS);
    const key = newPhotoKey('jpeg');
    await storage.put(key, Buffer.from('hello'));
    expect(await storage.head(key)).toEqual({
      size: 5,
      etag: '5d41402abc4b2a76b9719d911017c592',
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    });
    expect(await storage.head(newPhotoKey('jpeg'))).toBeNull();
    client.destroy();
  });

  it('says which setting to look at when the bucket cannot be used', async () => {
    const missing = s3.config('no-such-bucket');
    // s3rver checks the access key id (not SigV4 signatures): an unknown one is refused.
    const wrongKey = { ...s3.config(), accessKeyId: 'NOT-A-KEY' };
    const closed = { ...s3.config(), endpoint: 'http://127.0.0.1:9' };
    const messages = await Promise.all(
      [missing, wrongKey, closed].map((config) =>
        checkBucket(s3Client(config), config).then(
          () => 'no error',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(messages[0]).toBe(
      `The S3 bucket "no-such-bucket" at ${missing.endpoint} cannot be used: the bucket does not exist (create it first).`,
    );
    expect(messages[1]).toContain(
      'access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
    );
    expect(messages[2]).toContain('cannot be used: the server did not answer as S3 does');
  });
});
