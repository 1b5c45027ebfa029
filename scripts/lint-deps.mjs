// `npm run lint:deps` (part of `npm run check`): the import boundaries, in two passes of
// dependency-cruiser. The first checks every import (.dependency-cruiser.cjs: no cycle, an
// API domain reaches another only through its index.ts, no app imports another's files); the
// second checks which parts depend on which, tests left out (.dependency-cruiser-layers.cjs:
// no cycle between API domains, nor between areas of the shared library). Both always run.
import { bin, fail, log, runOk } from './lib.mjs';

const SOURCES = [
  'api/src',
  'shared/src',
  'geo/src',
  'constants/src',
  'shell/src',
  'mf-estates/src',
  'mf-trees/src',
  'mf-rentals/src',
  'mf-contracts/src',
  'mf-workforce/src',
];

const started = performance.now();
const imports = runOk(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', ...SOURCES]);
const parts = runOk(bin('depcruise'), [
  '--config',
  '.dependency-cruiser-layers.cjs',
  'api/src/domains',
  'shared/src',
]);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (!imports || !parts) fail(`Import boundaries broken (${seconds} s): see above.`);
log(`Import boundaries kept (${seconds} s).`);
