import type { Queryable } from '../../db';
import { memberRolesOf, summaryRows, treeCountRows } from './repository';
import { seesMoneyOf } from './scope-sql';
export { seesMoney } from './repository';
import type { CountRow, HarvestsRow } from './repository';
import type { ReportSummaryBody } from './schemas';
import type { CategoryCounts, TreesCache } from './trees-cache';

/**
 * The reports' rules: the summary's figures from the caller's rows (see README.md), and
 * the CSV exports the routes stream.
 */
export { EXPORT_PAGE_SIZE, estatesCsv, harvestsCsv, rentalIncomeCsv } from './exports/repository';

/** Rounded to `digits` decimals (areas, euros, percentages, averages). */
function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function counts(rows: CountRow[] | string): CountRow[] {
  const list = typeof rows === 'string' ? (JSON.parse(rows) as CountRow[]) : rows;
  return list.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/**
 * Tree counts of the estates the caller sees, from `cache` while the key is unchanged: the
 * key names each estate seen and its trees' version, so a tree written, a team joined or
 * left, reads them again.
 */
async function treeCounts(
  db: Queryable,
  userId: string,
  teams: boolean,
  key: string,
  cache?: TreesCache,
): Promise<CategoryCounts[]> {
  const cached = cache?.get(userId, key);
  if (cached) return cached;
  const rows = await treeCountRows(db, userId, teams);
  cache?.set(userId, key, rows);
  return rows;
}

function sum(rows: CategoryCounts[], pick: (row: CategoryCounts) => number): number {
  return rows.reduce((total, row) => total + Number(pick(row)), 0);
}

/**
 * The caller's whole report: four aggregate statements (estates, their trees, rentals,
 * harvests), the trees one skipped while `cache` holds their unchanged counts. Estate, tree
 * and harvest figures cover every estate the caller sees; the money parts are null to a
 * caller who sees money on none (scope-sql.ts).
 */
export async function loadSummary(
  db: Queryable,
  userId: string,
  cache?: TreesCache,
): Promise<ReportSummaryBody> {
  // One indexed read of the caller's memberships picks the statements: an owner on no team
  // gets the statements from before teams.
  const memberRoles = await memberRolesOf(db, userId);
  const teams = memberRoles.length > 0;
  const { estates, rentals, harvests } = await summaryRows(db, userId, teams);
  const categories = await treeCounts(db, userId, teams, estates.trees_key, cache);
  const money = seesMoneyOf(memberRoles, estates.owned > 0);
  const trees = sum(categories, (row) => row.trees);
  const ai = sum(categories, (row) => row.ai);
  const reviewed = Number(estates.detections_reviewed);
  const revenue = round(Number(rentals.revenue_cents) / 100);
  const monthly =
    typeof harvests.monthly === 'string'
      ? (JSON.parse(harvests.monthly) as HarvestsRow['monthly'])
      : harvests.monthly;
  return {
    canSeeMoney: money,
    totals: {
      estates: estates.estates,
      trees,
      landArea: round(estates.land_area),
      rentalRevenue: money ? revenue : null,
    },
    // Every estate and tree row has its creation time, so these are always computable.
    trends: {
      estatesThisMonth: estates.estates_this_month,
      treesThisWeek: sum(categories, (row) => row.recent),
      landAreaThisMonth: round(estates.land_area_this_month),
    },
    distributions: {
      treeTypes: counts(estates.tree_types),
      estateLocations: counts(estates.estate_locations),
      treeCategories: categories.map((row) => ({ label: row.category, count: Number(row.trees) })),
      rentalStatuses: money ? counts(rentals.rental_statuses) : null,
    },
    treeHealth: {
      healthy: sum(categories, (row) => row.healthy),
      diseased: sum(categories, (row) => row.diseased),
      readyToHarvest: sum(categories, (row) => row.ready),
      aiGenerated: ai,
    },
    marketplace: money
      ? {
          available: rentals.available,
          rented: rentals.rented,
          averageMonthlyPrice:
            rentals.average_monthly_cents === null
              ? null
              : round(Number(rentals.average_monthly_cents) / 100),
          totalRevenue: revenue,
        }
      : null,
    performance: {
      // The share of detections the owner kept when reviewing them (issue 24).
      aiDetectionAccuracy:
        reviewed === 0 ? null : round((Number(estates.detections_kept) / reviewed) * 100, 1),
      avgTreesPerEstate: estates.estates === 0 ? 0 : round(trees / estates.estates, 1),
      manuallyCreatedTrees: trees - sum(categories, (row) => row.auto),
    },
    harvests: {
      pending: harvests.pending,
      approved: harvests.approved,
      rejected: harvests.rejected,
      approvedWeightKg: round(harvests.approved_weight),
      monthly: monthly.map((entry) => ({
        month: entry.month,
        weightKg: round(Number(entry.weightKg)),
      })),
    },
    applications: money
      ? {
          rentalReceived: rentals.rental_received,
          rentalPending: rentals.rental_pending,
          jobReceived: rentals.job_received,
          activeContracts: rentals.active_contracts,
        }
      : null,
  };
}
