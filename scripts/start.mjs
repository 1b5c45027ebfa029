// `npm start`: install what is missing, build, migrate, seed the demo world on an empty
// database and serve the whole product at http://localhost:3000 (PORT to change it).
import path from 'node:path';
import { ROOT, build, ensureInstalled, log, start } from './lib.mjs';

ensureInstalled();
build();

const port = process.env.PORT || '3000';
log(`Starting Grovekeeper on http://localhost:${port}`);
log(
  'Demo account (with its demo world, created on an empty database): demo@grovekeeper.local / grovekeeper-demo',
);

const server = start(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  env: { SEED_DEMO: 'true', SERVE_APPS: 'true', ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
