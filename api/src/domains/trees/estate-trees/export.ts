import type { Queryable } from '../../../db';
import type { ExportedTree } from '../../estates';

/**
 * An estate's trees for the estates domain's export (issue 29), in keyset pages along the
 * (estate_id, title, text_code) index: text codes are unique, so each page starts exactly
 * after the previous one's last tree. Photos are not read. Pages are separate statements
 * (as the reports' exports): a tree changed while a large export streams shows as it was
 * when its page was read.
 */
export async function* exportTreePages(
  db: Queryable,
  estateId: string,
  pageSize: number,
): AsyncGenerator<ExportedTree[]> {
  let after: ExportedTree | null = null;
  for (;;) {
    const rows: ExportedTree[] = await db.query<ExportedTree>(
      `SELECT id, text_code AS "textCode", title, category, state, planting_year AS "plantingYear", notes, lat, lng,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
              to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
         FROM trees
        WHERE estate_id = $1
          AND ($2::text IS NULL OR (title, text_code) > ($2::text, $3::text))
        ORDER BY title, text_code
        LIMIT $4`,
      [estateId, after?.title ?? null, after?.textCode ?? null, pageSize],
    );
    if (rows.length > 0) {
      yield rows.map((row) => ({ ...row, lat: Number(row.lat), lng: Number(row.lng) }));
      after = rows[rows.length - 1] ?? null;
    }
    if (rows.length < pageSize) return;
  }
}
