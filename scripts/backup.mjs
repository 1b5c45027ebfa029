// `npm run backup [-- <file>]`, `npm run restore -- <file> [--force]` and
// `npm run storage:migrate`: the API's file and backup commands (api/src/cli/), on the
// configuration in the environment (DATA_DIR or DATABASE_URL, PHOTOS_DIR, ORTHOPHOTOS_DIR,
// DETECTION_SNAPSHOTS_DIR, S3_*).
import { spawnSync } from 'node:child_process';
import { ROOT, bin, ensureInstalled, fail, run } from './lib.mjs';

const [command, ...args] = process.argv.slice(2);
if (!['backup', 'restore', 'storage-migrate'].includes(command))
  fail('Usage: node scripts/backup.mjs backup|restore|storage-migrate [...]');

ensureInstalled();
// Only the API is needed (turbo's cache makes this instant when nothing changed).
run(bin('turbo'), ['run', 'build', '--filter=@grovekeeper/api', '--output-logs=errors-only'], {
  cwd: ROOT,
  stdio: ['ignore', process.stderr, 'inherit'],
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
// The command's own message is the whole story when it fails: pass its exit code on as is.
const result = spawnSync(process.execPath, [`api/dist/cli/${command}.js`, ...args], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
