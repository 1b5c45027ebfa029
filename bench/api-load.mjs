// API throughput: an authenticated read (GET /api/profile) against the lightest route
// (GET /api/health) on the same server, 50 connections, embedded database.
import autocannon from 'autocannon';
import { printTable, signUp, startProduct } from './lib.mjs';

function load(url, headers, connections = 50, duration = 8) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function benchApi() {
  const product = await startProduct(4391);
  try {
    const user = await signUp(product.url);
    await load(`${product.url}/api/health`, {}, 10, 2); // warm-up
    const health = await load(`${product.url}/api/health`, {});
    const profile = await load(`${product.url}/api/profile`, {
      authorization: `Bearer ${user.accessToken}`,
    });
    const ratio = profile.requests.average / health.requests.average;
    printTable('API (autocannon, 50 connections, 8 s each, PGlite)', [
      ['GET /api/health requests/s', health.requests.average.toFixed(0)],
      ['GET /api/profile (auth) requests/s', profile.requests.average.toFixed(0)],
      ['profile / health ratio', ratio.toFixed(2), '≥ 0.5'],
      ['GET /api/profile p99 latency', `${profile.latency.p99} ms`, '< 50 ms'],
      ['non-2xx answers', String(profile.non2xx + health.non2xx), '0'],
    ]);
  } finally {
    product.stop();
  }
}
