// The shell's early.js (shell/src/early), in its production build: a few KB the HTML runs
// before main.js, which starts a page's first paint without waiting for the federation
// runtime. Built on its own, without Module Federation (which would put its runtime in every
// entry), into a cache folder; the shell's compilation then emits it as one of its own files,
// so the service worker precaches it and the build compresses it with the rest.
const fs = require('fs');
const path = require('path');

const EARLY_BUILD = 'shell-early';
const EARLY_FILE = 'early.js';

function earlyConfig(dir, swcRule, alias) {
  return {
    name: EARLY_BUILD,
    mode: 'production',
    target: ['web', 'es2020'],
    context: dir,
    entry: { early: './src/early/index.ts' },
    output: {
      path: path.join(dir, 'node_modules', '.cache', EARLY_BUILD),
      filename: EARLY_FILE,
      clean: true,
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'], alias },
    module: { rules: [swcRule] },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Adds a file built by another compilation to this one's assets, under `name`. */
class EmitBuiltFilePlugin {
  constructor(file, name) {
    this.file = file;
    this.name = name;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitBuiltFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitBuiltFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(this.name, new sources.RawSource(fs.readFileSync(this.file)));
        },
      );
    });
  }
}

/**
 * `[early, shell]`: the shell's config emitting early.js beside main.js, built first.
 * @param {object} shell the shell's config (createAppConfig)
 * @param {object} swcRule the TypeScript rule the apps use
 */
function withEarlyScript(shell, swcRule) {
  const early = earlyConfig(shell.context, swcRule, shell.resolve.alias);
  const emit = new EmitBuiltFilePlugin(path.join(early.output.path, EARLY_FILE), EARLY_FILE);
  return [
    early,
    {
      ...shell,
      dependencies: [...(shell.dependencies ?? []), EARLY_BUILD],
      plugins: [emit, ...shell.plugins],
    },
  ];
}

module.exports = { EARLY_FILE, withEarlyScript };
