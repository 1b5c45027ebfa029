import { geoJsonCrs } from './crs';
import { positionOf, refuse, unnamed } from './source';
import type { Position, SourceFile, SourcePolygon, SourceShape } from './source';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Properties that name a parcel, in order of preference (KAEK: the Greek cadastre's code). */
const NAME_KEYS = ['name', 'title', 'label', 'kaek', 'onoma'];

/** The name a feature's properties give it, if any. */
export function nameFrom(properties: Record<string, unknown>): string | null {
  const keys = Object.keys(properties);
  for (const wanted of NAME_KEYS) {
    const key = keys.find((candidate) => candidate.toLowerCase() === wanted);
    const value = key ? properties[key] : undefined;
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
      return String(value).trim().slice(0, 120);
    }
  }
  return null;
}

/** A ring's positions; an unreadable position is marked null (the shape is then refused). */
function ringOf(value: unknown): (Position | null)[] {
  return Array.isArray(value) ? value.map(positionOf) : [null];
}

/** The polygons of a geometry: Polygon, MultiPolygon, or those inside a GeometryCollection. */
function polygonsOf(geometry: unknown, depth = 0): unknown[] | null {
  if (!isObject(geometry) || depth > 8) return null;
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') {
    return Array.isArray(geometry.coordinates) ? geometry.coordinates : [geometry.coordinates];
  }
  if (geometry.type === 'GeometryCollection' && Array.isArray(geometry.geometries)) {
    const found = geometry.geometries.flatMap((inner) => polygonsOf(inner, depth + 1) ?? []);
    return found.length > 0 ? found : null;
  }
  return null;
}

/** A polygon's rings with every position checked; `bad` when any is not two numbers. */
function polygonOf(value: unknown): { polygon: SourcePolygon; bad: boolean } {
  const rings = Array.isArray(value) ? value.map(ringOf) : [[null]];
  const bad = rings.some((ring) => ring.some((position) => position === null));
  return { polygon: bad ? [] : (rings as Position[][]), bad };
}

function shapeOf(geometry: unknown, name: string): SourceShape | 'bad' | null {
  const polygons = polygonsOf(geometry);
  if (!polygons) return null;
  const read = polygons.map(polygonOf);
  if (read.some((polygon) => polygon.bad)) return 'bad';
  return { name, polygons: read.map((polygon) => polygon.polygon) };
}

/**
 * GeoJSON (RFC 7946, and the 2008 spec's `crs` member): a FeatureCollection, a Feature or a
 * bare geometry. Polygon and MultiPolygon geometries become shapes named by their
 * properties; points and lines are not boundaries and are passed over.
 */
export function readGeoJson(text: string): SourceFile {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return refuse('boundary-not-json');
  }
  if (!isObject(root) || typeof root.type !== 'string') return refuse('boundary-not-geojson');
  const crs = geoJsonCrs(root.crs);
  const features: unknown[] =
    root.type === 'FeatureCollection'
      ? Array.isArray(root.features)
        ? root.features
        : refuse('boundary-not-geojson')
      : root.type === 'Feature'
        ? [root]
        : [{ type: 'Feature', geometry: root, properties: {} }];
  const shapes: SourceShape[] = [];
  features.forEach((feature, index) => {
    if (!isObject(feature)) return;
    const properties = isObject(feature.properties) ? feature.properties : {};
    const name = nameFrom(properties) ?? unnamed(index);
    const shape = shapeOf(feature.geometry, name);
    if (shape === 'bad') refuse('boundary-bad-coordinates', { name });
    if (shape) shapes.push(shape);
  });
  return { crs, shapes };
}
