import type { Queryable } from '../../../db';
import { conflict } from '../../../lib/http-errors';
import { transition } from '../../../lib/lifecycle';
import type { GuardedMove } from '../../../lib/lifecycle';
import { recordEvent, recordEvents } from '../../events';
import type { EventActor } from '../../events';
import { decideApplication, decideListing, LISTING_MOVED } from '../lifecycle';
import type { ApplicationState, ListingState } from '../lifecycle';
import type { RentalApplication, RentalListing } from '../schemas';
import { iso } from '../repository';

/** The SQL of rental applications, and the two changes the contracts domain makes to listings. */

// ---------------------------------------------------------------- applications

interface ApplicationRow {
  id: string;
  rentalId: string;
  estateName: string;
  estateAddress: string;
  landArea: number;
  ownerId: string;
  ownerName: string;
  priceCents: number;
  priceType: RentalListing['priceType'];
  duration: number;
  durationType: RentalListing['durationType'];
  rentalStatus: ListingState;
  applicantId: string;
  applicantName: string;
  applicantEmail: string;
  status: ApplicationState;
  startDate: string;
  appliedAt: Date | string;
  message: string;
  contractId: string | null;
  applicantRatingAverage: number | null;
  applicantRatingCount: number;
}

const APPLICATION_SELECT = `SELECT a.id, r.id AS "rentalId", e.name AS "estateName",
    e.address AS "estateAddress", r.land_area AS "landArea",
    r.owner_id AS "ownerId", o.name AS "ownerName", r.price_cents::float8 AS "priceCents",
    r.price_type AS "priceType", r.duration, r.duration_type AS "durationType",
    r.status AS "rentalStatus", a.applicant_id AS "applicantId", p.name AS "applicantName",
    p.email AS "applicantEmail", a.status, to_char(a.start_date, 'YYYY-MM-DD') AS "startDate",
    a.applied_at AS "appliedAt", a.message, c.id AS "contractId",
    ar.average AS "applicantRatingAverage", ar.count AS "applicantRatingCount"
  FROM rental_applications a
  JOIN rentals r ON r.id = a.rental_id
  JOIN estates e ON e.id = r.estate_id
  JOIN users o ON o.id = r.owner_id
  JOIN users p ON p.id = a.applicant_id
  LEFT JOIN contracts c ON c.application_id = a.id
  CROSS JOIN LATERAL (
    SELECT round(avg(cr.score)::numeric, 1)::float8 AS average, count(cr.id)::int AS count
      FROM contract_ratings cr WHERE cr.ratee_id = a.applicant_id AND cr.party = 'owner') ar`;

function toApplication(row: ApplicationRow): RentalApplication {
  return {
    _id: row.id,
    id: row.id,
    rental: {
      _id: row.rentalId,
      estate: { name: row.estateName, address: row.estateAddress, landArea: Number(row.landArea) },
      owner: { _id: row.ownerId, name: row.ownerName },
      price: Number(row.priceCents) / 100,
      priceType: row.priceType,
      duration: row.duration,
      durationType: row.durationType,
      status: row.rentalStatus,
    },
    applicant: {
      _id: row.applicantId,
      name: row.applicantName,
      email: row.applicantEmail,
      // What owners said of them as a tenant, once their contracts ended (issue 28).
      rating: {
        average: Number(row.applicantRatingAverage ?? 0),
        count: Number(row.applicantRatingCount ?? 0),
      },
    },
    status: row.status,
    startDate: row.startDate,
    appliedAt: iso(row.appliedAt),
    message: row.message,
    contractId: row.contractId,
  };
}

export async function applicationById(
  db: Queryable,
  id: string,
): Promise<RentalApplication | null> {
  const [row] = await db.query<ApplicationRow>(`${APPLICATION_SELECT} WHERE a.id = $1`, [id]);
  return row ? toApplication(row) : null;
}

/** Applications to the owner's listings (optionally one listing), newest first. */
export async function listReceived(
  db: Queryable,
  ownerId: string,
  rentalId?: string,
): Promise<RentalApplication[]> {
  const rows = await db.query<ApplicationRow>(
    `${APPLICATION_SELECT}
      WHERE r.owner_id = $1 ${rentalId ? 'AND a.rental_id = $2' : ''}
      ORDER BY a.applied_at DESC, a.id DESC`,
    rentalId ? [ownerId, rentalId] : [ownerId],
  );
  return rows.map(toApplication);
}

/** Applications the applicant sent (optionally to one listing), newest first. */
export async function listSent(
  db: Queryable,
  applicantId: string,
  rentalId?: string,
): Promise<RentalApplication[]> {
  const rows = await db.query<ApplicationRow>(
    `${APPLICATION_SELECT}
      WHERE a.applicant_id = $1 ${rentalId ? 'AND a.rental_id = $2' : ''}
      ORDER BY a.applied_at DESC, a.id DESC`,
    rentalId ? [applicantId, rentalId] : [applicantId],
  );
  return rows.map(toApplication);
}

export interface ApplicationInsert {
  id: string;
  rentalId: string;
  applicantId: string;
  startDate: string;
  message: string;
}

