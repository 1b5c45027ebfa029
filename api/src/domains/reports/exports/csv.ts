/** A CSV cell: text is escaped, numbers are written as they are, null is empty. */
export type CsvValue = string | number | null;

/** Characters a spreadsheet reads as the start of a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formulas neutralised with a leading quote, then quoted where needed (RFC 4180). */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The exports' file name: grovekeeper-<kind>-YYYY-MM-DD.csv (UTC date). */
export function csvFileName(kind: string, now = new Date()): string {
  return `grovekeeper-${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Reads rows page by page (keyset: each page starts after the previous page's last row)
 * and answers CSV text, one chunk per page, so a large export never sits in memory whole.
 */
export async function* csvPages<Row>(
  header: string[],
  fetchPage: (after: Row | null) => Promise<Row[]>,
  toLines: (rows: Row[]) => Promise<CsvValue[][]> | CsvValue[][],
  pageSize: number,
): AsyncGenerator<string> {
  yield csvLine(header);
  let after: Row | null = null;
  for (;;) {
    const rows: Row[] = await fetchPage(after);
    if (rows.length > 0) {
      const lines = await toLines(rows);
      yield lines.map(csvLine).join('');
      after = rows[rows.length - 1] ?? null;
    }
    if (rows.length < pageSize) return;
  }
}
