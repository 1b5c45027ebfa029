import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppRuntimeConfig } from '@grovekeeper/shared';
import {
  initFederation,
  loadRemoteRoutes,
  remoteErrorPlugin,
  reregisterRemote,
} from '../loader/federation';
import { IncompatibleRemoteError, sharedVersionPlugin } from '../loader/shared-versions';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const config: AppRuntimeConfig = {
  apiBaseUrl: '',
  googleMapsApiKey: '',
  mapTileUrl: '',
  mapTileAttribution: '',
  remotes: {
    mf_estates: '/remotes/mf-estates/mf-manifest.json',
    mf_trees: '/remotes/mf-trees/mf-manifest.json',
    mf_rentals: '/remotes/mf-rentals/mf-manifest.json',
    mf_contracts: '/remotes/mf-contracts/mf-manifest.json',
    mf_workforce: '/remotes/mf-workforce/mf-manifest.json',
  },
};

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => consoleError.mockRestore());

describe('initFederation', () => {
  it('registers every remote with the manifest URL from the runtime config', () => {
    initFederation(config);
    expect(registerRemotes).toHaveBeenCalledWith(
      Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    );
    expect(registerPlugins).toHaveBeenCalledWith([sharedVersionPlugin, remoteErrorPlugin]);
  });

  it('registers the error plugin only once when start-up runs again', () => {
    jest.mocked(registerPlugins).mockClear();
    initFederation(config);
    initFederation(config);
    expect(registerPlugins).not.toHaveBeenCalled();
  });

  it('skips a remote the config does not name, and says so in the console', async () => {
    const { mf_rentals: _missing, ...others } = config.remotes;
    initFederation({ ...config, remotes: others as AppRuntimeConfig['remotes'] });

    const registered = jest.mocked(registerRemotes).mock.calls[0]?.[0] ?? [];
    expect(registered.map((remote) => remote.name)).not.toContain('mf_rentals');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('mf_rentals'));
    await expect(loadRemoteRoutes('mf_rentals')).rejects.toThrow('mf_rentals');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('reregisterRemote', () => {
  it('registers the same manifest again with force, so caches are dropped', () => {
    initFederation(config);
    jest.mocked(registerRemotes).mockClear();
    reregisterRemote('mf_trees');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_trees', entry: '/remotes/mf-trees/mf-manifest.json' }],
      { force: true },
    );
  });
});

describe('loadRemoteRoutes', () => {
  beforeEach(() => initFederation(config));

  it("loads the remote's ./routes module", async () => {
    const routes = { default: () => null };
    jest.mocked(loadRemote).mockResolvedValue(routes);
    await expect(loadRemoteRoutes('mf_estates')).resolves.toBe(routes);
    expect(loadRemote).toHaveBeenCalledWith('mf_estates/routes');
  });

  it('rejects a module without a routes component', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: 'nope' });
    await expect(loadRemoteRoutes('mf_estates')).rejects.toThrow('did not expose');
    jest.mocked(loadRemote).mockResolvedValue(null);
    await expect(loadRemoteRoutes('mf_estates')).rejects.toThrow('did not expose');
  });
});

describe('remoteErrorPlugin', () => {
  it('logs which remote failed and offers no fallback, so the loader shows the card', () => {
    const result = remoteErrorPlugin.errorLoadRemote?.({
      id: 'mf_rentals/routes',
      error: new Error('boom'),
      from: 'runtime',
      lifecycle: 'afterResolve',
      remote: { name: 'mf_rentals' } as never,
      origin: {} as never,
    });
    expect(result).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('"mf_rentals" failed to load during afterResolve'),
      expect.any(Error),
    );
  });

  it('leaves a remote refused for its shared versions to the line the version check logged', () => {
    const refusal = new IncompatibleRemoteError('mf_rentals', [
      { pkg: 'react', needed: '20.0.0', provided: '19.3.1' },
    ]);
    const result = remoteErrorPlugin.errorLoadRemote?.({
      id: 'mf_rentals/routes',
      error: refusal,
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: { name: 'mf_rentals' } as never,
      origin: {} as never,
    });
    expect(result).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
