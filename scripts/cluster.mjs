// `npm run cluster`: the production shape of docker-compose.yml, natively on this machine
// (PostgreSQL, Redis, an S3 store, two API replicas, the nginx gateway with deploy/nginx.conf) from the
// built product. A replica that dies (killed by hand, crashed) is restarted on its port, as
// compose's `restart: unless-stopped` does, with a log line. Serves until Ctrl-C, then stops
// every process it started and removes its temp folder. GATEWAY_PORT picks the gateway's
// port (default: a free one).
import { ensureClusterPackages, startCluster } from './cluster-lib.mjs';
import { build, ensureInstalled, fail, log } from './lib.mjs';

ensureInstalled();
build();

let cluster;
try {
  ensureClusterPackages(log);
  cluster = await startCluster({ log, handleSignals: false });
} catch (error) {
  fail(error.message);
}
log(`Grovekeeper (production shape) at ${cluster.url}`);
log(
  `  API replicas: ${cluster.apis.map((api) => `${api.url} (pid ${api.child.pid})`).join(', ')}; one that dies is restarted`,
);
log(`  PostgreSQL: ${cluster.postgres.url}${cluster.redis ? `, Redis: ${cluster.redis.url}` : ''}`);
log(
  `  Files: ${cluster.s3.name} at ${cluster.s3.endpoint}, bucket ${cluster.s3.env.S3_BUCKET}; ` +
    'docker-compose.yml runs SeaweedFS, whose image cannot be pulled here',
);
log('Ctrl-C stops it all.');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  log('Stopping the cluster...');
  await cluster.stop();
  log('Stopped; nothing left running.');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
