import { isSimplePolygon, isValidLatLng, openRing } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { badRequest } from '../../lib/http-errors';
import { isTreeType, TREE_TYPES } from './tree-types';

/** The rules the spec words itself; the TypeBox schemas have already checked the types. */

export const MAX_BOUNDARY_POINTS = 1000;
/** Trees created in one request (auto-generation, generate-trees). */
export const MAX_GENERATED_TREES = 10_000;

/**
 * A boundary as the spec wants it: a list of at least 3 valid {lat,lng} points (a closing
 * point repeating the first is dropped), at most 1000, forming a simple polygon.
 */
export function parseBoundary(raw: unknown): LatLng[] {
  if (!Array.isArray(raw) || raw.length < 3) {
    throw badRequest('Invalid boundaries data: must be an array with at least 3 points');
  }
  if (raw.length > MAX_BOUNDARY_POINTS + 1) {
    throw badRequest(`boundaries must have at most ${MAX_BOUNDARY_POINTS} points`);
  }
  const valid = raw.filter(isValidLatLng);
  if (valid.length < 3) {
    throw badRequest(
      `Not enough valid boundary points: ${valid.length} valid out of ${raw.length}`,
    );
  }
  const invalidAt = raw.findIndex((point) => !isValidLatLng(point));
  if (invalidAt >= 0) {
    throw badRequest(
      `boundaries[${invalidAt}] must have a numeric lat in -90..90 and lng in -180..180`,
    );
  }
  const points = openRing(valid.map(({ lat, lng }) => ({ lat, lng })));
  if (points.length < 3) {
    throw badRequest('Invalid boundaries data: must be an array with at least 3 points');
  }
  if (!isSimplePolygon(points)) {
    throw badRequest('Boundary must be a simple polygon that does not cross itself');
  }
  return points;
}

export function requireName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('Estate name cannot be empty');
  return trimmed;
}

export function requireAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '') throw badRequest('address must not be empty');
  return trimmed;
}

export function requireLandArea(landArea: number): number {
  if (!(landArea > 0)) throw badRequest('landArea must be greater than 0');
  return landArea;
}

/** Known tree types, at least one, without duplicates, in the order chosen. */
export function parseTreeTypes(treeTypes: readonly string[]): string[] {
  const types = [...new Set(treeTypes.map((type) => type.trim().toLowerCase()))].filter(
    (type) => type !== '',
  );
  if (types.length === 0) throw badRequest('Please select at least one tree type');
  const unknown = types.find((type) => !isTreeType(type));
  if (unknown !== undefined) {
    throw badRequest(`treeTypes must contain only ${TREE_TYPES.join(', ')} (got "${unknown}")`);
  }
  return types;
}
