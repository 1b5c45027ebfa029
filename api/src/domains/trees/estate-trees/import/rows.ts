import { TREE_STATES } from '@grovekeeper/constants';
import { isPointInPolygon } from '@grovekeeper/geo';
import { egsa87ToWgs84 } from '@grovekeeper/geo/crs';
import type { LatLng } from '@grovekeeper/geo';
import { CATEGORY_BY_TREE_TYPE } from '../../../estates';
import { GREEK_TREE_STATES } from '../../../../lib/i18n/tree-states';
import { headerKey } from './columns';
import type { ResolvedColumns } from './columns';
import { isPlantingYear, maxPlantingYear } from '../../planting-year';
import type { Rejection } from './reasons';
import type { SourceRow, SourceTable } from './table';

/** The same limit as adding one tree (POST /api/estates/:id/trees). */
export const MAX_TITLE_LENGTH = 120;
/** Text and QR codes: what the tagging screen parses (as PUT /api/trees/:id checks them). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{2,64}$/;

/** A row read from the file, before the checks that need the database. */
export interface ReadRow {
  row: number;
  coordinates: LatLng | null;
  rejection: Rejection | null;
  code: string;
  category: string;
  title: string;
  state: string;
  /** The planting year as written ('' when none). */
  plantingYear: string;
}

/** A row that passed every check: what is inserted. */
export interface GoodRow {
  row: number;
  coordinates: LatLng;
  /** '' when the file gave none: a code is generated, as for every new tree. */
  code: string;
  category: string;
  /** '' when the file gave none: `${category} N` continuing the numbering. */
  title: string;
  state: string;
  plantingYear: number | null;
}

export interface RowCheckContext {
  boundaries: readonly LatLng[];
  /** The categories this estate accepts (its tree types' and those its trees have). */
  categories: ReadonlySet<string>;
  /** The category of a row without one (the estate's first tree type). */
  defaultCategory: string;
  /** Codes of the file that some tree (of any estate) already has as text or QR code. */
  codesInUse: ReadonlySet<string>;
}

/**
 * The product's categories as people write them, to the stored English name: the category
 * itself, the estate wizard's tree type and its label, and the Greek names the Greek exports
 * write (reports/exports/csv-texts.ts). Compared by headerKey (case and accents ignored).
 */
const CATEGORY_SPELLINGS: Record<string, readonly string[]> = {
  [CATEGORY_BY_TREE_TYPE.olive]: ['olive', 'olive trees', 'olives', 'ελια', 'ελιες'],
  [CATEGORY_BY_TREE_TYPE.orange]: ['orange', 'orange trees', 'πορτοκαλια', 'πορτοκαλιες'],
  [CATEGORY_BY_TREE_TYPE.lemon]: ['lemon', 'lemon trees', 'λεμονια', 'λεμονιες'],
  [CATEGORY_BY_TREE_TYPE.almond]: ['almond', 'almond trees', 'αμυγδαλια', 'αμυγδαλιες'],
  [CATEGORY_BY_TREE_TYPE.fig]: ['fig', 'fig trees', 'συκια', 'συκιες'],
  [CATEGORY_BY_TREE_TYPE.other]: ['other', 'other trees', 'αλλο', 'αλλα', 'αλλα δεντρα'],
  'Citrus Tree': ['εσπεριδοειδες'],
  'Apple Tree': ['μηλια'],
  'Pear Tree': ['αχλαδια'],
  'Cherry Tree': ['κερασια'],
  'Peach Tree': ['ροδακινια'],
  'Plum Tree': ['δαμασκηνια'],
  'Pomegranate Tree': ['ροδια'],
  'Walnut Tree': ['καρυδια'],
};
const CATEGORY_BY_KEY = new Map<string, string>();
for (const [category, spellings] of Object.entries(CATEGORY_SPELLINGS)) {
  CATEGORY_BY_KEY.set(headerKey(category), category);
  for (const spelling of spellings) CATEGORY_BY_KEY.set(headerKey(spelling), category);
}

/**
 * The tree states as people write them: the stored word (`ready_to_harvest`, `ready to harvest`)
 * or the Greek one the Greek CSV export writes (so an exported file reads back).
 */
const STATE_BY_KEY = new Map<string, string>();
for (const state of TREE_STATES) {
  STATE_BY_KEY.set(headerKey(state), state);
  STATE_BY_KEY.set(headerKey(GREEK_TREE_STATES[state]), state);
}

/** The stored category a written one names (an estate's own category as written), else null. */
export function categoryOf(written: string, known: ReadonlySet<string>): string | null {
  const key = headerKey(written);
  const product = CATEGORY_BY_KEY.get(key);
  if (product !== undefined) return known.has(product) ? product : null;
  for (const category of known) if (headerKey(category) === key) return category;
  return null;
}

/**
 * A number as a spreadsheet writes it: `37.5`, `37,5` (a decimal comma), `476 000,25` or
 * `476.000,25` (thousands grouped); null when it is none.
 */
