import type { Queryable } from '../../db';
import { conflict } from '../../lib/http-errors';
import { recordEvent, recordEvents } from '../events/repository';
import type { EventActor } from '../events/repository';
import { decideApplication, decideListing, LISTING_MOVED } from './lifecycle';
import type { ApplicationState, ListingState } from './lifecycle';
import type { RentalApplication, RentalListing } from './schemas';

/**
 * The SQL of listings and rental applications. Money is stored as integer cents and
 * answered in euros; start dates are `date` columns answered as YYYY-MM-DD text.
 */

// ---------------------------------------------------------------- listings

export interface ListingRow {
  id: string;
  ownerId: string;
  ownerName: string;
  estateId: string;
  estateName: string;
  estateAddress: string;
  estateLandArea: number;
  estateTreeCount: number;
  landArea: number;
  availableTrees: number;
  allowedCrops: string[];
  priceCents: number;
  priceType: RentalListing['priceType'];
  duration: number;
  durationType: RentalListing['durationType'];
  startDate: string;
  description: string;
  status: ListingState;
  createdAt: Date | string;
  updatedAt: Date | string;
  pendingApplications: number;
}

/** Every column of a listing but its pending count, from `rentals r`, `estates e`, `users u`. */
const LISTING_FIELDS = `r.id, r.owner_id AS "ownerId", u.name AS "ownerName",
  r.estate_id AS "estateId", e.name AS "estateName", e.address AS "estateAddress",
  e.land_area AS "estateLandArea", e.tree_count AS "estateTreeCount",
  r.land_area AS "landArea", r.available_trees AS "availableTrees",
  r.allowed_crops AS "allowedCrops", r.price_cents::float8 AS "priceCents",
  r.price_type AS "priceType", r.duration, r.duration_type AS "durationType",
  to_char(r.start_date, 'YYYY-MM-DD') AS "startDate", r.description, r.status,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

/**
 * Columns of a full listing from `rentals r`, `estates e` and `users u`; `viewer` is the
 * placeholder of the viewer's id: only an owner's rows count their pending applications
 * (one index lookup each, only for the rows answered).
 */
const listingColumns = (viewer: string) => `${LISTING_FIELDS},
  CASE WHEN r.owner_id = ${viewer} THEN (
    SELECT count(*) FROM rental_applications a WHERE a.rental_id = r.id AND a.status = 'pending'
  ) ELSE 0 END::int AS "pendingApplications"`;

const LISTING_JOINS = `JOIN estates e ON e.id = r.estate_id JOIN users u ON u.id = r.owner_id`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toListing(row: ListingRow): RentalListing {
  return {
    _id: row.id,
    id: row.id,
    estate: {
      _id: row.estateId,
      name: row.estateName,
      address: row.estateAddress,
      landArea: Number(row.estateLandArea),
      treeCount: row.estateTreeCount,
    },
    owner: { _id: row.ownerId, name: row.ownerName },
    landArea: Number(row.landArea),
    availableTrees: row.availableTrees,
    allowedCrops: row.allowedCrops ?? [],
    price: Number(row.priceCents) / 100,
    priceType: row.priceType,
    duration: row.duration,
    durationType: row.durationType,
    startDate: row.startDate,
    description: row.description,
    status: row.status,
    // Ratings are not collected yet; the shape is the spec's.
    ratings: { average: 0, count: 0 },
    pendingApplications: row.pendingApplications,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A listing as `viewerId` would be answered it (no visibility check: the caller decides). */
export async function listingById(
  db: Queryable,
  viewerId: string,
  id: string,
): Promise<RentalListing | null> {
  const [row] = await db.query<ListingRow>(
    `SELECT ${listingColumns('$1')} FROM rentals r ${LISTING_JOINS} WHERE r.id = $2`,
    [viewerId, id],
  );
  return row ? toListing(row) : null;
}

/** What decides who may do what to a listing: its state, its owner, the viewer's contract. */
export interface ListingAccess {
  id: string;
  ownerId: string;
  estateId: string;
  status: ListingState;
  /** The viewer is the tenant of a contract drawn up for this listing. */
  viewerIsTenant: boolean;
}

/**
 * The listing's state and the viewer's relation to it. `lock` holds the row for the
 * transaction: 'share' while applying (a signing cannot rent it under us), 'update'
 * before deleting.
 */
export async function listingAccess(
  db: Queryable,
  viewerId: string,
  id: string,
  lock: 'share' | 'update' | null = null,
): Promise<ListingAccess | null> {
  const [row] = await db.query<ListingAccess>(
    `SELECT r.id, r.owner_id AS "ownerId", r.estate_id AS "estateId", r.status,
            EXISTS (SELECT 1 FROM contracts c WHERE c.rental_id = r.id AND c.tenant_id = $1)
              AS "viewerIsTenant"
       FROM rentals r WHERE r.id = $2
       ${lock === 'share' ? 'FOR SHARE OF r' : lock === 'update' ? 'FOR UPDATE OF r' : ''}`,
    [viewerId, id],
  );
  return row ?? null;
}

export interface ListingInsert {
  id: string;
  ownerId: string;
  estateId: string;
  landArea: number;
  availableTrees: number;
  allowedCrops: string[];
  priceCents: number;
  priceType: string;
  duration: number;
  durationType: string;
  startDate: string;
  description: string;
  status: 'draft' | 'available';
}

export async function insertListing(db: Queryable, listing: ListingInsert): Promise<void> {
  await db.query(
    `INSERT INTO rentals (id, owner_id, estate_id, land_area, available_trees, allowed_crops,
       price_cents, price_type, duration, duration_type, start_date, description, status)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11::date, $12, $13)`,
    [
      listing.id,
      listing.ownerId,
      listing.estateId,
      listing.landArea,
      listing.availableTrees,
      listing.allowedCrops,
      listing.priceCents,
      listing.priceType,
      listing.duration,
      listing.durationType,
      listing.startDate,
      listing.description,
      listing.status,
    ],
  );
}

/** The editable columns; absent ones keep their value. */
export interface ListingChanges {
  priceCents?: number;
  duration?: number;
  description?: string;
  allowedCrops?: string[];
  priceType?: string;
  durationType?: string;
}

/**
 * One guarded transition: applies `changes` and moves `from` -> `to` only while the
 * listing is still in `from`. False when someone else moved it first.
 */
export async function updateListing(
  db: Queryable,
  id: string,
  from: ListingState,
  to: ListingState,
  changes: ListingChanges,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE rentals SET
       price_cents = COALESCE($4, price_cents),
       duration = COALESCE($5, duration),
       description = COALESCE($6, description),
       allowed_crops = COALESCE($7::text[], allowed_crops),
       price_type = COALESCE($8, price_type),
       duration_type = COALESCE($9, duration_type),
       status = $3,
       updated_at = now()
     WHERE id = $1 AND status = $2
     RETURNING id`,
    [
      id,
      from,
      to,
      changes.priceCents ?? null,
      changes.duration ?? null,
      changes.description ?? null,
      changes.allowedCrops ?? null,
      changes.priceType ?? null,
      changes.durationType ?? null,
    ],
  );
  return rows.length > 0;
}

