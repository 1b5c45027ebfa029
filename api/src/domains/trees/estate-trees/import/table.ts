import { badRequest } from '../../../../lib/http-errors';

/**
 * A file of trees read into one shape, whatever it came as (CSV or GeoJSON): its column
 * names and its records, each with the row number a person sees in the file (a CSV's header
 * is row 1, its first record row 2; a GeoJSON feature's 1-based index).
 */
export interface SourceTable {
  format: 'csv' | 'geojson';
  columns: string[];
  rows: SourceRow[];
  /**
   * GeoJSON only: how the features' coordinates are read (`wgs84`: [lng, lat] degrees;
   * `egsa87`: [x, y] EPSG:2100 metres, when the file's `crs` names 2100 or no point is
   * plainly in degrees). CSV files take their coordinates from columns.
   */
  geometry: 'wgs84' | 'egsa87' | null;
}

export interface SourceRow {
  row: number;
  /** Cell texts in the order of `columns` (missing trailing cells are absent). */
  values: string[];
  /**
   * GeoJSON only: the feature's point as read, or what it is instead (the geometry's type,
   * null when it has none or a Point without two numbers).
   */
  point?: { first: number; second: number } | { notPoint: string | null };
}

/** The most rows one file may hold (blank lines aside). */
export const MAX_IMPORT_ROWS = 20_000;
/** The largest accepted file (the body, or the multipart file part): 10 MiB. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export const FILE_HAS_NO_ROWS = 'The file has no rows';
export const TOO_MANY_ROWS =
  'The file has more than 20000 rows: split it into files of at most 20000 rows';
export const FILE_TOO_LARGE = 'The file must be at most 10 MB';
export const NOT_UTF8 = 'The file must be UTF-8 text (in Excel: Save As, CSV UTF-8)';

/** The bytes as UTF-8 text without a byte order mark; 400 when they are not UTF-8. */
export function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(NOT_UTF8);
  }
  // NUL is no character of a text file (UTF-16 files are full of them) and no database text.
  if (text.includes('\u0000')) throw badRequest(NOT_UTF8);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
