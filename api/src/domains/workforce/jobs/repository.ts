import type { Queryable } from '../../../db';
import { searchMatchSql, searchPattern } from '../../../lib/search-key';
import { BROWSE_LIMIT } from '../constants';
import type { JobListingStatus, JobVisibility } from '../constants';
import type { JobListingDetail, JobListingItem } from './schemas';

/**
 * Reading job listings. Pay rates are stored as integer cents and answered in currency
 * units; dates a person picks are `date` columns answered as YYYY-MM-DD text. The
 * coordinates are the estate's centre, read through the join (the listing keeps none).
 */

type Answer = Omit<JobListingItem, 'estate'>;

interface ListingRow {
  id: string;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  ownerAvatar: string;
  estateId: string;
  estateName: string;
  estateAddress: string;
  lat: number | null;
  lng: number | null;
  title: string;
  description: string;
  jobType: Answer['jobType'];
  workType: Answer['workType'];
  requiredSkills: Answer['requiredSkills'];
  experienceLevel: Answer['experienceLevel'];
  minYearsExperience: number;
  payRateCents: number;
  payType: Answer['payType'];
  currency: Answer['currency'];
  startDate: string;
  duration: number;
  workSchedule: Answer['workSchedule'];
  hoursPerDay: number;
  location: string;
  status: JobListingStatus;
  visibility: JobVisibility;
  maxApplications: number;
  applicationDeadline: string | null;
  benefits: Answer['benefits'];
  requirements: string;
  notes: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  applicationCount: number;
  myApplicationId: string | null;
  myApplicationStatus: NonNullable<Answer['myApplication']>['status'] | null;
}

/**
 * A listing's columns from `job_listings j`, `estates e` and `users u`; `viewer` is the
 * placeholder of the viewer's id (for their own application, joined as `m`).
 */
const SELECT_LISTING = (viewer: string) => `SELECT j.id, j.owner_id AS "ownerId",
    u.name AS "ownerName", u.email AS "ownerEmail", u.avatar AS "ownerAvatar",
    j.estate_id AS "estateId", e.name AS "estateName", e.address AS "estateAddress",
    e.lat, e.lng, j.title, j.description, j.job_type AS "jobType", j.work_type AS "workType",
    j.required_skills AS "requiredSkills", j.experience_level AS "experienceLevel",
    j.min_years_experience AS "minYearsExperience", j.pay_rate_cents::float8 AS "payRateCents",
    j.pay_type AS "payType", j.currency, to_char(j.start_date, 'YYYY-MM-DD') AS "startDate",
    j.duration, j.work_schedule AS "workSchedule", j.hours_per_day AS "hoursPerDay",
    j.location, j.status, j.visibility, j.max_applications AS "maxApplications",
    to_char(j.application_deadline, 'YYYY-MM-DD') AS "applicationDeadline", j.benefits,
    j.requirements, j.notes, j.created_at AS "createdAt", j.updated_at AS "updatedAt",
    (SELECT count(*) FROM job_applications c
      WHERE c.job_listing_id = j.id AND c.status <> 'withdrawn')::int AS "applicationCount",
    m.id AS "myApplicationId", m.status AS "myApplicationStatus"
  FROM job_listings j
  JOIN estates e ON e.id = j.estate_id
  JOIN users u ON u.id = j.owner_id
  LEFT JOIN job_applications m ON m.job_listing_id = j.id AND m.applicant_id = ${viewer}`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toAnswer(row: ListingRow, viewerId: string): Answer {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    jobType: row.jobType,
    workType: row.workType,
    requiredSkills: row.requiredSkills ?? [],
    experienceLevel: row.experienceLevel,
    minYearsExperience: row.minYearsExperience,
    payRate: Number(row.payRateCents) / 100,
    payType: row.payType,
    currency: row.currency,
    startDate: row.startDate,
    duration: row.duration,
    workSchedule: row.workSchedule,
    hoursPerDay: row.hoursPerDay,
    location: row.location,
    coordinates: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    status: row.status,
    visibility: row.visibility,
    maxApplications: row.maxApplications,
    applicationDeadline: row.applicationDeadline,
    benefits: row.benefits ?? [],
    requirements: row.requirements,
    notes: row.notes,
    applicationCount: row.applicationCount,
    employer: {
      _id: row.ownerId,
      name: row.ownerName,
      email: row.ownerEmail,
      avatar: row.ownerAvatar,
    },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    isOwnedByMe: row.ownerId === viewerId,
    myApplication:
      row.myApplicationId && row.myApplicationStatus
        ? { _id: row.myApplicationId, status: row.myApplicationStatus }
        : null,
  };
}

