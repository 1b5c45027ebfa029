import type { Database, Queryable } from '../../../../db';
import { requireEstateAccess } from '../../../../lib/access';
import { conflict, HttpError } from '../../../../lib/http-errors';
import type { Language } from '../../../../lib/i18n/request-language';
import {
  categoriesFor,
  CATEGORY_BY_TREE_TYPE,
  requireBoundaries,
  requireEstate,
} from '../../../estates';
import type { Estate } from '../../../estates';
import { numberedTitles, trailingTitleNumber } from '../codes';
import { createTrees } from '../factory';
import { highestTitleNumbers } from '../repository';
import { describeColumns, resolveColumns } from './columns';
import type { ColumnMapping } from './columns';
import { rejectionText } from './reasons';
import type { RejectionCode } from './reasons';
import { checkRows, readRows } from './rows';
import type { GoodRow } from './rows';
import type { SourceTable } from './table';

export const IMPORT_CODE_TAKEN =
  'A code of the file was taken by another tree during the import, so nothing was imported. Please try again.';

export interface ImportAnswer {
  dryRun: boolean;
  /** Rows of the file with anything in them. */
  rows: number;
  /** Rows that pass every check (imported unless a dry run). */
  accepted: number;
  rejected: { row: number; reason: string; code: RejectionCode }[];
  /** The file's column names, and which of them each field was read from. */
  columns: string[];
  mapping: ColumnMapping;
  /** Trees created (0 for a dry run). */
  imported: number;
  /** The estate's trees after the import (now, for a dry run). */
  treeCount: number;
}

/**
 * Checks every row of `table` against the estate (owner and managers, the right to add
 * trees) and, unless `dryRun`, creates the good ones in one transaction with the estate
 * locked, as adding them one by one would: codes (the file's own, else generated), titles
 * (the file's, else numbered per category after the highest in use, the file's included),
 * 'created' history rows, version 1; the database's notifications drop the cached copies.
 * A failure anywhere creates nothing.
 */
export async function importTrees(
  db: Database,
  userId: string,
  estateId: string,
  table: SourceTable,
  mapping: ColumnMapping | undefined,
  dryRun: boolean,
  language: Language,
): Promise<ImportAnswer> {
  const columns = resolveColumns(table, mapping);
  const read = readRows(table, columns);
  const codes = [...new Set(read.map((row) => row.code).filter((code) => code !== ''))];
  try {
    return await db.transaction(async (tx) => {
      const { ownerId } = await requireEstateAccess(tx, userId, estateId, 'manageTrees');
      const estate = await requireEstate(tx, ownerId, estateId, { lock: !dryRun });
      const boundaries = requireBoundaries(estate);
      const [codesInUse, used] = [
        await existingCodes(tx, codes),
        await usedCategories(tx, estate.id),
      ];
      const estateCategories = estate.treeTypes.flatMap((type) =>
        Object.hasOwn(CATEGORY_BY_TREE_TYPE, type)
          ? [CATEGORY_BY_TREE_TYPE[type as keyof typeof CATEGORY_BY_TREE_TYPE]]
          : [],
      );
      const { good, rejected } = checkRows(read, {
        boundaries,
        categories: new Set([...estateCategories, ...used]),
        defaultCategory: categoriesFor(estate.treeTypes, 1)[0] as string,
        codesInUse,
      });
      const imported = dryRun || good.length === 0 ? 0 : await insert(tx, estate, good, userId);
      return {
        dryRun,
        rows: read.length,
        accepted: good.length,
        rejected: rejected.map(({ row, rejection }) => ({
          row,
          reason: rejectionText(rejection, language),
          code: rejection.code,
        })),
        columns: table.columns,
        mapping: describeColumns(table, columns),
        imported,
        treeCount: await countTrees(tx, estate.id),
      };
    });
  } catch (error) {
    // Only a code of the file can collide now: one taken since it was checked.
    if (error instanceof HttpError && error.statusCode === 409) throw conflict(IMPORT_CODE_TAKEN);
    throw error;
  }
}

async function insert(
  tx: Queryable,
  estate: Estate,
  rows: readonly GoodRow[],
  actorId: string,
): Promise<number> {
  const untitled = rows.filter((row) => row.title === '').map((row) => row.category);
  let titles: string[] = [];
  if (untitled.length > 0) {
    const highest = await highestTitleNumbers(tx, estate.id, untitled);
    // The file's own titles count too, so a numbered title is not given twice.
    for (const row of rows) {
      if (row.title === '' || !row.title.startsWith(`${row.category} `)) continue;
      const number = trailingTitleNumber(row.title);
      if (number !== null && row.title === `${row.category} ${number}`) {
        highest.set(row.category, Math.max(highest.get(row.category) ?? 0, number));
      }
    }
    titles = numberedTitles(untitled, highest);
  }
  let next = 0;
  const created = await createTrees(
    tx,
    estate.id,
    rows.map((row) => ({
      coordinates: row.coordinates,
      category: row.category,
      title: row.title === '' ? (titles[next++] as string) : row.title,
      textCode: row.code === '' ? undefined : row.code,
      state: row.state,
      plantingYear: row.plantingYear,
    })),
    false,
    actorId,
  );
  return created.length;
}

/** Those of `codes` that a tree (of any estate: codes are unique) has as text or QR code. */
async function existingCodes(db: Queryable, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.query<{ code: string }>(
    `SELECT text_code AS code FROM trees WHERE text_code = ANY($1::text[])
     UNION SELECT qr_code FROM trees WHERE qr_code = ANY($1::text[])`,
    [codes],
  );
  return new Set(rows.map((row) => row.code));
}

/** The categories the estate's trees have. */
async function usedCategories(db: Queryable, estateId: string): Promise<string[]> {
  const rows = await db.query<{ category: string }>(
    'SELECT DISTINCT category FROM trees WHERE estate_id = $1',
    [estateId],
  );
  return rows.map((row) => row.category);
}

async function countTrees(db: Queryable, estateId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM trees WHERE estate_id = $1',
    [estateId],
  );
  return Number(row?.count ?? 0);
}
