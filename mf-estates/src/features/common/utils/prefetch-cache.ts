/** How long a prefetched answer waits for the page that asked for it. */
const PREFETCH_TTL_MS = 10_000;

interface Entry {
  promise: Promise<unknown>;
  at: number;
}

const entries = new Map<string, Entry>();

/**
 * Starts `load` now and keeps its promise for the first `takeOrLoad` with the same key.
 * A failure is kept too: the page that takes it reports it like any failed request.
 */
export function prefetch(key: string, load: () => Promise<unknown>): void {
  if (entries.has(key)) return;
  const promise = load();
  promise.catch(() => undefined);
  entries.set(key, { promise, at: Date.now() });
}

/**
 * The prefetched answer for `key` if one was started in the last few seconds (handed out
 * once, so a later visit reads fresh data), else a new request.
 */
export function takeOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key);
  entries.delete(key);
  if (entry && Date.now() - entry.at < PREFETCH_TTL_MS) return entry.promise as Promise<T>;
  return load();
}

/** For tests. */
export function clearPrefetches(): void {
  entries.clear();
}
