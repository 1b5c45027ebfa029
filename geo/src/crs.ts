// @grovekeeper/geo/crs: coordinate systems and reprojection through proj4 (a maintained
// library), kept out of the main entry so the browser bundles that load `@grovekeeper/geo`
// do not carry proj4. The API imports it for boundary files, EGSA87 tree imports and imagery.
import proj4 from 'proj4';
import type { LatLng } from './types';

/** The coordinate systems the product reads: WGS 84, Web Mercator and the Greek grid. */
export type KnownCrs = 'EPSG:4326' | 'EPSG:3857' | 'EPSG:2100';

/** GGRS87 → WGS84 translation in metres (EPSG:1272, three translations). */
const GGRS87_TOWGS84 = '+towgs84=-199.87,74.79,246.62,0,0,0,0';

/** proj4 definitions: EGSA87 / Greek Grid (EPSG:2100) and its geographic datum GGRS87 (4121). */
const DEFINITIONS: Record<string, string> = {
  'EPSG:2100': `+proj=tmerc +lat_0=0 +lon_0=24 +k=0.9996 +x_0=500000 +y_0=0 +ellps=GRS80 ${GGRS87_TOWGS84} +units=m +no_defs`,
  'EPSG:4121': `+proj=longlat +ellps=GRS80 ${GGRS87_TOWGS84} +no_defs`,
  // proj4 knows 4326 and 3857 itself; named here so the list of what is read is in one place.
  'EPSG:3857':
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs',
  'EPSG:4326': '+proj=longlat +datum=WGS84 +no_defs',
};

const converters = new Map<string, proj4.Converter>();

/** One proj4 converter per pair, made once (building one parses its definitions). */
function converter(from: string, to: string): proj4.Converter {
  const key = `${from}>${to}`;
  let found = converters.get(key);
  if (!found) {
    found = proj4(DEFINITIONS[from] as string, DEFINITIONS[to] as string);
    converters.set(key, found);
  }
  return found;
}

/** [x, y] in `crs` (lng/lat degrees for 4326, metres otherwise) to WGS84 {lat,lng}. */
export function toWgs84(crs: KnownCrs, x: number, y: number): LatLng {
  if (crs === 'EPSG:4326') return { lat: y, lng: x };
  const [lng, lat] = converter(crs, 'EPSG:4326').forward([x, y]) as [number, number];
  return { lat, lng };
}

/** WGS84 {lat,lng} to [x, y] in `crs` (for tests and round trips). */
export function fromWgs84(crs: KnownCrs, point: LatLng): [number, number] {
  if (crs === 'EPSG:4326') return [point.lng, point.lat];
  return converter('EPSG:4326', crs).forward([point.lng, point.lat]) as [number, number];
}

/** EPSG:2100 easting/northing (metres) to GGRS87 geodetic degrees (no datum shift). */
export function egsa87ToGgrs87(easting: number, northing: number): LatLng {
  const [lng, lat] = converter('EPSG:2100', 'EPSG:4121').forward([easting, northing]) as [
    number,
    number,
  ];
  return { lat, lng };
}

/** GGRS87 geodetic degrees to EPSG:2100 grid metres. */
export function ggrs87ToEgsa87(lat: number, lng: number): { x: number; y: number } {
  const [x, y] = converter('EPSG:4121', 'EPSG:2100').forward([lng, lat]) as [number, number];
  return { x, y };
}

/** GGRS87 geodetic degrees to WGS84 degrees (the EPSG:1272 datum shift). */
export function ggrs87ToWgs84(lat: number, lng: number): LatLng {
  const [outLng, outLat] = converter('EPSG:4121', 'EPSG:4326').forward([lng, lat]) as [
    number,
    number,
  ];
  return { lat: outLat, lng: outLng };
}

/** EPSG:2100 easting/northing (metres) to WGS84 {lat,lng}. */
export function egsa87ToWgs84(easting: number, northing: number): LatLng {
  return toWgs84('EPSG:2100', easting, northing);
}
