// The one list of shared singletons (../shared/GUIDE.md §2). Everything that holds React
// context must exist once per page, or the theme and stores split between apps.
const fs = require('fs');
const path = require('path');

const REPO = path.resolve(__dirname, '../..');

function installedVersion(pkg) {
  const file = path.join(REPO, 'node_modules', pkg, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

// Trailing-slash keys share deep imports too (react-dom/client, react/jsx-runtime,
// @mui/material/Button), so nothing is loaded twice through a subpath.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material',
  '@mui/material/',
  '@mui/system',
  '@mui/system/',
  '@mui/styled-engine',
  '@mui/styled-engine/',
  '@mui/private-theming',
  '@mui/private-theming/',
  'zustand',
  '@grovekeeper/shared',
];

// 'react-router-dom' is shared as the narrow surface the apps use (router-surface.mjs), not
// the package's barrel; the router itself is React Router's production build.
const IMPORT_OVERRIDES = {
  'react-router-dom': path.join(__dirname, 'router-surface.mjs'),
};

// The apps' sources, scanned for the MUI components they import (monorepoMuiComponents).
const APP_SOURCES = [
  'shell',
  'mf-estates',
  'mf-trees',
  'mf-rentals',
  'mf-contracts',
  'mf-workforce',
  'shared',
].map((dir) => path.join(REPO, dir, 'src'));

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every `@mui/material/<Component>` any app of the monorepo imports. The shell provides all
 * of them (lazily: nothing loads until a page asks), so a remote's page finds its components
 * in the shell's chunks, which share MUI's internals (styles, ButtonBase, transitions), instead
 * of falling back to its own copies that would bring their own internals along. A remote
 * built later with a component not in this list still works: it uses its own copy.
 */
function monorepoMuiComponents() {
  const found = new Set();
  for (const dir of APP_SOURCES) {
    for (const file of sourceFiles(dir)) {
      for (const match of fs
        .readFileSync(file, 'utf8')
        .matchAll(/from '(@mui\/material\/[\w]+)'/g)) {
        found.add(match[1]);
      }
    }
  }
  return [...found].sort();
}

/** `@mui/material/Card` → the ES module webpack resolves it to. */
function muiComponentFile(request) {
  return path.join(REPO, 'node_modules', request, 'index.mjs');
}

/**
 * @param {Record<string,string>} appDependencies the app's package.json dependencies:
 *   requiredVersion comes from there when the app names the package, else from what is installed.
 * @param {{ provideMonorepoMui?: boolean }} [options] provideMonorepoMui (the shell): also
 *   provide every MUI component the monorepo's apps import (monorepoMuiComponents).
 *
 * Nothing is eager: each shared module loads when a page first needs it, so the first load
 * carries only what the first page renders (the shell's index.ts → bootstrap is the async
 * boundary). The apps' splitChunks groups (index.js) keep that to a few files.
 */
function sharedSingletons(appDependencies = {}, { provideMonorepoMui = false } = {}) {
  const shared = {};
  const keys = provideMonorepoMui ? [...SINGLETONS, ...monorepoMuiComponents()] : SINGLETONS;
  for (const key of keys) {
    const pkg = key.startsWith('@mui/material/') ? '@mui/material' : key.replace(/\/$/, '');
    const declared = appDependencies[pkg];
    const version = declared && /^\d/.test(declared) ? declared : `^${installedVersion(pkg)}`;
    // strictVersion stays off: a drift warns in the console and CI catches it,
    // instead of blanking the page for users.
    shared[key] = { singleton: true, requiredVersion: version, strictVersion: false, eager: false };
    // A module named by its file is provided even when this app never imports it; the
    // version is then stated, since the file's own package.json may not be the package's.
    const file =
      IMPORT_OVERRIDES[key] ??
      (/^@mui\/material\/\w+$/.test(key) ? muiComponentFile(key) : undefined);
    if (file) {
      shared[key].import = file;
      shared[key].version = installedVersion(pkg);
    }
  }
  return shared;
}

module.exports = {
  SINGLETONS,
  APP_SOURCES,
  sharedSingletons,
  installedVersion,
  monorepoMuiComponents,
  sourceFiles,
};
