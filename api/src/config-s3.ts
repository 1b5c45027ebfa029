import { boolean, ConfigError, httpUrl } from './config-values';
import type { Read } from './config-values';
import type { S3Config } from './lib/storage/s3-storage';

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
/** Bucket names as S3 allows them (3-63 lower-case letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Object storage: all four of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY, or none (files stay in the local folders). Half a configuration
 * stops start-up naming what is missing: silently keeping files on one replica's disk
 * would lose them.
 */
export function s3Config(read: Read): S3Config | null {
  const missing = REQUIRED.filter((name) => read(name) === undefined);
  if (missing.length === REQUIRED.length) {
    const stray = ['S3_REGION', 'S3_FORCE_PATH_STYLE'].find((name) => read(name) !== undefined);
    if (stray) throw new ConfigError(`${stray} is set but S3_ENDPOINT and S3_BUCKET are not`);
    return null;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Object storage needs ${REQUIRED.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
  const bucket = read('S3_BUCKET') as string;
  if (!BUCKET.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`,
    );
  }
  return {
    endpoint: httpUrl(read, 'S3_ENDPOINT', ''),
    bucket,
    accessKeyId: read('S3_ACCESS_KEY_ID') as string,
    secretAccessKey: read('S3_SECRET_ACCESS_KEY') as string,
    region: read('S3_REGION') ?? 'us-east-1',
    forcePathStyle: boolean(read, 'S3_FORCE_PATH_STYLE', true),
  };
}
