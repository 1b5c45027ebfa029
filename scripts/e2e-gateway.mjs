// The e2e journeys once through the production shape: the cluster (scripts/cluster-lib.mjs:
// nginx with deploy/nginx.conf, two API replicas, PostgreSQL, Redis) serves PRODUCT_URL in
// place of the single `npm start` process, with the environment the suite gives its product.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from './cluster-lib.mjs';
import { runE2e } from './e2e.mjs';
import { log } from './lib.mjs';

/**
 * When a journey fails, the replicas' warnings and errors (their logs go with the cluster's
 * temporary folder): what a failed job or request met on the server side.
 */
function printReplicaTrouble(dir) {
  for (const file of readdirSync(dir).filter((name) => /^api-\d+\.log$/.test(name))) {
    const lines = readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line));
    log(`${file}: ${lines.length} warnings and errors${lines.length ? ' (the last 40):' : ''}`);
    for (const line of lines.slice(-40)) console.log(line.slice(0, 2000));
  }
}

/**
 * The journeys served by PRODUCT_URL (the other specs start servers of their own) that prove
 * something of the production shape in the browser: sign-in and tokens met by either replica,
 * tree photos in the store both replicas share, the picker's detection as a job any replica
 * may run, the rental marketplace's application, contract and two signatures met by
 * either replica, a removed team member refused by whichever replica answers next. The
 * journeys whose requests are plain reads and writes of the database (estates, the map,
 * reports, the profile, workforce) behave the same whichever replica answers: the cluster
 * suite proves that at the HTTP level, and the first pass runs them in the browser. The
 * theme and layout journeys are the shell's own behaviour, the same whichever server answers.
 * The orthophoto review journey (detection-review) runs here too: an upload through nginx, a
 * job either replica runs, its review image in the shared store. (One CI run through the
 * gateway once timed it out: the test then waited for one of the page's own polls answering
 * done, and a job that ended before that wait began (a fast replica, a poll already answered)
 * was never seen. The test now follows the job through GET /api/jobs/:id itself.)
 */
export const GATEWAY_SPECS = ['auth', 'trees', 'detection', 'detection-review', 'rentals', 'teams'];

/** The specs that take the gateway's file tree apart (GK_GATEWAY_SRV): run alone. */
export const GATEWAY_DEPLOY_SPECS = [
  'gateway-remotes',
  'gateway-redeploy',
  'gateway-shared-versions',
];

export async function runE2eThroughGateway() {
  // The values of e2e/servers.ts (PRODUCT_PORT, productEnv): keep them in step.
  const productPort = 4310;
  const env = {
    AUTH_RATE_LIMIT_IP_MAX: '10000',
    AUTH_RATE_LIMIT_EMAIL_MAX: '1000',
    GEOCODER_URL: 'http://127.0.0.1:4313',
    DETECTION_IMAGERY_URL: 'http://127.0.0.1:4314/{z}/{x}/{y}.png',
  };
  log('Browser journeys through the gateway (nginx, two API replicas, PostgreSQL)...');
  const previousPort = process.env.GATEWAY_PORT;
  process.env.GATEWAY_PORT = String(productPort);
  const cluster = await startCluster({ log, env });
  if (previousPort === undefined) delete process.env.GATEWAY_PORT;
  else process.env.GATEWAY_PORT = previousPort;
  try {
    process.env.GK_E2E_GATEWAY = '1';
    process.env.GK_GATEWAY_SRV = cluster.srv;
    const journeys = runE2e([
      ...GATEWAY_SPECS.map((spec) => `tests/${spec}.spec.ts`),
      '--project=chromium',
    ]);
    // Alone and one after the other: each swaps remotes' files under the gateway (stops each
    // remote in turn; redeploys mf-rentals from a rebuilt copy; serves it with shared
    // versions the shell refuses), which the journeys or each other would meet.
    const remotes = runE2e([
      ...GATEWAY_DEPLOY_SPECS.map((spec) => `tests/${spec}.spec.ts`),
      '--project=chromium',
      '--workers=1',
    ]);
    if (!(journeys && remotes)) printReplicaTrouble(cluster.dir);
    return journeys && remotes;
  } finally {
    delete process.env.GK_E2E_GATEWAY;
    delete process.env.GK_GATEWAY_SRV;
    await cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { build, ensureInstalled } = await import('./lib.mjs');
  ensureInstalled();
  build();
  process.exit((await runE2eThroughGateway()) ? 0 : 1);
}
