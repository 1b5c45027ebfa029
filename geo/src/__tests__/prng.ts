import type { LatLng } from '../types';

/** mulberry32: a tiny seeded PRNG so property tests are reproducible. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random star-shaped polygon (simple by construction, often concave): one vertex per
 * equal sector, jittered within it, each at a random radius. Every angular gap stays
 * under 180°, so the centre is in the polygon's kernel and no edges cross.
 */
export function randomStarPolygon(random: () => number, center: LatLng, n: number): LatLng[] {
  const sector = (2 * Math.PI) / n;
  const angles = Array.from({ length: n }, (_, i) => (i + random() * 0.4) * sector);
  const k = Math.cos((center.lat * Math.PI) / 180);
  return angles.map((a) => {
    const r = 0.0005 + random() * 0.004;
    return { lat: center.lat + r * Math.sin(a), lng: center.lng + (r * Math.cos(a)) / k };
  });
}

/** Metres to degrees near a latitude (spherical, R = 6378137). */
export function metresToDegrees(lat: number, north: number, east: number) {
  const R = 6378137;
  const dLat = (north / R) * (180 / Math.PI);
  const dLng = (east / (R * Math.cos((lat * Math.PI) / 180))) * (180 / Math.PI);
  return { dLat, dLng };
}
