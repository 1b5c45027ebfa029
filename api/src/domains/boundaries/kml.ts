import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { positionOf, refuse, unnamed } from './source';
import type { Position, SourceFile, SourcePolygon, SourceShape } from './source';

type XmlNode = Record<string, unknown>;
const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Every element is a list (one shape whether a tag appears once or more); text stays text;
// kml:/gx: prefixes dropped. DOCTYPE entities are expanded within the library's limits.
const parser = new XMLParser({
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
});

const MAX_DEPTH = 64;

/** The elements named `tag` under `node`, at any depth (not inside another `tag`). */
function findAll(node: unknown, tag: string, depth = 0): unknown[] {
  if (!isNode(node) || depth > MAX_DEPTH) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const list = Array.isArray(value) ? value : [];
    if (key === tag) return list;
    return list.flatMap((child) => findAll(child, tag, depth + 1));
  });
}

const child = (node: unknown, tag: string): unknown =>
  isNode(node) && Array.isArray(node[tag]) ? node[tag][0] : undefined;

function textOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isNode(node) && node['#text'] !== undefined) return textOf(node['#text']);
  return '';
}

/** "lng,lat[,alt] lng,lat[,alt] ..." to positions; null when one is not numbers. */
function ringOf(boundary: unknown): Position[] | null {
  const text = textOf(child(child(boundary, 'LinearRing'), 'coordinates'));
  const tuples = text
    .replace(/\s*,\s*/g, ',')
    .split(/\s+/)
    .filter(Boolean);
  const ring = tuples.map((tuple) =>
    positionOf(tuple.split(',').map((part) => (part === '' ? NaN : Number(part)))),
  );
  return ring.every((position) => position !== null) ? (ring as Position[]) : null;
}

function polygonOf(polygon: unknown): SourcePolygon | null {
  const outer = ringOf(child(polygon, 'outerBoundaryIs'));
  const holes = (
    isNode(polygon) && Array.isArray(polygon.innerBoundaryIs) ? polygon.innerBoundaryIs : []
  ).map(ringOf);
  if (!outer || holes.some((hole) => hole === null)) return null;
  return [outer, ...(holes as Position[][])];
}

/**
 * KML 2.2 (and the KML of a KMZ): every Placemark with a Polygon, or Polygons inside a
 * MultiGeometry (a multi-polygon), named by its <name>. Coordinates are WGS 84 by the
 * standard. Points, lines and overlays are not boundaries and are passed over.
 */
export function readKml(text: string): SourceFile {
  if (XMLValidator.validate(text) !== true) return refuse('boundary-not-xml');
  let root: unknown;
  try {
    root = parser.parse(text);
  } catch {
    return refuse('boundary-not-xml');
  }
  if (!isNode(root) || !Array.isArray(root.kml)) return refuse('boundary-not-kml');
  const shapes: SourceShape[] = [];
  findAll(root, 'Placemark').forEach((placemark, index) => {
    const polygons = findAll(placemark, 'Polygon');
    if (polygons.length === 0) return;
    const name = textOf(child(placemark, 'name')).trim().slice(0, 120) || unnamed(index);
    const read = polygons.map(polygonOf);
    if (read.some((polygon) => polygon === null)) refuse('boundary-bad-coordinates', { name });
    shapes.push({ name, polygons: read as SourcePolygon[] });
  });
  return { crs: 'EPSG:4326', shapes };
}
