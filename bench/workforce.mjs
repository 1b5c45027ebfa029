// Workforce: Find Workers around a point over 100,000 published worker profiles spread over
// Greece, 50 km, two skills, one page of 20, 20 connections, on the embedded database
// (budget: p99 < 50 ms). The profiles are seeded with set-based SQL before the product
// starts; the search is answered from the API's in-memory directory (a grid on the
// coordinates, then the exact great-circle distance).
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { printTable, ROOT, signUp, startProduct } from './lib.mjs';

const require = createRequire(import.meta.url);
const PORT = 4393;
const WORKERS = 100_000;
const CONNECTIONS = 20;
const SECONDS = 10;
/** The search points: a fixed list in Greece, visited round-robin by the connections. */
const POINTS = 500;

const PLACES = ['Kalamata', 'Sparta', 'Patras', 'Larissa', 'Chania', 'Volos', 'Nafplio'];

/** The project's seeded generator (api/src/lib/random.ts), so every run searches the same points. */
const seeded = require(`${ROOT}/api/dist/lib/random.js`).mulberry32;

const text = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;

/**
 * Users and published profiles in two set-based statements (seconds, not the minutes
 * 100,000 sign-ups would take): 1 to 6 random skills each, random experience and
 * availability, uniformly over Greece's bounding box (lat 34.8..41.7, lng 19.4..28.2).
 * The skills, levels and availabilities are the built API's own lists.
 */
function seedSql() {
  const { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES, WORKER_SKILLS } = require(
    path.join(ROOT, 'api/dist/domains/workforce/constants.js'),
  );
  return `
  SELECT setseed(0.42);
  INSERT INTO users (id, email, password_hash, name)
  SELECT lpad(to_hex(g), 24, '0'), 'worker' || g || '@bench.test', 'no-login', 'Worker ' || g
    FROM generate_series(1, ${WORKERS}) g;
  INSERT INTO worker_profiles (user_id, skills, experience, years_of_experience, availability,
                               location, lat, lng, bio, published)
  SELECT lpad(to_hex(g), 24, '0'),
         (SELECT array_agg(skill) FROM (
            SELECT skill FROM unnest(${text(WORKER_SKILLS)}) skill
             ORDER BY random() + g * 0 LIMIT 1 + floor(random() * 6)::int) picked),
         (${text(EXPERIENCE_LEVELS)})[1 + floor(random() * ${EXPERIENCE_LEVELS.length})::int],
         floor(random() * 30)::int,
         (${text(WORKER_AVAILABILITIES)})[1 + floor(random() * ${WORKER_AVAILABILITIES.length})::int],
         (${text(PLACES)})[1 + g % ${PLACES.length}] || ', Greece',
         34.8 + random() * 6.9, 19.4 + random() * 8.8,
         'Seasonal farm worker ' || g, true
    FROM generate_series(1, ${WORKERS}) g;`;
}

async function seedDatabase(dataDir) {
  // The built API's own database module: the same migrations the product runs.
  const { openDatabase, runMigrations } = require(path.join(ROOT, 'api/dist/db/index.js'));
  const db = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
  try {
    await runMigrations(db);
    const start = performance.now();
    await db.exec(seedSql());
    return (performance.now() - start) / 1000;
  } finally {
    await db.close();
  }
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function timed(url, headers) {
  const start = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - start, body };
}

export async function benchWorkforce() {
  const machineLoad = [os.loadavg()[0]];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gk-bench-workforce-'));
  const seedSeconds = await seedDatabase(dataDir);
  const product = await startProduct(PORT, { DATA_DIR: dataDir });
  try {
    const user = await signUp(product.url, 'employer');
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const random = seeded(2026);
    const paths = Array.from({ length: POINTS }, () => {
      const lat = (35.5 + random() * 5.5).toFixed(5);
      const lng = (20.5 + random() * 6.5).toFixed(5);
      return `/api/workforce/workers?lat=${lat}&lng=${lng}&maxDistance=50&skills=harvesting,pruning&page=1&limit=20`;
    });

    // The first search loads the directory (cold), as after a restart.
    const cold = await timed(`${product.url}${paths[0]}`, headers);
    if (cold.body.workers.length === 0) throw new Error('the first search found nobody');
    // A write drops the directory; the next search reloads all 100,000 profiles.
    const saved = await fetch(`${product.url}/api/workforce/profile`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ skills: ['pruning'], coordinates: { lat: 37.04, lng: 22.11 } }),
    });
    if (!saved.ok) throw new Error(`PUT /profile: ${saved.status} ${await saved.text()}`);
    const reload = await timed(`${product.url}${paths[1]}`, headers);
    // One client, one search at a time: the cost of a search without queueing.
    let sequential = 0;
    for (let i = 0; i < 50; i++)
      sequential += (await timed(`${product.url}${paths[i]}`, headers)).ms;

    let next = 0;
    const requests = [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ];
    const options = { url: product.url, headers, connections: CONNECTIONS, requests };
    await load({ ...options, duration: 3 }); // warm-up
    machineLoad.push(os.loadavg()[0]);
    const result = await load({ ...options, duration: SECONDS });
    machineLoad.push(os.loadavg()[0]);
    const p99 = result.latency.p99;
    printTable(
      `Workforce: Find Workers around a point (${WORKERS.toLocaleString('en')} profiles over Greece, 50 km, 2 skills, page of 20; PGlite, autocannon ${CONNECTIONS} connections, ${SECONDS} s)`,
      [
        ['seeding users + profiles (SQL)', `${seedSeconds.toFixed(1)} s`],
        ['first search (cold directory load)', `${cold.ms.toFixed(0)} ms`],
        ['search after a write (reload)', `${reload.ms.toFixed(0)} ms`, '< 1000 ms'],
        ['one search at a time (mean of 50, one client)', `${(sequential / 50).toFixed(1)} ms`],
        ['matches of the first search', String(cold.body.pagination.totalCount)],
        ['requests/s', result.requests.average.toFixed(0)],
        ['latency p50', `${result.latency.p50} ms`],
        ['latency p97.5', `${result.latency.p97_5} ms`],
        ['latency p99', `${p99} ms`, '< 50 ms'],
        ['p99 within budget', p99 < 50 ? 'yes' : 'NO'],
        ['non-2xx answers', String(result.non2xx), '0'],
        [
          'machine load, 1-min average (start / before load / after)',
          machineLoad.map((value) => value.toFixed(2)).join(' / '),
        ],
      ],
    );
  } finally {
    product.stop();
  }
}
