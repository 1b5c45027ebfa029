// The API's hot path (issue 12): a bare Fastify hello-world started in the same run, then
// the product's /config/app.json (no database; and, as its floor, a bare Fastify sending the
// very same headers and body), an authenticated GET /api/estates/:id and
// GET /api/trees/:id, 50 connections each, with the ratio of each to the hello-world. On
// the embedded database, and on PostgreSQL too when DATABASE_URL is set (a throw-away
// database on that server, dropped afterwards).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoEstateBody } from './estates.mjs';
import { printTable, ROOT, signUp, startProduct } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const HELLO_PORT = 4396;
const PRODUCT_PORT = 4397;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS || 5);
/** Runs per figure: this 2-core machine's throughput moves by ±30% between runs. */
const RUNS = Number(process.env.BENCH_API_RUNS || 3);

function loadOnce(url, headers = {}, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** RUNS runs: the median requests/s and p99, errors summed. */
async function load(url, headers = {}, duration = SECONDS, runs = RUNS) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await loadOnce(url, headers, duration));
  return {
    requests: { average: median(results.map((result) => result.requests.average)) },
    latency: { p99: median(results.map((result) => result.latency.p99)) },
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/**
 * A Fastify hello-world in its own process, as the product's server is. With `answer`, the
 * same bare server sends that answer instead (headers, content type and body copied from
 * one of the product's): what a bare Fastify does with an answer of that size, the floor
 * under the product's own figure for it.
 */
async function startHelloWorld(answer) {
  const source = `
    const { randomUUID } = require('node:crypto');
    const answer = process.env.BENCH_ANSWER ? JSON.parse(process.env.BENCH_ANSWER) : null;
    const app = require('fastify')({ logger: false });
    app.get('/', answer
      ? (request, reply) => {
          reply.headers(answer.headers).header('x-request-id', randomUUID()).type(answer.type).send(answer.body);
        }
      : async () => ({ hello: 'world' }));
    app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', source], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, BENCH_ANSWER: answer ? JSON.stringify(answer) : '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${HELLO_PORT}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The hello-world server did not start');
}

/** Headers a server sets itself on every answer, left out of a copied answer. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
  'x-request-id',
]);

/** One of the product's answers as startHelloWorld(answer) sends it again. */
async function copyAnswer(url, requestHeaders = {}) {
  const response = await fetch(url, { headers: requestHeaders });
  const headers = {};
  for (const [name, value] of response.headers) {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  }
  return { headers, type: response.headers.get('content-type'), body: await response.text() };
}

/** Requests/s of a bare Fastify sending `answer` (see startHelloWorld). */
async function bareFastifyWith(answer) {
  const server = await startHelloWorld(answer);
  try {
    await load(server.url, {}, 2, 1); // warm-up
    return await load(server.url);
  } finally {
    server.stop();
  }
}

async function throwawayPostgres(serverUrl) {
  const { Client } = require('pg');
  const name = `gk_bench_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** One database: the product started on it, an estate of 200 trees, the three routes. */
async function measure(label, extraEnv, hello) {
  // The production default log level (info), not the quieter one the other benches use.
  const product = await startProduct(PRODUCT_PORT, { LOG_LEVEL: 'info', ...extraEnv });
  try {
    const user = await signUp(product.url, 'api');
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const created = await fetch(`${product.url}/api/estates`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(demoEstateBody(200)),
    });
    if (created.status !== 201) throw new Error(`estate: ${created.status}`);
    const estate = await created.json();
    const trees = await (
      await fetch(`${product.url}/api/estates/${estate.id}/trees?limit=1`, { headers })
    ).json();
    const tree = trees.trees[0];

    await load(`${product.url}/api/estates/${estate.id}`, headers, 2, 1); // warm-up
    const config = await load(`${product.url}/config/app.json`);
    const bareConfig = await bareFastifyWith(await copyAnswer(`${product.url}/config/app.json`));
    const bareEstate = await bareFastifyWith(
      await copyAnswer(`${product.url}/api/estates/${estate.id}`, headers),
    );
    const bareTree = await bareFastifyWith(
      await copyAnswer(`${product.url}/api/trees/${tree.id}`, headers),
    );
    const estateRead = await load(`${product.url}/api/estates/${estate.id}`, headers);
    const treeRead = await load(`${product.url}/api/trees/${tree.id}`, headers);
    const ratio = (result) => (result.requests.average / hello.requests.average).toFixed(2);
    const errors = [config, estateRead, treeRead].reduce(
      (sum, result) => sum + result.non2xx + result.errors,
      0,
    );
    return [
      [`${label}: GET /config/app.json requests/s`, config.requests.average.toFixed(0)],
      [`${label}: /config/app.json ratio to hello-world`, ratio(config), '≥ 0.8'],
      [
        `${label}: floor, a bare Fastify sending the same headers and body: requests/s (ratio)`,
        `${bareConfig.requests.average.toFixed(0)} (${ratio(bareConfig)})`,
      ],
      [`${label}: GET /api/estates/:id requests/s`, estateRead.requests.average.toFixed(0)],
      [`${label}: /api/estates/:id ratio`, ratio(estateRead), '≥ 0.5'],
      [
        `${label}: floor, a bare Fastify sending the same estate answer: requests/s (ratio)`,
        `${bareEstate.requests.average.toFixed(0)} (${ratio(bareEstate)})`,
      ],
      [`${label}: /api/estates/:id p99`, `${estateRead.latency.p99} ms`, '< 25 ms'],
      [`${label}: GET /api/trees/:id requests/s`, treeRead.requests.average.toFixed(0)],
      [`${label}: /api/trees/:id ratio`, ratio(treeRead), '≥ 0.5'],
      [
        `${label}: floor, a bare Fastify sending the same tree answer: requests/s (ratio)`,
        `${bareTree.requests.average.toFixed(0)} (${ratio(bareTree)})`,
      ],
      [`${label}: /api/trees/:id p99`, `${treeRead.latency.p99} ms`, '< 25 ms'],
      [`${label}: non-2xx answers and errors`, String(errors), '0'],
    ];
  } finally {
    product.stop();
  }
}

export async function benchApi() {
  const helloServer = await startHelloWorld();
  let hello;
  try {
    await load(helloServer.url, {}, 2, 1); // warm-up
    hello = await load(helloServer.url);
  } finally {
    helloServer.stop();
  }
  const rows = [['Fastify hello-world requests/s', hello.requests.average.toFixed(0)]];
  // DATABASE_URL='' : the embedded database even when this shell points at a server.
  rows.push(...(await measure('PGlite', { DATABASE_URL: '' }, hello)));
  if (process.env.DATABASE_URL) {
    const database = await throwawayPostgres(process.env.DATABASE_URL);
    try {
      rows.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url }, hello)));
    } finally {
      await database.drop();
    }
  }
  printTable(
    `API hot path (autocannon, ${CONNECTIONS} connections, median of ${RUNS} runs of ${SECONDS} s)`,
    rows,
  );
}
