import type { Queryable } from '../../../db';
import { guardedDelete, guardedMove } from '../../../lib/lifecycle';
import type { JobListingStatus, JobVisibility } from '../constants';

/**
 * Writing job listings. Every status change is one statement guarded by the status the
 * lifecycle decided from (`WHERE status = $from`): false means someone else moved first.
 */

/** Everything the owner sets on a listing, as stored. */
export interface ListingValues {
  title: string;
  description: string;
  estateId: string;
  jobType: string;
  workType: string;
  requiredSkills: string[];
  experienceLevel: string;
  minYearsExperience: number;
  payRateCents: number;
  payType: string;
  currency: string;
  startDate: string;
  duration: number;
  workSchedule: string;
  hoursPerDay: number;
  location: string;
  visibility: JobVisibility;
  maxApplications: number;
  applicationDeadline: string | null;
  benefits: string[];
  requirements: string;
  notes: string;
}

/** Each value's column and SQL type, in one order for INSERT, UPDATE and SELECT. */
const COLUMNS: readonly [keyof ListingValues, string, string][] = [
  ['title', 'title', 'text'],
  ['description', 'description', 'text'],
  ['estateId', 'estate_id', 'char(24)'],
  ['jobType', 'job_type', 'text'],
  ['workType', 'work_type', 'text'],
  ['requiredSkills', 'required_skills', 'text[]'],
  ['experienceLevel', 'experience_level', 'text'],
  ['minYearsExperience', 'min_years_experience', 'integer'],
  ['payRateCents', 'pay_rate_cents', 'bigint'],
  ['payType', 'pay_type', 'text'],
  ['currency', 'currency', 'text'],
  ['startDate', 'start_date', 'date'],
  ['duration', 'duration', 'integer'],
  ['workSchedule', 'work_schedule', 'text'],
  ['hoursPerDay', 'hours_per_day', 'integer'],
  ['location', 'location', 'text'],
  ['visibility', 'visibility', 'text'],
  ['maxApplications', 'max_applications', 'integer'],
  ['applicationDeadline', 'application_deadline', 'date'],
  ['benefits', 'benefits', 'text[]'],
  ['requirements', 'requirements', 'text'],
  ['notes', 'notes', 'text'],
];

const valuesOf = (values: ListingValues) => COLUMNS.map(([key]) => values[key]);

export async function insertListing(
  db: Queryable,
  listing: { id: string; ownerId: string; status: JobListingStatus; values: ListingValues },
): Promise<void> {
  const names = COLUMNS.map(([, column]) => column).join(', ');
  const slots = COLUMNS.map(([, , type], index) => `$${index + 4}::${type}`).join(', ');
  await db.query(
    `INSERT INTO job_listings (id, owner_id, status, ${names}) VALUES ($1, $2, $3, ${slots})`,
    [listing.id, listing.ownerId, listing.status, ...valuesOf(listing.values)],
  );
}

/** The stored values of a listing (what an edit that leaves fields out keeps). */
export async function storedValues(db: Queryable, id: string): Promise<ListingValues | null> {
  const columns = COLUMNS.map(([key, column, type]) => {
    const read =
      type === 'date'
        ? `to_char(${column}, 'YYYY-MM-DD')`
        : type === 'bigint'
          ? `${column}::float8`
          : column;
    return `${read} AS "${key}"`;
  });
  const [row] = await db.query<ListingValues>(
    `SELECT ${columns.join(', ')} FROM job_listings WHERE id = $1`,
    [id],
  );
  return row ? { ...row, payRateCents: Number(row.payRateCents) } : null;
}

/**
 * One guarded change: `from` -> `to`, and every value when `values` is given, only while
 * the listing is still in `from`.
 */
export async function updateListing(
  db: Queryable,
  id: string,
  from: JobListingStatus,
  to: JobListingStatus,
  values: ListingValues | null,
): Promise<boolean> {
  const sets = values
    ? COLUMNS.map(([, column, type], index) => `${column} = $${index + 4}::${type}`)
    : [];
  return guardedMove(db, {
    table: 'job_listings',
    id,
    from,
    to,
    also: [...sets, 'updated_at = now()'],
    values: values ? valuesOf(values) : [],
  });
}

/**
 * Deletes the listing while it is still in `from`; its applications (and their ratings)
 * go by cascade. Answers how many applications went with it, or null when it had moved.
 */
export async function deleteListing(
  db: Queryable,
  id: string,
  from: JobListingStatus,
): Promise<number | null> {
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM job_applications WHERE job_listing_id = $1`,
    [id],
  );
  const deleted = await guardedDelete(db, { table: 'job_listings', id, from });
  return deleted ? (counted?.count ?? 0) : null;
}