/** Deletes the listing while it is still in `from`; its applications go by cascade. */
export async function deleteListing(db: Queryable, id: string, from: ListingState) {
  const rows = await db.query(`DELETE FROM rentals WHERE id = $1 AND status = $2 RETURNING id`, [
    id,
    from,
  ]);
  return rows.length > 0;
}

/** The caller's listings, any status, newest first. */
export async function listMine(db: Queryable, ownerId: string): Promise<RentalListing[]> {
  const rows = await db.query<ListingRow>(
    `SELECT ${listingColumns('$1')} FROM rentals r ${LISTING_JOINS}
      WHERE r.owner_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [ownerId],
  );
  return rows.map(toListing);
}

export interface BrowseFilters {
  search?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  durationType?: string;
  availableFrom?: string;
  ownership: 'all' | 'mine' | 'others';
  showDrafts: boolean;
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` typed by a person match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The SQL way to browse (the in-memory `BrowseIndex` of browse-index.ts answers the same
 * without a scan, and its tests compare the two). One page of browsable listings, newest
 * first, and how many match in all, in two statements that each stay cheap at 10,000+ listings:
 * - the page: one branch per status shown, each walking the (status, created_at) index
 *   (or the owner's index for the caller's own rows) only as far as the page's end, merged
 *   in date order; the estate, the owner and (own rows only) the pending count are then
 *   read for the page's rows alone;
 * - the count: one pass over the matching rows, without sorting or a window.
 * Searching matches estates first (few) and descriptions of the candidate rows.
 */
export async function browseListingsSql(
  db: Queryable,
  viewerId: string,
  filters: BrowseFilters,
): Promise<{ rentals: RentalListing[]; totalCount: number }> {
  const [rows, totalCount] = await Promise.all([
    browsePage(db, viewerId, filters),
    countBrowsable(db, viewerId, filters),
  ]);
  return { rentals: rows.map(toListing), totalCount };
}

/** Which statuses a browse shows, and whose rows of each. */
function browseBranches(
  filters: BrowseFilters,
): { status: string; owner: 'me' | 'others' | null }[] {
  switch (filters.ownership) {
    case 'mine':
      return [
        { status: 'available', owner: 'me' },
        { status: 'rented', owner: 'me' },
        ...(filters.showDrafts ? [{ status: 'draft', owner: 'me' as const }] : []),
      ];
    case 'others':
      // Other people's drafts and rented listings are never browsable.
      return [{ status: 'available', owner: 'others' }];
    default:
      return [
        { status: 'available', owner: null },
        ...(filters.showDrafts ? [{ status: 'draft', owner: 'me' as const }] : []),
      ];
  }
}

/** A numbered-parameter list; the viewer's id is added once, when first referred to. */
function parameters(viewerId: string) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let viewerParam: string | undefined;
  const viewer = () => (viewerParam ??= param(viewerId));
  return { params, param, viewer };
}

/** The filters shared by every branch (price, duration type, start date, search). */
function filterConditions(filters: BrowseFilters, param: (value: unknown) => string): string[] {
  const where: string[] = [];
  if (filters.minPriceCents !== undefined) {
    where.push(`r.price_cents >= ${param(filters.minPriceCents)}`);
  }
  if (filters.maxPriceCents !== undefined) {
    where.push(`r.price_cents <= ${param(filters.maxPriceCents)}`);
  }
  if (filters.durationType) where.push(`r.duration_type = ${param(filters.durationType)}`);
  if (filters.availableFrom) {
    where.push(`r.start_date <= ${param(filters.availableFrom)}::date`);
  }
  if (filters.search) {
    const pattern = param(likePattern(filters.search));
    where.push(`(r.estate_id IN (SELECT se.id FROM estates se
        WHERE se.name ILIKE ${pattern} OR se.address ILIKE ${pattern})
      OR r.description ILIKE ${pattern})`);
  }
  return where;
}

function ownerCondition(owner: 'me' | 'others' | null, viewer: () => string): string[] {
  if (owner === 'me') return [`r.owner_id = ${viewer()}`];
  if (owner === 'others') return [`r.owner_id <> ${viewer()}`];
  return [];
}

async function browsePage(
  db: Queryable,
  viewerId: string,
  filters: BrowseFilters,
): Promise<ListingRow[]> {
  const { params, param, viewer } = parameters(viewerId);
  const shared = filterConditions(filters, param);
  const end = param(filters.offset + filters.limit);
  const branches = browseBranches(filters).map(({ status, owner }) => {
    const where = [`r.status = ${param(status)}`, ...ownerCondition(owner, viewer), ...shared];
    return `(SELECT r.id, r.created_at FROM rentals r WHERE ${where.join(' AND ')}
             ORDER BY r.created_at DESC, r.id DESC LIMIT ${end})`;
  });
  const viewerParam = viewer();
  const limit = param(filters.limit);
  const offset = param(filters.offset);
  return db.query<ListingRow>(
    `WITH page AS (
       SELECT id, created_at FROM (${branches.join(' UNION ALL ')}) candidates
        ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}
     )
     SELECT ${listingColumns(viewerParam)}
       FROM page JOIN rentals r ON r.id = page.id ${LISTING_JOINS}
      ORDER BY r.created_at DESC, r.id DESC`,
    params,
  );
}

async function countBrowsable(
  db: Queryable,
  viewerId: string,
  filters: BrowseFilters,
): Promise<number> {
  const { params, param, viewer } = parameters(viewerId);
  const shared = filterConditions(filters, param);
  const alternatives = browseBranches(filters).map(({ status, owner }) =>
    [`r.status = ${param(status)}`, ...ownerCondition(owner, viewer)].join(' AND '),
  );
  const where = [`(${alternatives.map((one) => `(${one})`).join(' OR ')})`, ...shared];
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM rentals r WHERE ${where.join(' AND ')}`,
    params,
  );
  return row?.total ?? 0;
}

// ---------------------------------------------------------------- the browse index

/** A listing row with the lower-cased text a search looks in (lower() of the database). */
export interface BrowsableRow extends ListingRow {
  estateNameLower: string;
  estateAddressLower: string;
  descriptionLower: string;
}

/**
 * Every listing with its estate and owner, in browse order (newest first), for the
 * in-memory index: one statement, one snapshot.
 */
export async function browsableRows(db: Queryable): Promise<BrowsableRow[]> {
  return db.query<BrowsableRow>(
    `SELECT ${LISTING_FIELDS}, 0 AS "pendingApplications",
            lower(e.name) AS "estateNameLower", lower(e.address) AS "estateAddressLower",
            lower(r.description) AS "descriptionLower"
       FROM rentals r ${LISTING_JOINS}
      ORDER BY r.created_at DESC, r.id DESC`,
  );
}

/** The current rentals_version (migration 0008): bumped by every change a browse shows. */
export async function browseVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    `SELECT version::text AS version FROM rentals_version WHERE id`,
  );
  if (!row) throw new Error('rentals_version has no row (migration 0008)');
  return row.version;
}

/** `text` lower-cased by the database, as ILIKE lower-cases a pattern. */
export async function lowerInDatabase(db: Queryable, text: string): Promise<string> {
  const [row] = await db.query<{ lowered: string }>(`SELECT lower($1::text) AS lowered`, [text]);
  return row?.lowered ?? text;
}

/** Pending applications of each of `rentalIds` that has any (one grouped statement). */
export async function pendingApplicationCounts(
  db: Queryable,
  rentalIds: string[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ id: string; pending: number }>(
    `SELECT rental_id AS id, count(*)::int AS pending FROM rental_applications
      WHERE rental_id = ANY($1::char(24)[]) AND status = 'pending'
      GROUP BY rental_id`,
    [rentalIds],
  );
  return new Map(rows.map((row) => [row.id, row.pending]));
}

// ---------------------------------------------------------------- contracts of a listing

/** Contract states that bind the parties: their listing and estate cannot be deleted. */
export const BINDING_CONTRACT_STATES = ['signed', 'active'] as const;
/** Contract states still being prepared: deleted with their listing or estate. */
export const OPEN_CONTRACT_STATES = ['draft', 'pending_signature'] as const;

/**
 * The contracts of a listing or an estate, locked (the same order a signing takes: the
 * contract first, then the listing), with their status. Read straight from the contracts
 * table: deleting a listing or an estate must see them whatever the contracts domain does.
 */
export async function lockContracts(
  db: Queryable,
  by: 'rental_id' | 'estate_id',
  id: string,
): Promise<{ id: string; status: string }[]> {
  return db.query<{ id: string; status: string }>(
    `SELECT id, status FROM contracts WHERE ${by} = $1 ORDER BY id FOR UPDATE`,
    [id],
  );
}

/**
 * Deletes the contracts of a listing or an estate that nobody has finished signing
 * (draft, pending_signature), with an event each. Signed, active, completed and
 * terminated ones stay: they keep their own snapshot of the estate.
 */
export async function deleteOpenContracts(
  db: Queryable,
  by: 'rental_id' | 'estate_id',
  id: string,
  actor: EventActor,
): Promise<string[]> {
  const rows = await db.query<{ id: string; status: string }>(
    `DELETE FROM contracts WHERE ${by} = $1 AND status = ANY($2::text[]) RETURNING id, status`,
    [id, OPEN_CONTRACT_STATES],
  );
  await recordEvents(
    db,
    rows.map((row) => ({
      ...actor,
      subjectType: 'contract',
      subjectId: row.id,
      action: 'deleted',
      details: {
        from: row.status,
        reason: by === 'rental_id' ? 'listing deleted' : 'estate deleted',
      },
    })),
  );
  return rows.map((row) => row.id);
}

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
}

const APPLICATION_SELECT = `SELECT a.id, r.id AS "rentalId", e.name AS "estateName",
    e.address AS "estateAddress", r.land_area AS "landArea",
    r.owner_id AS "ownerId", o.name AS "ownerName", r.price_cents::float8 AS "priceCents",
    r.price_type AS "priceType", r.duration, r.duration_type AS "durationType",
    r.status AS "rentalStatus", a.applicant_id AS "applicantId", p.name AS "applicantName",
    p.email AS "applicantEmail", a.status, to_char(a.start_date, 'YYYY-MM-DD') AS "startDate",
    a.applied_at AS "appliedAt", a.message, c.id AS "contractId"
  FROM rental_applications a
  JOIN rentals r ON r.id = a.rental_id
  JOIN estates e ON e.id = r.estate_id
  JOIN users o ON o.id = r.owner_id
  JOIN users p ON p.id = a.applicant_id
  LEFT JOIN contracts c ON c.application_id = a.id`;

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
    applicant: { _id: row.applicantId, name: row.applicantName, email: row.applicantEmail },
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

/** One guarded decision: `from` -> `to` only while the application is still in `from`. */
export async function decideApplicationRow(
  db: Queryable,
  id: string,
  from: ApplicationState,
  to: ApplicationState,
  deciderId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE rental_applications SET status = $3, decided_at = now(), decided_by = $4
      WHERE id = $1 AND status = $2 RETURNING id`,
    [id, from, to, deciderId],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- for the contracts domain

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
  const moved = await tx.query(
    `UPDATE rentals SET status = $3, updated_at = now() WHERE id = $1 AND status = $2
     RETURNING id`,
    [rentalId, row.status, decision.to],
  );
  if (moved.length === 0) throw conflict(LISTING_MOVED);
  await recordEvent(tx, {
    ...actor,
    subjectType: 'rental',
    subjectId: rentalId,
    action: 'rented',
    details: { from: row.status, to: decision.to },
  });
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
