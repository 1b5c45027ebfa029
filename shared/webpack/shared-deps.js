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

/**
 * @param {Record<string,string>} appDependencies the app's package.json dependencies:
 *   requiredVersion comes from there when the app names the package, else from what is installed.
 * @param {{ eager?: boolean }} [options] eager: bundle the shared modules the app uses into
 *   its first chunks (the shell: they are needed on every page, and one bundle beats ~80
 *   small async chunks queued behind the browser's six connections per host).
 */
function sharedSingletons(appDependencies = {}, { eager = false } = {}) {
  const shared = {};
  for (const key of SINGLETONS) {
    const pkg = key.replace(/\/$/, '');
    const declared = appDependencies[pkg];
    const version = declared && /^\d/.test(declared) ? declared : `^${installedVersion(pkg)}`;
    // strictVersion stays off: a drift warns in the console and CI catches it,
    // instead of blanking the page for users.
    shared[key] = { singleton: true, requiredVersion: version, strictVersion: false, eager };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons, installedVersion };
