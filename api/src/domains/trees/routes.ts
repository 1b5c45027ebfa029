import type { Database } from '../../db';
import type { FastifyInstance } from 'fastify';
import type { AppPlugin } from '../../lib/type-provider';
import { estateTreeRoutes } from './estate-trees/routes';
import type { EstateTrees } from './estate-trees/port';
import { sweepAbandonedUploads } from './photos/service';
import type { PhotoDeps } from './photos/service';
import type { FileStorage } from '../../lib/storage';
import { publicTreeRoutes } from './public-routes';
import { TreeDetailCache } from './tree-cache';
import { purgeExpiredKeys } from './idempotency/service';
import { treeRoutes } from './tree-routes';
import { printSheetRoutes } from './print-sheet/routes';
import type { JobQueue } from '../jobs';

export interface TreesOptions {
  db: Database;
  /** The estates' trees, shared with estatesRoutes (app.ts makes one per app). */
  estateTrees: EstateTrees;
  photoStorage: FileStorage;
  /** Largest accepted photo upload, in bytes. */
  photoMaxBytes: number;
  /** Age after which an unfinished photo upload's files are deleted (see sweepAbandonedUploads). */
  photoUploadGraceSeconds: number;
  /** The jobs queue: the QR sheet's PDF is made by a job (issue 29). */
  jobs: JobQueue;
  /** Where the product is served: the printed codes open its tag pages. */
  publicUrl: string;
}

/**
 * The trees domain, mounted at /api: the trees of an estate as the estate screens use them
 * (/estates/:id/trees...), the owner's trees, photos and harvests (signed in), and the
 * public tag page with the photo files (no sign-in), sharing one tree cache.
 */
export const treesRoutes: AppPlugin<TreesOptions> = async (
  app,
  { db, estateTrees, photoStorage, photoMaxBytes, photoUploadGraceSeconds, jobs, publicUrl },
) => {
  const stopListening = await estateTrees.listen(db);
  if (stopListening) app.addHook('onClose', stopListening);
  const cached = await treeDetailCache(db);
  if (cached) app.addHook('onClose', cached.stop);
  sweepUploads(app, { db, storage: photoStorage, log: app.log }, photoUploadGraceSeconds);
  purgeKeys(app, db);
  const cache = cached?.trees ?? null;
  await app.register(estateTreeRoutes, { db, estateTrees });
  const roles = estateTrees.memberRoles();
  await app.register(treeRoutes, { db, cache, roles, photoStorage, photoMaxBytes });
  await app.register(publicTreeRoutes, { db, cache, photoStorage });
  await app.register(printSheetRoutes, { db, jobs, publicUrl });
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
    // A tree's owner changes with its estate's (estate_details_changed, above).
  ]);
  return { trees, stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}

/**
 * Files of photo uploads whose process died before recording them are deleted once the
 * upload is `graceSeconds` old: at start (a restarted replica clears what it left) and then
 * at a tenth of the grace (between 1 s and 1 min). A failed sweep (database away) waits for
 * the next one.
 */
function sweepUploads(app: FastifyInstance, deps: PhotoDeps, graceSeconds: number): void {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    running ??= sweepAbandonedUploads(deps, graceSeconds)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'Photo upload sweep failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(sweep, Math.min(60_000, Math.max(1000, graceSeconds * 100)));
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Idempotency-Keys (and deleted-tree records) past their 30 days go at start, then hourly. */
function purgeKeys(app: FastifyInstance, db: Database): void {
  const purge = () => purgeExpiredKeys(db, app.log);
  const timer = setInterval(() => void purge(), 60 * 60 * 1000);
  timer.unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
}
