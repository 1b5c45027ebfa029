import { EARTH_RADIUS_M } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';

/**
 * The bounding box of a search circle: every point whose great-circle distance to the
 * centre is within the radius lies inside it, so a box lookup on indexed coordinates
 * (the in-memory grid, or `worker_profiles_position_idx` in SQL) followed by the exact
 * distance answers a distance search without visiting every profile.
 */
export interface SearchBox {
  latMin: number;
  latMax: number;
  /** One range, or two when the circle crosses the antimeridian; each within -180..180. */
  lngRanges: [number, number][];
}

const DEGREES = 180 / Math.PI;
const RADIANS = Math.PI / 180;
/**
 * A hair of slack (about 0.1 mm) so that floating-point rounding at the box's edge never
 * drops a point the exact distance keeps: the box only has to contain the circle.
 */
const SLACK_DEG = 1e-9;

const ALL_LONGITUDES: [number, number][] = [[-180, 180]];

/**
 * The smallest latitude/longitude box containing every point within `radiusKm` of
 * `center` on the sphere of `distanceMetres` (EARTH_RADIUS_M).
 * - Latitude: the centre's ± the radius as an angle, clamped at the poles.
 * - Longitude: ± asin(sin(angle) / cos(lat)), the meridians the circle touches (exact on
 *   the sphere; the flat `d / (111.2 cos lat)` underestimates it for large circles).
 * - A circle that reaches a pole covers every longitude near it: all longitudes.
 * - A range past ±180 is split in two across the antimeridian.
 */
export function searchBox(center: LatLng, radiusKm: number): SearchBox {
  const angle = (radiusKm * 1000) / EARTH_RADIUS_M;
  const latMin = center.lat - angle * DEGREES - SLACK_DEG;
  const latMax = center.lat + angle * DEGREES + SLACK_DEG;
  if (latMin <= -90 || latMax >= 90) {
    return {
      latMin: Math.max(-90, latMin),
      latMax: Math.min(90, latMax),
      lngRanges: ALL_LONGITUDES,
    };
  }
  // Here angle < 90° - |lat|: the ratio is below 1 and the half-width below 90°.
  const half = Math.asin(Math.sin(angle) / Math.cos(center.lat * RADIANS)) * DEGREES + SLACK_DEG;
  const west = center.lng - half;
  const east = center.lng + half;
  // Past ±180 the range goes on from the other side of the antimeridian.
  const lngRanges: [number, number][] =
    west < -180
      ? [
          [west + 360, 180],
          [-180, east],
        ]
      : east > 180
        ? [
            [west, 180],
            [-180, east - 360],
          ]
        : [[west, east]];
  return { latMin, latMax, lngRanges };
}

/** Metres as the kilometres a worker's `distance` shows: two decimals. */
export function kilometres(metres: number): number {
  return Math.round(metres / 10) / 100;
}
