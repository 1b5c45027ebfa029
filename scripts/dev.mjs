// `npm run dev`: the API (tsx watch, :4000), the shell (:3000) and the five remotes
// (:3001-3005) with live reload. Open http://localhost:3000.
import { ROOT, ensureInstalled, log, start } from './lib.mjs';

ensureInstalled();

const apps = [
  { name: 'api', args: ['run', 'dev', '-w', 'api'], env: { PORT: '4000', SERVE_APPS: 'false' } },
  { name: 'shell', args: ['run', 'dev', '-w', 'shell'] },
  ...['mf-estates', 'mf-trees', 'mf-rentals', 'mf-contracts', 'mf-workforce'].map((dir) => ({
    name: dir,
    args: ['run', 'dev', '-w', dir],
  })),
];

const children = apps.map(({ name, args, env }) => {
  const child = start('npm', args, { cwd: ROOT, env: { ...process.env, ...env } });
  child.on('exit', (code) => log(`${name} exited (${code})`));
  return child;
});

log('Shell on http://localhost:3000, API on http://localhost:4000, remotes on :3001-3005');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
