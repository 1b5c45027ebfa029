// Shared helpers for the benchmarks: start the built product on a throw-away database,
// find Chromium, print a table.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startProduct(port, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gk-bench-'));
  // BENCH_CPU_PROFILE_DIR=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(ROOT, 'api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_APPS: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_IP_MAX: '100000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to a minute: on 2 cores shared with other work, migrations and the demo world take a while.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return { url, stop: () => child.kill('SIGTERM') };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The product server did not start');
}

export async function signUp(url, prefix = 'bench') {
  const id = Math.random().toString(16).slice(2, 10);
  const user = {
    name: `Bench ${id}`,
    email: `${prefix}-${id}@example.test`,
    password: `bench-${id}-pw`,
  };
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (register.status !== 201) throw new Error(`register: ${register.status}`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { accessToken } = await login.json();
  return { ...user, accessToken };
}

/**
 * Signs in as the demo owner of a product started with SEED_DEMO=true on an empty database
 * (the demo world of api/src/demo: two estates, trees, harvests, rentals, jobs, workers).
 */
export async function signInDemo(url) {
  const { DEMO_ACCOUNT } = require(path.join(ROOT, 'api/dist/demo/account.js'));
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  if (!login.ok) throw new Error(`demo sign-in: ${login.status}`);
  const { accessToken } = await login.json();
  return { ...DEMO_ACCOUNT, accessToken };
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function printTable(title, rows) {
  console.log(`\n## ${title}\n`);
  console.log('| figure | value | budget |');
  console.log('|---|---|---|');
  for (const [figure, value, budget = ''] of rows)
    console.log(`| ${figure} | ${value} | ${budget} |`);
}

/**
 * Starts the product and signs a new user up with one estate whose trees are generated at
 * once (`estate`: name, address, treeCount, boundaries, and any field to override); stops
 * the product again when a step fails.
 */
export async function startWithEstate(port, prefix, estate) {
  const product = await startProduct(port);
  try {
    const user = await signUp(product.url, prefix);
    const response = await fetch(`${product.url}/api/estates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        landArea: 20,
        treeTypes: ['olive'],
        autoGenerateTrees: true,
        aiDetectionEnabled: false,
        ...estate,
      }),
    });
    if (response.status !== 201) throw new Error(`create estate: ${response.status}`);
    return { product, user, estate: await response.json() };
  } catch (error) {
    product.stop();
    throw error;
  }
}
