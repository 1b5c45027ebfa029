/**
 * The manifest.json of a backup archive: what it holds, so a restore can tell a
 * Grovekeeper backup from any other file, check that nothing is missing or damaged, and
 * refuse archives it cannot restore. It is the archive's last entry, written once every
 * count is known.
 */

export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 'grovekeeper-backup';
/** Raise it when a change to the archive would mislead an older restore; keep reading older ones. */
export const BACKUP_FORMAT_VERSION = 1;

export type DatabaseDriver = 'pglite' | 'postgres';

export const FILE_SECTIONS = ['photos', 'orthophotos', 'detectionSnapshots'] as const;
export type FileSection = (typeof FILE_SECTIONS)[number];

export interface FileCounts {
  files: number;
  bytes: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: {
    driver: DatabaseDriver;
    /** The archive entry holding the dump: PGlite's data directory, or pg_dump's custom format. */
    entry: string;
    bytes: number;
    sha256: string;
    /** `SHOW server_version` of the database that was dumped. */
    serverVersion: string;
    /** Only for PGlite: the package version that wrote the data directory. */
    pgliteVersion?: string;
    /** The applied migrations (schema_migrations), oldest first. */
    migrations: string[];
    tables: number;
    rows: number;
  };
  files: Record<FileSection, FileCounts>;
}

/** Why `data` is not a manifest this code can restore; null when it is one. */
export function manifestProblem(value: unknown): 'not-a-backup' | 'newer' | 'damaged' | null {
  if (!isObject(value) || value.format !== BACKUP_FORMAT) return 'not-a-backup';
  const { formatVersion, database, files } = value;
  if (typeof formatVersion !== 'number' || !Number.isInteger(formatVersion) || formatVersion < 1) {
    return 'damaged';
  }
  if (formatVersion > BACKUP_FORMAT_VERSION) return 'newer';
  if (
    typeof value.createdAt !== 'string' ||
    !isObject(database) ||
    (database.driver !== 'pglite' && database.driver !== 'postgres') ||
    typeof database.entry !== 'string' ||
    !isCount(database.bytes) ||
    typeof database.sha256 !== 'string' ||
    typeof database.serverVersion !== 'string' ||
    !Array.isArray(database.migrations) ||
    !database.migrations.every((version) => typeof version === 'string') ||
    !isCount(database.tables) ||
    !isCount(database.rows) ||
    !isObject(files) ||
    !FILE_SECTIONS.every((section) => {
      const counts = files[section];
      return isObject(counts) && isCount(counts.files) && isCount(counts.bytes);
    })
  ) {
    return 'damaged';
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
