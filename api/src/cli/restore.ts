/**
 * `npm run restore -- <file> [--force]`: restores an archive written by `npm run backup`
 * into the configured database (DATA_DIR's embedded PGlite, or DATABASE_URL) and file
 * folders. It refuses a target that already holds data unless --force is given.
 */
import path from 'node:path';
import { describeRestore, restoreBackup } from '../backup/backup';
import { loadConfig } from '../config';
import { runCommand } from './command';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

export function parseRestoreArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): { file: string; force: boolean } {
  let file: string | undefined;
  let force = false;
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    if (arg === '--force') force = true;
    else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    else if (file !== undefined) throw new Error(`Only one backup file at a time. ${USAGE}`);
    else file = arg;
  }
  if (file === undefined) throw new Error(`Which backup? ${USAGE}`);
  return { file: path.resolve(env.INIT_CWD ?? process.cwd(), file), force };
}

export async function runRestoreCli(
  argv: readonly string[],
  out: (line: string) => void,
): Promise<void> {
  const { file, force } = parseRestoreArgs(argv);
  const result = await restoreBackup(loadConfig(), { file, force });
  for (const line of describeRestore(result)) out(line);
}

if (require.main === module) runCommand(runRestoreCli);
