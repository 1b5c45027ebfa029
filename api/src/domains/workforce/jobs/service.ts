import type { Database, Queryable } from '../../../db';
import type { Caller } from '../../../lib/actor';
import { todayInAthens } from '../../../lib/dates';
import { conflict, notFound } from '../../../lib/http-errors';
import { newId } from '../../../lib/ids';
import { answerer, authoriser, refuse } from '../../../lib/lifecycle';
import { toCents } from '../../../lib/money';
import { requireEstateRight } from '../../../lib/access';
import { requireEstate } from '../../estates';
import { recordEvent } from '../../events';
import { NEW_JOB_LISTING_DEFAULTS as DEFAULTS } from '../constants';
import type { JobListingStatus } from '../constants';
import * as listings from './repository';
import type { ListingAccess } from './repository';
import type { JobListingQuery, JobListingUpdate, NewJobListing } from './schemas';
import { isFullListing } from './validation';
import * as writes from './writes';
import type { ListingValues } from './writes';
import { decideListing, JOB_NOT_FOUND, LISTING_MOVED } from './lifecycle';
import type { ListingAction, ListingActor } from './lifecycle';

/** The caller of a request: who (`actorId`, always set here) and from where. */
export type { Caller };

/** The answer to a refused decision of a lifecycle. */
export { refuse };

/** Who the viewer is to a listing, as the lifecycle's actors (see lifecycle.ts). */
export function listingActor(access: ListingAccess, userId: string): ListingActor {
  if (access.ownerId === userId) return 'owner';
  if (access.viewerApplied) return 'applicant';
  return access.visibility === 'private' ? 'stranger' : 'visitor';
}

/** The listing and the caller's role, after the lifecycle allowed `action`; 404 for bad ids. */
export const authorise = authoriser({
  notFound: JOB_NOT_FOUND,
  access: (db, userId, id, lock?: boolean) => listings.listingAccess(db, userId, id, lock ?? false),
  actorOf: listingActor,
  decide: (from: JobListingStatus, action: ListingAction, actor: ListingActor) =>
    decideListing(from, action, actor),
});

const answer = answerer(JOB_NOT_FOUND, listings.jobListingById);

/** One listing, for its owner, its applicants, and others while active and not private. */
export async function getJobListing(db: Database, userId: string, id: string) {
  await authorise(db, userId, id, 'view');
  return answer(db, userId, id);
}

/** Browse Jobs; empty filters are ignored. */
export function browseJobListings(db: Database, userId: string, query: JobListingQuery) {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return listings.browse(db, userId, {
    today: todayInAthens(),
    search: text(query.search),
    location: text(query.location),
    jobType: query.jobType || undefined,
    workType: query.workType || undefined,
  });
}

export const listMyJobListings = (db: Database, userId: string) => listings.listMine(db, userId);

type ListingFields = Omit<NewJobListing, 'status' | 'coordinates'>;

/**
 * The stored values of a listing form: the estate (the caller's, else 404) and its
 * address when no location is given, then the body over `base` (the defaults for a new
 * listing, the stored values for an edit).
 */
async function valuesFrom(
  tx: Queryable,
  ownerId: string,
  body: ListingFields,
  base: Omit<ListingValues, 'title' | 'description' | 'estateId' | 'startDate'>,
): Promise<ListingValues> {
  // Only its owner posts jobs for an estate (403 for its members, 404 for anyone else).
  await requireEstateRight(tx, ownerId, body.estate, 'ownEstate');
  const estate = await requireEstate(tx, ownerId, body.estate);
  return {
    title: body.title,
    description: body.description,
    estateId: estate.id,
    startDate: body.startDate,
    jobType: body.jobType ?? base.jobType,
    workType: body.workType ?? base.workType,
    requiredSkills: body.requiredSkills ?? base.requiredSkills,
    experienceLevel: body.experienceLevel ?? base.experienceLevel,
    minYearsExperience: body.minYearsExperience ?? base.minYearsExperience,
    payRateCents: body.payRate === undefined ? base.payRateCents : toCents(body.payRate),
    payType: body.payType ?? base.payType,
    currency: body.currency ?? base.currency,
    duration: body.duration ?? base.duration,
    workSchedule: body.workSchedule ?? base.workSchedule,
    hoursPerDay: body.hoursPerDay ?? base.hoursPerDay,
    // An empty location is the estate's address (spec: the post form fills it in).
    location: body.location || (body.location === undefined && base.location) || estate.address,
    visibility: body.visibility ?? base.visibility,
    maxApplications: body.maxApplications ?? base.maxApplications,
    applicationDeadline:
      body.applicationDeadline === undefined ? base.applicationDeadline : body.applicationDeadline,
    benefits: body.benefits ?? base.benefits,
    requirements: body.requirements ?? base.requirements,
    notes: body.notes ?? base.notes,
  };
}

