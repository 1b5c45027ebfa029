/**
 * Readers of the exported files for the tests, written from the formats' specifications so
 * a file the product writes wrongly fails here: RFC 7946 (GeoJSON), KML 2.2 (parsed by saxes,
 * a conforming non-validating XML parser with namespaces, already in node_modules through
 * jsdom), RFC 4180 (CSV).
 */
import { SaxesParser } from 'saxes';

/** [lng, lat] as GeoJSON and KML write them. */
export type Position = [number, number];

/** Twice the signed area of a ring in the lng/lat plane: positive when counter-clockwise. */
export function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

/** The problems of a linear ring per RFC 7946 §3.1.6 (an exterior one: counter-clockwise). */
export function ringProblems(ring: unknown, where: string): string[] {
  if (!Array.isArray(ring) || !ring.every(isPosition)) return [`${where}: positions`];
  const problems: string[] = [];
  if (ring.length < 4) problems.push(`${where}: fewer than 4 positions`);
  const first = ring[0] as Position;
  const last = ring[ring.length - 1] as Position;
  if (first[0] !== last[0] || first[1] !== last[1]) problems.push(`${where}: not closed`);
  if (!(signedArea(ring) > 0)) problems.push(`${where}: not counter-clockwise`);
  return problems;
}

interface GeoJsonObject {
  type: string;
  [member: string]: unknown;
}

function geometryProblems(geometry: unknown, where: string): string[] {
  if (geometry === null) return [];
  if (typeof geometry !== 'object') return [`${where}: geometry is not an object`];
  const { type, coordinates, crs } = geometry as GeoJsonObject;
  const problems = crs === undefined ? [] : [`${where}: crs member`];
  if (type === 'Point') {
    if (!isPosition(coordinates)) problems.push(`${where}: Point position`);
  } else if (type === 'Polygon') {
    if (!Array.isArray(coordinates) || coordinates.length === 0) {
      problems.push(`${where}: Polygon rings`);
    } else {
      problems.push(...ringProblems(coordinates[0], `${where} exterior ring`));
    }
  } else {
    problems.push(`${where}: unexpected geometry type ${String(type)}`);
  }
  return problems;
}

/** Every way `value` is not an RFC 7946 FeatureCollection of Point and Polygon Features. */
export function geojsonProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['not an object'];
  const collection = value as GeoJsonObject;
  const problems: string[] = [];
  if (collection.type !== 'FeatureCollection') problems.push('type is not FeatureCollection');
  if ('crs' in collection) problems.push('crs member (RFC 7946 §4 removed it)');
  if (!Array.isArray(collection.features)) return [...problems, 'features is not an array'];
  collection.features.forEach((feature: unknown, index) => {
    const where = `features[${index}]`;
    if (typeof feature !== 'object' || feature === null) {
      problems.push(`${where}: not an object`);
      return;
    }
    const { type, geometry, properties, id } = feature as GeoJsonObject;
    if (type !== 'Feature') problems.push(`${where}: type is not Feature`);
    if (!('geometry' in feature)) problems.push(`${where}: no geometry member`);
    if (!('properties' in feature)) problems.push(`${where}: no properties member`);
    if (properties !== null && (typeof properties !== 'object' || Array.isArray(properties))) {
      problems.push(`${where}: properties is not an object or null`);
    }
    if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') {
      problems.push(`${where}: id is not a string or number`);
    }
    problems.push(...geometryProblems(geometry, where));
  });
  return problems;
}

/** An XML element as the test reads it. */
export interface XmlElement {
  uri: string;
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses XML with namespaces; throws on anything not well-formed. */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      uri: tag.uri ?? '',
      name: tag.local ?? tag.name,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
      ),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (value) => {
    const current = stack.at(-1);
    if (current) current.text += value;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(text).close();
  if (!root) throw new Error('no root element');
  return root;
}

export const child = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((c) => c.name === name);

export const children = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((c) => c.name === name);

/** The element at `path` under `element` (each step the first child of that name). */
export function at(element: XmlElement, ...path: string[]): XmlElement {
  let current = element;
  for (const name of path) {
    const next = child(current, name);
    if (!next) throw new Error(`no <${name}> in <${current.name}>`);
    current = next;
  }
  return current;
}

/** Every element of `name` anywhere under `element`. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((c) => [
    ...(c.name === name ? [c] : []),
    ...descendants(c, name),
  ]);
}

/** KML `coordinates` text ("lng,lat,alt" tuples separated by white space) as positions. */
export function kmlPositions(text: string): Position[] {
  return text
    .trim()
    .split(/\s+/)
    .map((tuple) => {
      const numbers = tuple.split(',').map(Number);
      if (numbers.length !== 3 || numbers.some((n) => !Number.isFinite(n))) {
        throw new Error(`not a lng,lat,alt tuple: ${tuple}`);
      }
      return [numbers[0], numbers[1]] as Position;
    });
}

/** The ExtendedData/Data of a Placemark by name. */
export function kmlData(placemark: XmlElement): Record<string, string> {
  return Object.fromEntries(
    children(at(placemark, 'ExtendedData'), 'Data').map((data) => [
      data.attributes.name ?? '',
      at(data, 'value').text,
    ]),
  );
}

/** RFC 4180 records (CRLF lines, quoted fields with "" for a quote) with `separator`. */
export function parseCsv(text: string, separator = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else if (char === '\n' || char === '\r') {
      throw new Error(`a bare line break outside quotes at ${i}`);
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error('an unterminated quoted field');
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}
