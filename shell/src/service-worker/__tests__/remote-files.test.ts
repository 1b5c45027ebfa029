import { remoteFiles, remotesOf } from '../remote-files';

const ORIGIN = 'https://grovekeeper.example';
const TREES = `${ORIGIN}/remotes/mf-trees/mf-manifest.json`;

/** The shape webpack's Module Federation plugin writes (trimmed to what is read). */
function manifest(meta: Record<string, unknown> = {}) {
  return {
    id: 'mf_trees',
    name: 'mf_trees',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      ...meta,
    },
    shared: [
      {
        name: '@emotion/react',
        assets: {
          js: { sync: ['4701.e27c87f0.js'], async: [] },
          css: { sync: [], async: [] },
        },
      },
    ],
    exposes: [
      {
        name: 'routes',
        assets: {
          js: {
            sync: ['__federation_expose_routes.91fb8375.js'],
            async: ['2573.3289de97.js', '4701.e27c87f0.js'],
          },
          css: { sync: [], async: ['theme.0a1b2c3d.css'] },
        },
      },
    ],
    remotes: [],
  };
}

describe('the remotes the service worker stores, from /config/app.json', () => {
  it('lists each remote of this origin with its manifest URL, relative or absolute', () => {
    const config = {
      apiBaseUrl: '',
      remotes: {
        mf_trees: '/remotes/mf-trees/mf-manifest.json',
        mf_estates: `${ORIGIN}/remotes/mf-estates/mf-manifest.json`,
      },
    };
    expect(remotesOf(config, ORIGIN)).toEqual([
      { name: 'mf_trees', manifestUrl: TREES },
      { name: 'mf_estates', manifestUrl: `${ORIGIN}/remotes/mf-estates/mf-manifest.json` },
    ]);
  });

  it('leaves a remote served from another origin to the browser', () => {
    const config = { remotes: { mf_workforce: 'http://127.0.0.1:4312/mf-manifest.json' } };
    expect(remotesOf(config, ORIGIN)).toEqual([]);
  });

  it('reads nothing from a configuration without remotes', () => {
    expect(remotesOf({}, ORIGIN)).toEqual([]);
    expect(remotesOf(null, ORIGIN)).toEqual([]);
    expect(remotesOf({ remotes: { mf_trees: 42 } }, ORIGIN)).toEqual([]);
  });
});

describe("a remote's files, from its mf-manifest.json", () => {
  it('names its entry and every chunk its exposed modules and shared fallbacks list, once each', () => {
    const files = remoteFiles(manifest(), TREES);
    expect(files.entry).toBe(`${ORIGIN}/remotes/mf-trees/remoteEntry.js`);
    expect(files.chunks.sort()).toEqual(
      [
        '__federation_expose_routes.91fb8375.js',
        '2573.3289de97.js',
        '4701.e27c87f0.js',
        'theme.0a1b2c3d.css',
      ]
        .map((file) => `${ORIGIN}/remotes/mf-trees/${file}`)
        .sort(),
    );
  });

  it('honours an entry path and an explicit public path', () => {
    const files = remoteFiles(
      manifest({
        remoteEntry: { name: 'remoteEntry.js', path: 'entry/' },
        publicPath: 'https://cdn.example/trees/v2/',
      }),
      TREES,
    );
    expect(files.entry).toBe(`${ORIGIN}/remotes/mf-trees/entry/remoteEntry.js`);
    expect(files.chunks).toContain('https://cdn.example/trees/v2/2573.3289de97.js');
  });

  it('falls back to remoteEntry.js and no chunks for a manifest it cannot read', () => {
    expect(remoteFiles({ unexpected: true }, TREES)).toEqual({
      entry: `${ORIGIN}/remotes/mf-trees/remoteEntry.js`,
      chunks: [],
    });
  });
});
