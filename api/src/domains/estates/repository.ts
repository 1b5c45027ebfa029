import type { LatLng } from '@grovekeeper/geo';
import type { Queryable } from '../../db';
import { searchMatchSql, searchPattern } from '../../lib/search-key';
import type { EstateRole } from '../../lib/access';
import type { Estate } from './schemas';

/**
 * The SQL of estates. Every read and change is scoped to the owner: a member's request
 * is checked by lib/access first, then runs with the estate's owner id.
 */

const ESTATE_COLUMNS = `id, name, address, tree_count AS "treeCount", land_area AS "landArea",
  tree_types AS "treeTypes", lat, lng, boundaries,
  auto_generate_trees AS "autoGenerateTrees", ai_detection_enabled AS "aiDetectionEnabled",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

interface EstateRow {
  id: string;
  name: string;
  address: string;
  treeCount: number;
  landArea: number;
  treeTypes: string[];
  lat: number;
  lng: number;
  boundaries: LatLng[];
  autoGenerateTrees: boolean;
  aiDetectionEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

function toEstate(row: EstateRow): Estate {
  const { lat, lng, createdAt, updatedAt, ...rest } = row;
  return {
    _id: row.id,
    ...rest,
    landArea: Number(row.landArea),
    coordinates: { lat: Number(lat), lng: Number(lng) },
    boundaries: row.boundaries ?? [],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export interface EstateInsert {
  id: string;
  ownerId: string;
  name: string;
  address: string;
  treeCount: number;
  landArea: number;
  treeTypes: string[];
  coordinates: LatLng;
  boundaries: LatLng[];
  autoGenerateTrees: boolean;
  aiDetectionEnabled: boolean;
}

export async function insertEstate(db: Queryable, estate: EstateInsert): Promise<Estate> {
  const [row] = await db.query<EstateRow>(
    `INSERT INTO estates (id, owner_id, name, address, tree_count, land_area, tree_types,
       lat, lng, boundaries, auto_generate_trees, ai_detection_enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10::jsonb, $11, $12)
     RETURNING ${ESTATE_COLUMNS}`,
    [
      estate.id,
      estate.ownerId,
      estate.name,
      estate.address,
      estate.treeCount,
      estate.landArea,
      estate.treeTypes,
      estate.coordinates.lat,
      estate.coordinates.lng,
      JSON.stringify(estate.boundaries),
      estate.autoGenerateTrees,
      estate.aiDetectionEnabled,
    ],
  );
  return toEstate(row as EstateRow);
}

/**
 * The user's estates, owned and those they are a member of, each with their role, newest
 * first; with `search`, only those whose name or address contains it, ignoring case and
 * accents (lib/search-key.ts).
 */
export async function listEstates(
  db: Queryable,
  userId: string,
  search?: string,
): Promise<Estate[]> {
  const matches = search ? ` WHERE ${searchMatchSql(['name', 'address'], '$2')}` : '';
  const rows = await db.query<EstateRow & { role: EstateRole }>(
    `SELECT ${ESTATE_COLUMNS}, role FROM (
       SELECT e.*, 'owner' AS role FROM estates e WHERE e.owner_id = $1
       UNION ALL
       SELECT e.*, m.role FROM estate_members m JOIN estates e ON e.id = m.estate_id
        WHERE m.user_id = $1
     ) estates${matches}
      ORDER BY created_at DESC, id DESC`,
    search ? [userId, searchPattern(search)] : [userId],
  );
  return rows.map(({ role, ...row }) => ({ ...toEstate(row), role }));
}

/** The estate when it exists and belongs to `ownerId`; `lock` holds it for the transaction. */
export async function findEstate(
  db: Queryable,
  ownerId: string,
  id: string,
  { lock = false } = {},
): Promise<Estate | null> {
  const [row] = await db.query<EstateRow>(
    `SELECT ${ESTATE_COLUMNS} FROM estates WHERE id = $1 AND owner_id = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [id, ownerId],
  );
  return row ? toEstate(row) : null;
}

/** The estate and its trees_version in one primary-key read (null: not the caller's). */
export async function findEstateWithTreesVersion(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<{ estate: Estate; treesVersion: string } | null> {
  const [row] = await db.query<EstateRow & { treesVersion: string }>(
    `SELECT ${ESTATE_COLUMNS}, trees_version::text AS "treesVersion"
       FROM estates WHERE id = $1 AND owner_id = $2`,
    [id, ownerId],
  );
  if (!row) return null;
  const { treesVersion, ...estate } = row;
  return { estate: toEstate(estate), treesVersion };
}

/**
 * Renames the estate and writes the change to its history (migration 0014) in the same
 * statement, by `actorId`, when the name changed.
 */
export async function renameEstate(
  db: Queryable,
  ownerId: string,
  id: string,
  name: string,
  actorId: string = ownerId,
): Promise<Estate | null> {
  const [row] = await db.query<EstateRow>(
    `WITH old AS (SELECT id, name FROM estates WHERE id = $1 AND owner_id = $2 FOR UPDATE),
     renamed AS (
       UPDATE estates e SET name = $3, updated_at = now() FROM old WHERE e.id = old.id
       RETURNING e.*),
     logged AS (
       INSERT INTO estate_history (estate_id, actor_id, action, changes)
       SELECT old.id, $4, 'renamed',
              jsonb_build_array(jsonb_build_object('field', 'name', 'from', old.name, 'to', $3::text))
         FROM old WHERE old.name IS DISTINCT FROM $3::text)
     SELECT ${ESTATE_COLUMNS} FROM renamed`,
    [id, ownerId, name, actorId],
  );
  return row ? toEstate(row) : null;
}

/** Deletes the estate; its trees, their photos and harvests go by cascade. */
export async function deleteEstate(db: Queryable, ownerId: string, id: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM estates WHERE id = $1 AND owner_id = $2 RETURNING id`, [
    id,
    ownerId,
  ]);
  return rows.length > 0;
}
