// `npm test`: install what is missing, build, then every test: unit and component tests
// and API tests (jest; API suites also on PostgreSQL when DATABASE_URL is set), then the
// Playwright e2e suite against the built, served product.
import { runE2e } from './e2e.mjs';
import { bin, build, ensureInstalled, fail, log, runOk } from './lib.mjs';

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

log('End-to-end tests...');
if (!runE2e()) fail('End-to-end tests failed.');
log('All tests passed.');
