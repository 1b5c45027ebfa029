import { boundsOf } from '@grovekeeper/shared';
import type { MapEstate } from '@grovekeeper/shared';
import type { MapBounds, MapMarker, MapPolygon, MapViewport } from '@grovekeeper/shared/maps';

export const OWN_COLOR = '#2e7d32';
export const OTHER_COLOR = '#1e88e5';
/** Below this zoom an estate's outline is a few pixels: markers alone say where it is. */
export const BOUNDARY_MIN_ZOOM = 12;
/** At most this many outlines at once (the densest viewports stay cheap to draw). */
export const MAX_BOUNDARIES = 400;

/** The caller's own estate or a team's (any role): one they may open. */
export const isMyEstate = (estate: MapEstate): boolean => estate.isOwner || Boolean(estate.role);

export const estateColor = (estate: MapEstate) => (isMyEstate(estate) ? OWN_COLOR : OTHER_COLOR);

/**
 * Where an estate's title leads: own and team estates to their map tab, others' to their
 * listing.
 */
export function estateHref(estate: MapEstate): string {
  if (!isMyEstate(estate) && estate.rentalId) return `/rentals/${estate.rentalId}`;
  return `/estates/${estate.id}?tab=map`;
}

/** One canvas marker per estate (Leaflet draws thousands smoothly; Google clusters them). */
export function estateMarkers(estates: MapEstate[]): MapMarker[] {
  return estates.map((estate) => ({
    id: estate.id,
    position: estate.coordinates,
    label: estate.name,
    color: estateColor(estate),
  }));
}

function inside(point: { lat: number; lng: number }, bounds: MapBounds): boolean {
  const inLng =
    bounds.west <= bounds.east
      ? point.lng >= bounds.west && point.lng <= bounds.east
      : point.lng >= bounds.west || point.lng <= bounds.east;
  return point.lat >= bounds.south && point.lat <= bounds.north && inLng;
}

/**
 * The outlines worth drawing: none while zoomed out (they would be dots under the markers),
 * else those of estates whose centre is in view, at most MAX_BOUNDARIES.
 */
export function visibleBoundaries(
  estates: MapEstate[],
  viewport: MapViewport | null,
): MapPolygon[] {
  if (!viewport || viewport.zoom < BOUNDARY_MIN_ZOOM) return [];
  const shown: MapPolygon[] = [];
  for (const estate of estates) {
    if (shown.length >= MAX_BOUNDARIES) break;
    if (estate.boundaries.length < 3 || !inside(estate.coordinates, viewport.bounds)) continue;
    shown.push({ id: estate.id, points: estate.boundaries, color: estateColor(estate) });
  }
  return shown;
}

/** The box around every shown estate (centres and outlines), null when none is shown. */
export function estatesBounds(estates: MapEstate[]): MapBounds | null {
  return boundsOf(estates.flatMap((estate) => [estate.coordinates, ...estate.boundaries]));
}
