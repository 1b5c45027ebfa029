import { badRequest, HttpError } from '../../../../lib/http-errors';
import { FILE_HAS_NO_ROWS, MAX_IMPORT_ROWS, TOO_MANY_ROWS } from './table';
import type { SourceRow, SourceTable } from './table';

export const NOT_GEOJSON = 'The file is not valid GeoJSON';
export const NOT_A_FEATURE_COLLECTION =
  'A GeoJSON file must be a FeatureCollection of Point features';

/**
 * A GeoJSON FeatureCollection (or a single Feature) read into a table: each feature is a
 * row numbered by its 1-based index, its properties the columns (in order of first
 * appearance; numbers and booleans as text, objects as JSON). A feature whose geometry is
 * not a Point keeps its row, to be refused with the reason. Coordinates are WGS84
 * `[lng, lat]`, or EGSA87 `[x, y]` metres when the `crs` names EPSG:2100 or when no point
 * of the file lies within degree ranges (as the KAEK search reads the cadastre).
 */
export function parseGeoJson(text: string): SourceTable {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw badRequest(NOT_GEOJSON);
  }
  const features = featuresOf(document);
  if (features.length === 0) throw badRequest(FILE_HAS_NO_ROWS);
  if (features.length > MAX_IMPORT_ROWS) throw new HttpError(413, TOO_MANY_ROWS);
  const columns: string[] = [];
  const index = new Map<string, number>();
  const rows: SourceRow[] = features.map((feature, position) => {
    const properties = isObject(feature) && isObject(feature.properties) ? feature.properties : {};
    const values: string[] = [];
    for (const [key, value] of Object.entries(properties)) {
      let column = index.get(key);
      if (column === undefined) {
        column = columns.length;
        columns.push(key);
        index.set(key, column);
      }
      values[column] = cellText(value);
    }
    for (let i = 0; i < values.length; i++) values[i] ??= '';
    return { row: position + 1, values, point: pointOf(feature) };
  });
  const points = rows.flatMap((row) => (row.point && 'first' in row.point ? [row.point] : []));
  const egsa87 =
    crsNames2100(document) ||
    (points.length > 0 && points.every((p) => Math.abs(p.first) > 180 || Math.abs(p.second) > 90));
  return { format: 'geojson', columns, rows, geometry: egsa87 ? 'egsa87' : 'wgs84' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function featuresOf(document: unknown): unknown[] {
  if (isObject(document) && document.type === 'FeatureCollection') {
    if (Array.isArray(document.features)) return document.features;
  } else if (isObject(document) && document.type === 'Feature') {
    return [document];
  }
  throw badRequest(NOT_A_FEATURE_COLLECTION);
}

/** A property as a cell's text; NUL (which JSON may escape, and no database text holds) dropped. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  return text.replaceAll('\u0000', '');
}

function pointOf(feature: unknown): SourceRow['point'] {
  const geometry = isObject(feature) ? feature.geometry : undefined;
  if (!isObject(geometry)) return { notPoint: null };
  if (geometry.type !== 'Point') {
    return { notPoint: typeof geometry.type === 'string' ? geometry.type.slice(0, 40) : null };
  }
  const coordinates = geometry.coordinates;
  if (
    !Array.isArray(coordinates) ||
    typeof coordinates[0] !== 'number' ||
    typeof coordinates[1] !== 'number' ||
    !Number.isFinite(coordinates[0]) ||
    !Number.isFinite(coordinates[1])
  ) {
    return { notPoint: null };
  }
  return { first: coordinates[0], second: coordinates[1] };
}

function crsNames2100(document: unknown): boolean {
  if (!isObject(document) || !isObject(document.crs)) return false;
  const properties = document.crs.properties;
  return isObject(properties) && typeof properties.name === 'string'
    ? /(^|\D)2100(\D|$)/.test(properties.name)
    : false;
}
