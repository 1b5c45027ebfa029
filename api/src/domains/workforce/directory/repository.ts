import type { Queryable } from '../../../db';
import { kilometres } from './geo';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES } from '../constants';
import type { ExperienceLevel, WorkerAvailability, WorkerSkill } from '../constants';
import type { Worker } from '../workers/schemas';

/** What the directory shows of a worker, as SQL answers it (and the index keeps it). */
export interface WorkerRow {
  id: string;
  name: string;
  avatar: string;
  location: string;
  lat: number | null;
  lng: number | null;
  availability: WorkerAvailability;
  experience: ExperienceLevel;
  yearsOfExperience: number;
  skills: WorkerSkill[];
  bio: string;
  ratingSum: number;
  ratingCount: number;
}

/** The average shown: one decimal, 0 without ratings. */
export function ratingOf(sum: number, count: number): { average: number; count: number } {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : 0, count };
}

/** A directory entry; `metres` from the searched point when the search had one. */
export function toWorker(row: WorkerRow, metres?: number): Worker {
  const worker: Worker = {
    _id: row.id,
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    location: row.location,
    coordinates: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    availability: row.availability,
    rating: ratingOf(row.ratingSum, row.ratingCount),
    experience: row.experience,
    yearsOfExperience: row.yearsOfExperience,
    skills: row.skills,
    bio: row.bio,
  };
  if (metres !== undefined) worker.distance = kilometres(metres);
  return worker;
}

/** The current workers_version (migration 0009): bumped by every change the directory shows. */
export async function directoryVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    `SELECT version::text AS version FROM workers_version WHERE id`,
  );
  if (!row) throw new Error('workers_version has no row (migration 0009)');
  return row.version;
}

/**
 * Every published profile, one array per field, in one unspecified but shared order, and
 * the rating totals of every rated worker.
 */
export interface DirectoryColumns {
  ids: string[];
  names: string[];
  avatars: string[];
  locations: string[];
  bios: string[];
  lats: (number | null)[];
  lngs: (number | null)[];
  skills: string[][];
  /** yearsOfExperience × 16 + experience × 4 + availability (indexes in their lists). */
  codes: number[];
  rated: { ids: string[]; sums: number[]; counts: number[] };
}

const list = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;

const PROFILE_COLUMNS: Record<Exclude<keyof DirectoryColumns, 'rated'>, string> = {
  ids: 'wp.user_id',
  names: 'u.name',
  avatars: 'u.avatar',
  locations: 'wp.location',
  bios: 'wp.bio',
  lats: 'wp.lat',
  lngs: 'wp.lng',
  skills: 'wp.skills',
  codes: `wp.years_of_experience * 16
    + (array_position(${list(EXPERIENCE_LEVELS)}, wp.experience) - 1) * 4
    + array_position(${list(WORKER_AVAILABILITIES)}, wp.availability) - 1`,
};

/**
 * Every published profile with its worker's name and avatar, and the rating totals, for
 * the in-memory directory. One statement (one consistent snapshot) answering one row of
 * one JSON text per field: 100,000 profiles as rows cost PGlite seconds to hand over
 * (every field of every row is a separate value), as a dozen texts a fraction of that.
 * The aggregates of one query consume the rows in the same order, so the i-th entries
 * of the arrays are one profile. Few fields (each costs 30-40 ms per 100,000 on
 * PGlite): the codes are packed into one number, ratings come only for rated workers, and
 * no ORDER BY (the index sorts in memory).
 */
export async function directoryColumns(db: Queryable): Promise<DirectoryColumns> {
  // array_agg would make the skill arrays one rectangular 2-D array: json_agg nests them.
  const fields = Object.entries(PROFILE_COLUMNS).map(([name, expression]) => {
    const json =
      name === 'skills' ? `json_agg(${expression})` : `to_json(array_agg(${expression}))`;
    return `coalesce(${json}, '[]')::text AS "${name}"`;
  });
  const [row] = await db.query<Record<string, string>>(
    `SELECT ${fields.join(', ')},
            (SELECT json_build_object('ids', coalesce(array_agg(worker_id), '{}'),
                                      'sums', coalesce(array_agg(total), '{}'),
                                      'counts', coalesce(array_agg(count), '{}'))::text
               FROM (SELECT worker_id, sum(score)::int AS total, count(*)::int AS count
                       FROM worker_ratings GROUP BY worker_id) totals) AS rated
       FROM worker_profiles wp JOIN users u ON u.id = wp.user_id
      WHERE wp.published`,
  );
  if (!row) throw new Error('the directory statement answered no row');
  const columns: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(row)) columns[name] = JSON.parse(text as string);
  return columns as unknown as DirectoryColumns;
}
