import type { Queryable } from '../../db';
import { MONEY_MEMBER_ROLES, SEES_MONEY } from './scope-sql';
import { ESTATES_SQL, HARVESTS_SQL, RENTALS_SQL, TREES_SQL } from './summary-sql';
import type { CategoryCounts } from './trees-cache';

/**
 * The rows of the summary's aggregate statements (summary-sql.ts), bound to `$1 = caller`
 * and `$2` = the member roles that see money (scope-sql.ts).
 */

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
  /** False when every estate the caller sees is seen through a role without seeMoney. */
  sees_money: boolean;
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
  userId: string,
): Promise<{ estates: EstatesRow; rentals: RentalsRow; harvests: HarvestsRow }> {
  const [estateRows, rentalRows, harvestRows] = await Promise.all([
    db.query<EstatesRow>(ESTATES_SQL, [userId, MONEY_MEMBER_ROLES]),
    db.query<RentalsRow>(RENTALS_SQL, [userId, MONEY_MEMBER_ROLES]),
    db.query<HarvestsRow>(HARVESTS_SQL, [userId]),
  ]);
  return { estates: first(estateRows), rentals: first(rentalRows), harvests: first(harvestRows) };
}

/** Tree counts by category of the estates the caller sees (the trees statement). */
export async function treeCountRows(db: Queryable, userId: string): Promise<CategoryCounts[]> {
  return db.query<CategoryCounts>(TREES_SQL, [userId]);
}

/** Whether the caller sees money at all (scope-sql.ts `SEES_MONEY`). */
export async function seesMoney(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ sees_money: boolean }>(`SELECT ${SEES_MONEY} AS sees_money`, [
    userId,
    MONEY_MEMBER_ROLES,
  ]);
  return row?.sees_money === true;
}
