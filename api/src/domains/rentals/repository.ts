import type { Queryable } from '../../db';
import { guardedDelete, guardedMove } from '../../lib/lifecycle';
import { recordEvents } from '../events';
import type { EventActor } from '../events';
import type { ListingState } from './lifecycle';
import type { RentalListing } from './schemas';

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
  /** The ratings tenants gave on contracts of this listing (issue 28). */
  ratingAverage: number | string | null;
  ratingCount: number;
}

/** Every column of a listing but its pending count, from `rentals r`, `estates e`, `users u`. */
export const LISTING_FIELDS = `r.id, r.owner_id AS "ownerId", u.name AS "ownerName",
  r.estate_id AS "estateId", e.name AS "estateName", e.address AS "estateAddress",
  e.land_area AS "estateLandArea", e.tree_count AS "estateTreeCount",
  r.land_area AS "landArea", r.available_trees AS "availableTrees",
  r.allowed_crops AS "allowedCrops", r.price_cents::float8 AS "priceCents",
  r.price_type AS "priceType", r.duration, r.duration_type AS "durationType",
  to_char(r.start_date, 'YYYY-MM-DD') AS "startDate", r.description, r.status,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt",
  rt.average AS "ratingAverage", rt.count AS "ratingCount"`;

/**
 * Columns of a full listing from `rentals r`, `estates e` and `users u`; `viewer` is the
 * placeholder of the viewer's id: only an owner's rows count their pending applications
 * (one index lookup each, only for the rows answered).
 */
export const listingColumns = (viewer: string) => `${LISTING_FIELDS},
  CASE WHEN r.owner_id = ${viewer} THEN (
    SELECT count(*) FROM rental_applications a WHERE a.rental_id = r.id AND a.status = 'pending'
  ) ELSE 0 END::int AS "pendingApplications"`;

/**
 * The ratings tenants gave on the listing's contracts (issue 28): one aggregate per row
 * answered, through the contracts' rental index and the ratings' unique key.
 */
const LISTING_RATINGS = `CROSS JOIN LATERAL (
  SELECT round(avg(cr.score)::numeric, 1)::float8 AS average, count(cr.id)::int AS count
    FROM contracts rc JOIN contract_ratings cr ON cr.contract_id = rc.id AND cr.party = 'tenant'
   WHERE rc.rental_id = r.id) rt`;

export const LISTING_JOINS = `JOIN estates e ON e.id = r.estate_id JOIN users u ON u.id = r.owner_id
  ${LISTING_RATINGS}`;

export const iso = (value: Date | string) => new Date(value).toISOString();

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
    // What tenants said of it once their contracts ended (issue 28), to one decimal.
    ratings: { average: Number(row.ratingAverage ?? 0), count: Number(row.ratingCount ?? 0) },
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
  return guardedMove(db, {
    table: 'rentals',
    id,
    from,
    to,
    also: [
      'price_cents = COALESCE($4, price_cents)',
      'duration = COALESCE($5, duration)',
      'description = COALESCE($6, description)',
      'allowed_crops = COALESCE($7::text[], allowed_crops)',
      'price_type = COALESCE($8, price_type)',
      'duration_type = COALESCE($9, duration_type)',
      'updated_at = now()',
    ],
    values: [
      changes.priceCents ?? null,
      changes.duration ?? null,
      changes.description ?? null,
      changes.allowedCrops ?? null,
      changes.priceType ?? null,
      changes.durationType ?? null,
    ],
  });
}

/** Deletes the listing while it is still in `from`; its applications go by cascade. */
export async function deleteListing(db: Queryable, id: string, from: ListingState) {
  return guardedDelete(db, { table: 'rentals', id, from });
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
