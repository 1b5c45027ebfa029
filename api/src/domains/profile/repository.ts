import type { Queryable } from '../../db';
import { isLanguage } from '../../lib/i18n/request-language';
import type { Language } from '../../lib/i18n/request-language';
import type { Gender, Profile } from './schemas';

/** Column values as stored: '' for cleared dates and genders has already become null. */
export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string;
  bio?: string;
  avatar?: string;
  location?: string;
  website?: string;
  company?: string;
  jobTitle?: string;
  education?: string;
  dateOfBirth?: string | null;
  gender?: Gender | null;
  timezone?: string;
  language?: Language;
  interests?: string[];
}

/** API field to column; the only names that can reach the SQL text. */
const COLUMNS: Record<keyof ProfileChanges, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  bio: 'bio',
  avatar: 'avatar',
  location: 'location',
  website: 'website',
  company: 'company',
  jobTitle: 'job_title',
  education: 'education',
  dateOfBirth: 'date_of_birth',
  gender: 'gender',
  timezone: 'timezone',
  language: 'language',
  interests: 'interests',
};

// Dates leave the database as text: node-postgres would turn a `date` into a local-time Date.
const PROFILE_COLUMNS = `id, name, email, phone, bio, avatar, location, website, company,
  job_title AS "jobTitle", education, to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
  gender, timezone, language, interests, created_at AS "createdAt"`;

type ProfileRow = Omit<Profile, 'createdAt'> & { createdAt: Date };

function toProfile(row: ProfileRow): Profile {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function findProfile(db: Queryable, userId: string): Promise<Profile | null> {
  const [row] = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [
    userId,
  ]);
  return row ? toProfile(row) : null;
}

/** Throws a unique violation when the new email belongs to another account. */
export async function updateProfile(
  db: Queryable,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile | null> {
  const fields = (Object.keys(COLUMNS) as (keyof ProfileChanges)[]).filter(
    (field) => changes[field] !== undefined,
  );
  if (fields.length === 0) return findProfile(db, userId);
  const assignments = fields.map((field, index) => `${COLUMNS[field]} = $${index + 2}`);
  const [row] = await db.query<ProfileRow>(
    `UPDATE users SET ${assignments.join(', ')}, updated_at = now()
      WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
    [userId, ...fields.map((field) => changes[field])],
  );
  return row ? toProfile(row) : null;
}

/** The user's saved language (en or el); null when the account does not exist. */
export async function findLanguage(db: Queryable, userId: string): Promise<Language | null> {
  const [row] = await db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [
    userId,
  ]);
  return row && isLanguage(row.language) ? row.language : null;
}
