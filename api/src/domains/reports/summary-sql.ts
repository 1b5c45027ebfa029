import { moneyRows, seenEstateIds, seenEstates } from './scope-sql';

/**
 * The aggregate statements behind GET /api/reports/summary, one round trip per group
 * (estates, their trees, rentals and applications, harvests), in two forms (`SUMMARY_SQL`):
 * `owner` for a caller on no team, exactly the statements from before teams; `team` for a
 * member (scope-sql.ts). $1 is always the caller's id and $2, in the team forms of the
 * money statements, the member roles that see money: nothing outside the estates the
 * caller sees, their trees, and the listings and contracts whose money the caller sees is
 * read. Counts are cast to int and sums to float8 so both drivers answer numbers.
 */

/** JSON list of { label, count } from a subquery with columns label and n, biggest first. */
function countsJson(subquery: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('label', label, 'count', n)
             ORDER BY n DESC, label), '[]'::json)
           FROM (${subquery}) counted)`;
}

/**
 * The estates the caller sees (their own and their teams'), and the key of their trees'
 * state: each estate's id and trees_version (bumped by a trigger on every insert, update and
 * delete of its trees, migration 0003) and the start of this week. Equal keys mean TREES_SQL
 * would answer the same rows: joining or leaving a team changes the ids, so the key. Also
 * the sums of the caller's applied detection runs (migration 0012), for the detection
 * accuracy, and how many of the estates the caller owns.
 */
const estatesSql = (teams: boolean) => `
WITH mine AS (
  ${seenEstates('e.id, e.owner_id, e.address, e.land_area, e.tree_types, e.created_at, e.trees_version', teams)}
)
SELECT
  count(*)::int AS estates,
  count(*) FILTER (WHERE created_at >= date_trunc('month', now()))::int AS estates_this_month,
  coalesce(sum(land_area), 0)::float8 AS land_area,
  coalesce(sum(land_area) FILTER (WHERE created_at >= date_trunc('month', now())), 0)::float8
    AS land_area_this_month,
  ${countsJson(`SELECT tree_type AS label, count(*)::int AS n
                FROM mine, unnest(tree_types) AS tree_type GROUP BY tree_type`)} AS tree_types,
  ${countsJson(`SELECT btrim(split_part(address, ',', 1)) AS label, count(*)::int AS n
                FROM mine GROUP BY 1`)} AS estate_locations,
  to_char(date_trunc('week', now()), 'YYYY-MM-DD') || '/' ||
    coalesce(string_agg(id || ':' || trees_version, ',' ORDER BY id), '') AS trees_key,
  -- The caller's reviewed detections (issue 24): kept of detected, over the applied runs.
  (SELECT coalesce(sum(kept), 0)::float8 FROM detection_runs
     WHERE owner_id = $1 AND applied_at IS NOT NULL AND detected > 0) AS detections_kept,
  (SELECT coalesce(sum(detected), 0)::float8 FROM detection_runs
     WHERE owner_id = $1 AND applied_at IS NOT NULL AND detected > 0) AS detections_reviewed,
  count(*) FILTER (WHERE owner_id = $1)::int AS owned
FROM mine`;

/**
 * The trees of the estates the caller sees, read once and grouped by category with every count beside it (the
 * page's totals are their sums). The costly statement: 100,000 trees take tens of ms.
 */
const treesSql = (teams: boolean) => `
SELECT t.category,
       count(*)::int AS trees,
       count(*) FILTER (WHERE t.created_at >= date_trunc('week', now()))::int AS recent,
       count(*) FILTER (WHERE t.state = 'healthy')::int AS healthy,
       count(*) FILTER (WHERE t.state = 'sick')::int AS diseased,
       count(*) FILTER (WHERE t.state = 'ready_to_harvest')::int AS ready,
       count(*) FILTER (WHERE t.is_auto_generated)::int AS auto,
       -- AI generated: created from a detection (randomly placed trees have no confidence).
       count(*) FILTER (WHERE t.detection_confidence IS NOT NULL)::int AS ai
