import { CSV_FORMATS, csvLine } from '../../../lib/csv';
import type { CsvFormat, CsvValue } from '../../../lib/csv';

// The writing of fields and lines lives in lib/csv (the estates' export writes CSV too).
export { CSV_FORMATS, csvField, csvLine } from '../../../lib/csv';
export type { CsvFormat, CsvValue } from '../../../lib/csv';

/** The exports' file name: grovekeeper-<kind>-YYYY-MM-DD.csv (UTC date). */
export function csvFileName(kind: string, now = new Date()): string {
  return `grovekeeper-${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Reads rows page by page (keyset: each page starts after the previous page's last row)
 * and answers CSV text, one chunk per page, so a large export never sits in memory whole.
 * The first chunk is the header line, after the byte order mark when the format has one.
 */
export async function* csvPages<Row>(
  header: string[],
  fetchPage: (after: Row | null) => Promise<Row[]>,
  toLines: (rows: Row[]) => Promise<CsvValue[][]> | CsvValue[][],
  pageSize: number,
  format: CsvFormat = CSV_FORMATS.en,
): AsyncGenerator<string> {
  yield `${format.bom ? '\uFEFF' : ''}${csvLine(header, format)}`;
  let after: Row | null = null;
  for (;;) {
    const rows: Row[] = await fetchPage(after);
    if (rows.length > 0) {
      const lines = await toLines(rows);
      yield lines.map((line) => csvLine(line, format)).join('');
      after = rows[rows.length - 1] ?? null;
    }
    if (rows.length < pageSize) return;
  }
}
