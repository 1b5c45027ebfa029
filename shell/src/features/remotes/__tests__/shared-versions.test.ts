import {
  IncompatibleRemoteError,
  findSharedConflicts,
  lowestVersions,
  packageOf,
  parseVersion,
  providedSingletons,
  sharedVersionPlugin,
} from '../loader/shared-versions';
import type { DeclaredShared, ProvidedShared } from '../loader/shared-versions';

/** What the shell provides (its federation options.shared, as the build registers them). */
function shellShared(versions: Record<string, string>): ProvidedShared {
  return Object.fromEntries(
    Object.entries(versions).map(([key, version]) => [
      key,
      [{ version, from: 'shell', shareConfig: { singleton: true } }],
    ]),
  );
}

const SHELL = providedSingletons(
  shellShared({
    react: '19.3.1',
    'react/jsx-runtime': '19.3.1',
    'react-dom': '19.3.1',
    'react-dom/client': '19.3.1',
    'react-router-dom': '7.18.5',
    '@mui/material': '9.5.0',
    '@mui/material/Button': '9.5.0',
    zustand: '5.1.0',
    '@grovekeeper/shared': '0.1.0',
  }),
  'shell',
);

/** A remote's manifest `shared` list as the current build writes it. */
const BUILT_TOGETHER: DeclaredShared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '19.3.1' },
  { name: 'react-router-dom', version: '7.18.5', requiredVersion: '7.18.5' },
  { name: '@mui/material/Button', version: '9.5.0', requiredVersion: '^9.5.0' },
  { name: 'zustand', version: '5.1.0', requiredVersion: '5.1.0' },
  { name: '@grovekeeper/shared', version: '0.1.0', requiredVersion: '0.1.0' },
];

function remoteNeeding(name: string, requiredVersion: string, version = requiredVersion) {
  return [
    ...BUILT_TOGETHER.filter((entry) => packageOf(entry.name) !== packageOf(name)),
    { name, version, requiredVersion },
  ];
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => consoleError.mockRestore());

describe('reading versions', () => {
  it('names the package of a deep import', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('@grovekeeper/shared')).toBe('@grovekeeper/shared');
    expect(packageOf('react-dom')).toBe('react-dom');
  });

  it('reads full, partial, wildcard and pre-release versions, and nothing else', () => {
    expect(parseVersion('19.3.1')).toEqual([19, 3, 1]);
    expect(parseVersion('v19.3')).toEqual([19, 3, 0]);
    expect(parseVersion('19.x')).toEqual([19, 0, 0]);
    expect(parseVersion('20.0.0-rc.1')).toEqual([20, 0, 0]);
    expect(parseVersion('latest')).toBeNull();
    expect(parseVersion('*')).toBeNull();
  });

  it('takes the lowest version of each alternative of a range, and none from an open one', () => {
    expect(lowestVersions('^19.3.1')).toEqual([[19, 3, 1]]);
    expect(lowestVersions('~9.5')).toEqual([[9, 5, 0]]);
    expect(lowestVersions('>=18.2.0 <20')).toEqual([[18, 2, 0]]);
    expect(lowestVersions('^18.0.0 || ^19.0.0')).toEqual([
      [18, 0, 0],
      [19, 0, 0],
    ]);
    expect(lowestVersions('*')).toEqual([]);
    expect(lowestVersions('<20')).toEqual([]);
  });
});

