/** One category's tree counts (a row of TREES_SQL). */
export interface CategoryCounts {
  category: string;
  trees: number;
  recent: number;
  healthy: number;
  diseased: number;
  ready: number;
  auto: number;
  ai: number;
  confidence_sum: number;
}

/**
 * The owners' tree counts by category, kept with the key they were read under (their
 * estates' trees_version values and the week). The key is read from the database on every
 * request, so a tree written by any replica, or a new week, reads the trees again; only an
 * unchanged set of trees is answered from memory. At most `limit` owners, least recent dropped.
 */
export class TreesCache {
  private readonly entries = new Map<string, { key: string; rows: CategoryCounts[] }>();

  constructor(private readonly limit = 1000) {}

  get(ownerId: string, key: string): CategoryCounts[] | undefined {
    const entry = this.entries.get(ownerId);
    if (!entry || entry.key !== key) return undefined;
    this.entries.delete(ownerId);
    this.entries.set(ownerId, entry);
    return entry.rows;
  }

  set(ownerId: string, key: string, rows: CategoryCounts[]): void {
    this.entries.delete(ownerId);
    this.entries.set(ownerId, { key, rows });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
