import type { Database } from '../../db';
import type { AppPlugin } from '../../lib/type-provider';
import type { PhotoStorage } from './photos/storage';
import { publicTreeRoutes } from './public-routes';
import { TreeDetailCache } from './tree-cache';
import { treeRoutes } from './tree-routes';

export interface TreesOptions {
  db: Database;
  photoStorage: PhotoStorage;
  /** Largest accepted photo upload, in bytes. */
  photoMaxBytes: number;
}

/**
 * The trees domain, mounted at /api: the owner's trees, photos and harvests (signed in),
 * and the public tag page with the photo files (no sign-in), sharing one tree cache.
 */
export const treesRoutes: AppPlugin<TreesOptions> = async (
  app,
  { db, photoStorage, photoMaxBytes },
) => {
  const cached = await treeDetailCache(db);
  if (cached) app.addHook('onClose', cached.stop);
  const cache = cached?.trees ?? null;
  await app.register(treeRoutes, { db, cache, photoStorage, photoMaxBytes });
  await app.register(publicTreeRoutes, { db, cache, photoStorage });
};

/**
 * Single trees in memory where the database announces every change in-process (PGlite);
 * none on PostgreSQL, where other replicas write too and each read is one statement.
 */
async function treeDetailCache(
  db: Database,
): Promise<{ trees: TreeDetailCache; stop(): Promise<void> } | null> {
  if (!db.listenInProcess) return null;
  const trees = new TreeDetailCache();
  const stops = await Promise.all([
    db.listenInProcess('trees_changed', (estateId) => trees.invalidateEstate(estateId)),
    db.listenInProcess('estate_details_changed', (estateId) => trees.invalidateEstate(estateId)),
    db.listenInProcess('tree_photos_changed', (treeId) => trees.invalidateTree(treeId)),
  ]);
  return { trees, stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}
