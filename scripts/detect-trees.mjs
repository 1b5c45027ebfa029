// `npm run detect-trees -- <image> --resolution <m/px> [--overlay out.png]`: the API's local
// tree-crown detector on an image of your own; prints CSV (x, y in pixels, confidence).
import { spawnSync } from 'node:child_process';
import { ROOT, bin, ensureInstalled, run } from './lib.mjs';

ensureInstalled();
// Only the API is needed (turbo's cache makes this instant when nothing changed).
run(bin('turbo'), ['run', 'build', '--filter=@grovekeeper/api', '--output-logs=errors-only'], {
  cwd: ROOT,
  // Turbo's own lines go to stderr: stdout carries only the CSV.
  stdio: ['ignore', process.stderr, 'inherit'],
});
// The command's own message is the whole story when it fails: pass its exit code on as is.
const result = spawnSync(
  process.execPath,
  ['api/dist/cli/detect-trees.js', ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
