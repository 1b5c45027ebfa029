import type { DatabaseSummary } from './database';
import type { BackupResult, RestoreResult } from './results';

// What the backup and restore commands print, and the backup's default file name.

/** `2025-01-31T12-00-00Z`: a timestamp that is a valid file name everywhere. */
export function defaultBackupName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `grovekeeper-${stamp}.tar`;
}

export function describeSummary(summary: Pick<DatabaseSummary, 'tables' | 'rows'>): string {
  return `${plural(summary.tables, 'table')}, ${plural(summary.rows, 'row')}`;
}

export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = '';
  for (const next of units) {
    value /= 1000;
    unit = next;
    if (value < 1000) break;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${unit}`;
}

/** What the backup command prints. */
export function describeBackup(result: BackupResult): string[] {
  const { database, files } = result.manifest;
  const kind =
    database.driver === 'pglite'
      ? `embedded PGlite ${database.pgliteVersion} (PostgreSQL ${database.serverVersion})`
      : `PostgreSQL ${database.serverVersion}, pg_dump`;
  return [
    `Backup written: ${result.file} (${formatBytes(result.bytes)})`,
    `  database: ${kind}: ${describeSummary(database)}, ` +
      `${plural(database.migrations.length, 'migration')} applied`,
    ...result.folders.map(
      (folder) =>
        `  ${folder.label}: ${plural(files[folder.key].files, 'file')} ` +
        `(${formatBytes(files[folder.key].bytes)}) from ${folder.dir}`,
    ),
    ...(result.bucket
      ? [
          `  files: not in this backup: they are in ${result.bucket}; back the bucket up ` +
            "with the store's own tools (versioning, replication or a copy to another bucket)",
        ]
      : []),
    `Restore it with: npm run restore -- ${result.file}`,
  ];
}

/** What the restore command prints. */
export function describeRestore(result: RestoreResult): string[] {
  const { manifest } = result;
  return [
    `Restored ${result.file} (made ${manifest.createdAt}):`,
    `  database: ${describeSummary(result.database)} into ${result.databaseTarget}`,
    ...result.folders.map(
      (folder) =>
        `  ${folder.label}: ${plural(manifest.files[folder.key].files, 'file')} ` +
        `(${formatBytes(manifest.files[folder.key].bytes)}) into ${folder.dir}`,
    ),
    ...(result.bucket ? [filesLeftInArchive(result.bucket, manifest.files)] : []),
    manifest.database.driver === 'postgres'
      ? 'Restart the API servers that use this database, so none keeps answers from before.'
      : 'Start the server (npm start) to serve it.',
  ];
}

/** With S3_* set a restore fills the database only: what became of the archive's files. */
function filesLeftInArchive(bucket: string, files: RestoreResult['manifest']['files']): string {
  const count = Object.values(files).reduce((sum, section) => sum + section.files, 0);
  return count === 0
    ? `  files: none in the archive; the files are those in ${bucket}`
    : `  files: ${plural(count, 'file')} in the archive not restored: ${bucket} keeps the files. ` +
        'To bring them back, restore without S3_* set (into the local folders), then run ' +
        'npm run storage:migrate';
}