describe('findSharedConflicts', () => {
  it('accepts a remote built with the same versions as the shell', () => {
    expect(findSharedConflicts(BUILT_TOGETHER, SHELL)).toEqual([]);
  });

  it('accepts another minor or patch of a third-party singleton, older or newer', () => {
    expect(findSharedConflicts(remoteNeeding('react', '19.4.0'), SHELL)).toEqual([]);
    expect(findSharedConflicts(remoteNeeding('react', '^19.0.0'), SHELL)).toEqual([]);
    expect(findSharedConflicts(remoteNeeding('@mui/material/Button', '^9.7.2'), SHELL)).toEqual([]);
  });

  it.each([
    ['react', '20.0.0', '19.3.1'],
    ['react', '^18.3.1', '19.3.1'],
    ['react-dom', '20.1.0', '19.3.1'],
    ['react-router-dom', '^6.30.0', '7.18.5'],
    ['@mui/material', '^10.0.0', '9.5.0'],
  ])('refuses %s when the remote needs %s and the shell provides %s', (pkg, needed, provided) => {
    expect(findSharedConflicts(remoteNeeding(pkg, needed), SHELL)).toEqual([
      { pkg, needed, provided },
    ]);
  });

  it('counts a deep import such as @mui/material/Button as its package', () => {
    expect(findSharedConflicts(remoteNeeding('@mui/material/Button', '^8.0.0'), SHELL)).toEqual([
      { pkg: '@mui/material', needed: '^8.0.0', provided: '9.5.0' },
    ]);
  });

  it('treats another minor of a 0.x singleton as another major, as semver does', () => {
    const shell = providedSingletons(shellShared({ 'some-lib': '0.4.2' }), 'shell');
    const remote = (version: string) => [{ name: 'some-lib', version, requiredVersion: version }];
    expect(findSharedConflicts(remote('0.4.9'), shell)).toEqual([]);
    expect(findSharedConflicts(remote('0.5.0'), shell)).toEqual([
      { pkg: 'some-lib', needed: '0.5.0', provided: '0.4.2' },
    ]);
  });

  it('accepts @grovekeeper/shared at the same version, or when the shell has a newer patch', () => {
    expect(findSharedConflicts(remoteNeeding('@grovekeeper/shared', '0.1.0'), SHELL)).toEqual([]);
    const newerShell = providedSingletons(shellShared({ '@grovekeeper/shared': '0.1.3' }), 'shell');
    expect(findSharedConflicts(remoteNeeding('@grovekeeper/shared', '0.1.1'), newerShell)).toEqual(
      [],
    );
  });

  it('refuses @grovekeeper/shared when the shell has an older version than the remote was built with', () => {
    expect(findSharedConflicts(remoteNeeding('@grovekeeper/shared', '0.1.1'), SHELL)).toEqual([
      { pkg: '@grovekeeper/shared', needed: '0.1.1', provided: '0.1.0' },
    ]);
  });

  it('refuses @grovekeeper/shared of another 0.x minor, older or newer', () => {
    expect(findSharedConflicts(remoteNeeding('@grovekeeper/shared', '0.2.0'), SHELL)).toEqual([
      { pkg: '@grovekeeper/shared', needed: '0.2.0', provided: '0.1.0' },
    ]);
    const newerShell = providedSingletons(shellShared({ '@grovekeeper/shared': '0.2.0' }), 'shell');
    expect(findSharedConflicts(remoteNeeding('@grovekeeper/shared', '0.1.0'), newerShell)).toEqual([
      { pkg: '@grovekeeper/shared', needed: '0.1.0', provided: '0.2.0' },
    ]);
  });

  it('accepts a range when any one of its alternatives fits the shell', () => {
    expect(findSharedConflicts(remoteNeeding('react', '^18.0.0 || ^19.0.0'), SHELL)).toEqual([]);
    expect(findSharedConflicts(remoteNeeding('react', '^17.0.0 || ^18.0.0'), SHELL)).toEqual([
      { pkg: 'react', needed: '^17.0.0 || ^18.0.0', provided: '19.3.1' },
    ]);
  });

  it('judges by the version the remote was built with when its range names none', () => {
    expect(findSharedConflicts(remoteNeeding('react', '*', '20.0.0'), SHELL)).toEqual([
      { pkg: 'react', needed: '20.0.0', provided: '19.3.1' },
    ]);
    expect(
      findSharedConflicts([{ name: 'react', version: '20.0.0', requiredVersion: false }], SHELL),
    ).toEqual([{ pkg: 'react', needed: '20.0.0', provided: '19.3.1' }]);
    expect(findSharedConflicts(remoteNeeding('react', '*', '19.0.0'), SHELL)).toEqual([]);
  });

  it('does not refuse a remote for a version it states in no readable way', () => {
    expect(findSharedConflicts([{ name: 'react', requiredVersion: '*' }], SHELL)).toEqual([]);
    expect(findSharedConflicts([{ name: 'react', version: 'next' }], SHELL)).toEqual([]);
  });

  it('ignores packages the shell does not share as a singleton', () => {
    const shell = providedSingletons(
      {
        react: [{ version: '19.3.1', from: 'shell', shareConfig: { singleton: true } }],
        dayjs: [{ version: '1.11.19', from: 'shell', shareConfig: { singleton: false } }],
      },
      'shell',
    );
    const remote = [
      { name: 'dayjs', version: '2.0.0', requiredVersion: '2.0.0' },
      { name: 'leaflet', version: '2.0.0', requiredVersion: '2.0.0' },
    ];
    expect(findSharedConflicts(remote, shell)).toEqual([]);
  });

  it('names each package once, however many of its modules the remote shares', () => {
    const remote = [
      ...BUILT_TOGETHER.filter((entry) => packageOf(entry.name) !== 'react'),
      { name: 'react', version: '20.0.0', requiredVersion: '20.0.0' },
      { name: 'react/jsx-runtime', version: '20.0.0', requiredVersion: '^20.0.0' },
    ];
    expect(findSharedConflicts(remote, SHELL)).toEqual([
      { pkg: 'react', needed: '20.0.0', provided: '19.3.1' },
    ]);
  });
});

