// Estates: generating 10,000 trees (random and grid) in a 40-vertex, ~20 ha boundary on
// the embedded database, and reading them back in one page.
import autocannon from 'autocannon';
import { printTable, signUp, startProduct } from './lib.mjs';

const PORT = 4391;

/** A 40-vertex, slightly irregular parcel of about 20 ha near Kalamata. */
export function boundary() {
  const points = [];
  for (let i = 0; i < 40; i++) {
    const angle = (2 * Math.PI * i) / 40;
    const radius = 1 + 0.08 * Math.sin(5 * angle);
    points.push({
      lat: 37.0 + 0.00225 * radius * Math.sin(angle),
      lng: 22.1 + 0.00282 * radius * Math.cos(angle),
    });
  }
  return points;
}

/** A new estate of `treeCount` generated trees in the `boundary()` parcel. */
export function demoEstateBody(treeCount) {
  return {
    name: 'Bench Grove',
    address: 'Kalamata, Greece',
    treeCount,
    landArea: 20,
    boundaries: boundary(),
    treeTypes: ['olive', 'lemon'],
    autoGenerateTrees: true,
    aiDetectionEnabled: false,
  };
}

async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

function pageLoad(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: 8 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function benchEstates() {
  const product = await startProduct(PORT);
  try {
    const user = await signUp(product.url, 'estates');
    const headers = {
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
    };
    const call = async (method, path, body) => {
      const response = await fetch(`${product.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const createEstate = () =>
      call('POST', '/api/estates', {
        name: 'Bench Grove',
        address: 'Kalamata, Greece',
        treeCount: 10000,
        landArea: 20,
        boundaries: boundary(),
        treeTypes: ['olive', 'lemon'],
        autoGenerateTrees: false,
        aiDetectionEnabled: false,
      });
    const rows = [];
    for (const mode of ['random', 'grid']) {
      const estate = await createEstate();
      const { ms, result } = await timed(() =>
        call('POST', `/api/estates/${estate.id}/generate-trees`, { count: 10000, mode }),
      );
      if (result.count !== 10000) throw new Error(`generated ${result.count} trees`);
      rows.push([`generate-trees 10,000 (${mode})`, `${ms.toFixed(0)} ms`, '< 2000 ms']);
      if (mode === 'random') {
        const reads = [];
        for (let i = 0; i < 20; i++) {
          reads.push(
            (await timed(() => call('GET', `/api/estates/${estate.id}/trees?limit=10000`))).ms,
          );
        }
        reads.sort((a, b) => a - b);
        rows.push(['GET trees?limit=10000 (median of 20)', `${reads[10].toFixed(0)} ms`, '']);
        rows.push(['GET trees?limit=10000 (max of 20)', `${reads[19].toFixed(0)} ms`, '']);
        const page = await timed(() => call('GET', `/api/estates/${estate.id}/trees?limit=500`));
        rows.push(['GET trees?limit=500', `${page.ms.toFixed(0)} ms`, '']);
        // The load figure: one page of the 10,000-tree estate, 20 connections.
        for (const limit of [100, 1000]) {
          const load = await pageLoad(
            `${product.url}/api/estates/${estate.id}/trees?limit=${limit}&offset=4000`,
            headers,
          );
          rows.push([
            `GET one page (limit ${limit}) of 10,000 trees, 20 connections: p99 / req/s`,
            `${load.latency.p99} ms / ${load.requests.average.toFixed(0)}`,
            limit === 100 ? 'p99 < 50 ms' : '',
          ]);
        }
      }
    }
    const auto = await timed(() =>
      call('POST', '/api/estates', {
        name: 'Auto Grove',
        address: 'Kalamata, Greece',
        treeCount: 10000,
        landArea: 20,
        boundaries: boundary(),
        treeTypes: ['olive'],
        autoGenerateTrees: true,
        aiDetectionEnabled: false,
      }),
    );
    rows.push([
      'POST estate with 10,000 auto-generated trees',
      `${auto.ms.toFixed(0)} ms`,
      '< 2000 ms',
    ]);
    printTable('Estates (embedded PGlite, 40-vertex ~20 ha boundary)', rows);
  } finally {
    product.stop();
  }
}
