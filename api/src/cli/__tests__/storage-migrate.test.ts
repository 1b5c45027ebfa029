import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { LocalFileStorage, ORTHOPHOTOS, PHOTOS, s3FileStores, SNAPSHOTS } from '../../lib/storage';
import type { FileStorage } from '../../lib/storage';
import { s3Client } from '../../lib/storage/s3-storage';
import { readAll } from '../../lib/storage/__tests__/contract';
import { startTestS3 } from '../../test/s3rver';
import type { TestS3 } from '../../test/s3rver';
import { runStorageMigrateCli } from '../storage-migrate';

let s3: TestS3;
let root: string;

beforeAll(async () => {
  s3 = await startTestS3();
  root = await mkdtemp(path.join(tmpdir(), 'gk-migrate-'));
});

afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

const hex = () => randomBytes(16).toString('hex');

/** An installation's folders with files in each, and the environment naming them and a fresh bucket. */
async function installation() {
  const dir = await mkdtemp(path.join(root, 'install-'));
  const bucketName = `migrate-${randomBytes(4).toString('hex')}`;
  const client = s3Client(s3.config(bucketName));
  await client.send(new CreateBucketCommand({ Bucket: bucketName }));
  client.destroy();
  const config = s3.config(bucketName);
  const env = {
    DATA_DIR: dir,
    S3_ENDPOINT: config.endpoint,
    S3_BUCKET: bucketName,
    S3_ACCESS_KEY_ID: config.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey,
  };
  const files = {
    photos: [`${hex()}.jpg`, `${hex()}.webp`, `${hex()}.png`],
    orthophotos: [`${hex()}.tif`],
    snapshots: [`${hex()}.png`, `${hex()}.jpg`],
  };
  const local = {
    photos: new LocalFileStorage(path.join(dir, 'photos'), PHOTOS),
    orthophotos: new LocalFileStorage(path.join(dir, 'orthophotos'), ORTHOPHOTOS),
    snapshots: new LocalFileStorage(path.join(dir, 'detection-snapshots'), SNAPSHOTS),
  };
  const contents = new Map<string, Buffer>();
  for (const [name, keys] of Object.entries(files) as [keyof typeof files, string[]][]) {
    for (const key of keys) {
      const data = randomBytes(2000 + contents.size);
      contents.set(key, data);
      await local[name].put(key, data);
    }
  }
  // Neither a draft being written nor a stray file is a stored file.
  const draft = `${hex()}.jpg`;
  await writeFile(path.join(dir, 'photos', files.photos[0]!.slice(0, 2), `${draft}.tmp`), 'x');
  await writeFile(path.join(dir, 'detection-snapshots', 'notes.txt'), 'x');
  return { env, files, contents, bucket: s3FileStores(config) };
}

async function run(env: Record<string, string>) {
  const lines: string[] = [];
  const error = await runStorageMigrateCli([], (line) => lines.push(line), env).then(
    () => null,
    (caught: Error) => caught.message,
  );
  return { lines, error };
}

async function readBack(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  return file ? (await readAll(file.stream)).data : null;
}

describe('npm run storage:migrate', () => {
  it('copies every local file into the bucket under its key, checks it and counts', async () => {
    const { env, files, contents, bucket } = await installation();
    const { lines, error } = await run(env);
    expect(error).toBeNull();
    expect(lines[0]).toBe(
      `Local files copied into the S3 bucket "${env.S3_BUCKET}" at ${env.S3_ENDPOINT}:`,
    );
    expect(lines.slice(1, 4).map((line) => line.replace(/\(\d+\.\d MB\)/, '(n MB)'))).toEqual([
      `  Tree photos (${env.DATA_DIR}/photos): 3 copied (n MB), 0 already there, 0 failed`,
      `  Orthophotos (${env.DATA_DIR}/orthophotos): 1 copied (n MB), 0 already there, 0 failed`,
      `  Detection snapshots (${env.DATA_DIR}/detection-snapshots): 2 copied (n MB), 0 already there, 0 failed`,
    ]);
    expect(lines[4]).toMatch(/^Every file is in the bucket and checked/);
    for (const [name, keys] of Object.entries(files) as [keyof typeof files, string[]][]) {
      for (const key of keys) expect(await readBack(bucket[name], key)).toEqual(contents.get(key));
    }
    bucket.close();
  });

  it('sends nothing again on a second run, and repairs an object whose bytes differ', async () => {
    const { env, files, contents, bucket } = await installation();
    await run(env);
    const damaged = files.photos[1]!;
    await bucket.photos.put(damaged, Buffer.from('not the photo'));
    const { lines, error } = await run(env);
    expect(error).toBeNull();
    expect(lines.slice(1, 4).map((line) => line.replace(/ \(\d+\.\d MB\)/, ''))).toEqual([
      `  Tree photos (${env.DATA_DIR}/photos): 1 copied, 2 already there, 0 failed`,
      `  Orthophotos (${env.DATA_DIR}/orthophotos): 0 copied, 1 already there, 0 failed`,
      `  Detection snapshots (${env.DATA_DIR}/detection-snapshots): 0 copied, 2 already there, 0 failed`,
    ]);
    expect(await readBack(bucket.photos, damaged)).toEqual(contents.get(damaged));
    bucket.close();
  });

  it('says what to set when no bucket is configured, or the bucket is missing', async () => {
    expect((await run({ DATA_DIR: root })).error).toMatch(
      /^Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    const { env } = await installation();
    expect((await run({ ...env, S3_BUCKET: 'no-such-bucket' })).error).toBe(
      `The S3 bucket "no-such-bucket" at ${env.S3_ENDPOINT} cannot be used: the bucket does not exist (create it first).`,
    );
  });
});
