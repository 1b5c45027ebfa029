// Rentals: GET /api/rentals/available over 10,000 listings from 1,000 owners, one page
// with filters, 20 connections, on the embedded database (issue 9's budget: p99 < 50 ms).
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { printTable, ROOT, signUp, startProduct } from './lib.mjs';

const PORT = 4392;
const OWNERS = 1000;
const LISTINGS_PER_OWNER = 10;
const CONCURRENCY = 8;

const SQUARE = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.0, lng: 22.105 },
  { lat: 37.004, lng: 22.105 },
  { lat: 37.004, lng: 22.1 },
];
const PLACES = ['Kalamata', 'Sparta', 'Chania', 'Volos', 'Nafplio', 'Patras', 'Heraklion'];
const DURATION_TYPES = ['seasonal', 'yearly', 'long-term'];
const CROPS = ['Olives', 'Citrus', 'Vegetables', 'Herbs', 'Almonds', 'Grapes'];

/** The project's seeded generator (api/src/lib/random.ts), so every run lists the same world. */
const seeded = createRequire(import.meta.url)(`${ROOT}/api/dist/lib/random.js`).mulberry32;

function futureDate(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function inParallel(count, limit, task) {
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < count) await task(next++);
  });
  await Promise.all(workers);
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function benchRentals() {
  const product = await startProduct(PORT);
  try {
    const random = seeded(9);
    const call = async (token, method, path, body) => {
      const response = await fetch(`${product.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };

    const seedStart = performance.now();
    await inParallel(OWNERS, CONCURRENCY, async (index) => {
      const owner = await signUp(product.url, `owner${index}`);
      const place = PLACES[index % PLACES.length];
      const estate = await call(owner.accessToken, 'POST', '/api/estates', {
        name: `${place} Grove ${index}`,
        address: `${place}, Greece`,
        treeCount: 20 + (index % 400),
        landArea: 1 + (index % 50),
        boundaries: SQUARE,
        treeTypes: ['olive'],
        autoGenerateTrees: false,
        aiDetectionEnabled: false,
      });
      for (let i = 0; i < LISTINGS_PER_OWNER; i++) {
        await call(owner.accessToken, 'POST', '/api/rentals', {
          estate: estate.id,
          allowedCrops: CROPS.filter(() => random() < 0.5),
          price: Math.round(50 + random() * 9950),
          priceType: 'monthly',
          duration: 1 + Math.floor(random() * 8),
          durationType: DURATION_TYPES[Math.floor(random() * DURATION_TYPES.length)],
          startDate: futureDate(1 + Math.floor(random() * 365)),
          description: `Listing ${i} of ${place} grove ${index}`,
          status: random() < 0.9 ? 'available' : 'draft',
        });
      }
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const browser = await signUp(product.url, 'tenant');
    const headers = { authorization: `Bearer ${browser.accessToken}` };
    const base = `${product.url}/api/rentals/available`;
    const filtered =
      `${base}?search=grove&minPrice=500&maxPrice=6000&durationType=seasonal` +
      `&availableFrom=${futureDate(200)}&ownership=others&page=3&limit=20`;
    const check = await (await fetch(filtered, { headers })).json();
    if (!Array.isArray(check.rentals) || check.rentals.length === 0)
      throw new Error(`the filtered page is empty: ${JSON.stringify(check).slice(0, 200)}`);

    await load(`${base}?limit=20`, headers); // warm-up
    const first = await load(`${base}?limit=20`, headers);
    const page = await load(filtered, headers);
    printTable(
      `Rentals (${OWNERS * LISTINGS_PER_OWNER} listings from ${OWNERS} owners, PGlite, autocannon 20 connections, 10 s)`,
      [
        ['seeding through the API', `${seedSeconds.toFixed(0)} s`],
        ['filtered page: matching listings', String(check.pagination.totalCount)],
        ['GET /available first page requests/s', first.requests.average.toFixed(0)],
        ['GET /available first page p99', `${first.latency.p99} ms`, '< 50 ms'],
        ['GET /available filtered page 3 requests/s', page.requests.average.toFixed(0)],
        ['GET /available filtered page 3 p99', `${page.latency.p99} ms`, '< 50 ms'],
        ['non-2xx answers', String(first.non2xx + page.non2xx), '0'],
      ],
    );
  } finally {
    product.stop();
  }
}
