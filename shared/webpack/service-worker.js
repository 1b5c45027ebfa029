// The shell's service worker (/sw.js), in its production build only (a dev server serves
// files that change under it). Two compilations: the worker itself (shell/src/service-worker/
// sw.ts) on its own, without Module Federation, which would otherwise make the worker's build
// a second copy of the shell's shared chunks; then the shell, whose workbox-webpack-plugin
// (InjectManifest) writes the list of the shell's files to precache into that worker.
const path = require('path');
const { InjectManifest } = require('workbox-webpack-plugin');

const WORKER_BUILD = 'service-worker';
/** What the worker precaches of the shell's build: code, the page, the app's manifest, icons. */
const PRECACHED = /\.(?:js|html|webmanifest|png|svg)$/;
/** Names carrying a content hash are their own revision: no `__WB_REVISION__` parameter. */
const HASHED = /\.[0-9a-f]{8}\.js$/;

function workerConfig(dir, swcRule) {
  return {
    name: WORKER_BUILD,
    mode: 'production',
    target: 'webworker',
    context: dir,
    entry: { sw: './src/service-worker/sw.ts' },
    output: {
      // Not dist/: the shell's build writes the finished /sw.js there.
      path: path.join(dir, 'node_modules', '.cache', WORKER_BUILD),
      filename: 'sw.js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule] },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * `[worker, shell]` for the shell's production build; the shell's config as it is otherwise.
 * @param {object} shell the shell's config (createAppConfig)
 * @param {object} swcRule the TypeScript rule the apps use
 */
function withServiceWorker(shell, swcRule) {
  if (shell.mode !== 'production') return shell;
  const worker = workerConfig(shell.context, swcRule);
  const inject = new InjectManifest({
    swSrc: path.join(worker.output.path, worker.output.filename),
    swDest: 'sw.js',
    compileSrc: false,
    include: [PRECACHED],
    exclude: [/\.LICENSE\.txt$/, /\.map$/],
    dontCacheBustURLsMatching: HASHED,
    // The largest shell chunk weighs ~340 KB: well under the cap, which only guards against a
    // page growing so large that it would silently be missing offline.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  return [
    worker,
    {
      ...shell,
      name: 'shell',
      dependencies: [...(shell.dependencies ?? []), WORKER_BUILD],
      plugins: [...shell.plugins, inject],
    },
  ];
}

module.exports = { withServiceWorker };
