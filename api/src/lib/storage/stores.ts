import type { AppConfig } from '../../config';
import { LocalFileStorage } from './local-storage';
import { ORTHOPHOTOS, PHOTOS, SNAPSHOTS } from './namespaces';
import type { FileNamespace } from './namespaces';
import { checkBucket, s3Client, S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

export type StoresConfig = Pick<AppConfig, 'photosDir' | 'orthophotosDir' | 's3'> & {
  detection: Pick<AppConfig['detection'], 'snapshotsDir'>;
};

/** The storage of each kind of file, all local or all in one bucket. */
export interface FileStores {
  photos: FileStorage;
  orthophotos: FileStorage;
  snapshots: FileStorage;
  /** For people: `the local folders` or `the S3 bucket "x" at http://...`. */
  where: string;
  /** Throws a readable error when the store cannot be used (a missing bucket, bad keys). */
  check(): Promise<void>;
  close(): void;
}

/** The local folder of each namespace, as configured (the same paths as before S3 existed). */
export function localFolders(config: StoresConfig): [FileNamespace, string][] {
  return [
    [PHOTOS, config.photosDir],
    [ORTHOPHOTOS, config.orthophotosDir],
    [SNAPSHOTS, config.detection.snapshotsDir],
  ];
}

export function localFileStores(config: StoresConfig): FileStores {
  const [photos, orthophotos, snapshots] = localFolders(config).map(
    ([namespace, dir]) => new LocalFileStorage(dir, namespace),
  ) as [LocalFileStorage, LocalFileStorage, LocalFileStorage];
  return {
    photos,
    orthophotos,
    snapshots,
    where: 'the local folders',
    check: () => Promise.resolve(),
    close: () => undefined,
  };
}

export interface S3FileStores extends FileStores {
  photos: S3FileStorage;
  orthophotos: S3FileStorage;
  snapshots: S3FileStorage;
}

export function s3FileStores(s3: NonNullable<AppConfig['s3']>): S3FileStores {
  const client = s3Client(s3);
  return {
    photos: new S3FileStorage(client, s3.bucket, PHOTOS),
    orthophotos: new S3FileStorage(client, s3.bucket, ORTHOPHOTOS),
    snapshots: new S3FileStorage(client, s3.bucket, SNAPSHOTS),
    where: `the S3 bucket "${s3.bucket}" at ${s3.endpoint}`,
    check: () => checkBucket(client, s3),
    close: () => client.destroy(),
  };
}

/** The bucket when S3_* is set, else the local folders. */
export function createFileStores(config: StoresConfig): FileStores {
  return config.s3 ? s3FileStores(config.s3) : localFileStores(config);
}
