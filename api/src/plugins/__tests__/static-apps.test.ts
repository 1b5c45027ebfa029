import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeApi } from '../../test/harness';
import type { ApiHarness, HarnessOptions } from '../../test/harness';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../static-apps';

const SHELL_INDEX = '<!doctype html><title>Grovekeeper shell</title><div id="root"></div>';
const BIG_SCRIPT = `console.log(${JSON.stringify('olive '.repeat(2000))});`;

/** A fake one-command layout: the shell and one remote (mf-trees) built, the others not. */
async function createAppsDir(api: ApiHarness): Promise<string> {
  const root = await api.tempDir('gk-apps-');
  const files: Record<string, string> = {
    'shell/dist/index.html': SHELL_INDEX,
    'shell/dist/main.js': BIG_SCRIPT,
    'shell/dist/481.3f9a1c2b7d.js': 'export const chunk = 1;',
    'shell/dist/sw.js': 'self.addEventListener("fetch", () => {});',
    'shell/dist/manifest.webmanifest': JSON.stringify({ name: 'Grovekeeper' }),
    'mf-trees/dist/mf-manifest.json': JSON.stringify({ id: 'mf_trees', name: 'mf_trees' }),
    'mf-trees/dist/remoteEntry.js': 'var mf_trees;',
    'mf-trees/dist/index.html': '<!doctype html><title>trees harness</title>',
    'mf-trees/dist/512.0c4d9e8fa1.js': 'export const trees = 1;',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

describe('the cache policy of built files', () => {
  it.each([
    ['index.html', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['main.js', NO_CACHE],
    ['sw.js', NO_CACHE],
    ['manifest.webmanifest', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['481.3f9a1c2b7d.js', IMMUTABLE],
    ['vendors-mui.8f2c4a1b9e0d.css', IMMUTABLE],
    ['3f9a1c2b7d4e5f60.js', IMMUTABLE],
  ])('serves %s with "%s"', (file, expected) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe(expected);
  });
});

const servingApps: HarnessOptions = {
  config: async (api) => ({ serveApps: true, appsDir: await createAppsDir(api) }),
};

describeApi('static hosting of the built apps', servingApps, (api) => {
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it("serves the shell's index.html at / without caching", async () => {
    const response = await api.request({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL_INDEX);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("answers client-side routes with the shell's index.html", async () => {
    for (const url of ['/estates/0123456789abcdef01234567', '/trees/abc/tag?x=1', '/login']) {
      const response = await api.request({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL_INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing file that is not an HTML navigation with a JSON 404', async () => {
    for (const headers of [{ accept: '*/*' }, { accept: 'application/json' }]) {
      const response = await api.request({ url: '/missing-chunk.js', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not-found' });
    }
  });

  it('never answers API, config or remote paths with the shell, even for HTML requests', async () => {
    for (const url of [
      '/api/no-such-route',
      '/config/other.json',
      '/remotes/mf-trees/missing.js',
    ]) {
      const response = await api.request({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not-found' });
    }
  });

  it('still serves the API routes', async () => {
    expect((await api.request({ url: '/api/health', headers: html })).json()).toEqual({
      status: 'ok',
    });
  });

  it('caches hashed chunks for a year and revalidates unhashed entry files', async () => {
    const chunk = await api.request({ url: '/481.3f9a1c2b7d.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const entry = await api.request({ url: '/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web app manifest from the root, revalidated, with their types', async () => {
    const worker = await api.request({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await api.request({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Grovekeeper' });
  });

  it("serves each built remote's manifest and entry without caching, open to every origin", async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'index.html']) {
      const response = await api.request({
        url: `/remotes/mf-trees/${file}`,
        headers: { origin: 'http://localhost:4000' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const manifest = await api.request({ url: '/remotes/mf-trees/mf-manifest.json' });
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.json()).toEqual({ id: 'mf_trees', name: 'mf_trees' });
  });

  it('lets every origin read a remote also when the API allows CORS origins of its own', async () => {
    const withCors = await api.startServer({
      serveApps: true,
      appsDir: await createAppsDir(api),
      corsOrigins: ['http://localhost:8080'],
    });
    const manifest = '/remotes/mf-trees/mf-manifest.json';
    // The allowlisted origin is answered with its own name or `*`: either lets it read.
    const allowed = await withCors.request({
      url: manifest,
      headers: { origin: 'http://localhost:8080' },
    });
    expect(allowed.headers['access-control-allow-origin']).toMatch(
      /^(\*|http:\/\/localhost:8080)$/,
    );
    const other = await withCors.request({
      url: manifest,
      headers: { origin: 'http://localhost:4000' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBe('*');
    // The API itself still answers only its allowlist.
    const health = await withCors.request({
      url: '/api/health',
      headers: { origin: 'http://localhost:4000' },
    });
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("caches a remote's hashed chunks for a year", async () => {
    const response = await api.request({ url: '/remotes/mf-trees/512.0c4d9e8fa1.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a remote that was not built with a JSON 404', async () => {
    const response = await api.request({ url: '/remotes/mf-estates/mf-manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not-found' });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses scripts with %s when the client accepts it', async (encoding, decompress) => {
    const response = await api.request({
      url: '/main.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawBody.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(decompress(response.rawBody).toString()).toBe(BIG_SCRIPT);
  });

  it('compresses JSON API answers too', async () => {
    const response = await api.request({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawBody).toString())).toHaveProperty('openapi');
  });

  it('serves nothing but the API when SERVE_APPS is off', async () => {
    const apiOnly = await api.startServer({ serveApps: false, appsDir: api.server.config.appsDir });
    const response = await apiOnly.request({ url: '/estates', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not-found' });
    expect((await apiOnly.request({ url: '/remotes/mf-trees/remoteEntry.js' })).statusCode).toBe(
      404,
    );
  });
});
