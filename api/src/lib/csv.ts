/**
 * RFC 4180 text for spreadsheets, shared by every CSV the API writes (the reports' exports,
 * the estates' export): fields quoted where needed, formulas neutralised, per-language format.
 */
import { greekDecimal } from './i18n/document-format';
import type { DocumentLanguage } from './i18n/document-format';

/** A CSV cell: text is escaped, numbers are written as they are, null is empty. */
export type CsvValue = string | number | null;

/**
 * How a file is written for a spreadsheet of the reader's locale. English: `,` between
 * fields and `.` as the decimal mark, no byte order mark (the files as they always were).
 * Greek: a Greek spreadsheet takes `,` as its decimal mark, so fields are separated by `;`
 * and figures written `1234,5`; the file starts with a UTF-8 byte order mark, without which
 * Excel reads the Greek letters as another code page.
 */
export interface CsvFormat {
  separator: ',' | ';';
  /** A finite figure as written in a cell. */
  number: (value: number) => string;
  /** Whether the file starts with U+FEFF. */
  bom: boolean;
}

export const CSV_FORMATS: Record<DocumentLanguage, CsvFormat> = {
  en: { separator: ',', number: (value) => String(value), bom: false },
  el: { separator: ';', number: greekDecimal, bom: true },
};

/** Characters a spreadsheet reads as the start of a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What makes a field quoted, per separator: the separator itself, quotes, line breaks. */
const NEEDS_QUOTES = {
  ',': /[",\r\n]/,
  // Commas too: with `;` files a comma is harmless, but quoting keeps tools that guess the
  // separator from splitting on it.
  ';': /[";,\r\n]/,
} as const;

/** One field: formulas neutralised with a leading quote, then quoted where needed (RFC 4180). */
export function csvField(value: CsvValue, format: CsvFormat = CSV_FORMATS.en): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? format.number(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES[format.separator].test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export function csvLine(values: CsvValue[], format: CsvFormat = CSV_FORMATS.en): string {
  return `${values.map((value) => csvField(value, format)).join(format.separator)}\r\n`;
}
