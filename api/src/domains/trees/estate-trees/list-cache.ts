import type { Estate } from '../../estates';
import type { CompactTree } from './schemas';

/**
 * An estate's compact trees in list order, kept in memory with the estate's owner and
 * `trees_version` (bumped by a trigger on every tree write, see migration 0003). Readers
 * page, filter and count in memory. Whether a copy is current is decided by the caller:
 * by comparing versions (one primary-key read) or, where the database's notifications
 * arrive in-process, by `invalidate` on each notification. Entries are evicted least
 * recently used once the cached trees exceed `maxTrees`, so memory stays bounded.
 */
export interface CachedTrees {
  version: string;
  ownerId: string;
  trees: readonly CompactTree[];
  countsByCategory: Record<string, number>;
  /**
   * The estate row itself, kept only where changes are notified in-process (PGlite): a
   * rename or a boundary change drops the entry (estate_details_changed), as do tree writes
   * and the deletion (trees_changed).
   */
  estate?: Estate;
  /** The estate's `GET /api/estates/:id` answer as sent, made once from `estate` (see getEstateDetailJson). */
  estateJson?: string;
}

const titleOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** List order: titles compared as people read them ('Olive 2' before 'Olive 10'), then code. */
export function compareTrees(a: CompactTree, b: CompactTree): number {
  return titleOrder.compare(a.title, b.title) || (a.textCode < b.textCode ? -1 : 1);
}

export function countByCategory(trees: readonly CompactTree[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const tree of trees) counts[tree.category] = (counts[tree.category] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export class TreeListCache {
  private readonly entries = new Map<string, CachedTrees>();
  private size = 0;
  private invalidations = 0;
  /** True once every change invalidates entries as it happens (see `estateTrees`). */
  notified = false;

  constructor(private readonly maxTrees = 250_000) {}

  /** The entry, if any; with `version`, only when it was stored with that version. */
  get(estateId: string, version?: string): CachedTrees | undefined {
    const entry = this.entries.get(estateId);
    if (!entry) return undefined;
    if (version !== undefined && entry.version !== version) {
      this.remove(estateId);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(estateId);
    this.entries.set(estateId, entry);
    return entry;
  }

  /** Drops the estate's entry: its trees changed or it was deleted. */
  invalidate(estateId: string): void {
    this.invalidations += 1;
    this.remove(estateId);
  }

  /**
   * A mark to pass to `set` for a load started now: if anything is invalidated while the
   * load runs, the loaded trees may predate that write and are answered but not kept.
   */
  mark(): number {
    return this.invalidations;
  }

  /** Sorts the trees and answers the entry; keeps it unless invalidated since `mark`. */
  set(
    estateId: string,
    key: { version: string; ownerId: string; mark?: number },
    trees: CompactTree[],
  ): CachedTrees {
    const entry: CachedTrees = {
      version: key.version,
      ownerId: key.ownerId,
      trees: trees.sort(compareTrees),
      countsByCategory: countByCategory(trees),
    };
    if (key.mark !== undefined && key.mark !== this.invalidations) return entry;
    this.remove(estateId);
    if (trees.length > this.maxTrees) return entry;
    this.entries.set(estateId, entry);
    this.size += trees.length;
    for (const [id, oldest] of this.entries) {
      if (this.size <= this.maxTrees) break;
      this.entries.delete(id);
      this.size -= oldest.trees.length;
    }
    return entry;
  }

  /** Keeps `estate` with the estate's current entry unless anything was invalidated since `mark`. */
  attachEstate(estateId: string, mark: number, ownerId: string, estate: Estate): void {
    if (mark !== this.invalidations) return;
    const entry = this.entries.get(estateId);
    if (entry && entry.ownerId === ownerId) {
      entry.estate = estate;
      entry.estateJson = undefined;
    }
  }

  private remove(estateId: string): void {
    const entry = this.entries.get(estateId);
    if (!entry) return;
    this.entries.delete(estateId);
    this.size -= entry.trees.length;
  }
}
