import { TREE_STATES } from '@grovekeeper/constants';
import type { LatLng } from '@grovekeeper/geo';
import { badRequest } from '../../lib/http-errors';
import type { Estate } from '../estates';
import { requireBoundaries, requireInside } from '../estates';
import { isPlantingYear, plantingYearRange } from './planting-year';
import type { TreeUpdate } from './schemas';

/** The rules the spec words itself; the TypeBox schemas have already checked the types. */

export { TREE_STATES };

export const REQUIRED_FIELDS = 'Please fill in all required fields';

/** Text and QR codes: what the tagging screen parses after `/qr/` (spec §5). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{2,64}$/;

export function requireCode(code: string, field: string): string {
  if (!CODE_PATTERN.test(code)) {
    throw badRequest(`${field} must be 2 to 64 letters, digits, underscores or hyphens`);
  }
  return code;
}

export interface TreeChanges {
  title?: string;
  category?: string;
  textCode?: string;
  state?: string;
  notes?: string;
  coordinates?: LatLng;
  /** null clears it (unknown). */
  plantingYear?: number | null;
}

const REQUIRED_TEXT = ['title', 'category', 'textCode', 'state'] as const;

/**
 * The fields given, checked. The tagging screen sends its notes as `photo` (spec §7): that
 * legacy alias is stored as notes when `notes` itself is absent, and ignored otherwise.
 */
export function parseTreeUpdate(body: TreeUpdate): TreeChanges {
  const changes: TreeChanges = {};
  for (const field of REQUIRED_TEXT) {
    const value = body[field]?.trim();
    if (value === undefined) continue;
    if (value === '') throw badRequest(REQUIRED_FIELDS);
    changes[field] = value;
  }
  if (changes.state !== undefined && !(TREE_STATES as readonly string[]).includes(changes.state)) {
    throw badRequest(`state must be one of ${TREE_STATES.join(', ')}`);
  }
  if (changes.textCode !== undefined) requireCode(changes.textCode, 'textCode');
  const notes = body.notes ?? body.photo;
  if (notes !== undefined) changes.notes = notes.trim();
  if (body.coordinates) changes.coordinates = body.coordinates;
  if (body.plantingYear !== undefined) {
    if (body.plantingYear !== null && !isPlantingYear(body.plantingYear)) {
      throw badRequest(plantingYearRange());
    }
    changes.plantingYear = body.plantingYear;
  }
  return changes;
}

/**
 * A tree position: inside its estate's boundary, with the estates domain's rules and
 * messages (an edge or vertex counts as inside, as in the browser's map pickers).
 */
export function requirePlacement(point: LatLng, boundaries: LatLng[]): void {
  // requireBoundaries reads nothing but the boundary of the estate it is given.
  requireInside(point, requireBoundaries({ boundaries } as Pick<Estate, 'boundaries'> as Estate));
}
