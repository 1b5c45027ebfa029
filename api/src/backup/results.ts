import type { DatabaseSummary } from './database';
import type { FolderSection } from './files';
import type { BackupManifest } from './manifest';

/**
 * What createBackup (backup.ts) and restoreBackup (restore.ts) answer, in a module of
 * their own: describe.ts words them, and both of those import describe.ts.
 */

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** Where each section's files came from (none when the files are in a bucket). */
  folders: FolderSection[];
  /** The bucket holding the files (S3_* set), not in the backup; else null. */
  bucket: string | null;
}

export interface RestoreResult {
  file: string;
  manifest: BackupManifest;
  database: DatabaseSummary;
  /** Where the database went: the PGlite folder, or DATABASE_URL without its password. */
  databaseTarget: string;
  folders: FolderSection[];
  /** The bucket holding the files (S3_* set): the archive's files were not restored. */
  bucket: string | null;
}
