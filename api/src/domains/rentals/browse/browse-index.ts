import type { Queryable } from '../../../db';
import { foldForSearch, searchTerm } from '../../../lib/search-key';
import { VersionedSnapshot } from '../../../lib/versioned-snapshot';
import * as browseSql from './repository';
import * as rentals from '../repository';
import type { BrowsableRow } from './repository';
import type { BrowseFilters } from '../repository';
import type { RentalListing } from '../schemas';

/**
 * The listings in browse order, one column per filtered field (typed arrays of small codes
 * where possible: a browse scans every row, so the pass must stay cheap at 10,000+).
 */
interface Snapshot {
  readonly size: number;
  /** The answers for anyone but their owner (pendingApplications 0); shared, never mutated. */
  readonly listings: readonly RentalListing[];
  readonly ids: readonly string[];
  /** STATUS codes. */
  readonly status: Uint8Array;
  /** Index of the owner in `owners`. */
  readonly owner: Int32Array;
  readonly owners: ReadonlyMap<string, number>;
  readonly priceCents: Float64Array;
  /** Index of the duration type in `durationTypes`. */
  readonly durationType: Int32Array;
  readonly durationTypes: ReadonlyMap<string, number>;
  /** The start date as year × 10000 + month × 100 + day: ordered as the dates are. */
  readonly startDay: Float64Array;
  /** The estate's name, its address and the description, folded for search, joined by NUL. */
  readonly search: readonly string[];
}

const AVAILABLE = 1;
const DRAFT = 2;
const RENTED = 3;
const STATUS: Record<string, number> = { available: AVAILABLE, draft: DRAFT, rented: RENTED };

/** Separates the searched texts; PostgreSQL text never contains it. */
const SEPARATOR = '\u0000';

/** YYYY-MM-DD as year × 10000 + month × 100 + day. */
function dayNumber(date: string): number {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return year * 10000 + month * 100 + day;
}

/** The index of `key` in `codes`, added if new. */
function codeOf(codes: Map<string, number>, key: string): number {
  let code = codes.get(key);
  if (code === undefined) codes.set(key, (code = codes.size));
  return code;
}

function snapshotOf(rows: readonly BrowsableRow[]): Snapshot {
  const size = rows.length;
  const owners = new Map<string, number>();
  const durationTypes = new Map<string, number>();
  const snapshot = {
    size,
    listings: rows.map(rentals.toListing),
    ids: rows.map((row) => row.id),
    status: new Uint8Array(size),
    owner: new Int32Array(size),
    owners,
    priceCents: new Float64Array(size),
    durationType: new Int32Array(size),
    durationTypes,
    startDay: new Float64Array(size),
    search: rows.map((row) =>
      foldForSearch([row.estateName, row.estateAddress, row.description].join(SEPARATOR)),
    ),
  };
  rows.forEach((row, i) => {
    snapshot.status[i] = STATUS[row.status] ?? 0;
    snapshot.owner[i] = codeOf(owners, row.ownerId);
    snapshot.priceCents[i] = Number(row.priceCents);
    snapshot.durationType[i] = codeOf(durationTypes, row.durationType);
    snapshot.startDay[i] = dayNumber(row.startDate);
  });
  return snapshot;
}

/**
 * Every listing GET /api/rentals/available can show, newest first, kept in memory by each
 * API process so that a browse filters, pages and counts in one pass over an array instead
 * of two scans in the database (which the single PGlite connection would serialise).
 * Answers exactly what `browseListingsSql` answers: the same branches of status and
 * owner, the same filters (a search is matched against the texts folded by
 * `foldForSearch`, the JS twin of the SQL's `searchKeySql`), the same order (the load's
 * ORDER BY).
 *
 * Freshness (migration 0008: every change a browse shows bumps rentals_version and sends
 * NOTIFY rentals_changed): with `notified` (PGlite, whose notifications arrive before the
 * writing statement returns) `invalidate` on each notification drops the copy and a browse
 * costs no query for the listings; otherwise (PostgreSQL, several replicas) each browse
 * reads rentals_version first (one primary-key read) and reloads when it changed. A reload
 * is one statement; browses arriving meanwhile share it. A load that overlaps an
 * invalidation is answered to the browses that were waiting for it but not kept.
 *
 * The viewer's pending applications are not cached: they are counted in the database for
 * the viewer's own listings on the answered page only.
 */
export class BrowseIndex extends VersionedSnapshot<Snapshot> {
  /** One page of browsable listings as `viewerId` sees it, and how many match in all. */
  async browse(
    db: Queryable,
    viewerId: string,
    filters: BrowseFilters,
  ): Promise<{ rentals: RentalListing[]; totalCount: number }> {
    // A NUL cannot be in the database's text (a search with one matches nothing).
    if (filters.search?.includes(SEPARATOR)) return { rentals: [], totalCount: 0 };
    const snapshot = await this.snapshot(db);
    const term = filters.search === undefined ? undefined : searchTerm(filters.search);
    const { ownership, showDrafts } = filters;
    // The viewer's owner code (-1: none of the listings is theirs).
    const me = snapshot.owners.get(viewerId) ?? -1;
    const minPrice = filters.minPriceCents ?? -Infinity;
    const maxPrice = filters.maxPriceCents ?? Infinity;
    // -1: any duration type; -2: one no listing has.
    const duration = filters.durationType
      ? (snapshot.durationTypes.get(filters.durationType) ?? -2)
      : -1;
    const lastDay = filters.availableFrom ? dayNumber(filters.availableFrom) : Infinity;
    const { status, owner, priceCents, durationType, startDay, search } = snapshot;
    const start = filters.offset;
    const end = filters.offset + filters.limit;
    const page: number[] = [];
    let totalCount = 0;
    for (let i = 0; i < snapshot.size; i++) {
      // The branches of browseBranches: whose listings of which status are shown.
      const mine = owner[i] === me;
      const state = status[i];
      if (state === AVAILABLE) {
        if (ownership === 'mine' ? !mine : ownership === 'others' && mine) continue;
      } else if (state === DRAFT) {
        if (!showDrafts || ownership === 'others' || !mine) continue;
      } else if (state !== RENTED || ownership !== 'mine' || !mine) {
        continue;
      }
      const price = priceCents[i] as number;
      if (price < minPrice || price > maxPrice) continue;
      if (duration !== -1 && durationType[i] !== duration) continue;
      if ((startDay[i] as number) > lastDay) continue;
      if (term !== undefined && !(search[i] as string).includes(term)) continue;
      if (totalCount >= start && totalCount < end) page.push(i);
      totalCount += 1;
    }
    const own = page.filter((i) => owner[i] === me).map((i) => snapshot.ids[i] as string);
    const pending =
      own.length > 0
        ? await browseSql.pendingApplicationCounts(db, own)
        : new Map<string, number>();
    return {
      rentals: page.map((i) => {
        const listing = snapshot.listings[i] as RentalListing;
        return owner[i] === me
          ? { ...listing, pendingApplications: pending.get(listing.id) ?? 0 }
          : listing;
      }),
      totalCount,
    };
  }

  protected readVersion(db: Queryable): Promise<string> {
    return browseSql.browseVersion(db);
  }

  /** The listings in browse order. */
  protected async build(db: Queryable): Promise<Snapshot> {
    return snapshotOf(await browseSql.browsableRows(db));
  }
}
