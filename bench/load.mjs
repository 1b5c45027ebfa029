// Load (issue 14): simulated users with a realistic mix, for LOAD_SECONDS (default 60) each:
// 100 users through the production shape's gateway (nginx, two API replicas, PostgreSQL,
// Redis: scripts/cluster-lib.mjs), then 20 users on the embedded single process (`npm start`
// on PGlite). Each user is signed in and loops: a request, then 100 to 400 ms of thinking.
// The mix: browse estates and their trees, open tree pages, change a tree's state (a tag
// update), record a harvest, browse listings and open one, apply to one (once per user).
// Prints requests, errors, p50 / p95 / p99 / max latency per kind and overall.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startCluster } from '../scripts/cluster-lib.mjs';
import { ROOT } from './lib.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const OWNERS = 10;
const TREES_PER_ESTATE = 40;
const STATES = ['healthy', 'pruned', 'watered', 'ready_to_harvest'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function call(base, method, url, token, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, json: parse(text), text };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, json: null, text: String(error.message) };
  }
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function must(answer, status, what) {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.json;
}

export async function signUp(base, label) {
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'correct horse battery';
  must(
    await call(base, 'POST', '/api/auth/register', null, { name: label, email, password }),
    201,
    'register',
  );
  return must(await call(base, 'POST', '/api/auth/login', null, { email, password }), 200, 'login')
    .accessToken;
}

const square = (k) => {
  const lat = 37 + (k % 10) * 0.01;
  const lng = 22.1 + Math.floor(k / 10) * 0.01;
  return [
    { lat, lng },
    { lat, lng: lng + 0.005 },
    { lat: lat + 0.004, lng: lng + 0.005 },
    { lat: lat + 0.004, lng },
  ];
};

/** Owners with an estate of generated trees each, the estate listed for rent. */
async function seed(base) {
  const world = [];
  for (let k = 0; k < OWNERS; k++) {
    const token = await signUp(base, `owner${k}`);
    const boundaries = square(k);
    const estate = must(
      await call(base, 'POST', '/api/estates', token, {
        name: `Load Grove ${k}`,
        address: 'Kalamata, Messinia, Greece',
        treeCount: TREES_PER_ESTATE,
        landArea: 20,
        coordinates: boundaries[0],
        boundaries,
        treeTypes: ['olive'],
        autoGenerateTrees: true,
        aiDetectionEnabled: false,
      }),
      201,
      'estate',
    );
    const trees = must(
      await call(base, 'GET', `/api/estates/${estate.id}/trees`, token),
      200,
      'trees',
    );
    const treeIds = (trees.trees ?? trees.items ?? []).map((tree) => tree.id ?? tree._id);
    const listing = must(
      await call(base, 'POST', '/api/rentals', token, {
        estate: estate.id,
        allowedCrops: ['olives'],
        price: 900,
        priceType: 'monthly',
        duration: 12,
        durationType: 'months',
        startDate: '2030-09-01',
        description: 'Olive grove for rent',
        status: 'available',
      }),
      201,
      'listing',
    );
    world.push({ token, estateId: estate.id, treeIds, listingId: listing.id });
  }
  return world;
}

/** A user: half are owners' staff (their estates), half are would-be tenants. */
async function user(base, world, index, token, shouldStop, record) {
  const staff = index % 2 === 0;
  const own = world[index % world.length];
  let applied = false;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  while (!shouldStop()) {
    const roll = Math.random();
    let kind;
    let answer;
    if (staff) {
      const tree = pick(own.treeIds);
      if (roll < 0.2)
        [kind, answer] = ['estates list', await call(base, 'GET', '/api/estates', token)];
      else if (roll < 0.4)
        [kind, answer] = [
          'estate page',
          await call(base, 'GET', `/api/estates/${own.estateId}`, token),
        ];
      else if (roll < 0.55)
        [kind, answer] = [
          'estate trees',
          await call(base, 'GET', `/api/estates/${own.estateId}/trees`, token),
        ];
      else if (roll < 0.8)
        [kind, answer] = ['tree page', await call(base, 'GET', `/api/trees/${tree}`, token)];
      else if (roll < 0.93)
        [kind, answer] = [
          'tag update',
          await call(base, 'PUT', `/api/trees/${tree}`, token, { state: pick(STATES) }),
        ];
      else
        [kind, answer] = [
          'harvest entry',
          await call(base, 'POST', `/api/trees/${tree}/harvests`, token, {
            date: '2026-11-20',
            weight: 12.5,
            notes: 'load',
          }),
        ];
    } else {
      const listing = pick(world);
      if (roll < 0.5)
        [kind, answer] = ['listings', await call(base, 'GET', '/api/rentals/available', token)];
      else if (roll < 0.9 || applied)
        [kind, answer] = [
          'listing page',
          await call(base, 'GET', `/api/rentals/${listing.listingId}`, token),
        ];
      else {
        applied = true;
        [kind, answer] = [
          'application',
          await call(base, 'POST', `/api/rentals/${listing.listingId}/apply`, token, {
            startDate: '2030-10-01',
            message: 'I would like to rent it',
          }),
        ];
      }
    }
    record(kind, answer);
    await sleep(100 + Math.random() * 300);
  }
}

