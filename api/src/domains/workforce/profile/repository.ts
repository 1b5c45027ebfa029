import type { Queryable } from '../../../db';
import { ratingOf } from '../directory/repository';
import type { ExperienceLevel, WorkerAvailability, WorkerSkill } from '../constants';
import type { WorkerProfile } from '../workers/schemas';

/** The SQL of worker profiles (one per user, keyed by the user's id). */

/** What a person edits of their profile. */
export interface ProfileFields {
  skills: WorkerSkill[];
  experience: ExperienceLevel;
  yearsOfExperience: number;
  availability: WorkerAvailability;
  location: string;
  coordinates: { lat: number; lng: number } | null;
  bio: string;
  published: boolean;
}

interface ProfileRow {
  skills: WorkerSkill[];
  experience: ExperienceLevel;
  yearsOfExperience: number;
  availability: WorkerAvailability;
  location: string;
  lat: number | null;
  lng: number | null;
  bio: string;
  published: boolean;
  updatedAt: Date | string;
  ratingSum: number;
  ratingCount: number;
}

const PROFILE_COLUMNS = `wp.skills, wp.experience, wp.years_of_experience AS "yearsOfExperience",
  wp.availability, wp.location, wp.lat, wp.lng, wp.bio, wp.published,
  wp.updated_at AS "updatedAt"`;

function fieldsOf(row: ProfileRow): ProfileFields {
  return {
    skills: row.skills ?? [],
    experience: row.experience,
    yearsOfExperience: row.yearsOfExperience,
    availability: row.availability,
    location: row.location,
    coordinates: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    bio: row.bio,
    published: row.published,
  };
}

/** The user's profile with their rating, or null without one. */
export async function profileOf(db: Queryable, userId: string): Promise<WorkerProfile | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS},
            coalesce(r.total, 0)::int AS "ratingSum", r.count::int AS "ratingCount"
       FROM worker_profiles wp
       CROSS JOIN LATERAL (SELECT sum(score) AS total, count(*) AS count
                             FROM worker_ratings wr WHERE wr.worker_id = wp.user_id) r
      WHERE wp.user_id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    ...fieldsOf(row),
    rating: ratingOf(row.ratingSum, row.ratingCount),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * Makes sure the user has a profile row (a hidden blank one if they had none) and locks
 * it until the transaction ends, so concurrent saves of one profile take turns. Answers
 * its fields before this save, null when it was just created.
 */
export async function lockOrCreateProfile(
  tx: Queryable,
  userId: string,
): Promise<ProfileFields | null> {
  const created = await tx.query(
    `INSERT INTO worker_profiles (user_id, published) VALUES ($1, false)
     ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [userId],
  );
  const [row] = await tx.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM worker_profiles wp WHERE wp.user_id = $1 FOR UPDATE`,
    [userId],
  );
  if (!row) throw new Error('the worker profile vanished inside its transaction');
  return created.length > 0 ? null : fieldsOf(row);
}

export async function writeProfile(
  tx: Queryable,
  userId: string,
  fields: ProfileFields,
): Promise<void> {
  await tx.query(
    `UPDATE worker_profiles
        SET skills = $2::text[], experience = $3, years_of_experience = $4, availability = $5,
            location = $6, lat = $7, lng = $8, bio = $9, published = $10, updated_at = now()
      WHERE user_id = $1`,
    [
      userId,
      fields.skills,
      fields.experience,
      fields.yearsOfExperience,
      fields.availability,
      fields.location,
      fields.coordinates?.lat ?? null,
      fields.coordinates?.lng ?? null,
      fields.bio,
      fields.published,
    ],
  );
}

/** Deletes the user's profile; false when they had none. */
export async function deleteProfile(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await tx.query(`DELETE FROM worker_profiles WHERE user_id = $1 RETURNING user_id`, [
    userId,
  ]);
  return rows.length > 0;
}
