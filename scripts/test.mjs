// `npm test`: install what is missing, build, then every test: unit and component tests
// and API tests (jest; API suites also on PostgreSQL when DATABASE_URL is set), the cluster
// suite on the production shape (nginx, two API replicas, PostgreSQL, Redis), then the
// Playwright e2e suite against the built, served product, and its journeys once more
// through the production shape's gateway.
import { ensureClusterPackages } from './cluster-lib.mjs';
import { runE2e } from './e2e.mjs';
import { runE2eThroughGateway } from './e2e-gateway.mjs';
import { ROOT, bin, build, ensureInstalled, fail, log, runOk } from './lib.mjs';

ensureInstalled();
build();

log(
  process.env.DATABASE_URL
    ? 'Unit, component and API tests (API on PGlite and on PostgreSQL from DATABASE_URL)...'
    : 'Unit, component and API tests (API on PGlite; set DATABASE_URL to add PostgreSQL)...',
);
const ci = process.env.CI === 'true' || process.env.CI === '1';
const jestOk = runOk(bin('jest'), ci ? ['--ci', '--maxWorkers=2'] : ['--maxWorkers=2']);
if (!jestOk) fail('Unit/API tests failed.');

log('Cluster suite: the production shape, its faults survived...');
try {
  ensureClusterPackages(log);
} catch (error) {
  fail(error.message);
}
const clusterOk = runOk(
  process.execPath,
  ['--test', '--test-reporter=spec', '--test-concurrency=1', 'cluster/'],
  {
    cwd: ROOT,
  },
);
if (!clusterOk) fail('Cluster suite failed.');

log('End-to-end tests...');
if (!runE2e()) fail('End-to-end tests failed.');
if (!(await runE2eThroughGateway())) fail('End-to-end tests through the gateway failed.');
log('All tests passed.');
