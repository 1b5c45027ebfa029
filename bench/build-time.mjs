// Build time of the whole product from a cold turbo cache (--force), and of a cache hit.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, printTable } from './lib.mjs';

function timeBuild(extra) {
  const started = process.hrtime.bigint();
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/turbo'),
    ['run', 'build', '--output-logs=none', ...extra],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (result.status !== 0) throw new Error('build failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function benchBuildTime() {
  const cold = timeBuild(['--force']);
  const cached = timeBuild([]);
  printTable('Build (turbo: api, shell, five remotes; 2 cores)', [
    ['full build, cache disabled', `${cold.toFixed(1)} s`],
    ['rebuild with nothing changed (cache hit)', `${cached.toFixed(2)} s`],
  ]);
}
