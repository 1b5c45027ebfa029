import type { Database, Queryable } from '../../db';
import { isUniqueViolation } from '../../db';
import { conflict, notFound } from '../../lib/http-errors';
import { isId, newId } from '../../lib/ids';
import { answerer, authoriser, refuse, transition } from '../../lib/lifecycle';
import { toCents } from '../../lib/money';
import { recordEvent } from '../events';
import type { Caller } from '../../lib/actor';
import { requireEstateRight } from '../../lib/access';
import { requireEstate } from '../estates';
import {
  APPLICATION_MOVED,
  APPLICATION_NOT_FOUND,
  decideApplication,
  decideListing,
  LISTING_MOVED,
  RENTAL_NOT_FOUND,
} from './lifecycle';
import type { ApplicationActor, ListingAction, ListingActor, ListingState } from './lifecycle';
import type { BrowseIndex } from './browse/browse-index';
import * as browseSql from './browse/repository';
import * as applications from './applications/repository';
import * as rentals from './repository';
import type { ListingAccess, ListingChanges } from './repository';
import type {
  AvailableQuery,
  NewApplication,
  NewRental,
  RentalApplication,
  RentalListing,
  RentalUpdate,
} from './schemas';

/** The caller of a request: who (`actorId`, always set here) and from where. */
export type { Caller };

export const DUPLICATE_APPLICATION = 'You already have a pending application for this rental';
export const LISTING_HAS_CONTRACT =
  'This listing has a signed or active rental contract and cannot be deleted';

export const DEFAULT_PAGE_SIZE = 50;

function listingActor(access: ListingAccess, userId: string): ListingActor {
  if (access.ownerId === userId) return 'owner';
  return access.viewerIsTenant ? 'tenant' : 'other';
}

/**
 * The listing and the caller's role, after the lifecycle allowed `action`; 404 for
 * malformed or unknown ids.
 */
const authorise = authoriser({
  notFound: RENTAL_NOT_FOUND,
  access: (db, userId, id, lock: 'share' | 'update' | null = null) =>
    rentals.listingAccess(db, userId, id, lock),
  actorOf: listingActor,
  decide: (from: ListingState, action: ListingAction, actor: ListingActor) =>
    decideListing(from, action, actor),
});

const answerListing = answerer(RENTAL_NOT_FOUND, rentals.listingById);

/**
 * A listing as its viewer may see it: the owner always, the tenant of a contract drawn up
 * for it always, everyone else while it is available.
 */
export async function getListing(db: Database, userId: string, id: string) {
  await authorise(db, userId, id, 'view');
  return answerListing(db, userId, id);
}

/**
 * One page of browsable listings from the process's in-memory index (see browse-index.ts);
 * without an index, from the database (`browseListingsSql`, the same answer).
 */
export async function browseListings(
  db: Database,
  userId: string,
  query: AvailableQuery,
  index?: BrowseIndex,
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const search = query.search?.trim();
  const browse = index
    ? (filters: rentals.BrowseFilters) => index.browse(db, userId, filters)
    : (filters: rentals.BrowseFilters) => browseSql.browseListingsSql(db, userId, filters);
  const { rentals: found, totalCount } = await browse({
    search: search === '' ? undefined : search,
    // A bound in euros takes whole cents; 9.999 is treated as 10.00.
    minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
    maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
    durationType: query.durationType,
    availableFrom: query.availableFrom,
    ownership: query.ownership ?? 'all',
    showDrafts: query.showDrafts ?? true,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    rentals: found,
    pagination: {
      current: page,
      total: Math.ceil(totalCount / limit),
      count: found.length,
      totalCount,
    },
  };
}

export const listMine = (db: Database, userId: string) => rentals.listMine(db, userId);

/**
 * Lists one of the caller's estates. Land area and tree count always come from the
 * estate; the body's values are ignored.
 */
export async function createListing(
  db: Database,
  caller: Caller,
  body: NewRental,
): Promise<RentalListing> {
  const id = newId();
  const status = body.status ?? 'draft';
  await db.transaction(async (tx) => {
    // Only its owner lists an estate for rent (403 for its members, 404 for anyone else).
    await requireEstateRight(tx, caller.actorId, body.estate, 'ownEstate');
    const estate = await requireEstate(tx, caller.actorId, body.estate);
    await rentals.insertListing(tx, {
      id,
      ownerId: caller.actorId,
      estateId: estate.id,
      landArea: estate.landArea,
      availableTrees: estate.treeCount,
      allowedCrops: (body.allowedCrops ?? []) as string[],
      priceCents: toCents(body.price),
      priceType: body.priceType ?? 'monthly',
      duration: body.duration,
      durationType: body.durationType ?? 'seasonal',
      startDate: body.startDate,
      description: body.description ?? '',
      status,
    });
    await recordEvent(tx, {
      ...caller,
      subjectType: 'rental',
      subjectId: id,
      action: 'created',
      details: { status, estateId: estate.id },
    });
  });
  return answerListing(db, caller.actorId, id);
}

/**
 * The owner's edit: any of the editable fields, and publishing (draft -> available) or
 * unpublishing (available -> draft) through `status`, in one guarded statement.
 */
export async function updateListing(
  db: Database,
  caller: Caller,
  id: string,
  body: RentalUpdate,
): Promise<RentalListing> {
  await db.transaction(async (tx) => {
    const { access } = await authorise(tx, caller.actorId, id, 'view');
    const from = access.status;
    const action: ListingAction =
      body.status === undefined || body.status === from
        ? 'edit'
        : body.status === 'available'
          ? 'publish'
          : 'unpublish';
    const decision = decideListing(from, action, listingActor(access, caller.actorId));
    if (!decision.allowed) refuse(decision);
    const to = decision.to as ListingState;
    const changes: ListingChanges = {
      priceCents: body.price === undefined ? undefined : toCents(body.price),
      duration: body.duration,
      description: body.description,
      allowedCrops: body.allowedCrops as string[] | undefined,
      priceType: body.priceType,
      durationType: body.durationType,
    };
    if (!(await rentals.updateListing(tx, id, from, to, changes))) throw conflict(LISTING_MOVED);
    const changed = Object.entries(changes)
      .filter(([, value]) => value !== undefined)
      .map(([field]) => (field === 'priceCents' ? 'price' : field));
    if (changed.length > 0) {
      await recordEvent(tx, {
        ...caller,
        subjectType: 'rental',
        subjectId: id,
        action: 'updated',
        details: { fields: changed },
      });
    }
    if (to !== from) {
      await recordEvent(tx, {
        ...caller,
        subjectType: 'rental',
        subjectId: id,
        action: action === 'publish' ? 'published' : 'unpublished',
        details: { from, to },
      });
    }
  });
  return answerListing(db, caller.actorId, id);
}

/**
 * Deletes the owner's listing with its applications, refused while a contract of it is
 * signed or active. Its contracts still being prepared (draft, pending_signature) go in
 * the same transaction; the others keep their snapshot (their rental_id becomes NULL).
 */
export async function deleteListing(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Refuse strangers before locking anything.
    await authorise(tx, caller.actorId, id, 'delete');
    // Lock order as a signing's: the contracts first, then the listing.
    const contracts = await rentals.lockContracts(tx, 'rental_id', id);
    const { access } = await authorise(tx, caller.actorId, id, 'delete', 'update');
    if (contracts.some((contract) => isBinding(contract.status))) {
      throw conflict(LISTING_HAS_CONTRACT);
    }
    // Contracts belong to the contracts domain, but a listing's unsigned ones must not
    // outlive it: deleted here, straight in the contracts table, in this transaction.
    await rentals.deleteOpenContracts(tx, 'rental_id', id, caller);
    if (!(await rentals.deleteListing(tx, id, access.status))) throw conflict(LISTING_MOVED);
    await recordEvent(tx, {
      ...caller,
      subjectType: 'rental',
      subjectId: id,
      action: 'deleted',
      details: { from: access.status, estateId: access.estateId },
    });
  });
}