export function parseDecimal(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f]/g, '');
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    // The later mark is the decimal one; the other groups thousands.
    value =
      lastComma > lastDot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  } else if (lastComma !== -1) {
    if (value.indexOf(',') !== lastComma) return null;
    value = value.replace(',', '.');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A cell as text: trimmed, without the `'` an export puts before a formula-like value. */
function cellOf(row: SourceRow, index: number | undefined): string {
  if (index === undefined) return '';
  const value = (row.values[index] ?? '').trim();
  return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
}

/** EGSA87 metres of Greece and its seas, loosely: outside these a pair is not EGSA87. */
const EGSA87_X = [0, 1_000_000] as const;
const EGSA87_Y = [3_000_000, 5_000_000] as const;

function gridPoint(x: number, y: number): LatLng | Rejection {
  if (x < EGSA87_X[0] || x > EGSA87_X[1] || y < EGSA87_Y[0] || y > EGSA87_Y[1]) {
    return { code: 'egsa87-out-of-range' };
  }
  return egsa87ToWgs84(x, y);
}

function degreesPoint(lat: number, lng: number): LatLng | Rejection {
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return { code: 'lat-lng-out-of-range' };
  return { lat, lng };
}

function coordinatesOf(
  table: SourceTable,
  row: SourceRow,
  columns: ResolvedColumns,
): LatLng | Rejection {
  if (table.format === 'geojson') {
    const point = row.point;
    if (!point || 'notPoint' in point) {
      return point?.notPoint
        ? { code: 'not-a-point', params: { type: point.notPoint } }
        : { code: 'no-point' };
    }
    return table.geometry === 'egsa87'
      ? gridPoint(point.first, point.second)
      : degreesPoint(point.second, point.first);
  }
  const grid = columns.x !== undefined;
  const [firstIndex, secondIndex] = grid ? [columns.x, columns.y] : [columns.lat, columns.lng];
  const firstText = cellOf(row, firstIndex);
  const secondText = cellOf(row, secondIndex);
  if (firstText === '' && secondText === '') return { code: 'no-coordinates' };
  const numbers: number[] = [];
  for (const [index, text] of [
    [firstIndex, firstText],
    [secondIndex, secondText],
  ] as const) {
    const column = table.columns[index as number] ?? '';
    if (text === '') return { code: 'missing-coordinate', params: { column } };
    const value = parseDecimal(text);
    if (value === null) {
      return { code: 'not-a-number', params: { column, value: text.slice(0, 40) } };
    }
    numbers.push(value);
  }
  const [first, second] = numbers as [number, number];
  return grid ? gridPoint(first, second) : degreesPoint(first, second);
}

/** A written planting year (`1998`, `1998.0` as spreadsheets save it) when acceptable, else null. */
function yearOf(text: string): number | null {
  const year = /^\d{4}(\.0+)?$/.test(text) ? Math.trunc(Number(text)) : NaN;
  return isPlantingYear(year) ? year : null;
}

const isRejection = (value: LatLng | Rejection): value is Rejection => 'code' in value;

/** Every row's fields and the checks that need nothing but the file (the coordinates). */
export function readRows(table: SourceTable, columns: ResolvedColumns): ReadRow[] {
  return table.rows.map((row) => {
    const position = coordinatesOf(table, row, columns);
    return {
      row: row.row,
      coordinates: isRejection(position) ? null : position,
      rejection: isRejection(position) ? position : null,
      code: cellOf(row, columns.code),
      category: cellOf(row, columns.category),
      title: cellOf(row, columns.title),
      state: cellOf(row, columns.state),
      plantingYear: cellOf(row, columns.plantingYear),
    };
  });
}

/**
 * The checks of each row in order (coordinates, boundary, code, category, state, planting
 * year, title);
 * the first that fails is the row's reason. A code repeated in the file is refused on every
 * row after the first that has it.
 */
export function checkRows(
  rows: readonly ReadRow[],
  context: RowCheckContext,
): { good: GoodRow[]; rejected: { row: number; rejection: Rejection }[] } {
  const good: GoodRow[] = [];
  const rejected: { row: number; rejection: Rejection }[] = [];
  const firstRowOfCode = new Map<string, number>();
  for (const row of rows) {
    if (row.code !== '' && !firstRowOfCode.has(row.code)) firstRowOfCode.set(row.code, row.row);
  }
  const states = TREE_STATES.join(', ');
  const categories = [...context.categories].sort().join(', ');
  for (const row of rows) {
    const rejection = ((): Rejection | null => {
      if (row.rejection) return row.rejection;
      if (!isPointInPolygon(row.coordinates as LatLng, context.boundaries)) {
        return { code: 'outside-boundary' };
      }
      if (row.code !== '') {
        const code = row.code.slice(0, 80);
        if (!CODE_PATTERN.test(row.code)) return { code: 'code-format', params: { code } };
        const first = firstRowOfCode.get(row.code) as number;
        if (first !== row.row) return { code: 'code-repeated', params: { code, row: first } };
        if (context.codesInUse.has(row.code)) return { code: 'code-in-use', params: { code } };
      }
      if (row.category !== '' && categoryOf(row.category, context.categories) === null) {
        return {
          code: 'unknown-category',
          params: { category: row.category.slice(0, 80), categories },
        };
      }
      if (row.state !== '' && !STATE_BY_KEY.has(headerKey(row.state))) {
        return { code: 'unknown-state', params: { state: row.state.slice(0, 80), states } };
      }
      if (row.plantingYear !== '' && yearOf(row.plantingYear) === null) {
        return {
          code: 'planting-year',
          params: { year: row.plantingYear.slice(0, 40), max: maxPlantingYear() },
        };
      }
      if ([...row.title].length > MAX_TITLE_LENGTH) return { code: 'title-too-long' };
      return null;
    })();
    if (rejection) {
      rejected.push({ row: row.row, rejection });
      continue;
    }
    good.push({
      row: row.row,
      coordinates: row.coordinates as LatLng,
      code: row.code,
      category:
        row.category === ''
          ? context.defaultCategory
          : (categoryOf(row.category, context.categories) as string),
      title: row.title,
      state: row.state === '' ? 'healthy' : (STATE_BY_KEY.get(headerKey(row.state)) as string),
      plantingYear: row.plantingYear === '' ? null : yearOf(row.plantingYear),
    });
  }
  return { good, rejected };
}
