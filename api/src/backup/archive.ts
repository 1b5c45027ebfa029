import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { formatBytes, plural } from './describe';
import { BackupError } from './errors';
import { folderSections, safeRelativePath } from './files';
import { BACKUP_FORMAT_VERSION, FILE_SECTIONS, MANIFEST_ENTRY, manifestProblem } from './manifest';
import type { BackupManifest, FileCounts, FileSection } from './manifest';
import { readRange, readTarEntries, TarFormatError } from './tar';
import type { TarEntry } from './tar';

// Reading a backup archive and checking it is whole before anything is restored from it.

export async function openArchive(file: string): Promise<FileHandle> {
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
export async function readBackup(
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

export async function verifyChecksum(
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
