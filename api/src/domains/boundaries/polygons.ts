import { areaHectares, isSimplePolygon, isValidLatLng, openRing } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { toWgs84 } from '@grovekeeper/geo/crs';
import type { KnownCrs } from '@grovekeeper/geo/crs';
import type { ParsedBoundaries, ParsedBoundary } from './schemas';
import { renderError } from '../../lib/i18n/errors';
import type { Language } from '../../lib/i18n/request-language';
import { crossingOf } from './crossing';
import { mergedRing } from './merge';
import { refuse } from './source';
import type { Position, Problem, SourceFile, SourcePolygon, SourceShape } from './source';
import { PART_NAMES, warningText } from './texts';
import type { Warning } from './texts';

/** Greece with its islands, generously: a shape outside is warned of, not refused. */
const GREECE = { south: 34, north: 42, west: 19, east: 30 };
/** What an estate boundary holds (estates/validation.ts). */
const MAX_BOUNDARY_POINTS = 1000;
/** Polygons listed at most (a municipality's cadastre file would be thousands). */
export const MAX_POLYGONS = 500;
/** Points a ring may have to be checked (the check of edge crossings is quadratic). */
export const MAX_CHECKED_POINTS = 2000;
/** Edge pairs checked in one file at most (Σ n² of its rings; about half a second). */
const CHECK_BUDGET = 5 * MAX_CHECKED_POINTS ** 2;

/** The crossing checks a shape costs: Σ n² of its outer rings (those under the limit). */
const costOf = (shape: SourceShape) =>
  shape.polygons.reduce((sum, [outer]) => {
    const n = outer?.length ?? 0;
    return n > MAX_CHECKED_POINTS + 1 ? sum : sum + n * n;
  }, 0);

const round = (value: number) => Math.round(value * 1e8) / 1e8;
const fixed = (value: number) => value.toFixed(5);

/** The file's system: its own, else WGS 84 unless the numbers are plainly metres. */
function crsOf(file: SourceFile): KnownCrs {
  if (file.crs) return file.crs;
  const metres = file.shapes.some((shape) =>
    shape.polygons.some((polygon) =>
      polygon.some((ring) => ring.some(([x, y]) => Math.abs(x) > 180 || Math.abs(y) > 90)),
    ),
  );
  return metres ? refuse('boundary-metres-without-crs') : 'EPSG:4326';
}

/** A ring in WGS 84, without repeated neighbours or a closing point. */
function wgs84Ring(ring: Position[], crs: KnownCrs): LatLng[] {
  const points = ring.map(([x, y]) => {
    const { lat, lng } = toWgs84(crs, x, y);
    return { lat: round(lat), lng: round(lng) };
  });
  const distinct = points.filter(
    (p, i) => i === 0 || p.lat !== points[i - 1]?.lat || p.lng !== points[i - 1]?.lng,
  );
  return openRing(distinct);
}

type Checked = { ring: LatLng[]; holes: number } | { problem: Problem };

function checkPolygon(polygon: SourcePolygon, name: string, crs: KnownCrs): Checked {
  const outer = polygon[0];
  if (!outer || outer.length === 0)
    return { problem: { code: 'boundary-empty-geometry', params: { name } } };
  if (outer.length > MAX_CHECKED_POINTS + 1) {
    return {
      problem: {
        code: 'boundary-too-many-points',
        params: { name, max: String(MAX_CHECKED_POINTS) },
      },
    };
  }
  const ring = wgs84Ring(outer, crs);
  if (!ring.every(isValidLatLng))
    return { problem: { code: 'boundary-not-lat-lng', params: { name } } };
  if (new Set(ring.map((p) => `${p.lat},${p.lng}`)).size < 3) {
    return { problem: { code: 'boundary-too-few-points', params: { name } } };
  }
  if (onOneLine(ring)) {
    return { problem: { code: 'boundary-no-area', params: { name } } };
  }
  if (!isSimplePolygon(ring)) {
    const at = crossingOf(ring);
    return {
      problem: {
        code: 'boundary-crosses-itself',
        params: { name, lat: fixed(at.lat), lng: fixed(at.lng) },
      },
    };
  }
  return { ring, holes: polygon.slice(1).filter((hole) => hole.length > 0).length };
}

