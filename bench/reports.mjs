// Reports: GET /api/reports/summary for an owner with 20 estates and 100,000 trees (plus
// harvests and rental listings), on the embedded database (budget: under 100 ms). The first
// call reads the trees; later ones reuse their counts while the estates' trees_version is
// unchanged (harvests, rentals and estates are read every time). The owner
// signs up through the API; the product is stopped, the data seeded with set-based SQL on
// the same database (then ANALYZE: PGlite runs no autovacuum, and without statistics the
// planner walks 100,000 trees with index probes, about 4x slower), and the product started again.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { printTable, ROOT, signUp, startProduct } from './lib.mjs';

const require = createRequire(import.meta.url);
const PORT = 4395;
const ESTATES = 20;
const TREES = 100_000;
const HARVESTS = 20_000;
const SEQUENTIAL = 50;
const CONNECTIONS = 10;
const SECONDS = 10;

function userIdOf(accessToken) {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
  return payload.userId;
}

function seedSql(ownerId) {
  return `
  SELECT setseed(0.7);
  INSERT INTO estates (id, owner_id, name, address, tree_count, land_area, tree_types, lat, lng)
  SELECT lpad(to_hex(g), 24, '0'), '${ownerId}', 'Bench Grove ' || g,
         (ARRAY['Kalamata', 'Sparta', 'Chania', 'Volos'])[1 + g % 4] || ', Greece',
         ${TREES / ESTATES}, 5 + g, ARRAY['olive', 'lemon'], 37, 22
    FROM generate_series(1, ${ESTATES}) g;
  INSERT INTO trees (id, estate_id, text_code, qr_code, title, category, state, lat, lng,
                     is_auto_generated, detection_confidence)
  SELECT lpad(to_hex(g), 24, '0'), lpad(to_hex(1 + g % ${ESTATES}), 24, '0'),
         'BENCH-' || g, 'BENCH-' || g, 'Tree ' || g,
         (ARRAY['Olive Tree', 'Lemon Tree', 'Fig Tree'])[1 + g % 3],
         (ARRAY['healthy', 'pruned', 'watered', 'sick', 'ready_to_harvest'])[1 + g % 5],
         37, 22, g % 2 = 0, CASE WHEN g % 2 = 0 THEN round(random()::numeric, 4) END
    FROM generate_series(1, ${TREES}) g;
  INSERT INTO harvests (id, tree_id, date, weight_kg, status)
  SELECT lpad(to_hex(g), 24, '0'), lpad(to_hex(g * 5), 24, '0'),
         current_date - (g % 400), round((random() * 50)::numeric, 2),
         (ARRAY['Pending', 'Approved', 'Rejected'])[1 + g % 3]
    FROM generate_series(1, ${HARVESTS}) g;
  INSERT INTO rentals (id, owner_id, estate_id, land_area, available_trees, price_cents,
                       price_type, duration, duration_type, start_date, status)
  SELECT lpad(to_hex(g), 24, '0'), '${ownerId}', lpad(to_hex(g), 24, '0'), 5, 10,
         10000 * g, (ARRAY['monthly', 'seasonal', 'yearly'])[1 + g % 3], 1, 'seasonal',
         current_date, (ARRAY['draft', 'available', 'rented'])[1 + g % 3]
    FROM generate_series(1, ${ESTATES}) g;
  -- Planner statistics, as PostgreSQL's autovacuum would gather them (PGlite has none).
  ANALYZE;`;
}

async function seedDatabase(dataDir, ownerId) {
  const { openDatabase } = require(path.join(ROOT, 'api/dist/db/index.js'));
  const db = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
  try {
    const start = performance.now();
    await db.exec(seedSql(ownerId));
    return (performance.now() - start) / 1000;
  } finally {
    await db.close();
  }
}

async function signIn(url, user) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (await response.json()).accessToken;
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

async function waitForExit(product) {
  product.stop();
  // PGlite writes its files on close: give the server its graceful stop.
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${product.url}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function benchReports() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gk-bench-reports-'));
  // The first start migrates the database and signs the owner up.
  const first = await startProduct(PORT, { DATA_DIR: dataDir });
  const owner = await signUp(first.url, 'reports');
  await waitForExit(first);
  const seedSeconds = await seedDatabase(dataDir, userIdOf(owner.accessToken));
  const product = await startProduct(PORT, { DATA_DIR: dataDir });
  try {
    const headers = { authorization: `Bearer ${await signIn(product.url, owner)}` };
    const url = `${product.url}/api/reports/summary`;
    const check = await timed(url, headers);
    if (check.body.totals.trees !== TREES)
      throw new Error(`the summary counts ${check.body.totals.trees} trees, not ${TREES}`);
    const times = [];
    for (let i = 0; i < SEQUENTIAL; i++) times.push((await timed(url, headers)).ms);
    times.sort((a, b) => a - b);
    const mean = times.reduce((total, ms) => total + ms, 0) / times.length;
    const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)];
    const machineLoad = os.loadavg()[0];
    const result = await load({ url, headers, connections: CONNECTIONS, duration: SECONDS });
    printTable(
      `Reports: GET /api/reports/summary (${ESTATES} estates, ${TREES.toLocaleString('en')} trees, ${HARVESTS.toLocaleString('en')} harvests; PGlite)`,
      [
        ['seeding (SQL)', `${seedSeconds.toFixed(1)} s`],
        ['first call (trees read from the database)', `${check.ms.toFixed(1)} ms`],
        [`${SEQUENTIAL} sequential calls: mean`, `${mean.toFixed(1)} ms`, '< 100 ms'],
        [`${SEQUENTIAL} sequential calls: p99`, `${p99.toFixed(1)} ms`, '< 100 ms'],
        [
          `autocannon ${CONNECTIONS} connections, ${SECONDS} s: requests/s`,
          result.requests.average.toFixed(1),
        ],
        [`autocannon ${CONNECTIONS} connections: p50`, `${result.latency.p50} ms`],
        [`autocannon ${CONNECTIONS} connections: p99`, `${result.latency.p99} ms`],
        ['non-2xx answers', String(result.non2xx), '0'],
        ['machine load (1 min) before the load test', machineLoad.toFixed(2)],
      ],
    );
  } finally {
    product.stop();
  }
}
