import { testConfig } from '../../test/app';
import { describeBackup, describeRestore } from '../backup';
import type { BackupManifest } from '../backup';
import { localSections } from '../files';

const s3 = {
  endpoint: 'http://seaweedfs:8333',
  bucket: 'grovekeeper',
  accessKeyId: 'k',
  secretAccessKey: 's',
  region: 'us-east-1',
  forcePathStyle: true,
};
const bucket = 'the S3 bucket "grovekeeper" at http://seaweedfs:8333';

const manifest = (files: number) =>
  ({
    createdAt: '2026-01-01T00:00:00.000Z',
    database: { driver: 'postgres', serverVersion: '16', migrations: [], tables: 3, rows: 9 },
    files: {
      photos: { files, bytes: files * 10 },
      orthophotos: { files: 0, bytes: 0 },
      detectionSnapshots: { files: 0, bytes: 0 },
    },
  }) as unknown as BackupManifest;

describe('backups when the files are in an S3 bucket', () => {
  it('hold the local folders without S3_*, and none with it', () => {
    expect(localSections(testConfig()).map((section) => section.key)).toEqual([
      'photos',
      'orthophotos',
      'detectionSnapshots',
    ]);
    expect(localSections(testConfig({ s3 }))).toEqual([]);
  });

  it('say that the files are not in the backup and where they are', () => {
    const lines = describeBackup({
      file: '/b.tar',
      bytes: 10,
      manifest: manifest(0),
      folders: [],
      bucket,
    });
    expect(lines).toContain(
      `  files: not in this backup: they are in ${bucket}; back the bucket up with the store's own tools (versioning, replication or a copy to another bucket)`,
    );
  });

  it('say on restore that an archive’s files stay out of the bucket, and how to bring them in', () => {
    const restore = (files: number) =>
      describeRestore({
        file: '/b.tar',
        manifest: manifest(files),
        database: { tables: 3, rows: 9 } as never,
        databaseTarget: 'the PostgreSQL database of DATABASE_URL',
        folders: [],
        bucket,
      });
    expect(restore(0)).toContain(`  files: none in the archive; the files are those in ${bucket}`);
    expect(restore(4)).toContain(
      `  files: 4 files in the archive not restored: ${bucket} keeps the files. To bring them back, restore without S3_* set (into the local folders), then run npm run storage:migrate`,
    );
  });
});