interface Collected {
  polygons: ParsedBoundary[];
  warnings: Warning[];
  problems: Problem[];
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** One shape's polygons (each part of a multi-polygon, and their union when it is one ring). */
function collectShape(shape: SourceShape, crs: KnownCrs, language: Language, out: Collected): void {
  const { name } = shape;
  if (shape.polygons.length === 0) {
    out.problems.push({ code: 'boundary-empty-geometry', params: { name } });
    return;
  }
  const checked = shape.polygons.map((polygon) => checkPolygon(polygon, name, crs));
  const rings: LatLng[][] = [];
  let holes = 0;
  for (const result of checked) {
    if ('problem' in result) out.problems.push(result.problem);
    else {
      rings.push(result.ring);
      holes += result.holes;
    }
  }
  const found: ParsedBoundary[] = [];
  const names = PART_NAMES[language];
  if (rings.length === 1) found.push(boundary(rings[0] as LatLng[], name));
  else if (rings.length > 1) {
    const merged = mergedRing(rings);
    if (merged) found.push(boundary(merged, fill(names.all, { name })));
    else out.warnings.push({ code: 'parts-disjoint', params: { name, count: rings.length } });
    rings.forEach((ring, i) =>
      found.push(boundary(ring, fill(names.part, { name, number: String(i + 1) }))),
    );
  }
  if (holes > 0) out.warnings.push({ code: 'holes-dropped', params: { name, count: holes } });
  const outside = rings.flat().find((p) => !inGreece(p));
  if (outside) {
    out.warnings.push({
      code: 'outside-greece',
      params: { name, lat: fixed(outside.lat), lng: fixed(outside.lng) },
    });
  }
  const largest = Math.max(0, ...found.map((polygon) => polygon.coordinates.length));
  if (largest > MAX_BOUNDARY_POINTS) {
    out.warnings.push({ code: 'too-many-points', params: { name, count: largest } });
  }
  out.polygons.push(...found);
}

/** Every point on the line through the first two (which differ: repeats were dropped). */
function onOneLine(ring: LatLng[]): boolean {
  const [a, b] = ring as [LatLng, LatLng];
  return ring.every(
    (p) => (b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng) === 0,
  );
}

const inGreece = (p: LatLng) =>
  p.lat >= GREECE.south && p.lat <= GREECE.north && p.lng >= GREECE.west && p.lng <= GREECE.east;

const boundary = (coordinates: LatLng[], name: string): ParsedBoundary => ({
  coordinates,
  areaHa: areaHectares(coordinates),
  name,
});

/**
 * The polygons of a read file in WGS 84, each checked as an estate boundary: a file with no
 * usable polygon is refused with the first reason (400); otherwise the shapes that cannot be
 * used are named in `warnings`, with holes dropped, places outside Greece and parcels in
 * several parts. Warnings are in `language`.
 */
export function boundariesOf(file: SourceFile, language: Language): ParsedBoundaries {
  const crs = crsOf(file);
  const out: Collected = { polygons: [], warnings: [], problems: [] };
  let listed = 0;
  let cost = 0;
  for (const shape of file.shapes) {
    // Past the list's length, or the checks' budget, the rest is not read (a whole
    // municipality's parcels).
    cost += costOf(shape);
    if (out.polygons.length >= MAX_POLYGONS || (cost > CHECK_BUDGET && listed > 0)) break;
    listed++;
    collectShape(shape, crs, language, out);
  }
  if (out.polygons.length === 0) {
    const first = out.problems[0];
    return first ? refuse(first.code, first.params) : refuse('boundary-no-polygon');
  }
  const warnings = out.problems.map((problem): Warning => ({
    code: 'left-out',
    params: { problem: renderError(problem.code, problem.params ?? {}, language) },
  }));
  warnings.push(...out.warnings);
  if (out.polygons.length > MAX_POLYGONS || listed < file.shapes.length) {
    warnings.push({ code: 'too-many-polygons', params: { max: MAX_POLYGONS } });
  }
  return {
    polygons: out.polygons.slice(0, MAX_POLYGONS),
    warnings: warnings.map((warning) => warningText(warning, language)),
  };
}
