/**
 * `npm run backup [-- <file>]`: writes one archive (a tar file) with the database and the
 * file folders (tree photos, orthophotos, detection snapshots) of the configuration in the
 * environment (DATA_DIR or DATABASE_URL, PHOTOS_DIR, ...). Without a file name it goes to
 * `backups/grovekeeper-<UTC time>.tar` at the repository root; given a folder, into it.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createBackup, defaultBackupName, describeBackup } from '../backup/backup';
import { loadConfig, REPO_ROOT } from '../config';
import { runCommand } from './command';

const USAGE = 'Usage: npm run backup [-- <file or folder>]';

/** The archive to write, from the command line; relative names start where npm was run. */
export function parseBackupArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): { file: string } {
  let file: string | undefined;
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    if (file !== undefined) throw new Error(`Only one backup file at a time. ${USAGE}`);
    file = arg;
  }
  return {
    file:
      file === undefined
        ? path.join(REPO_ROOT, 'backups', defaultBackupName())
        : path.resolve(env.INIT_CWD ?? process.cwd(), file),
  };
}

export async function runBackupCli(
  argv: readonly string[],
  out: (line: string) => void,
): Promise<void> {
  let { file } = parseBackupArgs(argv);
  // A folder: the usual timestamped name inside it.
  if ((await stat(file).catch(() => null))?.isDirectory()) {
    file = path.join(file, defaultBackupName());
  }
  const result = await createBackup(loadConfig(), { file });
  for (const line of describeBackup(result)) out(line);
}

if (require.main === module) runCommand(runBackupCli);
