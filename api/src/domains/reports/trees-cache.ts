import { VersionedCache } from '../../lib/versioned-snapshot';

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
}

/**
 * The owners' tree counts by category, kept with the key they were read under (their
 * estates' trees_version values and the week): a `VersionedCache` by owner. The key is
 * read from the database on every request, so a tree written by any replica, or a new
 * week, reads the trees again; only an unchanged set of trees is answered from memory. At
 * most `limit` owners, least recent dropped.
 */
export class TreesCache extends VersionedCache<CategoryCounts[]> {}
