// The production shape on this machine, from Debian's packages and the built product: a
// throw-away PostgreSQL cluster, Redis (when redis-server is installed), an S3 store (s3rver)
// holding the files both replicas share, two API processes on
// their own ports and nginx as the single-origin gateway, configured from the very file
// docker compose uses (deploy/nginx.conf): only its upstream, listen port and file roots are
// rewritten for the host. Used by `npm run cluster` and by the cluster suite (cluster/).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  answers,
  freePort,
  startPostgres,
  startRedis,
  startS3,
  stopChild,
  waitFor,
  which,
} from './cluster-services.mjs';
import { ROOT } from './lib.mjs';

export const REMOTES = ['mf-estates', 'mf-trees', 'mf-rentals', 'mf-contracts', 'mf-workforce'];
export { ensureClusterPackages, freePort, startPostgres, startRedis } from './cluster-services.mjs';
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');

/** compose's restart back-off: the first restart after 100 ms, doubling while it keeps dying. */
const RESTART_FIRST_DELAY_MS = 100;
const RESTART_MAX_DELAY_MS = 10_000;

/**
 * One API process (the compose service's environment), restartable on the same port.
 *
 * With `restart`, a process that dies by itself (a crash, the OOM killer, `kill -9` by hand)
 * is started again on its port, as compose's `restart: unless-stopped` does for a container:
 * after 0.1 s, doubling up to 10 s while it keeps dying, back to 0.1 s once it answered. Like
 * `docker stop` and `docker kill`, `api.stop()` and `api.kill()` are deliberate: the process
 * stays down until `api.start()` (the cluster suite kills replicas on purpose this way).
 */
export async function startApi({ name, port, env, logFile, restart = false, log = () => {} }) {
  const api = { name, port, url: `http://127.0.0.1:${port}`, child: null, restarts: 0 };
  let wanted = false;
  let restartTimer = null;
  let delayMs = RESTART_FIRST_DELAY_MS;
  const spawnChild = async () => {
    const out = logFile ? openSync(logFile, 'a') : 'ignore';
    const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', out, out],
    });
    if (typeof out === 'number') closeSync(out);
    api.child = child;
    child.once('exit', (code, signal) => {
      if (!restart || !wanted || api.child !== child) return;
      const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
      log(
        `API ${name} (pid ${child.pid}) ${how}: restarting it in ${delayMs / 1000} s (restart: unless-stopped)`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (!wanted) return;
        api.restarts += 1;
        spawnChild().then(
          (back) => {
            delayMs = RESTART_FIRST_DELAY_MS;
            log(`API ${name} restarted (pid ${back.pid}), answering on ${api.url}`);
          },
          (error) => wanted && log(`API ${name} did not come back: ${error.message}`),
        );
      }, delayMs);
      delayMs = Math.min(delayMs * 2, RESTART_MAX_DELAY_MS);
    });
    await waitFor(() => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`exited (${child.signalCode ?? `code ${child.exitCode}`})`);
      return answers(`${api.url}/api/health`);
    }, `API ${name}`);
    return child;
  };
  const halt = () => {
    wanted = false;
    clearTimeout(restartTimer);
    restartTimer = null;
  };
  // Ctrl-C reaches the replicas too (one process group): once the cluster stops, a replica
  // that exits is not restarted.
  api.keepDown = halt;
  api.start = async () => {
    wanted = true;
    await spawnChild();
  };
  api.kill = (signal = 'SIGKILL') => {
    halt();
    return stopChild(api.child, signal);
  };
  api.stop = () => {
    halt();
    return stopChild(api.child);
  };
  await api.start();
  return api;
}

/**
 * deploy/nginx.conf for this host: the upstream is the API processes (for Docker it is the
 * service name its DNS round-robins), the files are the builds' dist folders (linked into
 * one tree shaped like the image's /srv), and the gateway listens on `port`.
 */
export function gatewayConfig({ port, apiPorts, srv }) {
  const source = readFileSync(NGINX_CONF, 'utf8');
  const upstream = apiPorts
    .map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join('\n  ');
  const replaced = source
    .replace(/server api:3000;/, upstream)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/srv', srv);
  for (const token of ['api:3000', 'listen 80;'])
    if (replaced.includes(token)) throw new Error(`deploy/nginx.conf: could not rewrite ${token}`);
  return replaced;
}

/** The image's /srv tree as links to the dist folders: /srv/shell, /srv/remotes/<name>. */
export function linkSrv(srv, distOf = (app) => path.join(ROOT, app, 'dist')) {
  mkdirSync(path.join(srv, 'remotes'), { recursive: true });
  symlinkSync(distOf('shell'), path.join(srv, 'shell'));
  for (const remote of REMOTES) symlinkSync(distOf(remote), path.join(srv, 'remotes', remote));
}

