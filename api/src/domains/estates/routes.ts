import type { FastifyReply } from 'fastify';
import type { CadastreConfig } from '../../config';
import type { Database } from '../../db';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { normaliseBody } from '../../lib/normalise';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import type { EstateDeletionHooks } from './deletion';
import { exportRoutes } from './export/routes';
import type { JobQueue } from '../jobs';
import { CachedCadastre, CadastreUnavailableError, HttpCadastre } from './kaek/cadastre';
import type { CadastreAdapter } from './kaek/cadastre';
import {
  Estate,
  EstateDetail,
  EstateList,
  EstateParams,
  EstateRename,
  EstatesQuery,
  KaekAnswer,
  KaekParams,
  NewEstate,
} from './schemas';
import { createEstate, deleteEstate, estateDetailJson, listEstates, renameEstate } from './service';
import type { CreateEstateOptions } from './service';
import type { EstateTreesPort } from './trees-port';

export interface EstatesOptions {
  db: Database;
  cadastre: CadastreConfig;
  /** Replaces the HTTP cadastre (still wrapped in the cache). */
  cadastreAdapter?: CadastreAdapter;
  /** The estates' trees (kept by the trees domain): planted, counted, told of renames. */
  trees: EstateTreesPort;
  /** What the domains built on estates check and clean up when one is deleted. */
  deletion?: EstateDeletionHooks;
  /**
   * AI tree detection for estates created with aiDetectionEnabled (app.ts hands in the
   * detection domain's, shared with its route); without it such estates answer 503.
   */
  detectTrees?: CreateEstateOptions['detectTrees'];
  /** The picker's detection runs, for estates created with a reviewed `detectionRunId`. */
  detectionRuns?: CreateEstateOptions['detectionRuns'];
  /** The jobs queue: large exports run as jobs when the client prefers (issue 29). */
  jobs?: JobQueue;
}

export const KAEK_NOT_FOUND = 'No boundary data found for this KAEK code';
export const CADASTRE_UNAVAILABLE = 'The cadastre service did not answer. Please try again later.';

/**
 * Estates of the signed-in owner (their trees' routes are the trees domain's). Mounted at
 * /api.
 */
export const estatesRoutes: AppPlugin<EstatesOptions> = async (
  app,
  { db, cadastre, trees, deletion = {}, detectTrees, detectionRuns, jobs, ...deps },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['estates'];
  const security = [{ bearerAuth: [] }];
  const parcels = new CachedCadastre(
    deps.cadastreAdapter ?? new HttpCadastre({ url: cadastre.url, timeoutMs: cadastre.timeoutMs }),
    { maxEntries: cadastre.cacheSize, ttlMs: cadastre.cacheTtlSeconds * 1000 },
  );

  app.get(
    '/estates',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's estates (owned, and those they are a member of, each with the caller's role), newest first",
        querystring: EstatesQuery,
        response: { 200: EstateList, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      estates: await listEstates(db, request.userId, request.query.search),
    }),
  );

  app.post(
    '/estates',
    {
      schema: {
        tags,
        security,
        summary:
          'Create an estate (and its trees when autoGenerateTrees or aiDetectionEnabled is true)',
        description:
          'With aiDetectionEnabled and a detectionRunId (the runId of a POST ' +
          '/api/openai-vision/detect-trees answer for the same boundary), the trees are that ' +
          "run's with detectionReview applied (removed: indexes into its trees, added: " +
          'positions inside the boundary), created with the estate in one transaction, and ' +
          'the run is marked applied (404 not the caller’s or not the picker’s, 409 already ' +
          'applied, 400 boundary changed or a review that does not fit). Without ' +
          'detectionRunId, aiDetectionEnabled creates the trees of the recent (or a new) ' +
          'detection of the boundary.',
        body: NewEstate,
        response: { 201: Estate, ...errorResponses(400, 401, 404, 409, 413, 502, 503) },
      },
      preValidation: normaliseBody({ trim: ['name', 'address'] }),
    },
    async (request, reply) => {
      const estate = await createEstate(db, request.userId, request.body, {
        trees,
        detectTrees,
        detectionRuns,
      });
      return reply.code(201).send(estate);
    },
  );

  // GET /estates/export and /estates/:id/export (issue 29).
  await app.register(exportRoutes, { db, trees, jobs });

  app.get(
    '/estates/search-kaek/:kaek',
    {
      schema: {
        tags,
        security,
        summary: 'The parcel outline of a KAEK code from the Hellenic Cadastre',
        params: KaekParams,
        response: { 200: KaekAnswer, ...errorResponses(400, 401, 404, 502) },
      },
    },
    async (request) => {
      const kaek = request.params.kaek.trim();
      if (!/^\d{12}$/.test(kaek)) throw badRequest('KAEK must be 12 digits');
      let boundaries;
      try {
        boundaries = await parcels.findParcel(kaek);
      } catch (error) {
        if (!(error instanceof CadastreUnavailableError)) throw error;
        request.log.warn({ err: error }, 'Cadastre unavailable');
        throw new HttpError(502, CADASTRE_UNAVAILABLE);
      }
      if (!boundaries || boundaries.length < 3) throw notFound(KAEK_NOT_FOUND);
      return { success: true, boundaries };
    },
  );

  app.get(
    '/estates/:id',
    {
      schema: {
        tags,
        security,
        summary: "One estate with its tree counts by category and the caller's role (any member)",
        params: EstateParams,
        response: { 200: EstateDetail, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const json = await estateDetailJson(
        db,
        trees,
        request.userId,
        request.params.id,
        (detail) => reply.serialize(detail) as string,
      );
      // Serialised by this route's own serializer already: sent as it is.
      return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.put(
    '/estates/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename an estate (its owner and managers)',
        params: EstateParams,
        body: EstateRename,
        response: { 200: Estate, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const estate = await renameEstate(db, request.userId, request.params.id, request.body.name);
      // Same name again: no estate_details_changed, but updatedAt moved.
      trees.estateChanged(estate.id);
      return estate;
    },
  );

  app.delete(
    '/estates/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete an estate with its trees, photos, harvests and rental listings (its owner only; 409 while a rental contract of it is signed or active)',
        params: EstateParams,
        response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteEstate(db, request.userId, request.params.id, deletion, request.log);
      return reply.code(204).send();
    },
  );
};
