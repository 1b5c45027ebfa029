import type { LatLng } from '@grovekeeper/geo';
import type { Database, Queryable } from '../../db';
import type { Estate, EstateDetail } from './schemas';

/** The estate row and its trees_version, read in one statement. */
export interface EstateWithTreesVersion {
  estate: Estate;
  treesVersion: string;
}

/** A tree as the estate export writes it (issue 29): what its people see of it, no photos. */
export interface ExportedTree {
  id: string;
  textCode: string;
  title: string;
  category: string;
  state: string;
  /** Null when unknown (issue 29). */
  plantingYear: number | null;
  notes: string;
  lat: number;
  lng: number;
  /** ISO 8601 timestamps (UTC). */
  createdAt: string;
  updatedAt: string;
}

/**
 * What the estates domain needs of the trees on an estate. The trees domain keeps them
 * (trees/estate-trees) and app.ts hands its implementation to estatesRoutes, so estates
 * imports no trees.
 */
export interface EstateTreesPort {
  /**
   * Adds trees at `points` inside the caller's transaction (the estate new or locked):
   * categories from the estate's tree types in turn, titles numbered per category after
   * the highest number in use; `confidences` for trees found by AI detection. The last
   * `handPlaced` points are the owner's (not auto-generated). Each tree's history starts
   * with a 'created' row by `actorId`.
   */
  plant(
    tx: Queryable,
    estate: Estate,
    points: readonly LatLng[],
    confidences: readonly (number | null)[] | undefined,
    options: { handPlaced?: number; actorId: string },
  ): Promise<unknown>;
  /**
   * The estate with the number of its trees in each category, serialised by `serialize`
   * (GET /estates/:id). `load` reads the estate and its trees_version (null: not the
   * caller's, answered 404 like requireEstate); a copy kept in memory may answer instead.
   */
  detailJson(
    db: Database,
    ownerId: string,
    id: string,
    load: () => Promise<EstateWithTreesVersion | null>,
    serialize: (detail: EstateDetail) => string,
  ): Promise<string>;
  /**
   * The estate's trees for an export, page after page of at most `pageSize` (keyset by
   * title and code, one page in memory at a time), without photos. The caller has checked
   * that the reader may see the estate.
   */
  exportTrees(db: Queryable, estateId: string, pageSize: number): AsyncIterable<ExportedTree[]>;
  /** The estate's own row changed (renamed): copies kept of it are dropped. */
  estateChanged(estateId: string): void;
}
