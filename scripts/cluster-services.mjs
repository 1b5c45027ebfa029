// The services under the production shape (scripts/cluster-lib.mjs): Debian's packages it
// needs, a throw-away PostgreSQL cluster, Redis, the S3 store, and the small process helpers
// they share.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await sleep(150);
  }
  throw new Error(
    `${what} did not come up in ${timeoutMs / 1000} s${last ? `: ${last.message}` : ''}`,
  );
}

export async function answers(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}

export function which(binary) {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * Installs what the production shape needs from Debian when it is missing and apt-get can
 * run as root (CI): nginx, Redis and the PostgreSQL server. Otherwise says what to install.
 */
export function ensureClusterPackages(log = () => {}) {
  const missing = [];
  if (!which('nginx') && !existsSync('/usr/sbin/nginx')) missing.push('nginx-light');
  if (!which('redis-server')) missing.push('redis-server');
  if (!existsSync('/usr/lib/postgresql') && !process.env.PG_BIN) missing.push('postgresql');
  if (missing.length === 0) return;
  const canApt = process.getuid?.() === 0 && which('apt-get');
  if (!canApt)
    throw new Error(
      `The production shape needs Debian's ${missing.join(', ')}: apt-get install -y ${missing.join(' ')}`,
    );
  log(`Installing ${missing.join(', ')} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
}

/** Debian's PostgreSQL server binaries (PG_BIN to choose). */
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0)
    throw new Error(
      "No PostgreSQL server binaries: install Debian's postgresql (apt-get install -y postgresql) or set PG_BIN",
    );
  return path.join(base, versions.at(-1), 'bin');
}

/** initdb refuses root: the cluster belongs to the postgres user when we are root. */
function asOwner(owner, command, args) {
  const isRoot = process.getuid?.() === 0;
  const result = isRoot
    ? spawnSync('su', [owner, '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${path.basename(command)} failed: ${(result.stderr || result.stdout || '').trim()}`,
    );
  return result.stdout;
}

const quote = (value) => `'${String(value).replaceAll("'", `'\\''`)}'`;

/** A throw-away PostgreSQL cluster on a free port, stoppable and restartable (fault tests). */
export async function startPostgres(dir) {
  const bin = postgresBin();
  const owner = process.getuid?.() === 0 ? 'postgres' : os.userInfo().username;
  const data = path.join(dir, 'pg');
  mkdirSync(data, { recursive: true });
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds(owner);
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  const port = await freePort();
  asOwner(owner, path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  const ctl = (action) =>
    asOwner(owner, path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'pg.log'),
      '-w',
      '-m',
      'fast',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
      action,
    ]);
  ctl('start');
  asOwner(owner, path.join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'grovekeeper',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/grovekeeper`,
    port,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
  };
}

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`No user ${name}`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Redis for the replicas' shared state, when redis-server is installed. */
export async function startRedis() {
  const binary = which('redis-server');
  if (!binary) return null;
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(() => listening(port), 'Redis');
  return { url: `redis://127.0.0.1:${port}`, port, child, stop: () => stopChild(child) };
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The bucket the replicas share, and s3rver's fixed credentials. */
export const CLUSTER_BUCKET = 'grovekeeper';

/**
 * The S3 store both replicas share (docker-compose.yml runs SeaweedFS; its image cannot be
 * pulled here): s3rver, an S3-protocol server from npm, as a process of its own on a free
 * port, keeping its objects under `dir`, with the bucket made at start.
 */
export async function startS3(dir) {
  const port = await freePort();
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '-s'].concat([
      '--configure-bucket',
      CLUSTER_BUCKET,
    ]),
    { stdio: 'ignore' },
  );
  await waitFor(() => listening(port), 's3rver');
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    name: 's3rver (standing in for SeaweedFS, Garage or AWS S3)',
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: CLUSTER_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    child,
    stop: () => stopChild(child),
  };
}

export function stopChild(child, signal = 'SIGTERM', timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
