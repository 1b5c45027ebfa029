import { geodesicArea, openRing } from '@grovekeeper/geo';
import { egsa87ToWgs84 } from '@grovekeeper/geo/crs';
import type { LatLng } from '@grovekeeper/geo';

/**
 * The parcel outline in a cadastre answer: a GeoJSON Feature, FeatureCollection or bare
 * Polygon/MultiPolygon. The outer ring of the (largest) polygon is taken. Coordinates
 * are EPSG:2100 when the `crs` says so (or when they are plainly metres), else WGS84.
 */

type Position = number[];
type Ring = Position[];

interface Geometry {
  type?: unknown;
  coordinates?: unknown;
}

export class CadastreFormatError extends Error {
  override name = 'CadastreFormatError';
}

function polygonsOf(geometry: Geometry | null | undefined): Ring[][] {
  if (!geometry || !Array.isArray(geometry.coordinates)) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates as Ring[]];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Ring[][];
  return [];
}

function geometriesOf(document: Record<string, unknown>): Geometry[] {
  if (document.type === 'FeatureCollection') {
    const features = Array.isArray(document.features) ? document.features : [];
    return features.map((feature: { geometry?: Geometry }) => feature?.geometry ?? {});
  }
  if (document.type === 'Feature') return [(document.geometry as Geometry) ?? {}];
  return [document as Geometry];
}

function crsName(document: Record<string, unknown>): string {
  const crs = document.crs as { properties?: { name?: unknown } } | undefined;
  return typeof crs?.properties?.name === 'string' ? crs.properties.name : '';
}

/** null when the answer holds no polygon; throws when it is not GeoJSON at all. */
export function parcelFromGeoJson(document: unknown): LatLng[] | null {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new CadastreFormatError('The cadastre answer is not a GeoJSON object');
  }
  const doc = document as Record<string, unknown>;
  const rings = geometriesOf(doc)
    .flatMap(polygonsOf)
    .map((polygon) => polygon[0])
    .filter((ring): ring is Ring => Array.isArray(ring) && ring.length >= 3)
    .map((ring) => ring.filter((p) => Array.isArray(p) && p.every(Number.isFinite)));
  if (rings.length === 0) return null;
  const name = crsName(doc);
  const projected =
    /2100/.test(name) ||
    (!/4326|CRS84/i.test(name) &&
      rings.some((ring) => ring.some(([x = 0, y = 0]) => Math.abs(x) > 180 || Math.abs(y) > 90)));
  const converted = rings.map((ring) =>
    openRing(ring.map(([x = 0, y = 0]) => (projected ? egsa87ToWgs84(x, y) : { lat: y, lng: x }))),
  );
  const usable = converted.filter((ring) => ring.length >= 3);
  if (usable.length === 0) return null;
  return usable.reduce((best, ring) => (geodesicArea(ring) > geodesicArea(best) ? ring : best));
}
