import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { BackupError } from './errors';
import type { FileSection } from './manifest';

/**
 * The file folders a backup holds beside the database, each under its own prefix in the
 * archive. Paths inside the archive always use forward slashes.
 */
export interface FolderSection {
  key: FileSection;
  /** For people: "tree photos". */
  label: string;
  /** The variable that sets the folder. */
  variable: string;
  /** Entry names start with it: `files/photos/`. */
  prefix: string;
  dir: string;
}

export type BackupConfig = Pick<
  AppConfig,
  'databaseUrl' | 'pgliteDataDir' | 'photosDir' | 'orthophotosDir' | 's3'
> & { detection: Pick<AppConfig['detection'], 'snapshotsDir'> };

/**
 * The local folders a backup holds and a restore fills. None when S3_* is set: the files
 * are in the bucket, which the store's own tools back up (versioning, replication); the
 * backup then holds the database only, and says so.
 */
export function localSections(config: BackupConfig): FolderSection[] {
  return config.s3 ? [] : folderSections(config);
}

/** Where the files are when not in local folders: the bucket, for the commands' reports. */
export function bucketOf(config: BackupConfig): string | null {
  return config.s3 ? `the S3 bucket "${config.s3.bucket}" at ${config.s3.endpoint}` : null;
}

export function folderSections(config: Omit<BackupConfig, 's3'>): FolderSection[] {
  return [
    {
      key: 'photos',
      label: 'tree photos',
      variable: 'PHOTOS_DIR',
      prefix: 'files/photos/',
      dir: config.photosDir,
    },
    {
      key: 'orthophotos',
      label: 'orthophotos',
      variable: 'ORTHOPHOTOS_DIR',
      prefix: 'files/orthophotos/',
      dir: config.orthophotosDir,
    },
    {
      key: 'detectionSnapshots',
      label: 'detection snapshots',
      variable: 'DETECTION_SNAPSHOTS_DIR',
      prefix: 'files/detection-snapshots/',
      dir: config.detection.snapshotsDir,
    },
  ];
}

/** A restore's work folder inside a target folder (same file system, so moves are renames). */
const STAGING_PREFIX = '.grovekeeper-restore-';

/**
 * The regular files under `dir` (relative, forward slashes, sorted); none when it does not
 * exist. Skipped: a restore's work folders and `*.tmp` files (uploads being written, or
 * left over by a crash: the storages publish a file only by renaming it from its draft).
 */
export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    } catch (error) {
      if (relative === '' && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (relative === '' && entry.name.startsWith(STAGING_PREFIX)) continue;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) found.push(name);
    }
  }
  await walk('');
  return found.sort();
}

/**
 * The archive path under a section, checked: relative, forward slashes, no `.`/`..`
 * parts, so extracting it can never write outside the folder.
 */
export function safeRelativePath(relative: string): string | null {
  const parts = relative.split('/');
  const unsafe = parts.some(
    (part) => part === '' || part === '.' || part === '..' || /[\\\0]/.test(part),
  );
  return unsafe ? null : relative;
}

/** A fresh work folder inside `dir` (created when missing), after removing stale ones. */
export async function stagingFolder(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    if (name.startsWith(STAGING_PREFIX)) {
      await rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
  return mkdtemp(path.join(dir, STAGING_PREFIX));
}

/**
 * Replaces everything in `dir` by the content of its work folder `staging`. The folder
 * itself stays (it may be a mount point, e.g. a Docker volume).
 */
export async function replaceWithStaging(dir: string, staging: string): Promise<void> {
  const stagingName = path.basename(staging);
  for (const name of await readdir(dir)) {
    if (name !== stagingName) await rm(path.join(dir, name), { recursive: true, force: true });
  }
  for (const name of await readdir(staging)) {
    await rename(path.join(staging, name), path.join(dir, name));
  }
  await rmdir(staging);
}

/** `inner` is `outer` or lies inside it. */
function within(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Refuses folders that overlap (one inside another would be backed up twice, and a restore
 * of one would wipe the other) and a backup file inside any of them.
 */
export function assertSeparateFolders(
  folders: { label: string; dir: string }[],
  backupFile?: string,
): void {
  for (const [i, a] of folders.entries()) {
    for (const b of folders.slice(i + 1)) {
      if (within(a.dir, b.dir) || within(b.dir, a.dir)) {
        throw new BackupError(
          `${a.label} (${a.dir}) and ${b.label} (${b.dir}) share a folder. Give each its own ` +
            'folder, not one inside another, then run this again.',
        );
      }
    }
    if (backupFile && within(backupFile, a.dir)) {
      throw new BackupError(
        `${backupFile} is inside ${a.label} (${a.dir}). Write the backup somewhere else.`,
      );
    }
  }
}

/** The embedded database's folder, when that is the database (for the overlap check). */
export function databaseFolder(config: BackupConfig): { label: string; dir: string }[] {
  return config.databaseUrl
    ? []
    : [{ label: 'the embedded database (DATA_DIR/pglite)', dir: config.pgliteDataDir }];
}
