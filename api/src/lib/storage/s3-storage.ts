import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isKeyOf, objectKeyOf } from './namespaces';
import type { FileNamespace } from './namespaces';
import { contentTypeOf } from './storage';
import type { FileEntry, FileStorage, StoredFile } from './storage';

/** S3_ENDPOINT, S3_BUCKET, the credentials, S3_REGION and S3_FORCE_PATH_STYLE. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `endpoint/bucket/key` URLs instead of `bucket.endpoint/key` (self-hosted servers). */
  forcePathStyle: boolean;
}

/** What HEAD tells of an object: its size, ETag (MD5 of a single-part upload), SHA-256. */
export interface ObjectHead {
  size: number;
  etag: string;
  /** The hex SHA-256 this storage put in the object's metadata, when it wrote it. */
  sha256: string | null;
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC checksums (and aws-chunked uploads) are not understood by every
    // S3-compatible server; integrity is checked with Content-MD5's ETag and our SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000 },
  });
}

/**
 * A namespace's files as objects under `<namespace>/` in one private bucket. Browsers never
 * reach the bucket: the API streams objects to them after its own checks. A PUT is atomic
 * in S3, so a reader never sees half a file.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    readonly namespace: FileNamespace,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    if (!isKeyOf(this.namespace, key)) throw new Error(`Not a ${this.namespace.name} key: ${key}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: objectKeyOf(this.namespace, key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(key),
        ContentMD5: createHash('md5').update(data).digest('base64'),
        Metadata: { sha256: createHash('sha256').update(data).digest('hex') },
      }),
    );
  }

  async read(key: string): Promise<StoredFile | null> {
    if (!isKeyOf(this.namespace, key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(this.namespace, key) }),
      );
      return {
        stream: object.Body as Readable,
        size: object.ContentLength ?? 0,
        modifiedAt: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isKeyOf(this.namespace, key)) return;
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(this.namespace, key) }),
    );
  }

  async *list(): AsyncIterable<FileEntry> {
    const prefix = `${this.namespace.name}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        if (!isKeyOf(this.namespace, key)) continue;
        yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** The object's size, ETag and recorded SHA-256, or null when there is none. */
  async head(key: string): Promise<ObjectHead | null> {
    if (!isKeyOf(this.namespace, key)) return null;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(this.namespace, key) }),
      );
      return {
        size: head.ContentLength ?? 0,
        etag: (head.ETag ?? '').replaceAll('"', ''),
        sha256: head.Metadata?.sha256 ?? null,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}

/**
 * Start-up check that the bucket answers to these credentials, with a message naming the
 * settings to look at instead of the SDK's.
 */
export async function checkBucket(client: S3Client, config: S3Config): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'the bucket does not exist (create it first)'
        : status === 403 || status === 401
          ? 'access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
          : `the server did not answer as S3 does (${(error as Error).message || (error as Error).name})`;
    throw new Error(
      `The S3 bucket "${config.bucket}" at ${config.endpoint} cannot be used: ${reason}.`,
      { cause: error },
    );
  }
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
