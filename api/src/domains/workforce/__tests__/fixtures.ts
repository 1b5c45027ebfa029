import type { ApiHarness, HarnessEstate } from '../../../test/harness';
import type { TestResponse } from '../../../test/http';
import type { SignedInUser } from '../../../test/users';
import { todayInAthens } from '../../../lib/dates';

/** The date `days` after today in Europe/Athens, YYYY-MM-DD (negative: before). */
export function athensDay(days: number): string {
  const [year, month, day] = todayInAthens().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A complete listing form as the post page sends it. */
export function jobBody(estate: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Olive harvest helpers',
    description: 'Hand-picking and netting on terraced groves',
    jobType: 'harvesting',
    workType: 'seasonal',
    requiredSkills: ['harvesting', 'pruning'],
    experienceLevel: 'intermediate',
    minYearsExperience: 1,
    payRate: 12.5,
    payType: 'hourly',
    currency: 'EUR',
    startDate: athensDay(14),
    duration: 30,
    workSchedule: 'full_time',
    hoursPerDay: 8,
    location: 'Kalamata',
    estate,
    visibility: 'public',
    maxApplications: 10,
    applicationDeadline: null,
    benefits: ['meals'],
    requirements: 'Own transport',
    notes: 'Start at 7:00',
    status: 'active',
    ...overrides,
  };
}

export interface Job {
  _id: string;
  id: string;
  title: string;
  status: string;
  [key: string]: unknown;
}

export interface Application {
  _id: string;
  id: string;
  status: string;
  [key: string]: unknown;
}

/** A listing of `owner` on `estate` (a new estate of theirs unless given). */
export async function createJob(
  api: ApiHarness,
  owner: SignedInUser,
  overrides: Record<string, unknown> = {},
  estate?: HarnessEstate,
): Promise<Job> {
  const target = estate ?? (await api.estate(owner));
  const response = await api
    .as(owner)
    .post('/api/workforce/job-listings', jobBody(target.id, overrides));
  if (response.statusCode !== 201) {
    throw new Error(`create job listing: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ jobListing: Job }>().jobListing;
}

export function applyTo(api: ApiHarness, worker: SignedInUser, jobId: string, body: object = {}) {
  return api
    .as(worker)
    .post(`/api/workforce/job-listings/${jobId}/apply`, { message: "I'm interested", ...body });
}

/** An application of `worker` to the listing, which must succeed. */
export async function apply(
  api: ApiHarness,
  worker: SignedInUser,
  jobId: string,
  body: object = {},
): Promise<Application> {
  const response = await applyTo(api, worker, jobId, body);
  if (response.statusCode !== 201) {
    throw new Error(`apply: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ application: Application }>().application;
}

/** Sets a listing's status or visibility straight in the table (reaching a state quickly). */
export async function setListing(
  api: ApiHarness,
  id: string,
  fields: { status?: string; visibility?: string; applicationDeadline?: string | null },
): Promise<void> {
  await api.db.query(
    `UPDATE job_listings SET status = COALESCE($2, status), visibility = COALESCE($3, visibility),
       application_deadline = CASE WHEN $4 THEN $5::date ELSE application_deadline END
     WHERE id = $1`,
    [
      id,
      fields.status ?? null,
      fields.visibility ?? null,
      'applicationDeadline' in fields,
      fields.applicationDeadline ?? null,
    ],
  );
}

/** Sets an application's status straight in the table. */
export async function setApplication(api: ApiHarness, id: string, status: string): Promise<void> {
  await api.db.query('UPDATE job_applications SET status = $2 WHERE id = $1', [id, status]);
}

export async function eventsOf(api: ApiHarness, subjectId: string): Promise<string[]> {
  const rows = await api.db.query<{ action: string }>(
    `SELECT action FROM domain_events WHERE subject_id = $1 ORDER BY at, id`,
    [subjectId],
  );
  return rows.map((row) => row.action);
}

/** "201", or "404 Job listing not found": the status and, for errors, the error text. */
export function outcome(response: TestResponse): string {
  if (response.statusCode < 400) return String(response.statusCode);
  return `${response.statusCode} ${response.json<{ error: string }>().error}`;
}