/**
 * A fresh world on `base` and `users` signed-in users of the mix (everyone signs in before
 * the clock starts: password hashing is not what is measured). `tokens[i]` is user i's.
 */
export async function prepareLoad(base, users) {
  const world = await seed(base);
  const tokens = [];
  for (let i = 0; i < users; i++)
    tokens.push(i % 2 === 0 ? world[i % world.length].token : await signUp(base, `tenant${i}`));
  return { base, world, tokens };
}

/**
 * Runs the prepared users' loops for `seconds`: answers the latencies per kind (ms) and the
 * errors (status 0 or >= 400).
 */
export async function runLoad({ base, world, tokens }, seconds = SECONDS) {
  const samples = new Map();
  const errors = [];
  const record = (kind, answer) => {
    if (!samples.has(kind)) samples.set(kind, []);
    samples.get(kind).push(answer.ms);
    if (answer.status === 0 || answer.status >= 400)
      errors.push(`${kind}: ${answer.status} ${answer.text.slice(0, 120)}`);
  };
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map((token, i) => user(base, world, i, token, () => Date.now() > end, record)),
  );
  return { samples, errors, seconds, users: tokens.length };
}

export const percentile = (values, p) =>
  values[Math.min(values.length - 1, Math.floor(p * values.length))];

/** Every latency of a run, sorted. */
export function allLatencies(result) {
  return [...result.samples.values()].flat().sort((a, b) => a - b);
}

/** The run's table: count and p50 / p95 / p99 / max per kind and overall, then the errors. */
export function printLoad(label, result) {
  const { samples, errors, seconds, users } = result;
  const row = (kind, values) => {
    values.sort((a, b) => a - b);
    return `| ${kind} | ${values.length} | ${percentile(values, 0.5).toFixed(1)} | ${percentile(values, 0.95).toFixed(1)} | ${percentile(values, 0.99).toFixed(1)} | ${values.at(-1).toFixed(1)} |`;
  };
  console.log(`\n## Load: ${label}, ${users} users for ${seconds} s\n`);
  console.log('| requests | count | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|');
  const all = [];
  for (const [kind, values] of [...samples].sort()) {
    all.push(...values);
    console.log(row(kind, values));
  }
  console.log(row('**all**', all));
  console.log(
    `\n${all.length} requests (${(all.length / seconds).toFixed(0)}/s), errors: ${errors.length} (goal 0); p99 goal < 200 ms`,
  );
  for (const error of errors.slice(0, 10)) console.log(`  - ${error}`);
}

async function run(label, base, users) {
  printLoad(label, await runLoad(await prepareLoad(base, users)));
}

/** The production shape as the load bench runs it (sign-ups are not rate limited). */
export function startLoadCluster() {
  return startCluster({
    env: { AUTH_RATE_LIMIT_IP_MAX: '100000', AUTH_RATE_LIMIT_EMAIL_MAX: '1000' },
  });
}

export async function benchLoad() {
  const cluster = await startLoadCluster();
  try {
    await run('through the gateway (nginx, 2 API replicas, PostgreSQL, Redis)', cluster.url, 100);
  } finally {
    await cluster.stop();
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'gk-load-'));
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_IP_MAX: '100000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '1000',
    },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i++) {
      if ((await call(base, 'GET', '/api/health')).status === 200) break;
      await sleep(200);
    }
    await run('the embedded single process (PGlite)', base, 20);
  } finally {
    server.kill();
    await sleep(500);
    rmSync(dir, { recursive: true, force: true });
  }
}
