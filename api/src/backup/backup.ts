import { createHash } from 'node:crypto';
import { link, mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { dumpPglite, dumpPostgres, openPgliteDir, pgliteVersion } from './database';
import type { DatabaseSummary, PgliteOpener } from './database';
import { BackupError } from './errors';
import { assertSeparateFolders, bucketOf, databaseFolder, listFiles, localSections } from './files';
import type { BackupConfig } from './files';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, FILE_SECTIONS, MANIFEST_ENTRY } from './manifest';
import type { BackupManifest, FileCounts, FileSection } from './manifest';
import type { BackupResult } from './results';
import { TarWriter } from './tar';

export { BackupError } from './errors';
export type { BackupConfig } from './files';
export type { BackupManifest } from './manifest';
export type { BackupResult } from './results';
export { restoreBackup } from './restore';
export type { RestoreOptions, RestoreResult } from './restore';
export {
  defaultBackupName,
  describeBackup,
  describeRestore,
  describeSummary,
  formatBytes,
  plural,
} from './describe';

export const PGLITE_ENTRY = 'database/pglite-data.tar.gz';
export const POSTGRES_ENTRY = 'database/postgres.dump';

export interface BackupOptions {
  /** The archive to write; it must not exist yet. */
  file: string;
  /** How to open PGlite (tests pass the copy Node loaded natively). */
  openPglite?: PgliteOpener;
}

/**
 * Writes one archive with the database and the file folders: the database first (PGlite:
 * its data directory, taken while no server has it open; PostgreSQL: pg_dump, consistent
 * by itself), then the files, then the manifest. Written under a temporary name and
 * renamed when complete, so a backup file is never half a backup.
 */
export async function createBackup(
  config: BackupConfig,
  options: BackupOptions,
): Promise<BackupResult> {
  const file = path.resolve(options.file);
  const folders = localSections(config);
  assertSeparateFolders(databaseFolder(config).concat(folders), file);
  if (await exists(file)) {
    throw new BackupError(`${file} already exists. Choose another file name or move it away.`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(file), '.grovekeeper-backup-'));
  const partial = path.join(work, path.basename(file));
  let writer: TarWriter | undefined;
  try {
    // The database first: the files copied after it are then all the ones it refers to.
    writer = await TarWriter.create(partial);
    const entry = config.databaseUrl ? POSTGRES_ENTRY : PGLITE_ENTRY;
    let summary: DatabaseSummary;
    let dbBytes: number;
    let sha256: string;
    if (config.databaseUrl) {
      const dumpFile = path.join(work, 'postgres.dump');
      summary = await dumpPostgres(config.databaseUrl, dumpFile);
      dbBytes = (await writer.addFile(entry, dumpFile)) ?? 0;
      sha256 = await hashFile(dumpFile);
    } else {
      const pglite = await dumpPglite(config.pgliteDataDir, options.openPglite ?? openPgliteDir);
      summary = pglite.summary;
      await writer.addBuffer(entry, pglite.dump);
      dbBytes = pglite.dump.length;
      sha256 = createHash('sha256').update(pglite.dump).digest('hex');
    }

    const files = Object.fromEntries(
      FILE_SECTIONS.map((section) => [section, { files: 0, bytes: 0 }]),
    ) as Record<FileSection, FileCounts>;
    for (const folder of folders) {
      const counts = { files: 0, bytes: 0 };
      for (const relative of await listFiles(folder.dir)) {
        const size = await writer.addFile(
          folder.prefix + relative,
          path.join(folder.dir, relative),
        );
        // null: deleted since it was listed (a server is running on PostgreSQL).
        if (size === null) continue;
        counts.files += 1;
        counts.bytes += size;
      }
      files[folder.key] = counts;
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        driver: config.databaseUrl ? 'postgres' : 'pglite',
        entry,
        bytes: dbBytes,
        sha256,
        serverVersion: summary.serverVersion,
        ...(config.databaseUrl ? {} : { pgliteVersion: pgliteVersion() }),
        migrations: summary.migrations,
        tables: summary.tables,
        rows: summary.rows,
      },
      files,
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    const bytes = await writer.finish();
    writer = undefined;
    await publish(partial, file);
    return { file, bytes, manifest, folders, bucket: bucketOf(config) };
  } finally {
    await writer?.abort();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Gives the finished archive its name. link() refuses to replace a file that appeared
 * meanwhile, unlike rename(); file systems without hard links get the rename.
 */
async function publish(partial: string, file: string): Promise<void> {
  try {
    await link(partial, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      throw new BackupError(`${file} already exists. Choose another file name or move it away.`);
    }
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    await rename(partial, file);
  }
}

export async function hashFile(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const hash = createHash('sha256');
    for await (const chunk of handle.createReadStream({ autoClose: false })) {
      hash.update(chunk as Buffer);
    }
    return hash.digest('hex');
  } finally {
    await handle.close();
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
