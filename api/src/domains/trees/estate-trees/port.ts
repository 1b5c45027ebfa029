import type { Database, Queryable } from '../../../db';
import type { EstateTreesPort } from '../../estates';
import { TreeListCache } from './list-cache';
import { MemberRoleCache } from '../access';
import { exportTreePages } from './export';
import { getEstateDetailJson, plantTrees } from './service';

/**
 * The estates domain's view of the trees on an estate (its EstateTreesPort), around the
 * in-memory copy of each estate's compact trees that the estate tree routes read too. One
 * per app: app.ts hands it to estatesRoutes and treesRoutes; every replica checks the
 * database's trees_version before use unless changes are notified in-process (`listen`).
 */
export class EstateTrees implements EstateTreesPort {
  readonly cache = new TreeListCache();
  /** Members' roles, kept only while changes are notified in-process (see memberRoles). */
  private readonly roles = new MemberRoleCache();

  /** The members' roles in memory where membership changes are notified (PGlite), else null. */
  memberRoles(): MemberRoleCache | null {
    return this.cache.notified ? this.roles : null;
  }

  plant: EstateTreesPort['plant'] = (tx: Queryable, estate, points, confidences, options) =>
    plantTrees(tx, estate, points, confidences, options);

  detailJson: EstateTreesPort['detailJson'] = (db, ownerId, id, load, serialize) =>
    getEstateDetailJson(db, this.cache, ownerId, id, load, serialize);

  exportTrees: EstateTreesPort['exportTrees'] = (db, estateId, pageSize) =>
    exportTreePages(db, estateId, pageSize);

  estateChanged(estateId: string): void {
    this.cache.invalidate(estateId);
  }

  /**
   * Where the database announces changes in-process (PGlite), drops an estate's copy on
   * every tree write and estate deletion (trees_changed) and on a rename or a new boundary
   * (estate_details_changed), so a cached copy answers with no query. Answers the stop, or
   * null where nothing is announced (PostgreSQL).
   */
  async listen(db: Database): Promise<(() => Promise<void>) | null> {
    if (!db.listenInProcess) return null;
    const stops = [
      await db.listenInProcess('trees_changed', (estateId) => {
        this.cache.invalidate(estateId);
        // An estate deleted: its members' roles go too.
        this.roles.invalidateEstate(estateId);
      }),
      // The cached estate row too: a rename, a new boundary or a new owner.
      await db.listenInProcess('estate_details_changed', (estateId) => {
        this.cache.invalidate(estateId);
        this.roles.invalidateEstate(estateId);
      }),
      // A member invited, given another role or removed (migration 0014).
      await db.listenInProcess('estate_members_changed', (estateId) =>
        this.roles.invalidateEstate(estateId),
      ),
    ];
    this.cache.notified = true;
    return async () => {
      this.cache.notified = false;
      for (const stop of stops) await stop();
    };
  }
}
