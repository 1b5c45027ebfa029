import type { Queryable } from '../../db';
import { ESTATES_SQL, HARVESTS_SQL, RENTALS_SQL, TREES_SQL } from './summary-sql';
import type { CategoryCounts } from './trees-cache';

/** The rows of the summary's aggregate statements (summary-sql.ts), bound to `$1 = caller`. */

export interface CountRow {
  label: string;
  count: number;
}

export interface EstatesRow {
  estates: number;
  estates_this_month: number;
  land_area: number;
  land_area_this_month: number;
  tree_types: CountRow[];
  estate_locations: CountRow[];
  trees_key: string;
  /** Σ kept and Σ detected over the caller's applied detection runs with detections. */
  detections_kept: number;
  detections_reviewed: number;
}

export interface RentalsRow {
  rental_statuses: CountRow[];
  available: number;
  rented: number;
  revenue_cents: number;
  average_monthly_cents: number | null;
  rental_received: number;
  rental_pending: number;
  job_received: number;
  active_contracts: number;
}

export interface HarvestsRow {
  pending: number;
  approved: number;
  rejected: number;
  approved_weight: number;
  monthly: { month: string; weightKg: number }[];
}

function first<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw new Error('An aggregate statement answered no row');
  return row;
}

/** The estates, rentals and harvests statements of the caller's summary, at once. */
export async function summaryRows(
  db: Queryable,
  ownerId: string,
): Promise<{ estates: EstatesRow; rentals: RentalsRow; harvests: HarvestsRow }> {
  const [estateRows, rentalRows, harvestRows] = await Promise.all([
    db.query<EstatesRow>(ESTATES_SQL, [ownerId]),
    db.query<RentalsRow>(RENTALS_SQL, [ownerId]),
    db.query<HarvestsRow>(HARVESTS_SQL, [ownerId]),
  ]);
  return { estates: first(estateRows), rentals: first(rentalRows), harvests: first(harvestRows) };
}

/** The caller's tree counts by category (the trees statement). */
export async function treeCountRows(db: Queryable, ownerId: string): Promise<CategoryCounts[]> {
  return db.query<CategoryCounts>(TREES_SQL, [ownerId]);
}
