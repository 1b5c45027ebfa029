/**
 * Web Mercator (EPSG:3857) as XYZ tile services use it: at zoom z the world is a square
 * of 256 · 2^z pixels, x growing east from longitude -180 and y growing south from
 * latitude +85.0511 (the Mercator limit).
 */
import type { LatLng } from '@grovekeeper/geo';

const { PI, atan, cos, floor, log, max, min, sinh, tan } = Math;

export const TILE_SIZE = 256;
/** Equatorial circumference of the WGS84 ellipsoid in metres (the sphere Web Mercator uses). */
export const EARTH_CIRCUMFERENCE_M = 2 * PI * 6_378_137;
/** Latitudes beyond this are outside Web Mercator (the map is square). */
export const MAX_MERCATOR_LAT = 85.05112878;

/** A position in world pixels at one zoom (continuous: pixel i spans [i, i + 1)). */
export interface WorldPixel {
  x: number;
  y: number;
}

export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** The world pixel of a point at `zoom`. */
export function project(point: LatLng, zoom: number): WorldPixel {
  const size = worldSize(zoom);
  const lat = (max(-MAX_MERCATOR_LAT, min(MAX_MERCATOR_LAT, point.lat)) * PI) / 180;
  return {
    x: ((point.lng + 180) / 360) * size,
    y: ((1 - log(tan(lat) + 1 / cos(lat)) / PI) / 2) * size,
  };
}

/** The point at a world pixel of `zoom` (the inverse of `project`). */
export function unproject(pixel: WorldPixel, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = PI * (1 - (2 * pixel.y) / size);
  return {
    lat: (atan(sinh(n)) * 180) / PI,
    lng: (pixel.x / size) * 360 - 180,
  };
}

/** Ground size of one pixel at `latitude` and `zoom`, in metres (Mercator stretches by 1/cos). */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE_M * cos((latitude * PI) / 180)) / worldSize(zoom);
}

/** The tile holding a world pixel. */
export function tileOf(pixel: WorldPixel): { x: number; y: number } {
  return { x: floor(pixel.x / TILE_SIZE), y: floor(pixel.y / TILE_SIZE) };
}

export interface ZoomChoice {
  zoom: number;
  metresPerPixel: number;
}

/**
 * The zoom to analyse at: the coarsest one whose pixels are at most `coarsestMpp` metres
 * (0.3 by default, so 0.15–0.3 m: about 0.24 m in Greece at zoom 19), within `minZoom` and
 * `maxZoom` (the finest the tile service offers; there the pixels may stay coarser). The
 * detector is tuned for 0.2–0.3 m per pixel: finer only multiplies the pixels (4× per
 * zoom level) without finding more trees.
 */
export function chooseZoom(
  latitude: number,
  {
    maxZoom,
    minZoom = 0,
    coarsestMpp = 0.3,
  }: { maxZoom: number; minZoom?: number; coarsestMpp?: number },
): ZoomChoice {
  let zoom = minZoom;
  while (zoom < maxZoom && metresPerPixel(latitude, zoom) > coarsestMpp) zoom++;
  return { zoom, metresPerPixel: metresPerPixel(latitude, zoom) };
}
