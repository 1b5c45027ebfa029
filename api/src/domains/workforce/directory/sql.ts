import { EARTH_RADIUS_M } from '@grovekeeper/geo';
import type { Queryable } from '../../../db';
import { searchKeySql, searchPattern } from '../../../lib/search-key';
import type { DirectoryFilters, DirectoryResult } from './filters';
import { searchBox } from './geo';
import { toWorker } from './repository';
import type { WorkerRow } from './repository';

/**
 * The worker directory in SQL: the reference the in-memory `WorkerDirectory` is tested
 * against, and a way to answer without it. A search around a point is answered from
 * `worker_profiles_position_idx` (published profiles by lat, lng): the circle's bounding
 * box (`lat BETWEEN .. AND (lng BETWEEN .. OR lng BETWEEN ..)`) selects the candidates,
 * the haversine distance of `distanceMetres` (same sphere, same formula) keeps those within
 * the radius, nearest first. Names are ordered `COLLATE "C"` (code points), as the index
 * orders them, whatever the database's collation.
 */
export async function searchWorkersSql(
  db: Queryable,
  filters: DirectoryFilters,
): Promise<DirectoryResult> {
  if (filters.location?.includes('\u0000')) return { workers: [], totalCount: 0 };
  const { params, matched, radius } = matchedProfilesSql(filters);
  const order = filters.near
    ? `m.metres, wp.user_id COLLATE "C"`
    : `coalesce(r.total, 0)::float8 / greatest(r.count, 1) DESC, r.count DESC,
       u.name COLLATE "C", wp.user_id COLLATE "C"`;
  const within = radius ? `WHERE m.metres <= ${radius}` : '';
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const [rows, counts] = await Promise.all([
    db.query<WorkerRow & { metres: number | null }>(
      `WITH matched AS (${matched})
       SELECT wp.user_id AS id, u.name, u.avatar, wp.location, wp.lat, wp.lng, wp.availability,
              wp.experience, wp.years_of_experience AS "yearsOfExperience", wp.skills, wp.bio,
              coalesce(r.total, 0)::int AS "ratingSum", r.count::int AS "ratingCount", m.metres
         FROM matched m
         JOIN worker_profiles wp ON wp.user_id = m.user_id
         JOIN users u ON u.id = wp.user_id
         CROSS JOIN LATERAL (SELECT sum(score) AS total, count(*) AS count
                               FROM worker_ratings wr WHERE wr.worker_id = wp.user_id) r
        ${within}
        ORDER BY ${order}
        LIMIT ${limit} OFFSET ${offset}`,
      [...params, filters.limit, filters.offset],
    ),
    db.query<{ total: number }>(
      `WITH matched AS (${matched}) SELECT count(*)::int AS total FROM matched m ${within}`,
      params,
    ),
  ]);
  return {
    workers: rows.map((row) => toWorker(row, row.metres ?? undefined)),
    totalCount: counts[0]?.total ?? 0,
  };
}

/**
 * The published profiles matching every filter but the exact distance, with their
 * distance in metres when the search has a point (`metres`; `radius` is then the
 * placeholder of the radius in metres). Exported for the test that reads its plan.
 */
export function matchedProfilesSql(filters: DirectoryFilters) {
  const params: unknown[] = [];
  const param = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const where = ['wp.published'];
  if (filters.skills.length > 0) where.push(`wp.skills @> ${param(filters.skills, 'text[]')}`);
  if (filters.experience) where.push(`wp.experience = ${param(filters.experience, 'text')}`);
  if (filters.availability) {
    where.push(`wp.availability = ${param(filters.availability, 'text')}`);
  }
  if (filters.location) {
    // Ignoring case and accents (lib/search-key.ts): 'καλαματα' finds 'Καλαμάτα'.
    where.push(
      `${searchKeySql('wp.location')} LIKE ${param(searchPattern(filters.location), 'text')}`,
    );
  }
  let metres = 'NULL::float8';
  let radius: string | null = null;
  if (filters.near) {
    const { lat, lng, radiusKm } = filters.near;
    const box = searchBox({ lat, lng }, radiusKm);
    // The partial index's own predicate (published AND lat IS NOT NULL), then the box.
    where.push(
      'wp.lat IS NOT NULL',
      `wp.lat BETWEEN ${param(box.latMin, 'float8')} AND ${param(box.latMax, 'float8')}`,
      `(${box.lngRanges
        .map(
          ([west, east]) => `wp.lng BETWEEN ${param(west, 'float8')} AND ${param(east, 'float8')}`,
        )
        .join(' OR ')})`,
    );
    // distanceMetres of @grovekeeper/geo, term for term (a = the point, b = the profile).
    const pointLat = param(lat, 'float8');
    const pointLng = param(lng, 'float8');
    metres = `2 * ${EARTH_RADIUS_M}::float8 * asin(sqrt(least(1::float8,
        sin(radians(wp.lat - ${pointLat}) / 2) * sin(radians(wp.lat - ${pointLat}) / 2)
        + cos(radians(${pointLat})) * cos(radians(wp.lat))
          * sin(radians(wp.lng - ${pointLng}) / 2) * sin(radians(wp.lng - ${pointLng}) / 2))))`;
    radius = param(radiusKm * 1000, 'float8');
  }
  const matched = `SELECT wp.user_id, ${metres} AS metres FROM worker_profiles wp
                    WHERE ${where.join(' AND ')}`;
  return { params, matched, radius };
}
