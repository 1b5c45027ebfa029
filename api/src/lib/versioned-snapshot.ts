import type { Queryable } from '../db';

/**
 * In-memory copies of database reads, kept only while the version they were read under is
 * current. A version is a value the database changes with every write the copy depends on
 * (a `*_version` row bumped by a trigger, or a key built from such values), so reading it
 * is one cheap statement and every replica sees every committed write.
 *
 * - `VersionedSnapshot`: one copy for the whole process (the rentals browse index, the
 *   worker directory). With `notified` (PGlite, whose notifications arrive before the
 *   writing statement returns) `invalidate` on each notification drops the copy and a
 *   read costs no query; otherwise (PostgreSQL, several replicas) each read asks the
 *   version first and reloads when it moved. A reload is shared by the reads arriving
 *   meanwhile; a load that overlaps an invalidation answers the reads that waited for it
 *   but is not kept.
 * - `VersionedCache`: one copy per key (the reports' tree counts per owner), each with the
 *   version it was read under; at most `limit` keys, the least recently used dropped.
 */

interface Load<T> {
  /** The version read before the load started; null where notifications are trusted. */
  version: string | null;
  sequence: number;
  promise: Promise<T>;
}

export abstract class VersionedSnapshot<T> {
  /** True while every change invalidates the copy as it happens. */
  notified = false;
  private current: { version: string | null; sequence: number; snapshot: T } | null = null;
  private loading: Load<T> | null = null;
  private loads = 0;
  private invalidations = 0;

  /** The current version (one primary-key read). */
  protected abstract readVersion(db: Queryable): Promise<string>;

  /** Reads and builds the whole copy. */
  protected abstract build(db: Queryable): Promise<T>;

  /** A change was announced: the copy (and a load that may predate it) are dropped. */
  invalidate(): void {
    this.invalidations += 1;
    this.current = null;
    this.loading = null;
  }

  /** The copy, current for this read. */
  protected async snapshot(db: Queryable): Promise<T> {
    if (this.notified) {
      if (this.current) return this.current.snapshot;
      return (this.loading ?? this.load(db, null)).promise;
    }
    const version = await this.readVersion(db);
    if (this.current?.version === version) return this.current.snapshot;
    if (this.loading?.version === version) return this.loading.promise;
    return this.load(db, version).promise;
  }

  private load(db: Queryable, version: string | null): Load<T> {
    const mark = this.invalidations;
    const sequence = (this.loads += 1);
    const promise = this.build(db);
    const load: Load<T> = { version, sequence, promise };
    this.loading = load;
    promise.then(
      (snapshot) => {
        if (this.loading === load) this.loading = null;
        // Kept unless a change was announced meanwhile or a later load is already kept.
        if (mark !== this.invalidations) return;
        if (this.current && this.current.sequence > sequence) return;
        this.current = { version, sequence, snapshot };
      },
      () => {
        if (this.loading === load) this.loading = null;
      },
    );
    return load;
  }
}

export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly limit = 1000) {}

  /** The copy of `key` if it was read under `version`, else undefined. */
  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value`, read under `version`, as the copy of `key`. */
  set(key: string, version: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