function isBinding(status: string): boolean {
  return (rentals.BINDING_CONTRACT_STATES as readonly string[]).includes(status);
}

/** A non-owner applies to an available listing; one pending application each. */
export async function applyToListing(
  db: Database,
  caller: Caller,
  id: string,
  body: NewApplication,
): Promise<RentalApplication> {
  const applicationId = newId();
  try {
    await db.transaction(async (tx) => {
      // Shared lock: a signing cannot rent the listing until this application is in, so
      // its rejection of pending applications sees this one.
      await authorise(tx, caller.actorId, id, 'apply', 'share');
      await applications.insertApplication(tx, {
        id: applicationId,
        rentalId: id,
        applicantId: caller.actorId,
        startDate: body.startDate,
        message: body.message ?? '',
      });
      await recordEvent(tx, {
        ...caller,
        subjectType: 'rental_application',
        subjectId: applicationId,
        action: 'submitted',
        details: { rentalId: id, startDate: body.startDate },
      });
    });
  } catch (error) {
    // The partial unique index: one pending application per applicant and listing.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_APPLICATION);
    throw error;
  }
  return answerApplication(db, applicationId);
}

async function answerApplication(db: Queryable, id: string): Promise<RentalApplication> {
  const application = await applications.applicationById(db, id);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}

/** Applications to the caller's listings; with `rentalId`, that listing's (404 unless theirs). */
export async function listReceived(db: Database, userId: string, rentalId?: string) {
  if (rentalId !== undefined) {
    const access = isId(rentalId) ? await rentals.listingAccess(db, userId, rentalId) : null;
    if (!access || access.ownerId !== userId) throw notFound(RENTAL_NOT_FOUND);
  }
  return applications.listReceived(db, userId, rentalId);
}

/** Applications the caller sent; with `rentalId`, only those to that listing. */
export async function listSent(db: Database, userId: string, rentalId?: string) {
  if (rentalId !== undefined && !isId(rentalId)) return [];
  return applications.listSent(db, userId, rentalId);
}

/** The listing's owner approves or rejects a pending application. */
export async function decideOnApplication(
  db: Database,
  caller: Caller,
  id: string,
  status: 'approved' | 'rejected',
): Promise<RentalApplication> {
  await db.transaction(async (tx) => {
    const application = isId(id) ? await applications.applicationAccess(tx, id) : null;
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    const actor: ApplicationActor =
      application.ownerId === caller.actorId
        ? 'owner'
        : application.applicantId === caller.actorId
          ? 'applicant'
          : 'other';
    const decision = decideApplication(
      application.status,
      status === 'approved' ? 'approve' : 'reject',
      actor,
    );
    if (!decision.allowed) refuse(decision);
    await transition(
      tx,
      applications.applicationDecision(id, application.status, decision.to, caller.actorId),
      {
        moved: APPLICATION_MOVED,
        record: recordEvent,
        event: {
          ...caller,
          subjectType: 'rental_application',
          subjectId: id,
          action: decision.to,
          details: { from: application.status },
        },
      },
    );
  });
  return answerApplication(db, id);
}
