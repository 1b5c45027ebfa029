import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../lib/http-errors';

/**
 * Tidies PUT /profile before its TypeBox schema runs: trimmed texts, repeated skills
 * dropped (so a form that sends one twice is not refused for having 15), the ignored
 * read-only fields removed, and coordinates checked with messages that name the wrong
 * part (the schema could only say the union failed).
 */

export const PUBLISH_NEEDS_SKILL = 'Add at least one skill before publishing your profile';
export const COORDINATES_SHAPE = 'coordinates must be null or an object with lat and lng';
export const LAT_RANGE = 'coordinates.lat must be a number between -90 and 90';
export const LNG_RANGE = 'coordinates.lng must be a number between -180 and 180';

/** Answered fields a client may send back unchanged; they are not editable. */
const READ_ONLY = ['rating', 'updatedAt'];

function inRange(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

function checkCoordinates(value: unknown): void {
  if (value === null) return;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(COORDINATES_SHAPE);
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('lat') || !keys.includes('lng')) {
    throw badRequest(COORDINATES_SHAPE);
  }
  const { lat, lng } = value as { lat: unknown; lng: unknown };
  if (!inRange(lat, 90)) throw badRequest(LAT_RANGE);
  if (!inRange(lng, 180)) throw badRequest(LNG_RANGE);
}

/** Skills in the order given, each once (non-strings kept for the schema to name). */
function uniqueSkills(skills: readonly unknown[]): unknown[] {
  const seen = new Set<unknown>();
  return skills.filter((skill) => {
    if (typeof skill !== 'string') return true;
    if (seen.has(skill)) return false;
    seen.add(skill);
    return true;
  });
}

export async function checkProfileInput(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const field of READ_ONLY) delete fields[field];
  if (typeof fields.location === 'string') fields.location = fields.location.trim();
  if (typeof fields.bio === 'string') fields.bio = fields.bio.trim();
  if (Array.isArray(fields.skills)) fields.skills = uniqueSkills(fields.skills);
  if ('coordinates' in fields) checkCoordinates(fields.coordinates);
}
