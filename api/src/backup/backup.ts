import { createHash } from 'node:crypto';
import { link, mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrate';
import {
  assertPgliteNotInUse,
  dumpPglite,
  dumpPostgres,
  hasPgliteDatabase,
  inspectPostgres,
  loadPglite,
  openPgliteDir,
  pgliteVersion,
  restorePostgres,
  summarizePglite,
} from './database';
import type { DatabaseSummary, PgliteOpener } from './database';
import { BackupError } from './errors';
import {
  assertSeparateFolders,
  folderSections,
  listFiles,
  replaceWithStaging,
  safeRelativePath,
  stagingFolder,
} from './files';
import type { BackupConfig, FolderSection } from './files';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  FILE_SECTIONS,
  MANIFEST_ENTRY,
  manifestProblem,
} from './manifest';
import type { BackupManifest, FileCounts, FileSection } from './manifest';
import { extractEntry, readRange, readTarEntries, TarFormatError, TarWriter } from './tar';
import type { TarEntry } from './tar';

export { BackupError } from './errors';
export type { BackupConfig } from './files';
export type { BackupManifest } from './manifest';

const PGLITE_ENTRY = 'database/pglite-data.tar.gz';
const POSTGRES_ENTRY = 'database/postgres.dump';

export interface BackupOptions {
  /** The archive to write; it must not exist yet. */
  file: string;
  /** How to open PGlite (tests pass the copy Node loaded natively). */
  openPglite?: PgliteOpener;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** Where each section's files came from. */
  folders: FolderSection[];
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
  const folders = folderSections(config);
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

