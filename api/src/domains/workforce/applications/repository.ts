import type { Queryable } from '../../../db';
import type { GuardedMove } from '../../../lib/lifecycle';
import { WORKER_SKILLS } from '../constants';
import type { WorkforceApplicationStatus } from '../constants';
import type { WorkforceApplication } from './schemas';

/**
 * The SQL of job applications. An application is answered with its applicant (their
 * worker profile's experience and skills, their rating over every worker_ratings row)
 * and its listing with the employer.
 */

type Applicant = WorkforceApplication['applicant'];
type Job = WorkforceApplication['jobListing'];

interface ApplicationRow {
  id: string;
  status: WorkforceApplicationStatus;
  appliedAt: Date | string;
  message: string;
  coverLetter: string;
  expectedStartDate: string | null;
  applicantId: string;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
  applicantAvatar: string;
  experience: Applicant['experience'];
  skills: string[] | null;
  ratingAverage: number | string | null;
  ratingCount: number;
  jobId: string;
  title: string;
  jobType: Job['jobType'];
  startDate: string;
  payRateCents: number;
  payType: Job['payType'];
  currency: Job['currency'];
  employerId: string;
  employerName: string;
  employerEmail: string;
  employerAvatar: string;
  myRating: number | null;
}

/** `viewer` is the placeholder of the viewer's id: only the employer's own score is answered. */
const SELECT_APPLICATION = (viewer: string) => `SELECT a.id, a.status,
    a.applied_at AS "appliedAt", a.message, a.cover_letter AS "coverLetter",
    to_char(a.expected_start_date, 'YYYY-MM-DD') AS "expectedStartDate",
    p.id AS "applicantId", p.name AS "applicantName", p.email AS "applicantEmail",
    p.phone AS "applicantPhone", p.avatar AS "applicantAvatar",
    wp.experience, wp.skills, rt.average AS "ratingAverage", rt.count AS "ratingCount",
    j.id AS "jobId", j.title, j.job_type AS "jobType",
    to_char(j.start_date, 'YYYY-MM-DD') AS "startDate", j.pay_rate_cents::float8 AS "payRateCents",
    j.pay_type AS "payType", j.currency,
    o.id AS "employerId", o.name AS "employerName", o.email AS "employerEmail",
    o.avatar AS "employerAvatar",
    (SELECT r.score FROM worker_ratings r
      WHERE r.application_id = a.id AND r.rater_id = ${viewer} AND j.owner_id = ${viewer})::int
      AS "myRating"
  FROM job_applications a
  JOIN job_listings j ON j.id = a.job_listing_id
  JOIN users o ON o.id = j.owner_id
  JOIN users p ON p.id = a.applicant_id
  LEFT JOIN worker_profiles wp ON wp.user_id = a.applicant_id
  CROSS JOIN LATERAL (
    SELECT round(avg(r.score)::numeric, 1)::float8 AS average, count(*)::int AS count
      FROM worker_ratings r WHERE r.worker_id = a.applicant_id
  ) rt`;

const KNOWN_SKILLS = new Set<string>(WORKER_SKILLS);

function toApplication(row: ApplicationRow): WorkforceApplication {
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    appliedAt: new Date(row.appliedAt).toISOString(),
    message: row.message,
    coverLetter: row.coverLetter,
    expectedStartDate: row.expectedStartDate,
    applicant: {
      _id: row.applicantId,
      name: row.applicantName,
      email: row.applicantEmail,
      phone: row.applicantPhone,
      avatar: row.applicantAvatar,
      rating: { average: Number(row.ratingAverage ?? 0), count: row.ratingCount },
      experience: row.experience ?? null,
      // The profile's list is another domain's; answer only what this schema can state.
      skills: (row.skills ?? []).filter((skill): skill is Applicant['skills'][number] =>
        KNOWN_SKILLS.has(skill),
      ),
    },
    jobListing: {
      _id: row.jobId,
      title: row.title,
      jobType: row.jobType,
      startDate: row.startDate,
      payRate: Number(row.payRateCents) / 100,
      payType: row.payType,
      currency: row.currency,
      employer: {
        _id: row.employerId,
        name: row.employerName,
        email: row.employerEmail,
        avatar: row.employerAvatar,
      },
    },
    myRating: row.myRating ?? null,
  };
}

