import type { Queryable } from '../../../db';
import { searchMatchSql, searchPattern } from '../../../lib/search-key';
import type { RentalListing } from '../schemas';
import { LISTING_FIELDS, LISTING_JOINS, listingColumns, toListing } from '../repository';
import type { BrowseFilters, ListingRow } from '../repository';

/** The SQL reference of browsing, and what the in-memory browse index (browse-index.ts) reads. */

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
    // Ignoring case and accents (lib/search-key.ts): 'καλαματα' finds 'Καλαμάτα'.
    const pattern = param(searchPattern(filters.search));
    where.push(`(r.estate_id IN (SELECT se.id FROM estates se
        WHERE ${searchMatchSql(['se.name', 'se.address'], pattern)})
      OR ${searchMatchSql(['r.description'], pattern)})`);
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

/** A listing row as the index keeps it (it folds the searched texts itself: foldForSearch). */
export type BrowsableRow = ListingRow;

/**
 * Every listing with its estate and owner, in browse order (newest first), for the
 * in-memory index: one statement, one snapshot.
 */
export async function browsableRows(db: Queryable): Promise<BrowsableRow[]> {
  return db.query<BrowsableRow>(
    `SELECT ${LISTING_FIELDS}, 0 AS "pendingApplications"
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