describe('providedSingletons', () => {
  it('takes the version the shell registered itself, not one another app added beside it', () => {
    const provided: ProvidedShared = {
      react: [
        { version: '20.0.0', from: 'mf_rentals', shareConfig: { singleton: true } },
        { version: '19.3.1', from: 'shell', shareConfig: { singleton: true } },
      ],
    };
    expect(providedSingletons(provided, 'shell').get('react')).toBe('19.3.1');
  });
});

describe('sharedVersionPlugin', () => {
  const options = {
    name: 'shell',
    remotes: [],
    plugins: [],
    inBrowser: true,
    shared: shellShared({ react: '19.3.1', '@grovekeeper/shared': '0.1.0' }),
  };

  function snapshotArgs(shared: DeclaredShared[]) {
    return {
      options,
      moduleInfo: { name: 'mf_rentals', entry: '/remotes/mf-rentals/mf-manifest.json' },
      manifestJson: { shared } as never,
      manifestUrl: '/remotes/mf-rentals/mf-manifest.json',
      remoteSnapshot: {} as never,
      from: 'manifest' as const,
    } as unknown as Parameters<NonNullable<typeof sharedVersionPlugin.loadRemoteSnapshot>>[0];
  }

  it('lets a remote built with the shell’s versions through unchanged', async () => {
    const args = snapshotArgs(BUILT_TOGETHER);
    await expect(sharedVersionPlugin.loadRemoteSnapshot?.(args)).resolves.toBe(args);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses a remote built against another React major, naming the remote, the package and both versions', async () => {
    const args = snapshotArgs(remoteNeeding('react', '20.0.0'));
    await expect(sharedVersionPlugin.loadRemoteSnapshot?.(args)).rejects.toBeInstanceOf(
      IncompatibleRemoteError,
    );
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [message] = consoleError.mock.calls[0] as [string];
    expect(message).toContain('Remote "mf_rentals" refused');
    expect(message).toContain('react: the remote needs 20.0.0, the shell provides 19.3.1');
  });

  it('lists every package that does not fit in the one message', async () => {
    const args = snapshotArgs([
      ...remoteNeeding('react', '20.0.0').filter((entry) => entry.name !== '@grovekeeper/shared'),
      { name: '@grovekeeper/shared', version: '0.2.0', requiredVersion: '0.2.0' },
    ]);
    await expect(sharedVersionPlugin.loadRemoteSnapshot?.(args)).rejects.toThrow(
      /react: the remote needs 20\.0\.0, the shell provides 19\.3\.1; @grovekeeper\/shared: the remote needs 0\.2\.0, the shell provides 0\.1\.0/,
    );
  });
});
