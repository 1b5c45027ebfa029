// Tree reads on the embedded database: GET /api/trees/:id and GET /api/trees/qr/:code at
// 20 concurrent connections (what field staff scanning tags hit), in an estate of 1,000 trees.
import autocannon from 'autocannon';
import { boundary } from './estates.mjs';
import { printTable, signUp, startProduct } from './lib.mjs';

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: 8 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function benchTrees() {
  const product = await startProduct(4396);
  try {
    const user = await signUp(product.url, 'trees');
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const created = await fetch(`${product.url}/api/estates`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Tag Grove',
        address: 'Kalamata, Greece',
        treeCount: 1000,
        landArea: 20,
        boundaries: boundary(),
        treeTypes: ['olive'],
        autoGenerateTrees: true,
        aiDetectionEnabled: false,
      }),
    });
    if (created.status !== 201) throw new Error(`create estate: ${created.status}`);
    const estate = await created.json();
    const page = await (
      await fetch(`${product.url}/api/estates/${estate.id}/trees?limit=1&offset=500`, { headers })
    ).json();
    const tree = page.trees[0];
    const rows = [];
    for (const [name, path] of [
      ['GET /api/trees/:id', `/api/trees/${tree.id}`],
      ['GET /api/trees/qr/:code', `/api/trees/qr/${tree.qrCode}`],
      ['GET /api/public/trees/:id/tag', `/api/public/trees/${tree.id}/tag`],
    ]) {
      const check = await fetch(`${product.url}${path}`, { headers });
      if (!check.ok) throw new Error(`${path}: ${check.status}`);
      const result = await load(`${product.url}${path}`, headers);
      if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} failed answers`);
      rows.push([
        `${name}, 20 connections: p99 / p50 / req/s`,
        `${result.latency.p99} ms / ${result.latency.p50} ms / ${result.requests.average.toFixed(0)}`,
        name.includes('public') ? '' : 'p99 < 20 ms',
      ]);
    }
    printTable('Tree reads (embedded PGlite, estate of 1,000 trees)', rows);
  } finally {
    product.stop();
  }
}
