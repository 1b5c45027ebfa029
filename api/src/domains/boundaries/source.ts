import type { KnownCrs } from '@grovekeeper/geo/crs';
import { badRequest } from '../../lib/http-errors';
import { renderError } from '../../lib/i18n/errors';
import type { ErrorCode } from '../../lib/i18n/errors';

/** [x, y] as the file has it: lng/lat degrees, or metres in a projected system. */
export type Position = [number, number];

/** One polygon of a file: its outer ring, then its holes, in the file's coordinates. */
export type SourcePolygon = Position[][];

/** A feature, placemark or record: its name and its polygons (more than one: a multi-polygon). */
export interface SourceShape {
  name: string;
  polygons: SourcePolygon[];
}

/**
 * What a reader found in a file, before reprojection. `crs` null: a GeoJSON without a
 * `crs` member (WGS 84 by RFC 7946, unless its numbers are plainly metres).
 */
export interface SourceFile {
  crs: KnownCrs | null;
  shapes: SourceShape[];
}

/** A reason a file or a shape cannot be used, as a code of the error catalogue and its values. */
export interface Problem {
  code: ErrorCode;
  params?: Record<string, string>;
}

/** The 400 of a problem: its English text, which the error handler answers in the request's language. */
export function refuse(code: ErrorCode, params: Record<string, string> = {}): never {
  throw badRequest(renderError(code, params, 'en'));
}

/** The name a shape gets when its file gives it none. */
export const unnamed = (index: number): string => `Polygon ${index + 1}`;

/** A position of two finite numbers (a third, the altitude, is ignored); null otherwise. */
export function positionOf(value: unknown): Position | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [x, y] = value as unknown[];
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)
    ? [x, y]
    : null;
}
