// What the service worker caches of each remote, read from /config/app.json and the remotes'
// mf-manifest.json. Pure: tested in __tests__/remote-files.test.ts.

export interface RemoteRef {
  /** Federation name, as /config/app.json names it: `mf_trees`. */
  name: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  manifestUrl: string;
}

export interface RemoteFiles {
  /** Absolute URL of the remote's entry (remoteEntry.js). */
  entry: string;
  /** Absolute URLs of every chunk the manifest lists: its exposed modules and shared fallbacks. */
  chunks: string[];
}

/**
 * The remotes of the runtime configuration served from `origin`. A remote on another origin
 * is left to the browser: the worker only answers for its own origin.
 */
export function remotesOf(config: unknown, origin: string): RemoteRef[] {
  const remotes = isRecord(config) && isRecord(config.remotes) ? config.remotes : {};
  const refs: RemoteRef[] = [];
  for (const [name, value] of Object.entries(remotes)) {
    if (typeof value !== 'string') continue;
    const url = new URL(value, origin);
    if (url.origin === origin) refs.push({ name, manifestUrl: url.href });
  }
  return refs;
}

/**
 * A remote's entry and chunks from its mf-manifest.json. With `publicPath: 'auto'` (how the
 * remotes are built) the files sit beside the entry; an explicit public path is honoured.
 */
export function remoteFiles(manifest: unknown, manifestUrl: string): RemoteFiles {
  const meta = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : {};
  const entryInfo = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  const entryName = text(entryInfo.name) || 'remoteEntry.js';
  const entry = new URL(`${text(entryInfo.path)}${entryName}`, manifestUrl).href;
  const publicPath = text(meta.publicPath);
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : entry;

  const chunks = new Set<string>();
  for (const key of ['exposes', 'shared'] as const) {
    const list = isRecord(manifest) && Array.isArray(manifest[key]) ? manifest[key] : [];
    for (const item of list) {
      for (const file of assetFiles(item)) chunks.add(new URL(file, base).href);
    }
  }
  return { entry, chunks: [...chunks] };
}

/** `assets.{js,css}.{sync,async}` of one exposed module or shared package. */
function assetFiles(item: unknown): string[] {
  const assets = isRecord(item) && isRecord(item.assets) ? item.assets : {};
  const files: string[] = [];
  for (const kind of ['js', 'css']) {
    const group = assets[kind];
    if (!isRecord(group)) continue;
    for (const timing of ['sync', 'async']) {
      const names = group[timing];
      if (Array.isArray(names)) files.push(...names.filter((name) => typeof name === 'string'));
    }
  }
  return files;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