export async function startGateway({ dir, port, apiPorts, srv }) {
  const nginx = which('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
  if (!nginx) throw new Error("No nginx: install Debian's nginx (apt-get install -y nginx-light)");
  const prefix = path.join(dir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const mimeTypes = ['/etc/nginx/mime.types'].find(existsSync);
  writeFileSync(path.join(prefix, 'default.conf'), gatewayConfig({ port, apiPorts, srv }));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 2;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      mimeTypes ? `  include ${mimeTypes};` : '',
      '  default_type application/octet-stream;',
      `  access_log off;`,
      `  client_body_temp_path ${prefix}/body;`,
      `  proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/uwsgi;`,
      `  scgi_temp_path ${prefix}/scgi;`,
      `  include ${path.join(prefix, 'default.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    nginx,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr.trim()}`);
    return answers(`${url}/api/health`);
  }, 'The nginx gateway');
  return { url, port, child, stop: () => stopChild(child, 'SIGQUIT') };
}

/**
 * Starts the whole production shape. Answers its parts and `stop()`, which stops every
 * process it started and removes its temp folder (the database included). A replica that
 * dies by itself is restarted, as compose's restart policy does (`restartReplicas: false`
 * leaves it down); one stopped or killed through its `stop()`/`kill()` stays down.
 */
export async function startCluster({
  replicas = 2,
  log = () => {},
  env = {},
  handleSignals = true,
  restartReplicas = true,
} = {}) {
  for (const app of ['shell', ...REMOTES, 'api'])
    if (!existsSync(path.join(ROOT, app, 'dist')))
      throw new Error(`${app}/dist is missing: build first (npm run build)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gk-cluster-'));
  const parts = { dir, apis: [] };
  const stops = [];
  // Interrupted (Ctrl-C, a CI timeout): stop what was started before going, never leave a
  // PostgreSQL (pg_ctl daemonises it) or nginx behind.
  const onSignal = async (signal) => {
    log(`${signal}: stopping the cluster...`);
    await parts.stop();
    process.exit(130);
  };
  if (handleSignals) for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, onSignal);
  parts.stop = async () => {
    for (const signal of ['SIGINT', 'SIGTERM']) process.removeListener(signal, onSignal);
    for (const api of parts.apis) api.keepDown();
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`(while stopping: ${error.message})`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    log('PostgreSQL (throw-away cluster)...');
    parts.postgres = await startPostgres(dir);
    stops.push(() => parts.postgres.stop());
    parts.redis = await startRedis();
    if (parts.redis) stops.push(() => parts.redis.stop());
    log(
      parts.redis
        ? `Redis on ${parts.redis.port}`
        : 'No redis-server: replicas keep rate limits in process',
    );
    // Photos, orthophotos and snapshots in one bucket: no folder shared by the replicas.
    parts.s3 = await startS3(path.join(dir, 's3'));
    stops.push(() => parts.s3.stop());
    log(`S3 store: ${parts.s3.name} on ${parts.s3.endpoint}`);
    const files = path.join(dir, 'files');
    const apiEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: parts.postgres.url,
      ...(parts.redis ? { REDIS_URL: parts.redis.url } : {}),
      JWT_SECRET: randomBytes(32).toString('hex'),
      COOKIE_SECURE: 'false',
      SERVE_APPS: 'false',
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(dir, 'data'),
      ...parts.s3.env,
      MAIL_DIR: path.join(files, 'mail'),
      LOG_LEVEL: 'warn',
      ...env,
    };
    for (let i = 1; i <= replicas; i++) {
      const port = await freePort();
      log(`API replica ${i} on ${port}...`);
      const api = await startApi({
        name: `api-${i}`,
        port,
        env: apiEnv,
        logFile: path.join(dir, `api-${i}.log`),
        restart: restartReplicas,
        log,
      });
      parts.apis.push(api);
      stops.push(() => api.stop());
    }
    const srv = path.join(dir, 'srv');
    linkSrv(srv);
    parts.srv = srv;
    const port = Number(process.env.GATEWAY_PORT) || (await freePort());
    log(`nginx gateway on ${port} (deploy/nginx.conf)...`);
    parts.gateway = await startGateway({
      dir,
      port,
      apiPorts: parts.apis.map((api) => api.port),
      srv,
    });
    stops.push(() => parts.gateway.stop());
    parts.url = parts.gateway.url;
    return parts;
  } catch (error) {
    await parts.stop();
    throw error;
  }
}
