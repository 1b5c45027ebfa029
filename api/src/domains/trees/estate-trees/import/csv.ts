import { badRequest, HttpError } from '../../../../lib/http-errors';
import { FILE_HAS_NO_ROWS, MAX_IMPORT_ROWS, TOO_MANY_ROWS } from './table';
import type { SourceRow, SourceTable } from './table';

/**
 * A CSV file (RFC 4180) read into a table: fields separated by `,` or `;` (a Greek Excel
 * writes `;`, its decimal mark being the comma), chosen by which of the two the header
 * line holds more of outside quotes; fields in double quotes may hold separators, line
 * breaks and doubled quotes; lines end with CRLF, LF or CR. The text comes without its
 * byte order mark (decodeText). Rows are numbered as a spreadsheet shows them: the header
 * is row 1, and a record whose quoted field spans several lines is still one row. Blank
 * lines count as rows but are left out.
 */
export function parseCsv(text: string): SourceTable {
  const separator = detectSeparator(text);
  const records = readRecords(text, separator);
  const header = records.shift();
  if (!header || header.cells.every((cell) => cell.trim() === '')) {
    throw badRequest(FILE_HAS_NO_ROWS);
  }
  const rows: SourceRow[] = [];
  for (const record of records) {
    if (record.cells.every((cell) => cell.trim() === '')) continue;
    if (rows.length === MAX_IMPORT_ROWS) throw new HttpError(413, TOO_MANY_ROWS);
    rows.push({ row: record.row, values: record.cells });
  }
  if (rows.length === 0) throw badRequest(FILE_HAS_NO_ROWS);
  return {
    format: 'csv',
    columns: header.cells.map((cell) => cell.trim()),
    rows,
    geometry: null,
  };
}

export const UNCLOSED_QUOTE = 'The CSV file has a quoted field that is never closed';

/** `;` when the header line has more semicolons than commas outside quotes, else `,`. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n' || char === '\r') break;
    else if (char === ',') commas += 1;
    else if (char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

interface CsvRecord {
  /** 1-based: the header is row 1. */
  row: number;
  cells: string[];
}

/** Every record of the text; a field opening with `"` is quoted until its closing `"`. */
function readRecords(text: string, separator: ',' | ';'): CsvRecord[] {
  const records: CsvRecord[] = [];
  const length = text.length;
  let i = 0;
  let row = 0;
  while (i < length) {
    row += 1;
    const cells: string[] = [];
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === 34 /* " */) {
        // Quoted: up to the next quote not followed by another one.
        let out = '';
        let start = i + 1;
        for (;;) {
          const close = text.indexOf('"', start);
          if (close === -1) throw badRequest(UNCLOSED_QUOTE);
          out += text.slice(start, close);
          if (text.charCodeAt(close + 1) === 34) {
            out += '"';
            start = close + 2;
          } else {
            i = close + 1;
            break;
          }
        }
        // Anything between the closing quote and the separator is kept (lenient, as Excel).
        let end = i;
        while (end < length && !isBoundary(text.charCodeAt(end), separator)) end += 1;
        value = out + text.slice(i, end);
        i = end;
      } else {
        let end = i;
        while (end < length && !isBoundary(text.charCodeAt(end), separator)) end += 1;
        value = text.slice(i, end);
        i = end;
      }
      cells.push(value);
      if (i < length && text[i] === separator) {
        i += 1;
        continue;
      }
      // End of the record: CRLF, LF, CR or the end of the text.
      if (text.charCodeAt(i) === 13 /* \r */) i += 1;
      if (text.charCodeAt(i) === 10 /* \n */) i += 1;
      break;
    }
    records.push({ row, cells });
  }
  return records;
}

function isBoundary(code: number, separator: ',' | ';'): boolean {
  return code === 10 || code === 13 || code === (separator === ',' ? 44 : 59);
}