const NEW_LISTING_BASE = {
  jobType: DEFAULTS.jobType,
  workType: DEFAULTS.workType,
  requiredSkills: [],
  experienceLevel: DEFAULTS.experienceLevel,
  minYearsExperience: DEFAULTS.minYearsExperience,
  payRateCents: toCents(DEFAULTS.payRate),
  payType: DEFAULTS.payType,
  currency: DEFAULTS.currency,
  duration: DEFAULTS.duration,
  workSchedule: DEFAULTS.workSchedule,
  hoursPerDay: DEFAULTS.hoursPerDay,
  location: '',
  visibility: DEFAULTS.visibility,
  maxApplications: DEFAULTS.maxApplications,
  applicationDeadline: null,
  benefits: [],
  requirements: '',
  notes: '',
};

/** Posts a listing on one of the caller's estates, as a draft or published (active). */
export async function createJobListing(db: Database, caller: Caller, body: NewJobListing) {
  const id = newId();
  const status = body.status ?? DEFAULTS.status;
  await db.transaction(async (tx) => {
    const values = await valuesFrom(tx, caller.actorId, body, NEW_LISTING_BASE);
    await writes.insertListing(tx, { id, ownerId: caller.actorId, status, values });
    await recordEvent(tx, {
      ...caller,
      subjectType: 'job_listing',
      subjectId: id,
      action: 'created',
      details: { status, estateId: values.estateId },
    });
  });
  return answer(db, caller.actorId, id);
}

const MOVES: Record<JobListingStatus, (from: JobListingStatus) => ListingAction> = {
  active: (from) => (from === 'draft' ? 'publish' : 'activate'),
  closed: () => 'close',
  draft: () => 'unpublish',
};

const EVENT_OF: Partial<Record<ListingAction, string>> = {
  publish: 'published',
  activate: 'activated',
  close: 'closed',
};

/**
 * The owner's change: only a status (a lifecycle move, refused when it is the current
 * one: a double click moves nothing twice), or the full listing with an optional new
 * status, in one statement guarded by the status it was decided from.
 */
export async function updateJobListing(
  db: Database,
  caller: Caller,
  id: string,
  body: JobListingUpdate,
) {
  const full = isFullListing(body);
  await db.transaction(async (tx) => {
    const { access, actor } = await authorise(tx, caller.actorId, id, 'view');
    const from = access.status;
    const moving = body.status !== undefined && (!full || body.status !== from);
    const action = moving && body.status ? MOVES[body.status](from) : 'edit';
    // A full listing that also moves is an edit and a move: both must be allowed, and the
    // move's target is where it goes.
    let to = from;
    for (const step of full && moving ? ['edit' as const, action] : [action]) {
      const decision = decideListing(from, step, actor);
      if (!decision.allowed) refuse(decision);
      if (decision.to !== 'deleted') to = decision.to;
    }
    let values: ListingValues | null = null;
    if (full) {
      const stored = await writes.storedValues(tx, id);
      if (!stored) throw notFound(JOB_NOT_FOUND);
      values = await valuesFrom(tx, caller.actorId, body as ListingFields, stored);
    }
    if (!(await writes.updateListing(tx, id, from, to, values))) throw conflict(LISTING_MOVED);
    if (full) {
      const fields = Object.keys(body).filter((key) => key !== 'status' && key !== 'coordinates');
      await recordEvent(tx, {
        ...caller,
        subjectType: 'job_listing',
        subjectId: id,
        action: 'updated',
        details: { fields },
      });
    }
    const event = EVENT_OF[action];
    if (moving && event) {
      await recordEvent(tx, {
        ...caller,
        subjectType: 'job_listing',
        subjectId: id,
        action: event,
        details: { from, to },
      });
    }
  });
  return answer(db, caller.actorId, id);
}

/** Deletes the owner's listing with its applications. */
export async function deleteJobListing(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { access } = await authorise(tx, caller.actorId, id, 'delete', true);
    const applications = await writes.deleteListing(tx, id, access.status);
    if (applications === null) throw conflict(LISTING_MOVED);
    await recordEvent(tx, {
      ...caller,
      subjectType: 'job_listing',
      subjectId: id,
      action: 'deleted',
      details: { from: access.status, estateId: access.estateId, applications },
    });
  });
}
