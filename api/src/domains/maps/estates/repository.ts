import type { LatLng } from '@grovekeeper/geo';
import type { Queryable } from '../../../db';
import { MEMBER_ROLES, mayDo } from '../../../lib/access';
import type { EstateRole } from '../../../lib/access';
import { searchMatchSql, searchPattern } from '../../../lib/search-key';
import type { MapEstateFilters } from './filters';
import type { MapEstate, MapEstateStatus, PropertyType } from './schemas';

/**
 * The SQL of the estate locations map: one statement joining estates with an aggregate of
 * their listings, so privacy, the derived type and status, and every filter are decided by
 * the database in one snapshot.
 *
 * - Visible: the caller's own estates and those they are a member of (estate teams;
 *   isOwner false, role their member role) always; another user's estate only while it has
 *   an `available` listing (drafts and rented listings never expose it; role null).
 * - A member whose role does not see the estate's money (field staff, viewers) sees its
 *   status as a stranger would: Available from a published listing, else Not Listed (never
 *   Rented or Under Maintenance, which come from private listings and contracts).
 * - type: only olive -> Olive Grove; only orange/lemon -> Citrus Grove; anything else
 *   (mixed, other kinds, none recorded) -> Mixed Estate.
 * - status, first that applies: an available listing -> Available; a rented listing or a
 *   signed/active contract -> Rented; a draft listing (being prepared, off the market) ->
 *   Under Maintenance; otherwise Not Listed (own estates only: others' never get here).
 * - price: the newest available listing's price per month in euros (seasonal = 3 months,
 *   yearly = 12), rounded to the cent; null without one. rentalId is that listing.
 */

interface MapEstateRow {
  id: string;
  name: string;
  address: string;
  type: PropertyType;
  treeCount: number;
  priceCents: string | number | null;
  status: MapEstateStatus;
  isOwner: boolean;
  role: EstateRole | null;
  rentalId: string | null;
  boundaries: LatLng[] | null;
  lat: number;
  lng: number;
}

/** Member roles that see an estate's money (its private listings and contracts). */
const MONEY_MEMBER_ROLES: string[] = MEMBER_ROLES.filter((role) => mayDo(role, 'seeMoney'));

/** The map's name order: Greek collation (as the browser's compareNames under 'el'). */
const NAME_ORDER = new Intl.Collator('el', { numeric: true });

function toMapEstate(row: MapEstateRow): MapEstate {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    type: row.type,
    treeCount: Number(row.treeCount),
    price: row.priceCents === null ? null : Number(row.priceCents) / 100,
    status: row.status,
    isOwner: row.isOwner,
    role: row.role,
    rentalId: row.rentalId,
    boundaries: row.boundaries ?? [],
    coordinates: { lat: Number(row.lat), lng: Number(row.lng) },
  };
}

export async function listMapEstates(
  db: Queryable,
  viewerId: string,
  filters: MapEstateFilters,
): Promise<MapEstate[]> {
  const params: unknown[] = [viewerId, MONEY_MEMBER_ROLES];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const inner: string[] = [];
  // 'my': the caller's own estates and those of their teams; 'other': the market's.
  const mine = '(e.owner_id = $1 OR m.user_id IS NOT NULL)';
  if (filters.ownership === 'my') inner.push(mine);
  else if (filters.ownership === 'other') {
    inner.push('e.owner_id <> $1', 'm.user_id IS NULL', 'l.rental_id IS NOT NULL');
  } else inner.push(`(${mine} OR l.rental_id IS NOT NULL)`);
  if (filters.search) {
    // Ignoring case and accents (lib/search-key.ts): 'καλαματα' finds 'Καλαμάτα'.
    inner.push(searchMatchSql(['e.name', 'e.address'], param(searchPattern(filters.search))));
  }
  if (filters.bbox) {
    const { south, west, north, east } = filters.bbox;
    inner.push(`e.lat BETWEEN ${param(south)} AND ${param(north)}`);
    const [w, ea] = [param(west), param(east)];
    inner.push(west <= east ? `e.lng BETWEEN ${w} AND ${ea}` : `(e.lng >= ${w} OR e.lng <= ${ea})`);
  }
  const outer: string[] = [];
  if (filters.propertyType) outer.push(`type = ${param(filters.propertyType)}`);
  if (filters.status) outer.push(`status = ${param(filters.status)}`);

  const rows = await db.query<MapEstateRow>(
    `WITH listings AS (
       SELECT r.estate_id,
              (array_agg(r.id ORDER BY r.created_at DESC, r.id DESC)
                 FILTER (WHERE r.status = 'available'))[1] AS rental_id,
              (array_agg(round(r.price_cents::numeric / CASE r.price_type
                   WHEN 'seasonal' THEN 3 WHEN 'yearly' THEN 12 ELSE 1 END)
                 ORDER BY r.created_at DESC, r.id DESC)
                 FILTER (WHERE r.status = 'available'))[1] AS monthly_cents,
              bool_or(r.status = 'rented') AS rented,
              bool_or(r.status = 'draft') AS drafted
         FROM rentals r
        GROUP BY r.estate_id
     ), shown AS (
       SELECT e.id, e.name, e.address, e.tree_count AS "treeCount", e.lat, e.lng,
              e.boundaries, e.owner_id = $1 AS "isOwner", l.rental_id AS "rentalId",
              CASE WHEN e.owner_id = $1 THEN 'owner' ELSE m.role END AS role,
              l.monthly_cents AS "priceCents",
              CASE
                WHEN cardinality(e.tree_types) > 0 AND e.tree_types <@ ARRAY['olive']::text[]
                  THEN 'Olive Grove'
                WHEN cardinality(e.tree_types) > 0
                     AND e.tree_types <@ ARRAY['orange', 'lemon']::text[]
                  THEN 'Citrus Grove'
                ELSE 'Mixed Estate'
              END AS type,
              CASE
                WHEN l.rental_id IS NOT NULL THEN 'Available'
                -- Private listings and contracts: the owner's and money roles' only.
                WHEN e.owner_id <> $1 AND NOT coalesce(m.role = ANY($2::text[]), false)
                  THEN 'Not Listed'
                WHEN coalesce(l.rented, false) OR EXISTS (
                       SELECT 1 FROM contracts c
                        WHERE c.estate_id = e.id AND c.status IN ('signed', 'active'))
                  THEN 'Rented'
                WHEN coalesce(l.drafted, false) THEN 'Under Maintenance'
                ELSE 'Not Listed'
              END AS status
         FROM estates e
         LEFT JOIN listings l ON l.estate_id = e.id
         LEFT JOIN estate_members m ON m.estate_id = e.id AND m.user_id = $1
        WHERE ${inner.join(' AND ')}
     )
     SELECT * FROM shown
      ${outer.length > 0 ? `WHERE ${outer.join(' AND ')}` : ''}
      ORDER BY id`,
    params,
  );
  // By name in Greek alphabetical order (then Latin), ignoring case, numbers by value: the
  // database's collation may be C (PGlite), which knows neither. The map is not paged.
  return rows
    .map(toMapEstate)
    .sort((x, y) => NAME_ORDER.compare(x.name, y.name) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}
