import { isValidLatLng } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

/**
 * Spec §5: a KAEK answer's boundaries must be a list of at least 3 points with lat in
 * -90..90 and lng in -180..180. Throws the spec's messages otherwise.
 */
export function parseKaekBoundaries(boundaries: unknown): LatLng[] {
  if (!Array.isArray(boundaries) || boundaries.length < 3) {
    throw new Error('Invalid boundaries data: must be an array with at least 3 points');
  }
  const valid = boundaries.filter(isValidLatLng).map((p) => ({ lat: p.lat, lng: p.lng }));
  if (valid.length < 3) {
    throw new Error(
      `Not enough valid boundary points: ${valid.length} valid out of ${boundaries.length}`,
    );
  }
  return valid;
}
