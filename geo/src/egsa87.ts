/**
 * EGSA87 / Greek Grid (EPSG:2100) to WGS84: the inverse Transverse Mercator on GRS80
 * (central meridian 24°E, scale 0.9996, false easting 500 000 m), then the GGRS87 to
 * WGS84 datum shift (EPSG:1272, three translations) through geocentric coordinates.
 * Accurate to about a metre, well within what a parcel outline needs.
 */

const GRS80 = { a: 6378137, f: 1 / 298.257222101 };
const WGS84 = { a: 6378137, f: 1 / 298.257223563 };
const K0 = 0.9996;
const LON0 = (24 * Math.PI) / 180;
const FALSE_EASTING = 500000;
/** GGRS87 → WGS84 translation in metres (EPSG:1272). */
const SHIFT = { x: -199.87, y: 74.79, z: 246.62 };

const DEG = 180 / Math.PI;
const e2Of = (f: number) => f * (2 - f);

/** Meridian arc length from the equator to latitude `phi` (radians). */
function meridianArc(phi: number, a: number, e2: number): number {
  const e4 = e2 * e2;
  const e6 = e4 * e2;
  return (
    a *
    ((1 - e2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi -
      ((3 * e2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi) +
      ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) -
      ((35 * e6) / 3072) * Math.sin(6 * phi))
  );
}

/** Grid metres to GGRS87 geodetic degrees (Snyder, USGS PP 1395, eq. 8-12 to 8-25). */
export function egsa87ToGgrs87(easting: number, northing: number): { lat: number; lng: number } {
  const { a } = GRS80;
  const e2 = e2Of(GRS80.f);
  const ep2 = e2 / (1 - e2);
  const mu = northing / K0 / (a * (1 - e2 / 4 - (3 * e2 * e2) / 64 - (5 * e2 ** 3) / 256));
  const e1 = (1 - Math.sqrt(1 - e2)) / (1 + Math.sqrt(1 - e2));
  const phi1 =
    mu +
    ((3 * e1) / 2 - (27 * e1 ** 3) / 32) * Math.sin(2 * mu) +
    ((21 * e1 ** 2) / 16 - (55 * e1 ** 4) / 32) * Math.sin(4 * mu) +
    ((151 * e1 ** 3) / 96) * Math.sin(6 * mu) +
    ((1097 * e1 ** 4) / 512) * Math.sin(8 * mu);
  const sin1 = Math.sin(phi1);
  const cos1 = Math.cos(phi1);
  const tan1 = Math.tan(phi1);
  const c1 = ep2 * cos1 * cos1;
  const t1 = tan1 * tan1;
  const n1 = a / Math.sqrt(1 - e2 * sin1 * sin1);
  const r1 = (a * (1 - e2)) / (1 - e2 * sin1 * sin1) ** 1.5;
  const d = (easting - FALSE_EASTING) / (n1 * K0);
  const lat =
    phi1 -
    ((n1 * tan1) / r1) *
      ((d * d) / 2 -
        ((5 + 3 * t1 + 10 * c1 - 4 * c1 * c1 - 9 * ep2) * d ** 4) / 24 +
        ((61 + 90 * t1 + 298 * c1 + 45 * t1 * t1 - 252 * ep2 - 3 * c1 * c1) * d ** 6) / 720);
  const lng =
    LON0 +
    (d -
      ((1 + 2 * t1 + c1) * d ** 3) / 6 +
      ((5 - 2 * c1 + 28 * t1 - 3 * c1 * c1 + 8 * ep2 + 24 * t1 * t1) * d ** 5) / 120) /
      cos1;
  return { lat: lat * DEG, lng: lng * DEG };
}

/** GGRS87 geodetic degrees to grid metres (the forward projection, for round trips). */
export function ggrs87ToEgsa87(latDeg: number, lngDeg: number): { x: number; y: number } {
  const { a } = GRS80;
  const e2 = e2Of(GRS80.f);
  const ep2 = e2 / (1 - e2);
  const phi = latDeg / DEG;
  const n = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const t = Math.tan(phi) ** 2;
  const c = ep2 * Math.cos(phi) ** 2;
  const A = (lngDeg / DEG - LON0) * Math.cos(phi);
  const m = meridianArc(phi, a, e2);
  const x =
    K0 *
    n *
    (A + ((1 - t + c) * A ** 3) / 6 + ((5 - 18 * t + t * t + 72 * c - 58 * ep2) * A ** 5) / 120);
  const y =
    K0 *
    (m +
      n *
        Math.tan(phi) *
        ((A * A) / 2 +
          ((5 - t + 9 * c + 4 * c * c) * A ** 4) / 24 +
          ((61 - 58 * t + t * t + 600 * c - 330 * ep2) * A ** 6) / 720));
  return { x: x + FALSE_EASTING, y };
}

function toGeocentric(latDeg: number, lngDeg: number, ellipsoid: typeof GRS80) {
  const e2 = e2Of(ellipsoid.f);
  const phi = latDeg / DEG;
  const lambda = lngDeg / DEG;
  const n = ellipsoid.a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  return {
    x: n * Math.cos(phi) * Math.cos(lambda),
    y: n * Math.cos(phi) * Math.sin(lambda),
    z: n * (1 - e2) * Math.sin(phi),
  };
}

function toGeodetic(x: number, y: number, z: number, ellipsoid: typeof WGS84) {
  const e2 = e2Of(ellipsoid.f);
  const p = Math.hypot(x, y);
  let phi = Math.atan2(z, p * (1 - e2));
  for (let i = 0; i < 6; i++) {
    const n = ellipsoid.a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
    const h = p / Math.cos(phi) - n;
    phi = Math.atan2(z, p * (1 - (e2 * n) / (n + h)));
  }
  return { lat: phi * DEG, lng: Math.atan2(y, x) * DEG };
}

/** GGRS87 geodetic degrees to WGS84 degrees. */
export function ggrs87ToWgs84(lat: number, lng: number): { lat: number; lng: number } {
  const g = toGeocentric(lat, lng, GRS80);
  return toGeodetic(g.x + SHIFT.x, g.y + SHIFT.y, g.z + SHIFT.z, WGS84);
}

/** EPSG:2100 easting/northing (metres) to WGS84 {lat,lng}. */
export function egsa87ToWgs84(easting: number, northing: number): { lat: number; lng: number } {
  const geodetic = egsa87ToGgrs87(easting, northing);
  return ggrs87ToWgs84(geodetic.lat, geodetic.lng);
}
