import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import compress from '@fastify/compress';
import type { AppConfig } from './config';
import { openDatabase, runMigrations } from './db';
import type { Database } from './db';
import { authRoutes } from './domains/auth';
import { boundariesRoutes } from './domains/boundaries';
import { contractsRoutes, createContractScheduler } from './domains/contracts';
import type { ContractScheduler } from './domains/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract lifecycle job; server.ts starts it, tests call `runOnce()` or runContractSchedule. */
    contractSchedule: ContractScheduler;
    /** The jobs queue (issue 29): started on first use, or by server.ts at start-up. */
    jobs: JobQueue;
  }
}
import {
  closeDetectorWorker,
  detectionRoutes,
  markDetectionRunApplied,
  reviewDetectionRun,
  treeDetection,
} from './domains/detection';
import type { ImagerySource } from './domains/detection';
import { estatesRoutes } from './domains/estates';
import { JobQueue, jobsRoutes } from './domains/jobs';
import type { CadastreAdapter } from './domains/estates';
import { mapEstatesRoutes, mapsRoutes } from './domains/maps';
import type { Geocoder } from './domains/maps';
import { createMailer, notificationMailRoutes, notificationsRoutes } from './domains/notifications';
import { orthophotoRoutes } from './domains/orthophotos';
import { findLanguage, profileRoutes } from './domains/profile';
import { prepareEstateDeletion, rentalsRoutes } from './domains/rentals';
import { reportsRoutes } from './domains/reports';
import { systemRoutes } from './domains/system';
import { teamsRoutes } from './domains/teams';
import { workforceJobsRoutes, workforceWorkersRoutes } from './domains/workforce';
import { createFileStores } from './lib/storage';
import type { FileStorage } from './lib/storage';
import { EstateTrees, estatePhotoCleanup, treesRoutes } from './domains/trees';
import { loadOrCreateJwtSecret } from './lib/jwt-secret';
import { closeRedis, connectRedis, redisRateLimitStore } from './lib/redis';
import { typeBoxValidatorCompiler } from './lib/type-provider';
import type { TypeBoxTypeProvider } from './lib/type-provider';
import { loggerOptions } from './logger';
import { registerRequestLog } from './plugins/request-log';
import { authGuard } from './plugins/auth-guard';
import { docs } from './plugins/docs';
import { answerClientError, installErrorHandling, sendError } from './plugins/errors';
import { security } from './plugins/security';
import { findAppBuilds, staticApps } from './plugins/static-apps';
import { seedDemoAccount } from './demo/account';
import { seedDemoWorldOnFirstStart } from './demo/first-start';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AppDeps {
  /** An open database to use instead of opening one from the config; the caller closes it. */
  db?: Database;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
  /** Replaces the HTTP cadastre behind the KAEK search. */
  cadastre?: CadastreAdapter;
  /** Replaces the geocoding service chosen from the config. */
  geocoder?: Geocoder;
  /** Replaces the configured store (PHOTOS_DIR or the bucket) of tree photos. */
  photoStorage?: FileStorage;
  /** Replaces the configured store (ORTHOPHOTOS_DIR or the bucket) of estate orthophotos. */
  orthophotoStorage?: FileStorage;
  /**
   * Aerial imagery for the local tree detector, instead of the XYZ tiles of
   * DETECTION_IMAGERY_URL; either one turns local detection on.
   */
  imagery?: ImagerySource;
  /** The clock of estate invitations (their 7-day expiry), instead of the system's. */
  clock?: () => Date;
  /** Told of every route as it is added (tests list the API's routes with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** Client-supplied request ids are kept for log correlation only when they look harmless. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Builds the whole API (migrated database, plugins, routes, static apps) without
 * listening: server.ts listens on the configured port, tests on a free one. Closing the
 * app closes the database it opened (not one passed in `deps`).
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const app: App = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // Per-request lines come from plugins/request-log.ts: slow requests, or all when asked.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: (request) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
    },
    // Malformed URLs are answered before routing; keep them in the `{ error }` shape too.
    frameworkErrors: sendError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(typeBoxValidatorCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  acceptEmptyJsonBodies(app);
  registerRequestLog(app, config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const db = deps.db ?? (await openDatabase(config, app.log));
  if (!deps.db) app.addHook('onClose', () => db.close());
  app.addHook('onClose', () => closeDetectorWorker());

  try {
    await runMigrations(db, { log: app.log });
    const demoAccountCreated = config.seedDemo && (await seedDemoAccount(db, app.log));
    const secret = config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir));
    const builds = config.serveApps ? findAppBuilds(config.appsDir) : { shell: null, remotes: [] };
    // REDIS_URL: what the replicas must count together (rate limits) is kept in Redis.
    const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
    if (redis) app.addHook('onClose', () => closeRedis(redis));
    const rateLimitStore = redis ? redisRateLimitStore(redis, { log: app.log }) : undefined;

    installErrorHandling(app, { spaRoot: builds.shell });
    // The signed-in user's saved language, read by requestLanguage (lib/i18n) when needed.
    app.decorate('savedLanguage', (userId: string) => findLanguage(db, userId));
    await app.register(security, { config });
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
    await app.register(docs);
    await app.register(authGuard, { secret, accessTokenTtlSeconds: config.accessTokenTtlSeconds });

    // Jobs (issue 29): the domains that start jobs register their kinds' handlers on it.
    const jobs = new JobQueue(db, app.log, config.jobs);
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop());
    await app.register(jobsRoutes, { prefix: '/api/jobs', db, queue: jobs });
    // Photos, orthophotos and snapshots: the local folders, or the bucket when S3_* is set.
    const files = createFileStores(config);
    app.addHook('onClose', () => files.close());
    await files.check();
    const photoStorage = deps.photoStorage ?? files.photos;
    const { detection, snapshots, detector, imagery } = treeDetection(
      config,
      deps.imagery,
      files.snapshots,
    );

    await app.register(systemRoutes, { db, runtime: config.runtime });
    await app.register(authRoutes, { prefix: '/api/auth', db, config, rateLimitStore });
    await app.register(profileRoutes, { prefix: '/api/profile', db });
    // The estates' trees, kept by the trees domain and shared with the estates routes.
    const estateTrees = new EstateTrees();
    await app.register(estatesRoutes, {
      prefix: '/api',
      db,
      trees: estateTrees,
      cadastre: config.cadastre,
      cadastreAdapter: deps.cadastre,
      deletion: {
        guards: [prepareEstateDeletion],
        cleanups: [estatePhotoCleanup(photoStorage)],
      },
      detectTrees: (boundary) => detection.treesIn(boundary),
      detectionRuns: {
        review: (tx, ownerId, runId, boundary, review) =>
          reviewDetectionRun(tx, ownerId, runId, { estateId: null, boundary, review }),
        markApplied: markDetectionRunApplied,
      },
      jobs,
    });
    await app.register(treesRoutes, {
      prefix: '/api',
      db,
      estateTrees,
      photoStorage,
      photoMaxBytes: config.photoMaxBytes,
      photoUploadGraceSeconds: config.photoUploadGraceSeconds,
      jobs,
      publicUrl: config.publicUrl,
    });
    await app.register(detectionRoutes, {
      prefix: '/api/openai-vision',
      db,
      detection,
      snapshots,
      jobs,
    });
    await app.register(orthophotoRoutes, {
      prefix: '/api',
      db,
      storage: deps.orthophotoStorage ?? files.orthophotos,
      maxBytes: config.orthophotoMaxBytes,
      detector,
      fallbackImagery: imagery,
      maxImagePx: config.detection.maxImagePx,
      jobs,
    });
    await app.register(teamsRoutes, {
      prefix: '/api',
      db,
      appOrigins: config.corsOrigins,
      now: deps.clock,
    });
    await app.register(contractsRoutes, { prefix: '/api/rental-contracts', db });
    // The contract lifecycle job (issue 28): server.ts starts its timer, tests run passes themselves.
    const contractSchedule = createContractScheduler({
      db,
      log: app.log,
      seconds: config.contractScheduleSeconds,
    });
    app.decorate('contractSchedule', contractSchedule);
    app.addHook('onClose', () => contractSchedule.stop());
    await app.register(rentalsRoutes, { prefix: '/api', db });
    await app.register(workforceJobsRoutes, { prefix: '/api/workforce', db });
    await app.register(workforceWorkersRoutes, { prefix: '/api/workforce', db });
    await app.register(mapsRoutes, {
      prefix: '/api/maps',
      geocoding: config.geocoding,
      geocoder: deps.geocoder,
    });
    await app.register(mapEstatesRoutes, { prefix: '/api/maps', db });
    // Boundary files read for the wizard and the location picker (issue 29).
    await app.register(boundariesRoutes, { prefix: '/api/boundaries' });
    await app.register(reportsRoutes, { prefix: '/api/reports', db });
    // Notification mails (issue 28): the outbox sender (server.ts starts its timer) and the unsubscribe link.
    const mailer = createMailer({ db, log: app.log, config: config.mail });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.stop());
    await app.register(notificationMailRoutes, { prefix: '/api/notifications', db, secret });
    await app.register(notificationsRoutes, {
      prefix: '/api/notifications',
      db,
      publicUrl: config.publicUrl,
      secret,
    });
    await app.register(staticApps, { builds });
    if (demoAccountCreated) {
      await app.ready();
      await seedDemoWorldOnFirstStart(app);
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/**
 * Bodiless POSTs (refresh, logout) sometimes still carry `Content-Type: application/json`;
 * treat an empty JSON body as no body instead of failing, and parse the rest with
 * Fastify's own parser (which guards against prototype poisoning).
 */
function acceptEmptyJsonBodies(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** A hop count becomes "trust the nearest N proxies", as proxy-addr understands it. */
function trustProxy(
  setting: AppConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
