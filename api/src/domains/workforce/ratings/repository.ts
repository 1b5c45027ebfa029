import type { Queryable } from '../../../db';
import { newId } from '../../../lib/ids';

/** The SQL of the ratings employers give workers (worker_ratings, one per application). */

export interface RatedApplication {
  id: string;
  status: string;
  applicantId: string;
  employerId: string;
}

/**
 * The application with its worker and employer, share-locked until the transaction ends,
 * so its status cannot move away from approved while it is being rated.
 */
export async function applicationForRating(
  tx: Queryable,
  applicationId: string,
): Promise<RatedApplication | null> {
  const [row] = await tx.query<RatedApplication>(
    `SELECT a.id, a.status, a.applicant_id AS "applicantId", l.owner_id AS "employerId"
       FROM job_applications a JOIN job_listings l ON l.id = a.job_listing_id
      WHERE a.id = $1
        FOR SHARE OF a`,
    [applicationId],
  );
  return row ?? null;
}

/**
 * Records the rating unless the application already has one: false then. The unique
 * index on application_id decides between two simultaneous ratings (the second waits for
 * the first to commit, then inserts nothing).
 */
export async function insertRating(
  tx: Queryable,
  rating: { applicationId: string; workerId: string; raterId: string; score: number },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO worker_ratings (id, application_id, worker_id, rater_id, score)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (application_id) DO NOTHING RETURNING id`,
    [newId(), rating.applicationId, rating.workerId, rating.raterId, rating.score],
  );
  return rows.length > 0;
}

/** The sum and number of a worker's ratings. */
export async function ratingTotals(
  db: Queryable,
  workerId: string,
): Promise<{ sum: number; count: number }> {
  const [row] = await db.query<{ sum: number; count: number }>(
    `SELECT coalesce(sum(score), 0)::int AS sum, count(*)::int AS count
       FROM worker_ratings WHERE worker_id = $1`,
    [workerId],
  );
  return row ?? { sum: 0, count: 0 };
}
