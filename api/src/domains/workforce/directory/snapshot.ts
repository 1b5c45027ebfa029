import { foldForSearch } from '../../../lib/search-key';
import { SpatialGrid } from './grid';
import type { DirectoryColumns } from './repository';
import { toWorker } from './repository';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES, WORKER_SKILLS } from '../constants';
import type { ExperienceLevel, WorkerAvailability, WorkerSkill } from '../constants';
import type { Worker } from '../workers/schemas';

/**
 * The published profiles as the in-memory directory keeps them: one column per field
 * (typed arrays of small codes where a search filters), the rank order of searches
 * without a point, and the spatial grid of those with coordinates. Immutable once built,
 * except the cache of answered entries.
 */
export interface Snapshot {
  readonly size: number;
  readonly ids: readonly string[];
  readonly names: readonly string[];
  readonly avatars: readonly string[];
  readonly locations: readonly string[];
  readonly bios: readonly string[];
  readonly skills: readonly WorkerSkill[][];
  /** NaN where the profile has no coordinates. */
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  /** Bit i: WORKER_SKILLS[i]. */
  readonly skillMask: Int32Array;
  /** Index in EXPERIENCE_LEVELS / WORKER_AVAILABILITIES. */
  readonly experience: Uint8Array;
  readonly availability: Uint8Array;
  readonly years: Int32Array;
  readonly ratingSum: Int32Array;
  readonly ratingCount: Int32Array;
  /** Index of the profile's location in `locationTexts` (repeats are common). */
  readonly locationCode: Int32Array;
  /** The distinct locations folded for search (`foldForSearch`, as the SQL's `searchKeySql`). */
  readonly locationTexts: readonly string[];
  /** Profiles by rating average desc, rating count desc, name, id. */
  readonly order: Int32Array;
  readonly grid: SpatialGrid;
  /** Entries already answered once, reused (never mutated). */
  readonly built: (Worker | undefined)[];
}

const SKILL_BIT = new Map<string, number>(WORKER_SKILLS.map((skill, bit) => [skill, 1 << bit]));

/** The bits of `skills` (unknown names have none). */
export function skillMaskOf(skills: readonly string[]): number {
  let mask = 0;
  for (const skill of skills) mask |= SKILL_BIT.get(skill) ?? 0;
  return mask;
}

/** UTF-16 code units re-ranked so that comparing them compares code points. */
const codePointRank = (unit: number) =>
  unit < 0xd800 ? unit : unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;

/**
 * Strings in code point order, which is the byte order of their UTF-8: PostgreSQL's
 * `COLLATE "C"`, so the SQL reference orders names exactly as the index does.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** The distinct location texts of the profiles, in first-seen order. */
export function distinctLocations(columns: DirectoryColumns): string[] {
  return [...new Set(columns.locations)];
}

/** Whether a text holds a UTF-16 unit whose `<` order differs from its code point order. */
function hasHighUnits(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0xd800) return true;
  return false;
}

/** Rank order: rating average desc, rating count desc, name (code points), id. */
function rankOrder(
  ids: readonly string[],
  names: readonly string[],
  sum: Int32Array,
  count: Int32Array,
) {
  const average = Float64Array.from(sum, (total, i) => {
    const ratings = count[i] as number;
    return ratings > 0 ? total / ratings : 0;
  });
  // Plain `<` on names is code point order unless a name holds units >= U+D800; those few
  // pairs take the slower comparison.
  const high = Uint8Array.from(names, (name) => (hasHighUnits(name) ? 1 : 0));
  const byName = (a: number, b: number) => {
    const x = names[a] as string;
    const y = names[b] as string;
    if (high[a] || high[b]) return compareCodePoints(x, y);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const order = Array.from({ length: ids.length }, (_, i) => i).sort(
    (a, b) =>
      (average[b] as number) - (average[a] as number) ||
      (count[b] as number) - (count[a] as number) ||
      byName(a, b) ||
      ((ids[a] as string) < (ids[b] as string) ? -1 : 1),
  );
  return Int32Array.from(order);
}

/** The rating totals of each profile (0 where the worker has none). */
function ratingTotals(columns: DirectoryColumns) {
  const size = columns.ids.length;
  const sum = new Int32Array(size);
  const count = new Int32Array(size);
  const { rated } = columns;
  if (rated.ids.length > 0) {
    const position = new Map(rated.ids.map((id, i) => [id, i]));
    columns.ids.forEach((id, i) => {
      const at = position.get(id);
      if (at === undefined) return;
      sum[i] = rated.sums[at] as number;
      count[i] = rated.counts[at] as number;
    });
  }
  return { sum, count };
}

/**
 * The snapshot of `columns`; `distinct` are its distinct locations (distinctLocations),
 * kept folded for search.
 */
export function buildSnapshot(columns: DirectoryColumns, distinct: readonly string[]): Snapshot {
  const { ids, names } = columns;
  const size = ids.length;
  const { sum, count } = ratingTotals(columns);
  const codeOfLocation = new Map(distinct.map((text, code) => [text, code]));
  const codes = Int32Array.from(columns.codes);
  const lat = Float64Array.from(columns.lats, (value) => value ?? NaN);
  const lng = Float64Array.from(columns.lngs, (value) => value ?? NaN);
  return {
    size,
    ids,
    names,
    avatars: columns.avatars,
    locations: columns.locations,
    bios: columns.bios,
    skills: columns.skills as WorkerSkill[][],
    lat,
    lng,
    skillMask: Int32Array.from(columns.skills, skillMaskOf),
    experience: Uint8Array.from(codes, (code) => (code >> 2) & 3),
    availability: Uint8Array.from(codes, (code) => code & 3),
    years: Int32Array.from(codes, (code) => code >> 4),
    ratingSum: sum,
    ratingCount: count,
    locationCode: Int32Array.from(columns.locations, (text) => codeOfLocation.get(text) ?? 0),
    locationTexts: distinct.map(foldForSearch),
    order: rankOrder(ids, names, sum, count),
    grid: SpatialGrid.build(lat, lng),
    built: new Array<Worker | undefined>(size),
  };
}

/** Profile `i` as a directory entry (without a distance). */
export function workerAt(snapshot: Snapshot, i: number): Worker {
  const cached = snapshot.built[i];
  if (cached) return cached;
  const lat = snapshot.lat[i] as number;
  const worker = toWorker({
    id: snapshot.ids[i] as string,
    name: snapshot.names[i] as string,
    avatar: snapshot.avatars[i] as string,
    location: snapshot.locations[i] as string,
    lat: Number.isNaN(lat) ? null : lat,
    lng: Number.isNaN(lat) ? null : (snapshot.lng[i] as number),
    availability: WORKER_AVAILABILITIES[snapshot.availability[i] as number] as WorkerAvailability,
    experience: EXPERIENCE_LEVELS[snapshot.experience[i] as number] as ExperienceLevel,
    yearsOfExperience: snapshot.years[i] as number,
    skills: snapshot.skills[i] as WorkerSkill[],
    bio: snapshot.bios[i] as string,
    ratingSum: snapshot.ratingSum[i] as number,
    ratingCount: snapshot.ratingCount[i] as number,
  });
  snapshot.built[i] = worker;
  return worker;
}