    const files = {} as Record<FileSection, FileCounts>;
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
    return { file, bytes, manifest, folders };
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

export interface RestoreOptions {
  file: string;
  /** Replace a database or folders that already hold data. */
  force?: boolean;
  openPglite?: PgliteOpener;
}

export interface RestoreResult {
  file: string;
  manifest: BackupManifest;
  database: DatabaseSummary;
  /** Where the database went: the PGlite folder, or DATABASE_URL without its password. */
  databaseTarget: string;
  folders: FolderSection[];
}

/**
 * Restores an archive written by createBackup into the configured database and folders.
 * Checked before anything is touched: that it is a whole Grovekeeper backup (manifest,
 * sizes, the database dump's checksum), that it fits the configured database and this
 * code's migrations, and that the target is empty unless `force`. The folders are
 * unpacked beside their old content first and swapped in only once the database is in.
 */
export async function restoreBackup(
  config: BackupConfig,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  const openPglite = options.openPglite ?? openPgliteDir;
  const archive = await openArchive(file);
  const stagings: { dir: string; staging: string }[] = [];
  let work: string | undefined;
  try {
    const { manifest, entries } = await readBackup(file, archive);
    await checkFitsTarget(config, manifest, file);
    const folders = folderSections(config);
    assertSeparateFolders(databaseFolder(config).concat(folders));

    const dbEntry = entries.get(manifest.database.entry)!;
    await verifyChecksum(archive, dbEntry, manifest.database.sha256, file);

    // What is there now: refuse to overwrite it unless told to.
    const occupied: string[] = [];
    let wipePostgres = false;
    if (config.databaseUrl) {
      const target = await inspectPostgres(config.databaseUrl);
      wipePostgres = target.hasObjects;
      if (target.summary.dataRows > 0) {
        occupied.push(`the PostgreSQL database: ${describeSummary(target.summary)}`);
      }
    } else {
      assertPgliteNotInUse(config.pgliteDataDir);
      // With --force all of it is replaced: opening PGlite only to count it costs seconds.
      if (!options.force) {
        const held = await pgliteTargetContent(config.pgliteDataDir, openPglite);
        if (held) occupied.push(held);
      }
    }
    for (const folder of folders) {
      const count = (await listFiles(folder.dir)).length;
      if (count > 0) occupied.push(`${folder.label} in ${folder.dir}: ${plural(count, 'file')}`);
    }
    if (occupied.length > 0 && !options.force) {
      throw new BackupError(
        [
          'Not restoring: the target already holds data, and a restore replaces all of it.',
          ...occupied.map((line) => `  - ${line}`),
          'Back it up first if you may need it (npm run backup), then run the restore again ' +
            'with --force.',
        ].join('\n'),
      );
    }

    // The files first, beside the current ones: a full disk fails here, with nothing lost.
    for (const folder of folders) {
      const staging = await stagingFolder(folder.dir);
      stagings.push({ dir: folder.dir, staging });
      for (const entry of entries.values()) {
        if (!entry.name.startsWith(folder.prefix)) continue;
        const relative = entry.name.slice(folder.prefix.length);
        const target = path.join(staging, ...relative.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await extractEntry(archive, entry, target);
      }
    }

    let database: DatabaseSummary;
    let databaseTarget: string;
    if (config.databaseUrl) {
      work = await mkdtemp(path.join(tmpdir(), 'grovekeeper-restore-'));
      const dumpFile = path.join(work, 'postgres.dump');
      await extractEntry(archive, dbEntry, dumpFile);
      database = await restorePostgres(config.databaseUrl, dumpFile, wipePostgres);
      databaseTarget = 'the PostgreSQL database of DATABASE_URL';
    } else {
      const staging = await stagingFolder(config.pgliteDataDir);
      stagings.push({ dir: config.pgliteDataDir, staging });
      const dump = await readRange(archive, dbEntry.offset, dbEntry.size);
      database = await loadPglite(staging, dump, openPglite, manifest.database.pgliteVersion);
      await replaceWithStaging(config.pgliteDataDir, staging);
      stagings.pop();
      databaseTarget = `the embedded database in ${config.pgliteDataDir}`;
    }

    for (const { dir, staging } of stagings.splice(0)) await replaceWithStaging(dir, staging);
    return { file, manifest, database, databaseTarget, folders };
  } finally {
    await archive.close();
    for (const { staging } of stagings) await rm(staging, { recursive: true, force: true });
    if (work) await rm(work, { recursive: true, force: true });
  }
}

/** What the embedded database's folder holds that a restore would replace, if anything. */
async function pgliteTargetContent(
  dataDir: string,
  openPglite: PgliteOpener,
): Promise<string | null> {
  if (hasPgliteDatabase(dataDir)) {
    const summary = await summarizePglite(dataDir, openPglite);
    return summary.dataRows > 0
      ? `the embedded database in ${dataDir}: ${describeSummary(summary)}`
      : null;
  }
  return (await listFiles(dataDir)).length > 0
    ? `${dataDir}, where the embedded database goes, holds files`
    : null;
}

/** The embedded database's folder, when that is the database (for the overlap check). */
function databaseFolder(config: BackupConfig): { label: string; dir: string }[] {
  return config.databaseUrl
    ? []
    : [{ label: 'the embedded database (DATA_DIR/pglite)', dir: config.pgliteDataDir }];
}

async function openArchive(file: string): Promise<FileHandle> {
  try {
    const handle = await open(file, 'r');
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw new BackupError(`${file} is a folder, not a backup file.`);
    }
    return handle;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`There is no file ${file}.`);
    }
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') {
      throw new BackupError(`${file} is a folder, not a backup file.`);
    }
    throw error;
  }
}

