import type { AppRuntimeConfig } from '@grovekeeper/shared';
import { initFederation, loadRemoteRoutes } from '../../features/remotes/loader/federation';
import { takePreloadedRoutes } from '../../features/remotes/loader/preloads';
import { startEarly, takeEarlyConfig } from '../early-start';
import { announceFirstPaint } from '@grovekeeper/shared/first-paint/signal';
import { paintsFirst, startFirstPaint } from '../first-paint-start';

jest.mock('../../features/remotes/loader/federation');

const config = {
  apiBaseUrl: '',
  googleMapsApiKey: '',
  mapTileUrl: '',
  mapTileAttribution: '',
  remotes: { mf_estates: '/remotes/mf-estates/mf-manifest.json' },
} as unknown as AppRuntimeConfig;

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(initFederation).mockReset();
  jest
    .mocked(loadRemoteRoutes)
    .mockReset()
    .mockResolvedValue({ default: () => null });
  Object.assign(window, { fetch: fetchMock });
  window.localStorage.clear();
});

afterEach(() => {
  window.history.pushState({}, '', '/');
  for (const remote of ['mf_estates', 'mf_trees'] as const) takePreloadedRoutes(remote);
});

it("reads the configuration, registers the remotes and starts the signed-in page's remote", async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });
  window.localStorage.setItem('accessToken', 'a-token');
  window.history.pushState({}, '', '/estates/0123456789abcdef01234567/trees/add');

  startEarly();

  await expect(takeEarlyConfig()).resolves.toEqual(config);
  expect(fetchMock).toHaveBeenCalledWith('/config/app.json');
  expect(initFederation).toHaveBeenCalledWith(config);
  await Promise.resolve();
  expect(loadRemoteRoutes).toHaveBeenCalledWith('mf_trees');
  // Handed over once: a Retry after a failed start reads the configuration again.
  await expect(takeEarlyConfig()).resolves.toBeNull();
});

it('loads no remote for a signed-out visitor (the guard will show the sign-in page)', async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });

  startEarly();

  await expect(takeEarlyConfig()).resolves.toEqual(config);
  await Promise.resolve();
  expect(loadRemoteRoutes).not.toHaveBeenCalled();
});

it("starts a public tag page's remote for a signed-out visitor (who scanned a printed code)", async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });
  window.history.pushState({}, '', '/trees/0123456789abcdef01234567/tag');

  startEarly();

  await expect(takeEarlyConfig()).resolves.toEqual(config);
  await Promise.resolve();
  expect(loadRemoteRoutes).toHaveBeenCalledWith('mf_trees');
});

it('hands over nothing when the configuration cannot be read, so start() reads it and reports', async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
  window.localStorage.setItem('accessToken', 'a-token');

  startEarly();

  await expect(takeEarlyConfig()).resolves.toBeNull();
  expect(initFederation).not.toHaveBeenCalled();
  expect(loadRemoteRoutes).not.toHaveBeenCalled();
});

it('hands over nothing when it was never started', async () => {
  await expect(takeEarlyConfig()).resolves.toBeNull();
});

describe("a field page's first paint (the remote's first-paint.js)", () => {
  const treesConfig = {
    ...config,
    apiBaseUrl: 'https://api.example.test',
    remotes: { mf_trees: 'https://cdn.example.test/mf-trees/mf-manifest.json' },
  } as unknown as AppRuntimeConfig;
  const scripts = () =>
    [...document.head.querySelectorAll('script')].map((script) => ({
      src: script.src,
      apiBase: script.dataset.apiBase,
    }));

  beforeEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

  it("adds the remote's first-paint.js and asks for the page's data at once, before its code", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/config/app.json'
        ? { ok: true, status: 200, json: async () => treesConfig }
        : { ok: true, status: 200, json: async () => ({}) },
    );
    window.history.pushState({}, '', '/trees/0123456789abcdef01234567/tag');
    expect(paintsFirst()).toBe(true);

    startEarly();
    await takeEarlyConfig();

    expect(scripts()).toEqual([
      {
        src: 'https://cdn.example.test/mf-trees/first-paint.js',
        apiBase: 'https://api.example.test',
      },
    ]);
    // Not after the remote's routes: the first paint draws from it.
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.example.test/api/public/trees/0123456789abcdef01234567/tag',
      expect.anything(),
    );
  });

  it('is for the field pages and the dashboard only, signed in (but the tag page)', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => treesConfig });
    for (const path of ['/trees/0123456789abcdef01234567', '/tree-tagging', '/']) {
      window.history.pushState({}, '', path);
      expect(paintsFirst()).toBe(false);
    }
    window.localStorage.setItem('accessToken', 'a-token');
    expect(paintsFirst()).toBe(true);
    expect(paintsFirst()).toBe(true);
    for (const path of ['/trees', '/estates', '/estates/e1/trees/add', '/rentals']) {
      window.history.pushState({}, '', path);
      expect(paintsFirst()).toBe(false);
    }

    startEarly();
    await takeEarlyConfig();

    expect(scripts()).toEqual([]);
  });
});

describe("early.js (startFirstPaint), before main.js's startEarly", () => {
  const treesConfig = {
    ...config,
    remotes: { mf_trees: '/remotes/mf-trees/mf-manifest.json' },
  } as unknown as AppRuntimeConfig;

  beforeEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete (window as unknown as Record<string, unknown>).__grovekeeperFirstPaintSettled__;
    fetchMock.mockImplementation(async (url: string) =>
      url === '/config/app.json'
        ? { ok: true, status: 200, json: async () => treesConfig }
        : { ok: true, status: 200, json: async () => ({}) },
    );
  });

  it('starts the first paint and hands its reading of the configuration to main.js', async () => {
    window.history.pushState({}, '', '/trees/0123456789abcdef01234567/tag');

    const settled = startFirstPaint(60_000);
    let done = false;
    void settled?.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));

    const script = document.head.querySelector<HTMLScriptElement>('script[data-first-paint]');
    expect(script?.src).toBe(`${window.location.origin}/remotes/mf-trees/first-paint.js`);
    expect(done).toBe(false);
    // The first paint says it is done: main.js may run.
    announceFirstPaint();
    await settled;

    startEarly();
    await expect(takeEarlyConfig()).resolves.toEqual(treesConfig);
    const configReads = fetchMock.mock.calls.filter(([url]) => url === '/config/app.json');
    expect(configReads).toHaveLength(1);
    // main.js adds no second script.
    expect(document.head.querySelectorAll('script[data-first-paint]')).toHaveLength(1);
  });

  it('does nothing on a page without a first paint: main.js starts at once', () => {
    window.history.pushState({}, '', '/rentals');
    expect(startFirstPaint(60_000)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
