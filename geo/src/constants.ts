import type { LatLng } from './types';

/** WGS84 equatorial radius: the sphere Google's `computeArea` and `computeDistanceBetween` use. */
export const EARTH_RADIUS_M = 6378137;

/** Degrees to radians (internal: not exported from the package). */
export const RAD = Math.PI / 180;

/**
 * Where a map opens when there is no boundary to centre on (spec §9: "a fixed point in
 * Greece"). The olive groves of the Messinian plain between Messini and Kalamata, so a new
 * owner's first view is farmland at picker zoom rather than sea or mountain.
 */
export const DEFAULT_MAP_CENTER: Readonly<LatLng> = Object.freeze({ lat: 37.0522, lng: 22.0106 });

/** Spec §9 zoom levels. */
export const ZOOM_PICKER = 15;
export const ZOOM_ESTATE = 16;
export const ZOOM_TREE = 18;
export const ZOOM_AI_DEFAULT = 18;
