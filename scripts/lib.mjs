// Small helpers for the repository scripts. Plain Node, no dependencies: these run
// before `npm install` has happened on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[32m[grovekeeper]\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m[grovekeeper]\x1b[0m ${message}`);
  process.exit(1);
}

/** Runs a command to completion, inheriting stdio; exits the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** Like run, but returns whether it passed instead of exiting. */
export function runOk(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status === 0;
}

export function start(command, args, options = {}) {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
}

export function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/**
 * Installs packages when they are missing or older than the lock file. `npm install`
 * with the committed lock file, not `npm ci`: the lock names optional platform binaries
 * (rspack, swc, turbo for macOS and Windows) that this registry mirror lacks, and `npm ci`
 * refuses such a lock file while `npm install` keeps every locked version.
 */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const fresh =
    existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  log('Installing packages (npm install with the committed lock file)...');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  run('npm', ['install', '--no-audit', '--no-fund'], { env });
}

export function build() {
  log('Building (turbo, cached)...');
  run(bin('turbo'), ['run', 'build', '--output-logs=errors-only'], {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}