/** The manifest and the entries of a backup archive, checked against each other. */
async function readBackup(
  file: string,
  archive: FileHandle,
): Promise<{ manifest: BackupManifest; entries: Map<string, TarEntry> }> {
  const notABackup = (why: string) =>
    new BackupError(`${file} is not a Grovekeeper backup (${why}). Nothing was changed.`);
  const damaged = (why: string) =>
    new BackupError(`${file} is a damaged Grovekeeper backup: ${why}. Nothing was changed.`);

  let list: TarEntry[];
  try {
    list = await readTarEntries(archive);
  } catch (error) {
    if (!(error instanceof TarFormatError)) throw error;
    // The manifest is the last entry: a cut-short backup looks like any broken tar file.
    throw notABackup(error.message);
  }
  const entries = new Map(list.map((entry) => [entry.name, entry]));
  const manifestEntry = entries.get(MANIFEST_ENTRY);
  if (!manifestEntry) throw notABackup(`it holds no ${MANIFEST_ENTRY}`);
  if (manifestEntry.size > 1024 * 1024) throw notABackup(`its ${MANIFEST_ENTRY} is too large`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(
      (await readRange(archive, manifestEntry.offset, manifestEntry.size)).toString('utf8'),
    );
  } catch {
    throw notABackup(`its ${MANIFEST_ENTRY} is not JSON`);
  }
  const problem = manifestProblem(parsed);
  if (problem === 'not-a-backup') throw notABackup(`its ${MANIFEST_ENTRY} is not a backup's`);
  if (problem === 'newer') {
    throw new BackupError(
      `${file} was written by a newer Grovekeeper (backup format ` +
        `${(parsed as { formatVersion: number }).formatVersion}; this one reads up to ` +
        `${BACKUP_FORMAT_VERSION}). Update Grovekeeper, then restore it. Nothing was changed.`,
    );
  }
  if (problem === 'damaged') throw damaged(`its ${MANIFEST_ENTRY} is incomplete`);
  const manifest = parsed as BackupManifest;

  const dbEntry = entries.get(manifest.database.entry);
  if (!dbEntry || dbEntry.size !== manifest.database.bytes) {
    throw damaged('the database dump is missing or has the wrong size');
  }
  const sections = new Map(
    FILE_SECTIONS.map((key) => [key, { files: 0, bytes: 0 }] as [FileSection, FileCounts]),
  );
  const prefixes = folderSections({
    databaseUrl: null,
    pgliteDataDir: '',
    photosDir: '',
    orthophotosDir: '',
    detection: { snapshotsDir: '' },
  });
  for (const entry of entries.values()) {
    const section = prefixes.find((candidate) => entry.name.startsWith(candidate.prefix));
    if (!section) continue;
    if (!safeRelativePath(entry.name.slice(section.prefix.length))) {
      throw damaged(`it holds a file with an unsafe name, ${JSON.stringify(entry.name)}`);
    }
    const counts = sections.get(section.key)!;
    counts.files += 1;
    counts.bytes += entry.size;
  }
  for (const section of prefixes) {
    const expected = manifest.files[section.key];
    const found = sections.get(section.key)!;
    if (found.files !== expected.files || found.bytes !== expected.bytes) {
      throw damaged(
        `its ${section.label} are ${plural(found.files, 'file')} of ${formatBytes(found.bytes)}, ` +
          `the manifest says ${plural(expected.files, 'file')} of ${formatBytes(expected.bytes)}`,
      );
    }
  }
  return { manifest, entries };
}

/** Refuses a backup of the other database kind, or one newer than this code's migrations. */
async function checkFitsTarget(
  config: BackupConfig,
  manifest: BackupManifest,
  file: string,
): Promise<void> {
  const { driver } = manifest.database;
  if (driver === 'pglite' && config.databaseUrl) {
    throw new BackupError(
      `${file} holds an embedded (PGlite) database, but DATABASE_URL is set, so the target ` +
        'would be PostgreSQL. Restore it without DATABASE_URL (into DATA_DIR); moving data ' +
        'between PGlite and PostgreSQL is not supported by backup and restore.',
    );
  }
  if (driver === 'postgres' && !config.databaseUrl) {
    throw new BackupError(
      `${file} holds a PostgreSQL database (pg_dump). Set DATABASE_URL to the PostgreSQL ` +
        'database to restore it into; moving data between PostgreSQL and the embedded ' +
        'PGlite is not supported by backup and restore.',
    );
  }
  const known = await knownMigrations();
  const unknown = manifest.database.migrations.filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new BackupError(
      `${file} was made by a newer Grovekeeper: its database has migrations this one does not ` +
        `know (${unknown.join(', ')}). Update Grovekeeper, then restore it. Nothing was changed.`,
    );
  }
}

/** The migrations this code can run (the same file names runMigrations reads). */
async function knownMigrations(): Promise<Set<string>> {
  const names = await readdir(MIGRATIONS_DIR);
  return new Set(
    names
      .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
      .map((name) => name.slice(0, -'.sql'.length)),
  );
}

async function verifyChecksum(
  archive: FileHandle,
  entry: TarEntry,
  expected: string,
  file: string,
): Promise<void> {
  const hash = createHash('sha256');
  const chunk = 1024 * 1024;
  for (let done = 0; done < entry.size; done += chunk) {
    hash.update(await readRange(archive, entry.offset + done, Math.min(chunk, entry.size - done)));
  }
  if (hash.digest('hex') !== expected) {
    throw new BackupError(
      `${file} is a damaged Grovekeeper backup: its database dump does not match its ` +
        'checksum. Nothing was changed.',
    );
  }
}

async function hashFile(file: string): Promise<string> {
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

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

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
    manifest.database.driver === 'postgres'
      ? 'Restart the API servers that use this database, so none keeps answers from before.'
      : 'Start the server (npm start) to serve it.',
  ];
}
