import type { Queryable } from '../../db';
import { MEMBER_ROLES_SQL, MONEY_MEMBER_ROLES, seesMoneyOf } from './scope-sql';
import { SUMMARY_SQL } from './summary-sql';
import type { CategoryCounts } from './trees-cache';

/**
 * The rows of the summary's aggregate statements (summary-sql.ts), bound to `$1 = caller`
 * (and, in the team forms of the money statements, `$2` = the member roles that see money).
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
  /** How many of the estates counted the caller owns. */
  owned: number;
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

/** The caller's member roles, one per team estate (none for a caller on no team). */
export async function memberRolesOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ role: string }>(MEMBER_ROLES_SQL, [userId]);
  return rows.map((row) => row.role);
}

/** The statements' forms for a caller on teams or not, and their parameters. */
export function summaryStatements(userId: string, teams: boolean) {
  return {
    sql: SUMMARY_SQL[teams ? 'team' : 'owner'],
    money: teams ? [userId, MONEY_MEMBER_ROLES] : [userId],
  };
}

/** The estates, rentals and harvests statements of the caller's summary, at once. */
export async function summaryRows(
  db: Queryable,
  userId: string,
  teams: boolean,
): Promise<{ estates: EstatesRow; rentals: RentalsRow; harvests: HarvestsRow }> {
  const { sql, money } = summaryStatements(userId, teams);
  const [estateRows, rentalRows, harvestRows] = await Promise.all([
    db.query<EstatesRow>(sql.estates, [userId]),
    db.query<RentalsRow>(sql.rentals, money),
    db.query<HarvestsRow>(sql.harvests, [userId]),
  ]);
  return { estates: first(estateRows), rentals: first(rentalRows), harvests: first(harvestRows) };
}

/** Tree counts by category of the estates the caller sees (the trees statement). */
export async function treeCountRows(
  db: Queryable,
  userId: string,
  teams: boolean,
): Promise<CategoryCounts[]> {
  return db.query<CategoryCounts>(SUMMARY_SQL[teams ? 'team' : 'owner'].trees, [userId]);
}

/** Whether the caller sees money at all (scope-sql.ts `seesMoneyOf`). */
export async function seesMoney(db: Queryable, userId: string): Promise<boolean> {
  const roles = await memberRolesOf(db, userId);
  if (seesMoneyOf(roles, false)) return true;
  const owned = await db.query('SELECT 1 FROM estates WHERE owner_id = $1 LIMIT 1', [userId]);
  return owned.length > 0;
}
