import { TREE_IMPORT_FIELDS } from '@grovekeeper/constants';
import type { TreeImportField } from '@grovekeeper/constants';
import { badRequest } from '../../../../lib/http-errors';
import type { SourceTable } from './table';

/**
 * Which column of the file holds each of our fields. A tree stores a position, a code, a
 * category, a title and a state (migration 0002) and a planting year (0019); nothing else
 * of a file is imported.
 */
export const IMPORT_FIELDS = TREE_IMPORT_FIELDS;
export type ImportField = TreeImportField;
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** Each field with the column index it reads from. */
export type ResolvedColumns = Partial<Record<ImportField, number>>;

const listed = (columns: readonly string[]) =>
  columns.length === 0
    ? '(none)'
    : columns
        .slice(0, 30)
        .map((column) => `"${column.slice(0, 60)}"`)
        .join(', ');

/** Header words recognised without a mapping, compared by `headerKey`. */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  lat: ['latitude', 'lat', 'γεωγραφικο πλατος', 'πλατος'],
  lng: ['longitude', 'lng', 'lon', 'long', 'γεωγραφικο μηκος', 'μηκος'],
  // Greek surveys write the grid axes Χ and Υ (chi, upsilon).
  x: ['x', 'easting', 'χ'],
  y: ['y', 'northing', 'υ', 'ψ'],
  code: ['code', 'text code', 'tree code', 'qr code', 'κωδικος', 'κωδικος δεντρου'],
  category: ['category', 'type', 'tree type', 'κατηγορια', 'ειδος'],
  title: ['title', 'name', 'tree', 'τιτλος', 'ονομα', 'δεντρο'],
  state: ['state', 'status', 'κατασταση'],
  plantingYear: ['planting year', 'year planted', 'year', 'ετος φυτευσης'],
};

/** A header as compared: lower case, accents and marks dropped, `_`/`-`/spaces as one space. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

const noCoordinateColumns = (columns: readonly string[]) =>
  `No coordinate columns found: the file needs latitude and longitude, or x and y (EGSA87). Its columns: ${listed(columns)}`;
export const MAPPING_NOT_OBJECT =
  "mapping must be a JSON object from our fields (lat, lng, x, y, code, category, title, state, plantingYear) to the file's column names";
const mappingUnknownField = (field: string) =>
  `mapping.${field} is not a field of a tree: use lat, lng, x, y, code, category, title, state or plantingYear`;
const mappingUnknownColumn = (field: string, column: string, columns: readonly string[]) =>
  `mapping.${field} names "${column}", which is not a column of the file. Its columns: ${listed(columns)}`;
export const MAPPING_NEEDS_COORDINATES =
  'mapping must name the columns of lat and lng, or of x and y (EGSA87)';
export const MAPPING_TWO_KINDS = 'mapping must name either lat and lng or x and y, not both';

/** The mapping sent as JSON text (query string or multipart field), checked for its shape. */
export function parseMapping(raw: string | undefined): ColumnMapping | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(MAPPING_NOT_OBJECT);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(MAPPING_NOT_OBJECT);
  }
  const mapping: ColumnMapping = {};
  for (const [field, column] of Object.entries(value)) {
    if (!(IMPORT_FIELDS as readonly string[]).includes(field)) {
      throw badRequest(mappingUnknownField(field.slice(0, 40)));
    }
    if (typeof column !== 'string' || column.trim() === '') throw badRequest(MAPPING_NOT_OBJECT);
    mapping[field as ImportField] = column;
  }
  return mapping;
}

/**
 * The columns each field reads. With a mapping: exactly the fields it names (each must be a
 * column of the file, compared as headers are); a CSV file needs lat and lng or x and y.
 * Without one: the headers recognised in English or Greek. A GeoJSON file takes its
 * position from its geometry, so its coordinate columns are not needed.
 */
export function resolveColumns(
  table: SourceTable,
  mapping: ColumnMapping | undefined,
): ResolvedColumns {
  const keys = table.columns.map(headerKey);
  const resolved: ResolvedColumns = {};
  if (mapping) {
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      if (column === undefined) continue;
      const exact = table.columns.indexOf(column);
      const index = exact !== -1 ? exact : keys.indexOf(headerKey(column));
      if (index === -1) {
        throw badRequest(mappingUnknownColumn(field, column.slice(0, 100), table.columns));
      }
      resolved[field] = index;
    }
  } else {
    for (const field of IMPORT_FIELDS) {
      // The field's words in order of preference: a "title" column wins over a "name" one
      // (an exported estate's GeoJSON has both: the estate's name, the trees' titles).
      const index = HEADER_WORDS[field].map((word) => keys.indexOf(word)).find((i) => i !== -1);
      if (index !== undefined) resolved[field] = index;
    }
  }
  const degrees = resolved.lat !== undefined && resolved.lng !== undefined;
  const grid = resolved.x !== undefined && resolved.y !== undefined;
  if (table.format === 'geojson') {
    for (const field of ['lat', 'lng', 'x', 'y'] as const) delete resolved[field];
  } else if (degrees && grid) {
    if (mapping) throw badRequest(MAPPING_TWO_KINDS);
    // Both recognised: degrees win, the grid columns are left unread.
    delete resolved.x;
    delete resolved.y;
  } else if (!degrees && !grid) {
    if (mapping) throw badRequest(MAPPING_NEEDS_COORDINATES);
    throw badRequest(noCoordinateColumns(table.columns));
  } else if (degrees) {
    delete resolved.x;
    delete resolved.y;
  } else {
    delete resolved.lat;
    delete resolved.lng;
  }
  return resolved;
}

/** The mapping as the answer reports it: each field read and its column's name. */
export function describeColumns(table: SourceTable, resolved: ResolvedColumns): ColumnMapping {
  const described: ColumnMapping = {};
  for (const field of IMPORT_FIELDS) {
    const index = resolved[field];
    if (index !== undefined) described[field] = table.columns[index] as string;
  }
  return described;
}
