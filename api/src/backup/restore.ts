import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrate';
import { readBackup, openArchive, verifyChecksum } from './archive';
import {
  assertPgliteNotInUse,
  hasPgliteDatabase,
  inspectPostgres,
  loadPglite,
  openPgliteDir,
  restorePostgres,
  summarizePglite,
} from './database';
import type { DatabaseSummary, PgliteOpener } from './database';
import { describeSummary, plural } from './describe';
import { BackupError } from './errors';
import {
  assertSeparateFolders,
  databaseFolder,
  bucketOf,
  localSections,
  listFiles,
  replaceWithStaging,
  stagingFolder,
} from './files';
import type { BackupConfig } from './files';
import type { BackupManifest } from './manifest';
import type { RestoreResult } from './results';
import { extractEntry, readRange } from './tar';

// Restoring an archive written by createBackup (backup.ts).

export type { RestoreResult } from './results';

export interface RestoreOptions {
  file: string;
  /** Replace a database or folders that already hold data. */
  force?: boolean;
  openPglite?: PgliteOpener;
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
    const folders = localSections(config);
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
    return { file, manifest, database, databaseTarget, folders, bucket: bucketOf(config) };
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
