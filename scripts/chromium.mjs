// Finds a Chromium for the browser tests, in the order the README gives:
// CHROMIUM_PATH, else Playwright's own browser when installed, else /usr/bin/chromium;
// when none is found and Debian's apt-get can be run as root, installs `chromium`.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT, log } from './lib.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightBrowser() {
  try {
    const require = createRequire(`${ROOT}/e2e/package.json`);
    const { chromium } = require('@playwright/test');
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

function canInstallWithApt() {
  return (
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  );
}

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`);
  }
  const own = playwrightBrowser();
  if (own) return own;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (canInstallWithApt()) {
    log("No Chromium found: installing Debian's chromium package (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
}