const toItem = (row: ListingRow, viewerId: string): JobListingItem => ({
  ...toAnswer(row, viewerId),
  estate: row.estateId,
});

/** One listing as `viewerId` would see it (no visibility check: the caller decides). */
export async function jobListingById(
  db: Queryable,
  viewerId: string,
  id: string,
): Promise<JobListingDetail | null> {
  const [row] = await db.query<ListingRow>(`${SELECT_LISTING('$1')} WHERE j.id = $2`, [
    viewerId,
    id,
  ]);
  if (!row) return null;
  return {
    ...toAnswer(row, viewerId),
    estate: { _id: row.estateId, name: row.estateName, address: row.estateAddress },
  };
}

/** The caller's listings in every status, newest first. */
export async function listMine(db: Queryable, ownerId: string): Promise<JobListingItem[]> {
  const rows = await db.query<ListingRow>(
    `${SELECT_LISTING('$1')} WHERE j.owner_id = $1 ORDER BY j.created_at DESC, j.id DESC`,
    [ownerId],
  );
  return rows.map((row) => toItem(row, ownerId));
}

export interface BrowseFilters {
  /** Today in Europe/Athens: listings whose deadline is before it are over. */
  today: string;
  search?: string;
  jobType?: string;
  workType?: string;
  location?: string;
}

/**
 * Browse Jobs: active public listings still open for applications (no deadline, or not
 * before today), the caller's own included, newest first, at most BROWSE_LIMIT.
 */
export async function browse(
  db: Queryable,
  viewerId: string,
  filters: BrowseFilters,
): Promise<JobListingItem[]> {
  const params: unknown[] = [viewerId, filters.today];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [
    `j.status = 'active'`,
    `j.visibility = 'public'`,
    `(j.application_deadline IS NULL OR j.application_deadline >= $2::date)`,
  ];
  if (filters.search) {
    // Ignoring case and accents (lib/search-key.ts): 'καλαματα' finds 'Καλαμάτα'.
    const pattern = param(searchPattern(filters.search));
    where.push(searchMatchSql(['j.title', 'j.description', 'j.location'], pattern));
  }
  if (filters.location) {
    where.push(searchMatchSql(['j.location'], param(searchPattern(filters.location))));
  }
  if (filters.jobType) where.push(`j.job_type = ${param(filters.jobType)}`);
  if (filters.workType) where.push(`j.work_type = ${param(filters.workType)}`);
  const rows = await db.query<ListingRow>(
    `${SELECT_LISTING('$1')} WHERE ${where.join(' AND ')}
      ORDER BY j.created_at DESC, j.id DESC LIMIT ${BROWSE_LIMIT}`,
    params,
  );
  return rows.map((row) => toItem(row, viewerId));
}

/** What decides who may do what to a listing. */
export interface ListingAccess {
  id: string;
  ownerId: string;
  estateId: string;
  status: JobListingStatus;
  visibility: JobVisibility;
  applicationDeadline: string | null;
  maxApplications: number;
  /** The viewer has an application to it (in any status). */
  viewerApplied: boolean;
}

/**
 * The listing's state and the viewer's relation to it. `lock` holds the row for the
 * transaction (applying: the places left are counted under it).
 */
export async function listingAccess(
  db: Queryable,
  viewerId: string,
  id: string,
  lock = false,
): Promise<ListingAccess | null> {
  const [row] = await db.query<ListingAccess>(
    `SELECT j.id, j.owner_id AS "ownerId", j.estate_id AS "estateId", j.status, j.visibility,
            to_char(j.application_deadline, 'YYYY-MM-DD') AS "applicationDeadline",
            j.max_applications AS "maxApplications",
            EXISTS (SELECT 1 FROM job_applications a
                     WHERE a.job_listing_id = j.id AND a.applicant_id = $1) AS "viewerApplied"
       FROM job_listings j WHERE j.id = $2 ${lock ? 'FOR UPDATE OF j' : ''}`,
    [viewerId, id],
  );
  return row ?? null;
}
