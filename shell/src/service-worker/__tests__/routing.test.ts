import { strategyFor } from '../routing';

const ORIGIN = 'https://grovekeeper.example';

function strategy(url: string, mode = 'cors', method = 'GET') {
  return strategyFor({ url: new URL(url, ORIGIN), mode, method }, ORIGIN);
}

describe('which way the service worker answers a request', () => {
  it('leaves every API call to the network, never to a cache, whatever its method', () => {
    expect(strategy('/api/trees/abc')).toBe('browser');
    expect(strategy('/api/profile')).toBe('browser');
    expect(strategy('/api/trees/abc', 'cors', 'PATCH')).toBe('browser');
    expect(strategy('/api/docs', 'navigate')).toBe('browser');
  });

  it('answers a page load from the network, falling back to the app (any route)', () => {
    expect(strategy('/tree-tagging', 'navigate')).toBe('page');
    expect(strategy('/trees/0123456789abcdef01234567', 'navigate')).toBe('page');
    expect(strategy('/', 'navigate')).toBe('page');
  });

  it('reads the runtime configuration and the remotes’ manifests and entries from the network first', () => {
    expect(strategy('/config/app.json')).toBe('fresh');
    expect(strategy('/remotes/mf-trees/mf-manifest.json')).toBe('fresh');
    expect(strategy('/remotes/mf-trees/remoteEntry.js', 'no-cors')).toBe('fresh');
    expect(strategy('/remotes/mf-trees/mf-stats.json')).toBe('fresh');
  });

  it('serves content-hashed files from the cache first, the shell’s and the remotes’', () => {
    expect(strategy('/remotes/mf-trees/2573.3289de97.js', 'no-cors')).toBe('hashed');
    expect(strategy('/remotes/mf-trees/__federation_expose_routes.91fb8375.js')).toBe('hashed');
    expect(strategy('/react.7bd08934.js', 'no-cors')).toBe('hashed');
  });

  it('tries the network first for the shell’s unhashed files', () => {
    expect(strategy('/main.js', 'no-cors')).toBe('shell-file');
    expect(strategy('/manifest.webmanifest')).toBe('shell-file');
    expect(strategy('/icons/icon-192.png')).toBe('shell-file');
  });

  it('never answers for the worker itself, other origins, other config files or non-GET requests', () => {
    expect(strategy('/sw.js')).toBe('browser');
    expect(strategy('http://127.0.0.1:4312/mf-manifest.json')).toBe('browser');
    expect(strategy('https://server.arcgisonline.com/tile/1/2/3')).toBe('browser');
    expect(strategy('/config/other.json')).toBe('browser');
    expect(strategy('/config/app.json', 'cors', 'POST')).toBe('browser');
  });
});
