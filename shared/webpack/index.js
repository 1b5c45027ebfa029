// One factory builds every app's webpack config: the shell (host) and the five remotes.
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-deps');
const { REMOTES, SHELL_PORT, DEV_API_URL } = require('./remotes');
const { PrecompressPlugin } = require('./precompress');
const { WebAppManifestPlugin } = require('./web-app');
const { withServiceWorker } = require('./service-worker');
const { withEarlyScript } = require('./early-script');

const REPO = path.resolve(__dirname, '../..');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** What /config/app.json says in dev: every remote on its own dev server. */
function devRuntimeConfig() {
  const remotes = {};
  for (const remote of REMOTES) {
    remotes[remote.name] = `http://localhost:${remote.port}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: '',
    googleMapsApiKey: process.env.GOOGLE_MAPS_API_KEY || '',
    mapTileUrl:
      process.env.MAP_TILE_URL ||
      'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    mapTileAttribution: process.env.MAP_TILE_ATTRIBUTION || 'Tiles © Esri',
    remotes,
  };
}

function devServer(port) {
  return {
    port,
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // Same origin for the API in dev, so the SameSite refresh cookie just works.
    proxy: [{ context: ['/api'], target: DEV_API_URL, changeOrigin: false }],
    setupMiddlewares(middlewares, server) {
      server.app.get('/config/app.json', (_req, res) => res.json(devRuntimeConfig()));
      return middlewares;
    },
    client: { overlay: { errors: true, warnings: false } },
  };
}

/** TypeScript and JSX through swc (the apps, and the shell's service worker). */
const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

// Shared modules load on demand, each from its own chunk; without these groups a first page
// would fetch ~90 files (six at a time per host over HTTP/1.1) and repeat MUI's internals in
// many of them. Each group is what every signed-in page needs together: React, the router,
// MUI's core (theme, styling engine, utilities), the MUI components of the shell's frame and
// of the shared design system, and the shared package itself. Anything else (text fields,
// selects, tabs, tables, charts, maps) stays in chunks of its own, loaded by the pages that use it.
const nodeModules = (pattern) => new RegExp(`[\\\\/]node_modules[\\\\/](${pattern})[\\\\/]`);

/** MUI folders the frame (sidebar, header, menus, notifier) and the shared components render. */
const FRAME_MUI = [
  'Alert',
  'AlertTitle',
  'AppBar',
  'Avatar',
  'Backdrop',
  'Badge',
  'Box',
  'Button',
  'ButtonBase',
  // Only its two contexts, which Button reads (no app renders a ButtonGroup).
  'ButtonGroup',
  'Card',
  'CardActionArea',
  'CardActions',
  'CardContent',
  'Chip',
  'CircularProgress',
  'ClickAwayListener',
  'CssBaseline',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Divider',
  'Drawer',
  'Fade',
  'GlobalStyles',
  'Grow',
  'IconButton',
  'InitColorSchemeScript',
  'Link',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemSecondaryAction',
  'ListItemText',
  'ListSubheader',
  'Menu',
  'MenuItem',
  'MenuList',
  'Modal',
  'NoSsr',
  'Paper',
  'Popover',
  'Popper',
  'Portal',
  // The focus-source context MenuItem reads (not the Select component).
  'Select[\\\\/]utils',
  'Slide',
  'Snackbar',
  'SnackbarContent',
  'Stack',
  'SvgIcon',
  'ToggleButton',
  'ToggleButtonGroup',
  'Toolbar',
  'Tooltip',
  'Typography',
  'Unstable_TrapFocus',
  'internal',
  'transitions',
  'useLazyRipple',
  'useMediaQuery',
];

const CHUNK_GROUPS = {
  react: {
    test: nodeModules('react|react-dom|scheduler'),
    name: 'react',
    priority: 40,
    enforce: true,
  },
  router: {
    test: (module) =>
      /[\\/]node_modules[\\/]react-router[\\/]|router-surface\.mjs$/.test(module.resource || ''),
    name: 'router',
    priority: 40,
    enforce: true,
  },
  muiCore: {
    test: nodeModules(
      '@emotion|stylis|hoist-non-react-statics|react-is|clsx|prop-types|@babel|@mui[\\\\/](system|styled-engine|private-theming|utils)|@mui[\\\\/]material[\\\\/](styles|utils|colors|DefaultPropsProvider|zero-styled)',
    ),
    name: 'mui-core',
    priority: 30,
    enforce: true,
  },
  muiFrame: {
    // react-transition-group: the context MUI's transitions read. Left out, it and the three
    // contexts above land in seven chunks of 0.2 KB (four of them the same module), seven more
    // requests and 1.4 KB on every first load.
    test: nodeModules(
      `@popperjs|react-transition-group|@mui[\\\\/]material[\\\\/](${FRAME_MUI.join('|')})`,
    ),
    name: 'mui-frame',
    priority: 30,
    enforce: true,
  },
  sharedPackage: {
    // The shared package's main entry (not its map kit, harness, filters, offline store or
    // history sentences), with what it brings.
    test: (module) =>
      /[\\/](shared[\\/]src|geo[\\/]src|constants[\\/]src)[\\/]/.test(module.resource || '') &&
      !/[\\/]shared[\\/]src[\\/](maps|harness|filters|offline|history|i18n[\\/]parts)[\\/]/.test(
        module.resource || '',
      )
        ? true
        : nodeModules('ky|zustand').test(module.resource || ''),
    name: 'shared',
    priority: 30,
    enforce: true,
  },
};

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.dir the app folder (its webpack.config.js's __dirname)
 * @param {string} options.name federation name: 'shell' or one of REMOTES' names
 * @param {Record<string,string>} [options.exposes] remote only: its public surface
 * @param {object} env webpack --env flags (`harness` starts a remote alone)
 * @param {object} argv webpack argv (mode)
 */
function createAppConfig({ kind, dir, name, exposes = {} }, env = {}, argv = {}) {
  const production = argv.mode === 'production';
  const pkg = readJson(path.join(dir, 'package.json'));
  const remote = REMOTES.find((r) => r.name === name);
  const harness = kind === 'remote' && Boolean(env.harness);

  const entry =
    kind === 'host' ? { main: './src/index.ts' } : harness ? { main: './src/dev/index.ts' } : {};

  const federation = new ModuleFederationPlugin({
    name,
    ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes, manifest: true } : {}),
    // The shell's build has no remote URLs: it registers them at run time from /config/app.json.
    remotes: {},
    shared: sharedSingletons(pkg.dependencies, { provideMonorepoMui: kind === 'host' }),
    shareStrategy: 'loaded-first',
    // One copy of the federation runtime per page: the shell provides its runtime core and
    // every remote it loads uses that one (a remote started alone, in its harness, keeps its
    // own). Only the browser's code paths are built in.
    experiments: {
      optimization: { target: 'web' },
      ...(kind === 'remote' && !harness ? { externalRuntime: true } : {}),
    },
    ...(kind === 'host'
      ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.mjs')] }
      : {}),
    // Type federation fetches manifests over HTTP at build time; the monorepo type-checks
    // against sources instead.
    dts: false,
  });

  const plugins = [federation];
  if (kind === 'host' || harness) {
    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: kind === 'host' ? 'Grovekeeper' : `Grovekeeper · ${name}`,
        favicon: path.join(__dirname, 'favicon.svg'),
        // The shell's first request: fetched while main.js downloads, not after it runs.
        preloadConfig: kind === 'host',
        // The shell's frame, drawn by the HTML itself while the scripts download.
        appShell: kind === 'host',
        // The installable app: its manifest and Apple's home-screen icon.
        webApp: kind === 'host',
        // early.js, run first, starts main.js: the first paint's start (early-script.js). The
        // template then writes the head's tags itself, without main.js's.
        earlyScript: kind === 'host' && production,
        ...(kind === 'host' && production ? { inject: false } : {}),
      }),
    );
  }
  if (kind === 'host') plugins.push(new WebAppManifestPlugin());

  if (production) plugins.push(new PrecompressPlugin());

  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Module Federation rejects [contenthash] in `filename`; only chunks are hashed.
      filename: '[name].js',
      // Hashed in development too: the shell's provided MUI modules and their fallbacks are
      // separate chunks that named ids would give one file name.
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The apps bundle @grovekeeper/geo and @grovekeeper/constants from their TypeScript
      // source, as they do shared's:
      // ES modules tree-shake, and a dev server needs no geo build first. Node (the API)
      // loads the package's built dist/ instead.
      alias: {
        '@grovekeeper/geo$': path.join(REPO, 'geo/src/index.ts'),
        '@grovekeeper/constants$': path.join(REPO, 'constants/src/index.ts'),
        // React Router publishes its production build beside the development one but names
        // only the development one in its exports; a production bundle takes the former.
        ...(production
          ? {
              'react-router$': path.join(
                REPO,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            }
          : {}),
      },
    },
    // The host's groups only: in a remote they would gather the remote's own small helpers
    // (clsx, react-is) into one large chunk beside copies of MUI the shell already provides.
    optimization: kind === 'host' ? { splitChunks: { cacheGroups: CHUNK_GROUPS } } : {},
    module: {
      // An import of a name the module does not export (say, from the router surface) fails
      // the build instead of being undefined at run time.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        swcRule,
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset' },
      ],
    },
    plugins,
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
    devServer: devServer(kind === 'host' ? SHELL_PORT : remote.port),
  };
}

/**
 * The shell's config, with the builds of its early.js (early-script.js) and its service
 * worker (service-worker.js) in production.
 */
function createShellConfig(env, argv, dir) {
  const shell = createAppConfig({ kind: 'host', dir, name: 'shell' }, env, argv);
  if (shell.mode !== 'production') return shell;
  const [early, withEarly] = withEarlyScript(shell, swcRule);
  return [early, ...withServiceWorker(withEarly, swcRule)];
}

/**
 * A remote's first paint (`first-paint.js` beside its manifest): one small script without
 * React, MUI or the federation runtime, which the shell's entry loads for the remote's field
 * pages and which draws the page's first screen from its early read while the app's code is
 * still downloading (issue 27). Built after the remote's own build (`dependencies`), into
 * the same folder, which that build cleans first.
 */
function createFirstPaintConfig({ dir, name, entry }, argv = {}) {
  const production = argv.mode === 'production';
  return {
    name: `${name}-first-paint`,
    dependencies: [name],
    mode: production ? 'production' : 'development',
    context: dir,
    target: ['web', 'es2020'],
    entry: { 'first-paint': entry },
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false, iife: true },
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      alias: { '@grovekeeper/constants$': path.join(REPO, 'constants/src/index.ts') },
    },
    module: { rules: [swcRule] },
    plugins: production ? [new PrecompressPlugin()] : [],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = {
  createAppConfig,
  createFirstPaintConfig,
  createShellConfig,
  devRuntimeConfig,
  REMOTES,
  SHELL_PORT,
};
