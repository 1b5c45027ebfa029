// `npm run bench`: install, build, then the benchmarks in bench/ (figures go in issue notes).
import { build, ensureInstalled, run } from './lib.mjs';

ensureInstalled();
build();
run(process.execPath, ['bench/run.mjs', ...process.argv.slice(2)]);
