import type { Queryable } from '../../db';
import type { Affine, Epsg } from '../detection';
import type { OrthophotoFormat } from './storage';

/** The SQL of estate orthophotos (migration 0005). Callers check the estate's owner first. */

export interface OrthophotoRecord {
  estateId: string;
  storageKey: string;
  format: OrthophotoFormat;
  sizeBytes: number;
  width: number;
  height: number;
  epsg: Epsg;
  transform: Affine;
  createdAt: Date;
}

const COLUMNS = `estate_id AS "estateId", storage_key AS "storageKey", format,
  size_bytes AS "sizeBytes", width, height, crs_epsg AS "epsg", transform,
  created_at AS "createdAt"`;

interface Row extends Omit<OrthophotoRecord, 'transform' | 'createdAt'> {
  transform: number[];
  createdAt: Date | string;
}

function toRecord(row: Row): OrthophotoRecord {
  return {
    ...row,
    sizeBytes: Number(row.sizeBytes),
    transform: row.transform.map(Number) as unknown as Affine,
    // Rows may come from another realm (PGlite in tests): rebuild the date.
    createdAt: new Date(row.createdAt),
  };
}

export async function findOrthophoto(
  db: Queryable,
  estateId: string,
): Promise<OrthophotoRecord | null> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM estate_orthophotos WHERE estate_id = $1`,
    [estateId],
  );
  return row ? toRecord(row) : null;
}

/**
 * Records the estate's orthophoto, replacing the one it had (whose file the trigger of
 * migration 0005 queues for deletion).
 */
export async function saveOrthophoto(
  db: Queryable,
  record: Omit<OrthophotoRecord, 'createdAt'>,
): Promise<OrthophotoRecord> {
  const [row] = await db.query<Row>(
    `INSERT INTO estate_orthophotos
       (estate_id, storage_key, format, size_bytes, width, height, crs_epsg, transform)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::float8[])
     ON CONFLICT (estate_id) DO UPDATE SET
       storage_key = EXCLUDED.storage_key, format = EXCLUDED.format,
       size_bytes = EXCLUDED.size_bytes, width = EXCLUDED.width, height = EXCLUDED.height,
       crs_epsg = EXCLUDED.crs_epsg, transform = EXCLUDED.transform, created_at = now()
     RETURNING ${COLUMNS}`,
    [
      record.estateId,
      record.storageKey,
      record.format,
      record.sizeBytes,
      record.width,
      record.height,
      record.epsg,
      [...record.transform],
    ],
  );
  return toRecord(row as Row);
}

/** Deletes the record (its file is queued for deletion by trigger); false when there was none. */
export async function deleteOrthophoto(db: Queryable, estateId: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM estate_orthophotos WHERE estate_id = $1 RETURNING estate_id`,
    [estateId],
  );
  return rows.length > 0;
}

/** The oldest files waiting for deletion. */
export async function queuedFileDeletions(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `SELECT storage_key AS key FROM orthophoto_file_deletions ORDER BY queued_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.key);
}

export async function forgetFileDeletions(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(`DELETE FROM orthophoto_file_deletions WHERE storage_key = ANY($1::text[])`, [
    [...keys],
  ]);
}
