import type { Queryable } from '../../../db';
import type { Harvest, HarvestStatus } from '../schemas';
import type { HarvestInput } from './validation';

/** The SQL of harvest records. Callers have checked the caller's access to the tree. */

// Dates leave as text: both drivers would otherwise turn a date into a local-time Date.
const HARVEST_COLUMNS = `id, to_char(date, 'YYYY-MM-DD') AS date, weight_kg::float8 AS weight,
  notes, status, status_changed_by AS "statusChangedBy",
  status_changed_at AS "statusChangedAt", created_at AS "createdAt", recorded_by AS "recordedBy"`;

interface HarvestRow {
  id: string;
  date: string;
  weight: number;
  notes: string;
  status: HarvestStatus;
  statusChangedBy: string | null;
  statusChangedAt: Date | null;
  createdAt: Date;
  recordedBy: string | null;
}

function toHarvest(row: HarvestRow): Harvest {
  return {
    ...row,
    weight: Number(row.weight),
    statusChangedAt: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first: by harvest date, then by when it was recorded. */
export async function listHarvests(db: Queryable, treeId: string): Promise<Harvest[]> {
  const rows = await db.query<HarvestRow>(
    `SELECT ${HARVEST_COLUMNS} FROM harvests WHERE tree_id = $1
      ORDER BY date DESC, created_at DESC, id DESC`,
    [treeId],
  );
  return rows.map(toHarvest);
}

/** Stores the record; the database rounds the weight to 2 decimals (half away from zero). */
export async function insertHarvest(
  db: Queryable,
  harvest: HarvestInput & { id: string; treeId: string; recordedBy: string },
): Promise<Harvest> {
  const [row] = await db.query<HarvestRow>(
    `INSERT INTO harvests (id, tree_id, date, weight_kg, notes, recorded_by)
     VALUES ($1, $2, $3::date, $4::numeric(12, 2), $5, $6)
     RETURNING ${HARVEST_COLUMNS}`,
    [
      harvest.id,
      harvest.treeId,
      harvest.date,
      String(harvest.weight),
      harvest.notes,
      harvest.recordedBy,
    ],
  );
  return toHarvest(row as HarvestRow);
}

/** The tree's harvest, held for the transaction. */
export async function findHarvestForUpdate(
  db: Queryable,
  treeId: string,
  id: string,
): Promise<Harvest | null> {
  const [row] = await db.query<HarvestRow>(
    `SELECT ${HARVEST_COLUMNS} FROM harvests WHERE id = $1 AND tree_id = $2 FOR UPDATE`,
    [id, treeId],
  );
  return row ? toHarvest(row) : null;
}

export async function setHarvestStatus(
  db: Queryable,
  id: string,
  status: HarvestStatus,
  changedBy: string,
): Promise<Harvest> {
  const [row] = await db.query<HarvestRow>(
    `UPDATE harvests SET status = $2, status_changed_by = $3, status_changed_at = now()
      WHERE id = $1
      RETURNING ${HARVEST_COLUMNS}`,
    [id, status, changedBy],
  );
  return toHarvest(row as HarvestRow);
}

/** Sets the fields given (date, weight, notes) of a harvest. */
export async function updateHarvest(
  db: Queryable,
  id: string,
  change: Partial<HarvestInput>,
): Promise<Harvest> {
  const [row] = await db.query<HarvestRow>(
    `UPDATE harvests SET date = coalesce($2::date, date),
            weight_kg = coalesce($3::numeric(12, 2), weight_kg), notes = coalesce($4, notes)
      WHERE id = $1
      RETURNING ${HARVEST_COLUMNS}`,
    [
      id,
      change.date ?? null,
      change.weight === undefined ? null : String(change.weight),
      change.notes ?? null,
    ],
  );
  return toHarvest(row as HarvestRow);
}

export async function deleteHarvest(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM harvests WHERE id = $1', [id]);
}