export async function applicationById(
  db: Queryable,
  viewerId: string,
  id: string,
): Promise<WorkforceApplication | null> {
  const [row] = await db.query<ApplicationRow>(`${SELECT_APPLICATION('$1')} WHERE a.id = $2`, [
    viewerId,
    id,
  ]);
  return row ? toApplication(row) : null;
}

/** Applications to the employer's listings (optionally in one status), newest first. */
export async function listReceived(
  db: Queryable,
  employerId: string,
  status?: WorkforceApplicationStatus,
): Promise<WorkforceApplication[]> {
  const rows = await db.query<ApplicationRow>(
    `${SELECT_APPLICATION('$1')} WHERE j.owner_id = $1 ${status ? 'AND a.status = $2' : ''}
      ORDER BY a.applied_at DESC, a.id DESC`,
    status ? [employerId, status] : [employerId],
  );
  return rows.map(toApplication);
}

/** Applications the worker sent, newest first. */
export async function listSent(
  db: Queryable,
  applicantId: string,
): Promise<WorkforceApplication[]> {
  const rows = await db.query<ApplicationRow>(
    `${SELECT_APPLICATION('$1')} WHERE a.applicant_id = $1 ORDER BY a.applied_at DESC, a.id DESC`,
    [applicantId],
  );
  return rows.map(toApplication);
}

/** Applications that hold a place on the listing (withdrawn ones gave theirs back). */
export async function countPlacesTaken(db: Queryable, listingId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM job_applications
      WHERE job_listing_id = $1 AND status <> 'withdrawn'`,
    [listingId],
  );
  return row?.count ?? 0;
}

export interface ApplicationInsert {
  id: string;
  listingId: string;
  applicantId: string;
  message: string;
  coverLetter: string;
  expectedStartDate: string | null;
}

/** Throws a unique violation when the applicant already applied to the listing. */
export async function insertApplication(db: Queryable, application: ApplicationInsert) {
  await db.query(
    `INSERT INTO job_applications
       (id, job_listing_id, applicant_id, message, cover_letter, expected_start_date)
     VALUES ($1, $2, $3, $4, $5, $6::date)`,
    [
      application.id,
      application.listingId,
      application.applicantId,
      application.message,
      application.coverLetter,
      application.expectedStartDate,
    ],
  );
}

export interface ApplicationAccess {
  id: string;
  status: WorkforceApplicationStatus;
  applicantId: string;
  employerId: string;
  listingId: string;
}

/** Who may change an application: its state, its applicant and the listing's owner. */
export async function applicationAccess(
  db: Queryable,
  id: string,
): Promise<ApplicationAccess | null> {
  const [row] = await db.query<ApplicationAccess>(
    `SELECT a.id, a.status, a.applicant_id AS "applicantId", j.owner_id AS "employerId",
            a.job_listing_id AS "listingId"
       FROM job_applications a JOIN job_listings j ON j.id = a.job_listing_id
      WHERE a.id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * One guarded move: `from` -> `to` only while the application is still in `from` (run by
 * the lifecycle engine's `transition`). An employer's decision records who decided and
 * when; a withdrawal does not.
 */
export function applicationMove(
  id: string,
  from: WorkforceApplicationStatus,
  to: WorkforceApplicationStatus,
  deciderId: string | null,
): GuardedMove<WorkforceApplicationStatus> {
  return {
    table: 'job_applications',
    id,
    from,
    to,
    also: [
      'updated_at = now()',
      'decided_at = CASE WHEN $4::char(24) IS NULL THEN decided_at ELSE now() END',
      'decided_by = COALESCE($4::char(24), decided_by)',
    ],
    values: [deciderId],
  };
}