FROM trees t
WHERE t.estate_id IN (${seenEstateIds(teams)})
GROUP BY t.category
ORDER BY count(*) DESC, t.category`;

/**
 * The listings whose money the caller sees (theirs, and those of the estates they manage),
 * the applications to them, applications to the caller's job listings, and the contracts
 * whose money the caller sees that are signed or active.
 */
const rentalsSql = (teams: boolean) => `
WITH mine AS (
  ${moneyRows('rentals', 'x.id, x.status, x.price_cents, x.price_type', teams)}
)
SELECT
  ${countsJson('SELECT status AS label, count(*)::int AS n FROM mine GROUP BY status')}
    AS rental_statuses,
  (SELECT count(*) FILTER (WHERE status = 'available')::int FROM mine) AS available,
  (SELECT count(*) FILTER (WHERE status = 'rented')::int FROM mine) AS rented,
  (SELECT coalesce(sum(price_cents) FILTER (WHERE status = 'rented'), 0)::float8 FROM mine)
    AS revenue_cents,
  (SELECT avg(price_cents / CASE price_type WHEN 'seasonal' THEN 3.0 WHEN 'yearly' THEN 12.0
                                            ELSE 1.0 END)::float8 FROM mine)
    AS average_monthly_cents,
  (SELECT count(*)::int FROM rental_applications a JOIN mine r ON r.id = a.rental_id)
    AS rental_received,
  (SELECT count(*)::int FROM rental_applications a JOIN mine r ON r.id = a.rental_id
     WHERE a.status = 'pending') AS rental_pending,
  (SELECT count(*)::int FROM job_applications a
     JOIN job_listings j ON j.id = a.job_listing_id WHERE j.owner_id = $1) AS job_received,
  (SELECT count(*)::int FROM (${moneyRows('contracts', 'x.id', teams, "x.status IN ('signed', 'active')")}) c)
    AS active_contracts`;

// Harvests of the trees of the estates the caller sees, read once, by status and month.
const harvestsSql = (teams: boolean) => `
WITH grouped AS (
  SELECT h.status, to_char(h.date, 'YYYY-MM') AS month, count(*)::int AS n,
         sum(h.weight_kg)::float8 AS weight
  FROM harvests h
  JOIN trees t ON t.id = h.tree_id
  WHERE t.estate_id IN (${seenEstateIds(teams)})
  GROUP BY 1, 2
),
months AS (
  SELECT to_char(m, 'YYYY-MM') AS month
  FROM generate_series(date_trunc('month', current_date::timestamp) - interval '11 months',
                       date_trunc('month', current_date::timestamp), interval '1 month') AS m
),
weights AS (
  SELECT month, sum(weight) AS weight FROM grouped WHERE status <> 'Rejected' GROUP BY month
)
SELECT
  coalesce(sum(n) FILTER (WHERE status = 'Pending'), 0)::int AS pending,
  coalesce(sum(n) FILTER (WHERE status = 'Approved'), 0)::int AS approved,
  coalesce(sum(n) FILTER (WHERE status = 'Rejected'), 0)::int AS rejected,
  coalesce(sum(weight) FILTER (WHERE status = 'Approved'), 0)::float8 AS approved_weight,
  (SELECT json_agg(json_build_object('month', months.month, 'weightKg', coalesce(weights.weight, 0))
            ORDER BY months.month)
     FROM months LEFT JOIN weights ON weights.month = months.month) AS monthly
FROM grouped`;

export interface SummaryStatements {
  estates: string;
  trees: string;
  rentals: string;
  harvests: string;
}

const statements = (teams: boolean): SummaryStatements => ({
  estates: estatesSql(teams),
  trees: treesSql(teams),
  rentals: rentalsSql(teams),
  harvests: harvestsSql(teams),
});

/** The statements of a caller on no team (`owner`) and of a member of one (`team`). */
export const SUMMARY_SQL: Record<'owner' | 'team', SummaryStatements> = {
  owner: statements(false),
  team: statements(true),
};
