/**
 * Where the pixels of an uploaded orthophoto stand on the ground: an affine transform from
 * pixel coordinates to a coordinate reference system (CRS), and the CRS's own conversion
 * to and from WGS84. Three CRSs are supported: EPSG:4326 (longitude/latitude degrees),
 * EPSG:3857 (Web Mercator metres) and EPSG:2100 (Greek Grid / EGSA87 metres).
 *
 * Pixel coordinates here are continuous and corner-based (GeoTIFF's PixelIsArea): (0, 0)
 * is the top-left corner of the top-left pixel, (width, height) the bottom-right corner of
 * the image; the centre of pixel (i, j) is (i + 0.5, j + 0.5).
 */
import type { LatLng } from '@grovekeeper/geo';
import { egsa87ToWgs84, ggrs87ToEgsa87 } from '@grovekeeper/geo/crs';

const { PI, atan, cos, exp, hypot, log, max, min, tan } = Math;

export const SUPPORTED_CRS = {
  4326: 'WGS84 latitude/longitude',
  3857: 'Web Mercator',
  2100: 'Greek Grid / EGSA87',
} as const;

export type Epsg = keyof typeof SUPPORTED_CRS;

/** In the order messages list them. */
const CRS_ORDER: readonly Epsg[] = [4326, 3857, 2100];

export function isSupportedCrs(code: number): code is Epsg {
  return (CRS_ORDER as readonly number[]).includes(code);
}

/** `The orthophoto's coordinate system EPSG:N is not supported. ...`, for the 400 answer. */
export function unsupportedCrsMessage(code: number | string): string {
  const supported = CRS_ORDER.map((epsg) => `EPSG:${epsg} (${SUPPORTED_CRS[epsg]})`).join(', ');
  return `The orthophoto's coordinate system EPSG:${code} is not supported. Use one of ${supported}.`;
}

/**
 * CRS x (easting or longitude) and y (northing or latitude) of pixel (col, row):
 * x = a·col + b·row + c, y = d·col + e·row + f, stored as [a, b, c, d, e, f].
 */
export type Affine = readonly [number, number, number, number, number, number];

export interface Georeference {
  epsg: Epsg;
  transform: Affine;
}

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface RasterPoint {
  col: number;
  row: number;
}

const EARTH_RADIUS_M = 6_378_137;
const DEG = 180 / PI;

/** WGS84 of a CRS position. */
export function crsToWgs84(epsg: Epsg, x: number, y: number): LatLng {
  switch (epsg) {
    case 4326:
      return { lat: y, lng: x };
    case 3857:
      return {
        lat: (2 * atan(exp(y / EARTH_RADIUS_M)) - PI / 2) * DEG,
        lng: (x / EARTH_RADIUS_M) * DEG,
      };
    case 2100:
      return egsa87ToWgs84(x, y);
  }
}

/** The CRS position of a WGS84 point (the inverse of crsToWgs84). */
export function wgs84ToCrs(epsg: Epsg, point: LatLng): { x: number; y: number } {
  switch (epsg) {
    case 4326:
      return { x: point.lng, y: point.lat };
    case 3857:
      return {
        x: (point.lng / DEG) * EARTH_RADIUS_M,
        y: log(tan(PI / 4 + point.lat / DEG / 2)) * EARTH_RADIUS_M,
      };
    case 2100:
      return wgs84ToEgsa87(point);
  }
}

/**
 * WGS84 to EPSG:2100, the inverse of egsa87ToWgs84: the forward Transverse Mercator of
 * the point, then corrected until the grid position maps back onto it. The GGRS87 datum
 * shift moves points by about 200 m and hardly varies over that distance, so each round
 * divides the error by several hundred; three or four rounds reach a tenth of a
 * millimetre.
 */
export function wgs84ToEgsa87(point: LatLng): { x: number; y: number } {
  let { x, y } = ggrs87ToEgsa87(point.lat, point.lng);
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLng = 111_320 * cos(point.lat / DEG);
  for (let round = 0; round < 10; round++) {
    const back = egsa87ToWgs84(x, y);
    const dx = (point.lng - back.lng) * metresPerDegreeLng;
    const dy = (point.lat - back.lat) * metresPerDegreeLat;
    x += dx;
    y += dy;
    if (hypot(dx, dy) < 1e-5) break;
  }
  return { x, y };
}

export function invertAffine(t: Affine): Affine {
  const [a, b, c, d, e, f] = t;
  const det = a * e - b * d;
  if (!Number.isFinite(det) || det === 0) throw new Error('The transform cannot be inverted');
  return [e / det, -b / det, (b * f - c * e) / det, -d / det, a / det, (c * d - a * f) / det];
}

function apply(t: Affine, u: number, v: number): { x: number; y: number } {
  return { x: t[0] * u + t[1] * v + t[2], y: t[3] * u + t[4] * v + t[5] };
}

/** Pixel (corner-based) to WGS84 and back, through the CRS. */
export class PixelMapping {
  private readonly inverse: Affine;

  constructor(readonly georeference: Georeference) {
    this.inverse = invertAffine(georeference.transform);
  }

  toLatLng(col: number, row: number): LatLng {
    const { x, y } = apply(this.georeference.transform, col, row);
    return crsToWgs84(this.georeference.epsg, x, y);
  }

  toRaster(point: LatLng): RasterPoint {
    const { x, y } = wgs84ToCrs(this.georeference.epsg, point);
    const { x: col, y: row } = apply(this.inverse, x, y);
    return { col, row };
  }

  /**
   * The WGS84 box of the image (width × height pixels): its edges sampled at 9 points
   * each, as projected edges are not quite straight in latitude and longitude.
   */
  bounds(width: number, height: number): Bounds {
    const points: LatLng[] = [];
    for (let k = 0; k <= 8; k++) {
      const u = (width * k) / 8;
      const v = (height * k) / 8;
      points.push(
        this.toLatLng(u, 0),
        this.toLatLng(u, height),
        this.toLatLng(0, v),
        this.toLatLng(width, v),
      );
    }
    const lats = points.map((p) => p.lat);
    const lngs = points.map((p) => p.lng);
    return { north: max(...lats), south: min(...lats), east: max(...lngs), west: min(...lngs) };
  }

  /** Ground size in metres of one pixel step along the columns (x) and rows (y) at a pixel. */
  pixelSize(col: number, row: number): { x: number; y: number } {
    const here = this.toLatLng(col, row);
    return {
      x: metresBetween(here, this.toLatLng(col + 1, row)),
      y: metresBetween(here, this.toLatLng(col, row + 1)),
    };
  }
}

/** Distance between two nearby points in metres (equirectangular, ample within an estate). */
export function metresBetween(a: LatLng, b: LatLng): number {
  const y = ((a.lat - b.lat) / DEG) * EARTH_RADIUS_M;
  const x = ((a.lng - b.lng) / DEG) * EARTH_RADIUS_M * cos((a.lat + b.lat) / 2 / DEG);
  return hypot(x, y);
}

/**
 * The georeference of a north-up image in WGS84 degrees whose edges are at the given
 * latitudes and longitudes (a PNG or JPEG with its corner coordinates).
 */
export function cornersGeoreference(bounds: Bounds, width: number, height: number): Georeference {
  return {
    epsg: 4326,
    transform: [
      (bounds.east - bounds.west) / width,
      0,
      bounds.west,
      0,
      -(bounds.north - bounds.south) / height,
      bounds.north,
    ],
  };
}
