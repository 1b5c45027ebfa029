import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';
import {
  DEMO_PORT,
  DEMO_URL,
  PRODUCT_PORT,
  PRODUCT_URL,
  ROOT,
  SPLIT_PORT,
  SPLIT_URL,
  TMP,
  WORKFORCE_URL,
  productEnv,
} from './servers';

// Every run starts on empty databases. Playwright evaluates this file again in each
// worker (which inherits the environment), so only the first evaluation clears old runs.
if (!process.env.GK_E2E_RUN) {
  process.env.GK_E2E_RUN = String(Date.now());
  rmSync(TMP, { recursive: true, force: true });
}
const RUN_DIR = path.join(TMP, `run-${process.env.GK_E2E_RUN}`);

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const server = path.join(ROOT, 'api', 'dist', 'server.js');

export default defineConfig({
  testDir: './tests',
  // gateway-*.spec.ts take the production shape's gateway apart: only through it.
  testIgnore: process.env.GK_E2E_GATEWAY ? [] : ['**/gateway-*.spec.ts'],
  // The fake geocoder the product servers call (GEOCODER_URL).
  globalSetup: './global-setup.ts',
  outputDir: path.join(RUN_DIR, 'results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // Two workers, two product servers and Chromium share 2 cores in CI: a page can take a
  // few seconds longer than on a desk. Speed itself is measured by the benchmarks.
  expect: { timeout: 12_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(TMP, 'report') }]],
  use: {
    baseURL: PRODUCT_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@camera/,
    },
    {
      // The camera-scanning journey decodes video frames as they come: on a 2-core machine it
      // misses its frames while the heavy journeys run beside it, so it runs once they are done.
      name: 'camera',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: /@camera/,
      dependencies: ['chromium'],
    },
  ],
  // GK_E2E_GATEWAY: the product on PRODUCT_URL is the production shape (scripts/e2e-gateway.mjs
  // starts it: nginx, two replicas, PostgreSQL), and only the journeys on it run.
  webServer: process.env.GK_E2E_GATEWAY ? [] : webServers(),
});

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

function webServers(): WebServer[] {
  return [
    {
      command: `node ${server}`,
      url: `${PRODUCT_URL}/api/health`,
      env: productEnv(PRODUCT_PORT, path.join(RUN_DIR, 'product-data')),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The remote-down spec serves mf-workforce itself on WORKFORCE_URL and stops it.
      command: `node ${server}`,
      url: `${SPLIT_URL}/api/health`,
      // Its own embedded database: sharing the CI's PostgreSQL (DATABASE_URL) with the
      // product server would share the job queue too, and a job the product server started
      // (a detection) could run here and write its files to this server's data folder.
      env: {
        ...productEnv(SPLIT_PORT, path.join(RUN_DIR, 'split-data')),
        REMOTE_MF_WORKFORCE_URL: `${WORKFORCE_URL}/mf-manifest.json`,
        DATABASE_URL: '',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `npm start` on an empty database: SEED_DEMO=true builds the demo world before the
      // server listens (scripts/start.mjs sets the same variable). Always the embedded
      // database in its own folder: a DATABASE_URL of the CI's PostgreSQL (shared by the
      // other servers, kept between runs) would not be empty.
      command: `node ${server}`,
      url: `${DEMO_URL}/api/health`,
      env: {
        ...productEnv(DEMO_PORT, path.join(RUN_DIR, 'demo-data')),
        SEED_DEMO: 'true',
        DATABASE_URL: '',
      },
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ];
}
