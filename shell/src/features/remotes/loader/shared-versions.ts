import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Types only, like federation.ts: this runs before the shared singletons are negotiated.

/**
 * The version rule between the shell and a remote, checked on the remote's mf-manifest.json
 * before any of its code runs (strictVersion stays off in the build, so federation itself
 * would only warn and hand the remote the shell's singleton):
 *
 * - Only packages the shell provides as singletons are checked (React, React DOM, React
 *   Router, Emotion, MUI, zustand, @grovekeeper/shared); a deep import (`react/jsx-runtime`,
 *   `@mui/material/Button`) counts as its package.
 * - What the remote needs is the lowest version of its `requiredVersion` range (any one of
 *   `||` alternatives may match); when that names no version, the version it was built with.
 * - Third-party packages: same major version as the shell's (same major.minor while 0.x, as
 *   semver has it). Minor and patch drift within a major is left to the libraries' own
 *   compatibility promise and to CI.
 * - @grovekeeper/shared: the shell's version must satisfy `^` the remote's (same major, same
 *   minor while 0.x, and not older), since a remote may call what its shared copy added.
 *   A change of shared's surface that breaks remotes must bump its version accordingly.
 */
export const OWN_SHARED_PACKAGE = '@grovekeeper/shared';

/** One shared module as a remote's manifest declares it. */
export interface DeclaredShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

/** What the shell's federation instance registered: `options.shared` (its ShareInfos). */
export type ProvidedShared = Record<
  string,
  readonly { version?: string; from?: string; shareConfig?: { singleton?: boolean } }[]
>;

export interface SharedVersionConflict {
  pkg: string;
  /** The version (or range) the remote asks for. */
  needed: string;
  /** The version the shell provides. */
  provided: string;
}

type Version = readonly [major: number, minor: number, patch: number];

/** `@mui/material/Button` → `@mui/material`, `react/jsx-runtime` → `react`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/** `19.3.1`, `v19.3`, `19.x` → [19, 3, 1], [19, 3, 0], [19, 0, 0]; anything else → null. */
export function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+.].*)?$/.exec(text.trim());
  if (!match) return null;
  const part = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);
  return [Number(match[1]), part(match[2]), part(match[3])];
}

/**
 * The lowest version of each `||` alternative of a range (`^19.3.1`, `~9.5`, `>=19 <20`,
 * `=19.3.1`); an alternative with no lower bound (`*`, `<20`, a tag) gives nothing.
 */
export function lowestVersions(range: string): Version[] {
  return range.split('||').flatMap((alternative) => {
    const first = alternative.trim().split(/\s+/)[0] ?? '';
    const bound = /^(\^|~|>=|=)?\s*(.*)$/.exec(first)?.[2] ?? '';
    const version = parseVersion(bound);
    return version ? [version] : [];
  });
}

function sameLine(a: Version, b: Version): boolean {
  return a[0] === b[0] && (a[0] !== 0 || a[1] === b[1]);
}

function notOlder(provided: Version, needed: Version): boolean {
  for (let i = 0; i < 3; i += 1) {
    if (provided[i] !== needed[i]) return (provided[i] ?? 0) > (needed[i] ?? 0);
  }
  return true;
}

/** Whether the shell's `provided` version of `pkg` serves a remote that needs `needed`. */
export function isCompatible(pkg: string, needed: Version, provided: Version): boolean {
  if (pkg === OWN_SHARED_PACKAGE) return sameLine(needed, provided) && notOlder(provided, needed);
  return sameLine(needed, provided);
}

/** package → the version the shell itself provides, for each package it shares as a singleton. */
export function providedSingletons(
  provided: ProvidedShared,
  hostName: string,
): Map<string, string> {
  const versions = new Map<string, string>();
  for (const [key, entries] of Object.entries(provided)) {
    const own = entries.find((entry) => entry.from === hostName) ?? entries[0];
    if (!own?.version || !own.shareConfig?.singleton) continue;
    const pkg = packageOf(key);
    if (!versions.has(pkg)) versions.set(pkg, own.version);
  }
  return versions;
}

/** Every singleton whose version the remote needs and the shell cannot give, once per package. */
export function findSharedConflicts(
  declared: readonly DeclaredShared[],
  singletons: ReadonlyMap<string, string>,
): SharedVersionConflict[] {
  const conflicts = new Map<string, SharedVersionConflict>();
  for (const entry of declared) {
    const pkg = packageOf(entry.name);
    const providedText = singletons.get(pkg);
    const provided = providedText === undefined ? null : parseVersion(providedText);
    if (!providedText || !provided || conflicts.has(pkg)) continue;
    const range = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : '';
    let needed = lowestVersions(range);
    let neededText = range;
    if (needed.length === 0 && entry.version) {
      const built = parseVersion(entry.version);
      needed = built ? [built] : [];
      neededText = entry.version;
    }
    // Nothing to compare with (no range, no version): the remote is not refused for it.
    if (needed.length === 0) continue;
    if (!needed.some((version) => isCompatible(pkg, version, provided))) {
      conflicts.set(pkg, { pkg, needed: neededText, provided: providedText });
    }
  }
  return [...conflicts.values()];
}

/** The console line naming the remote, and for each package what it needs and what the shell has. */
export function describeConflicts(
  remote: string,
  conflicts: readonly SharedVersionConflict[],
): string {
  const details = conflicts
    .map(
      ({ pkg, needed, provided }) =>
        `${pkg}: the remote needs ${needed}, the shell provides ${provided}`,
    )
    .join('; ');
  return (
    `[shell] Remote "${remote}" refused: it was built against shared versions the shell ` +
    `cannot provide (${details}). Rebuild it against the shell's versions; its section ` +
    `shows as unavailable until then.`
  );
}

/** Thrown to stop loading a refused remote; its message is the console line. */
export class IncompatibleRemoteError extends Error {
  readonly conflicts: readonly SharedVersionConflict[];

  constructor(remote: string, conflicts: readonly SharedVersionConflict[]) {
    super(describeConflicts(remote, conflicts));
    this.name = 'IncompatibleRemoteError';
    this.conflicts = conflicts;
  }
}

/**
 * Reads each remote's manifest (its `shared` list) as soon as it arrives, before its entry
 * script is fetched, and refuses a remote the shell's singletons cannot serve: it logs which
 * package and versions, and the load rejects, so the section shows its unavailable card
 * instead of running against the wrong React or shared package (a blank page or a crash).
 */
export const sharedVersionPlugin: ModuleFederationRuntimePlugin = {
  name: 'grovekeeper-shared-versions',
  async loadRemoteSnapshot(args) {
    const { options, moduleInfo, manifestJson, remoteSnapshot } = args;
    const declared: DeclaredShared[] = manifestJson
      ? manifestJson.shared
      : 'shared' in remoteSnapshot && Array.isArray(remoteSnapshot.shared)
        ? remoteSnapshot.shared.map((entry) => ({ name: entry.sharedName, version: entry.version }))
        : [];
    const conflicts = findSharedConflicts(
      declared,
      providedSingletons(options.shared, options.name),
    );
    if (conflicts.length > 0) {
      const error = new IncompatibleRemoteError(moduleInfo.name, conflicts);
      console.error(error.message);
      throw error;
    }
    return args;
  },
};
