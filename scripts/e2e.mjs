// `npm run e2e`: the Playwright suite against the built, served product in Chromium.
import { findChromium } from './chromium.mjs';
import { ROOT, bin, fail, log, runOk } from './lib.mjs';

export function runE2e(extraArgs = []) {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    fail(error.message);
  }
  log(`Browser tests in ${chromium}`);
  return runOk(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...extraArgs], {
    cwd: ROOT,
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { build, ensureInstalled } = await import('./lib.mjs');
  ensureInstalled();
  build();
  process.exit(runE2e(process.argv.slice(2)) ? 0 : 1);
}
