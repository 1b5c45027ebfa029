import type { Database } from '../../db';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { callerOf } from '../../lib/actor';
import { BrowseIndex } from './browse/browse-index';
import {
  ApplicationDecision,
  ApplicationList,
  ApplicationsQuery,
  AvailableQuery,
  NewApplication,
  NewRental,
  RentalApplication,
  RentalList,
  RentalListing,
  RentalPage,
  RentalParams,
  RentalUpdate,
} from './schemas';
import {
  applyToListing,
  browseListings,
  createListing,
  decideOnApplication,
  deleteListing,
  getListing,
  listMine,
  listReceived,
  listSent,
  updateListing,
} from './service';
import { checkNewApplication, checkNewRental, checkRentalUpdate } from './validation';

export interface RentalsOptions {
  db: Database;
}

/**
 * Rental listings and rental applications. Mounted at /api. Static paths
 * (/rentals/available, /rentals/my, /rentals/applications/...) win over /rentals/:id in
 * Fastify's router whatever the registration order.
 */
export const rentalsRoutes: AppPlugin<RentalsOptions> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['rentals'];
  const security = [{ bearerAuth: [] }];
  // One per API process; every replica checks the database's rentals_version before use.
  const browseIndex = new BrowseIndex();
  if (db.listenInProcess) {
    const stop = await db.listenInProcess('rentals_changed', () => browseIndex.invalidate());
    browseIndex.notified = true;
    app.addHook('onClose', async () => {
      browseIndex.notified = false;
      await stop();
    });
  }

  app.get(
    '/rentals/available',
    {
      schema: {
        tags,
        security,
        summary: "Browse listings: others' available ones and the caller's own, newest first",
        description:
          "Paged on the server. Other users' drafts and rented listings are never shown; the caller's own drafts appear unless showDrafts=false, their rented ones under ownership=mine.",
        querystring: AvailableQuery,
        response: { 200: RentalPage, ...errorResponses(400, 401) },
      },
    },
    (request) => browseListings(db, request.userId, request.query, browseIndex),
  );

  app.get(
    '/rentals/my',
    {
      schema: {
        tags,
        security,
        summary: "The caller's listings in every status, newest first, with pending counts",
        response: { 200: RentalList, ...errorResponses(401) },
      },
    },
    async (request) => ({ rentals: await listMine(db, request.userId) }),
  );

  app.get(
    '/rentals/applications/received',
    {
      schema: {
        tags,
        security,
        summary: "Applications to the caller's listings, newest first",
        querystring: ApplicationsQuery,
        response: { 200: ApplicationList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      applications: await listReceived(db, request.userId, request.query.rentalId),
    }),
  );

  app.get(
    '/rentals/applications/sent',
    {
      schema: {
        tags,
        security,
        summary: 'Applications the caller sent, newest first',
        querystring: ApplicationsQuery,
        response: { 200: ApplicationList, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      applications: await listSent(db, request.userId, request.query.rentalId),
    }),
  );

  app.put(
    '/rentals/applications/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approve or reject a pending application (the listing owner only)',
        description:
          '403 for the applicant, 404 for anyone else, 409 when it is no longer pending.',
        params: RentalParams,
        body: ApplicationDecision,
        response: { 200: RentalApplication, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => decideOnApplication(db, callerOf(request), request.params.id, request.body.status),
  );

  app.get(
    '/rentals/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One listing',
        description:
          'Visible to its owner always, to the tenant of a contract drawn up for it always, to everyone else while it is available (404 otherwise).',
        params: RentalParams,
        response: { 200: RentalListing, ...errorResponses(401, 404) },
      },
    },
    (request) => getListing(db, request.userId, request.params.id),
  );

  app.post(
    '/rentals',
    {
      schema: {
        tags,
        security,
        summary: "List one of the caller's estates for rent (as a draft or published)",
        description:
          "Land area and available trees come from the estate. 404 'Estate not found' for another user's or an unknown estate, 403 for its members (only the owner lists it).",
        body: NewRental,
        response: { 201: RentalListing, ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: checkNewRental,
    },
    async (request, reply) => {
      const listing = await createListing(db, callerOf(request), request.body);
      return reply.code(201).send(listing);
    },
  );

  app.put(
    '/rentals/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit, publish or unpublish a listing (the owner only)',
        description:
          'landArea and availableTrees are accepted and ignored. A rented listing cannot be edited (409).',
        params: RentalParams,
        body: RentalUpdate,
        response: { 200: RentalListing, ...errorResponses(400, 401, 404, 409) },
      },
      preValidation: checkRentalUpdate,
    },
    (request) => updateListing(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/rentals/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a listing with its applications (the owner only)',
        description:
          'Refused (409) while a contract of it is signed or active; its draft and pending-signature contracts are deleted with it.',
        params: RentalParams,
        response: { 204: { type: 'null' }, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteListing(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/rentals/:id/apply',
    {
      schema: {
        tags,
        security,
        summary: 'Apply to rent an available listing',
        description:
          "403 on one's own listing, 404 when not visible, 409 when not open or when a pending application of the caller already exists.",
        params: RentalParams,
        body: NewApplication,
        response: { 201: RentalApplication, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: checkNewApplication,
    },
    async (request, reply) => {
      const application = await applyToListing(
        db,
        callerOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(application);
    },
  );
};
