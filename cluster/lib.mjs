// Helpers of the cluster suite: a signed-in user through the gateway, steady load, waits,
// photos and the bucket that keeps them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../scripts/lib.mjs';

/** The API's own packages (sharp, the AWS SDK): the suite uses them as the API does. */
const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One JSON request; network failures answer status 0 with the error's text. */
export async function call(base, method, url, { token, body, timeoutMs = 15_000 } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // nginx's own error pages are HTML.
    }
    return {
      status: response.status,
      json,
      text,
      contentType: response.headers.get('content-type'),
    };
  } catch (error) {
    return { status: 0, json: null, text: String(error?.cause?.message ?? error.message) };
  }
}

export async function signedInUser(base, label) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct horse battery';
  const registered = await call(base, 'POST', '/api/auth/register', {
    body: { name: 'Cluster Grower', email, password },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${registered.text}`);
  const login = await call(base, 'POST', '/api/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  return { email, password, token: login.json.accessToken };
}

export const SQUARE = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.0, lng: 22.105062 },
  { lat: 37.004045, lng: 22.105062 },
  { lat: 37.004045, lng: 22.1 },
];

export function estateBody(name, overrides = {}) {
  return {
    name,
    address: 'Kalamata, Messinia, Greece',
    treeCount: 25,
    landArea: 20.5,
    coordinates: { lat: 37.002, lng: 22.1025 },
    boundaries: SQUARE,
    treeTypes: ['olive'],
    autoGenerateTrees: false,
    aiDetectionEnabled: false,
    ...overrides,
  };
}

/**
 * Runs `workers` loops of `step(worker, i)` until `stop()` says so; collects every answer.
 * Each step answers { kind, status, ... } and is awaited before the next (a steady load).
 */
export async function steadyLoad(workers, step, shouldStop) {
  const results = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; !shouldStop(); i++) results.push({ worker, i, ...(await step(worker, i)) });
    }),
  );
  return results;
}

export async function waitUntil(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/** One psql statement's rows (unaligned, tuples only). */
export async function psql(url, sql) {
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * An open psql session holding a table lock: the API's transaction blocks on that table in
 * the middle of its work, where a test kills the API. `release()` rolls the lock back.
 */
export async function holdTableLock(url, table) {
  const { spawn } = await import('node:child_process');
  const child = spawn('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.write(`BEGIN;\nLOCK TABLE ${table} IN EXCLUSIVE MODE;\nSELECT 'locked';\n`);
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('locked')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`psql exited (${code}) before locking ${table}`)),
    );
  });
  return {
    release: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.stdin.end('ROLLBACK;\n\\q\n');
      }),
  };
}

/** Waits until a statement of the API waits for a lock (it is inside its transaction). */
export async function waitForLockedStatement(url, pattern, timeoutMs = 20_000) {
  await waitUntil(
    async () => {
      const count = await psql(
        url,
        `SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '${pattern}'`,
      );
      return Number(count) > 0;
    },
    `a statement like "${pattern}" waiting for its lock`,
    timeoutMs,
  );
}

/** A user with an estate holding one tree, through `base`. */
export async function treeForPhotos(base, label) {
  const { token } = await signedInUser(base, label);
  const estate = await call(base, 'POST', '/api/estates', { token, body: estateBody(label) });
  if (estate.status !== 201) throw new Error(`estate: ${estate.status} ${estate.text}`);
  const tree = await call(base, 'POST', `/api/estates/${estate.json.id}/trees`, {
    token,
    body: { title: 'T1', category: 'olive', coordinates: { lat: 37.001, lng: 22.101 } },
  });
  if (tree.status !== 201) throw new Error(`tree: ${tree.status} ${tree.text}`);
  return { token, treeId: tree.json.tree.id };
}

/** A small real PNG. */
export function pngImage(width = 64, height = 48) {
  const sharp = apiRequire('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#3a5' } })
    .png()
    .toBuffer();
}

/** Uploads a photo of the tree through `target`; answers the response (status 0: no answer). */
export function uploadPhoto(target, token, treeId, png) {
  const form = new FormData();
  form.append('photo', new Blob([png], { type: 'image/png' }), 'tree.png');
  return fetch(`${target}/api/trees/${treeId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(60_000),
  }).catch(() => ({ status: 0 }));
}

/** The keys of the objects under `prefix` (e.g. `photos/`) in the cluster's bucket. */
export async function bucketKeys(cluster, prefix) {
  const { S3Client, ListObjectsV2Command } = apiRequire('@aws-sdk/client-s3');
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = cluster.s3.env;
  const client = new S3Client({
    endpoint: S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
  });
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: prefix }));
    return (page.Contents ?? []).map((object) => object.Key);
  } finally {
    client.destroy();
  }
}