/** Throws a unique violation when the applicant already has a pending one on the listing. */
export async function insertApplication(db: Queryable, application: ApplicationInsert) {
  await db.query(
    `INSERT INTO rental_applications (id, rental_id, applicant_id, start_date, message)
     VALUES ($1, $2, $3, $4::date, $5)`,
    [
      application.id,
      application.rentalId,
      application.applicantId,
      application.startDate,
      application.message,
    ],
  );
}

/** Who decides on an application: its state, its applicant and the listing's owner. */
export async function applicationAccess(
  db: Queryable,
  id: string,
): Promise<{ id: string; status: ApplicationState; applicantId: string; ownerId: string } | null> {
  const [row] = await db.query<{
    id: string;
    status: ApplicationState;
    applicantId: string;
    ownerId: string;
  }>(
    `SELECT a.id, a.status, a.applicant_id AS "applicantId", r.owner_id AS "ownerId"
       FROM rental_applications a JOIN rentals r ON r.id = a.rental_id
      WHERE a.id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * One guarded decision: `from` -> `to` only while the application is still in `from`,
 * stamped with who decided and when (run by the lifecycle engine's `transition`).
 */
export function applicationDecision(
  id: string,
  from: ApplicationState,
  to: ApplicationState,
  deciderId: string | null,
): GuardedMove<ApplicationState> {
  return {
    table: 'rental_applications',
    id,
    from,
    to,
    also: ['decided_at = now()', 'decided_by = $4'],
    values: [deciderId],
  };
}

// ---------------------------------------------------------------- for the contracts domain

const UPDATED_NOW = ['updated_at = now()'];

/** The actor of changes the system makes on its own (no request behind them). */
const SYSTEM_ACTOR: EventActor = { actorId: null, ip: '', userAgent: '' };

/**
 * For the contracts domain, inside its signing transaction (after it has locked the
 * contract): the listing becomes rented (from available, or from draft if the owner
 * unpublished it meanwhile) with a 'rented' event. Throws 409 'This rental has already
 * been rented' when another contract rented it first; does nothing when the listing was
 * deleted (the contract keeps its own snapshot).
 */
export async function markListingRented(
  tx: Queryable,
  rentalId: string,
  actor: EventActor = SYSTEM_ACTOR,
): Promise<void> {
  const [row] = await tx.query<{ status: ListingState }>(
    `SELECT status FROM rentals WHERE id = $1 FOR UPDATE`,
    [rentalId],
  );
  if (!row) return;
  const decision = decideListing(row.status, 'rent', 'system');
  if (!decision.allowed) throw conflict(decision.error);
  await transition(
    tx,
    { table: 'rentals', id: rentalId, from: row.status, to: decision.to, also: UPDATED_NOW },
    {
      moved: LISTING_MOVED,
      record: recordEvent,
      event: {
        ...actor,
        subjectType: 'rental',
        subjectId: rentalId,
        action: 'rented',
        details: { from: row.status, to: decision.to },
      },
    },
  );
}

/**
 * For the contracts domain's scheduled job, when a contract whose owner chose to relist
 * completes: the rented listing becomes available again, with a 'relisted' event.
 * Answers false (and changes nothing) when the listing is gone or no longer rented.
 */
export async function relistListing(
  tx: Queryable,
  rentalId: string,
  actor: EventActor = SYSTEM_ACTOR,
): Promise<boolean> {
  const [row] = await tx.query<{ status: ListingState }>(
    `SELECT status FROM rentals WHERE id = $1 FOR UPDATE`,
    [rentalId],
  );
  if (!row) return false;
  const decision = decideListing(row.status, 'relist', 'system');
  if (!decision.allowed) return false;
  await transition(
    tx,
    { table: 'rentals', id: rentalId, from: row.status, to: decision.to, also: UPDATED_NOW },
    {
      moved: LISTING_MOVED,
      record: recordEvent,
      event: {
        ...actor,
        subjectType: 'rental',
        subjectId: rentalId,
        action: 'relisted',
        details: { from: row.status, to: decision.to },
      },
    },
  );
  return true;
}

/**
 * For the contracts domain, inside its signing transaction: every application still
 * pending on the listing is rejected (the approved one the contract came from is not
 * pending), decided by `actorId`, with a 'rejected' event each. Answers their ids.
 */
export async function rejectOtherPendingApplications(
  tx: Queryable,
  rentalId: string,
  actorId: string | null,
  from: Omit<EventActor, 'actorId'> = { ip: '', userAgent: '' },
): Promise<string[]> {
  const decision = decideApplication('pending', 'reject', 'system');
  if (!decision.allowed) throw conflict(decision.error);
  const rows = await tx.query<{ id: string }>(
    `UPDATE rental_applications SET status = $2, decided_at = now(), decided_by = $3
      WHERE rental_id = $1 AND status = 'pending' RETURNING id`,
    [rentalId, decision.to, actorId],
  );
  await recordEvents(
    tx,
    rows.map((row) => ({
      ...from,
      actorId,
      subjectType: 'rental_application',
      subjectId: row.id,
      action: 'rejected',
      details: { from: 'pending', reason: 'rental rented', rentalId },
    })),
  );
  return rows.map((row) => row.id);
}
