import { newId } from '../../../lib/ids';
import { seeded } from '../../../lib/random';
import type { ApiHarness } from '../../../test/harness';
import type { TestResponse } from '../../../test/http';
import type { SignedInUser } from '../../../test/users';
import { EXPERIENCE_LEVELS, WORKER_AVAILABILITIES, WORKER_SKILLS } from '../constants';
import type { Worker, WorkerPage } from '../workers/schemas';

/** The project's seeded generator, so a failure can be replayed from its seed. */
export { seeded };

/** A profile to insert straight into the tables (with its user). */
export interface SeedWorker {
  id?: string;
  name?: string;
  avatar?: string;
  lat?: number | null;
  lng?: number | null;
  skills?: string[];
  experience?: string;
  yearsOfExperience?: number;
  availability?: string;
  location?: string;
  bio?: string;
  published?: boolean;
}

export type SeededWorker = Required<SeedWorker> & { id: string };

/**
 * Users and their worker profiles written with two statements (the directory tests need
 * hundreds; registering each through the API would take minutes).
 */
export async function insertWorkers(
  api: ApiHarness,
  workers: readonly SeedWorker[],
): Promise<SeededWorker[]> {
  const rows: SeededWorker[] = workers.map((worker, i) => ({
    id: worker.id ?? newId(),
    name: worker.name ?? `Worker ${i}`,
    avatar: worker.avatar ?? '',
    lat: worker.lat ?? null,
    lng: worker.lng ?? null,
    skills: worker.skills ?? ['harvesting'],
    experience: worker.experience ?? 'beginner',
    yearsOfExperience: worker.yearsOfExperience ?? 0,
    availability: worker.availability ?? 'available',
    location: worker.location ?? '',
    bio: worker.bio ?? '',
    published: worker.published ?? true,
  }));
  const column = <T>(pick: (row: SeededWorker) => T) => rows.map(pick);
  await api.db.query(
    `INSERT INTO users (id, email, password_hash, name, avatar)
     SELECT id, 'seed-' || id || '@example.com', 'not-a-hash', name, avatar
       FROM unnest($1::text[], $2::text[], $3::text[]) AS u(id, name, avatar)`,
    [column((row) => row.id), column((row) => row.name), column((row) => row.avatar)],
  );
  await api.db.query(
    `INSERT INTO worker_profiles (user_id, lat, lng, skills, experience, years_of_experience,
       availability, location, bio, published)
     SELECT id, lat, lng, string_to_array(skills, ','), experience, years, availability,
            location, bio, published
       FROM unnest($1::text[], $2::float8[], $3::float8[], $4::text[], $5::text[], $6::int[],
                   $7::text[], $8::text[], $9::text[], $10::boolean[])
         AS p(id, lat, lng, skills, experience, years, availability, location, bio, published)`,
    [
      column((row) => row.id),
      column((row) => row.lat),
      column((row) => row.lng),
      column((row) => row.skills.join(',')),
      column((row) => row.experience),
      column((row) => row.yearsOfExperience),
      column((row) => row.availability),
      column((row) => row.location),
      column((row) => row.bio),
      column((row) => row.published),
    ],
  );
  return rows;
}

/** An estate of `ownerId` written straight into the table (job listings need one). */
export async function insertEstate(api: ApiHarness, ownerId: string): Promise<string> {
  const id = newId();
  await api.db.query(
    `INSERT INTO estates (id, owner_id, name, address, tree_count, land_area, lat, lng)
     VALUES ($1, $2, 'Rating Grove', 'Kalamata', 10, 2.5, 37.0, 22.1)`,
    [id, ownerId],
  );
  return id;
}

/**
 * A job listing of `employerId` and an application of `workerId` to it in `status`,
 * written straight into the tables (the job routes belong to another module).
 */
export async function insertApplication(
  api: ApiHarness,
  fields: { employerId: string; workerId: string; status?: string; estateId?: string },
): Promise<string> {
  const estateId = fields.estateId ?? (await insertEstate(api, fields.employerId));
  const listingId = newId();
  await api.db.query(
    `INSERT INTO job_listings (id, owner_id, estate_id, title, description, start_date, status)
     VALUES ($1, $2, $3, 'Olive harvest', 'Picking olives', '2030-10-01', 'active')`,
    [listingId, fields.employerId, estateId],
  );
  const applicationId = newId();
  await api.db.query(
    `INSERT INTO job_applications (id, job_listing_id, applicant_id, status)
     VALUES ($1, $2, $3, $4)`,
    [applicationId, listingId, fields.workerId, fields.status ?? 'approved'],
  );
  return applicationId;
}

/** Ratings of `workerId` by `employerId`, one approved application each. */
export async function insertRatings(
  api: ApiHarness,
  employerId: string,
  workerId: string,
  scores: readonly number[],
): Promise<void> {
  const estateId = await insertEstate(api, employerId);
  for (const score of scores) {
    const applicationId = await insertApplication(api, { employerId, workerId, estateId });
    await api.db.query(
      `INSERT INTO worker_ratings (id, application_id, worker_id, rater_id, score)
       VALUES ($1, $2, $3, $4, $5)`,
      [newId(), applicationId, workerId, employerId, score],
    );
  }
}

/** GET /api/workforce/workers with `query` (values URL-encoded). */
export async function searchWorkers(
  api: ApiHarness,
  user: SignedInUser,
  query: Record<string, string | number | undefined> = {},
): Promise<TestResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return api.as(user).get(`/api/workforce/workers?${params.toString()}`);
}

/** The page answered for `query`, failing on anything but 200. */
export async function workersPage(
  api: ApiHarness,
  user: SignedInUser,
  query: Record<string, string | number | undefined> = {},
): Promise<WorkerPage> {
  const response = await searchWorkers(api, user, query);
  if (response.statusCode !== 200) {
    throw new Error(`GET /workers: ${response.statusCode} ${response.body}`);
  }
  return response.json<WorkerPage>();
}

export const idsOf = (workers: readonly Pick<Worker, 'id'>[]) => workers.map((worker) => worker.id);

/** A complete, valid body for PUT /api/workforce/profile. */
export function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    skills: ['harvesting', 'pruning'],
    experience: 'experienced',
    yearsOfExperience: 4,
    availability: 'available',
    location: 'Kalamata, Messinia',
    coordinates: { lat: 37.04, lng: 22.11 },
    bio: 'Ten seasons of olive harvests.',
    published: true,
    ...overrides,
  };
}

export async function eventActions(api: ApiHarness, subjectId: string): Promise<string[]> {
  const rows = await api.db.query<{ action: string }>(
    `SELECT action FROM domain_events WHERE subject_id = $1 ORDER BY at, id`,
    [subjectId],
  );
  return rows.map((row) => row.action);
}

/**
 * About 1,000 profiles for the distance tests: spread over the globe (uniform on the
 * sphere), dense in Greece, in a band along the antimeridian, around both poles, a few
 * sharing one point (ties), some without coordinates and some hidden.
 */
export function globeWorkers(random: ReturnType<typeof seeded>): SeedWorker[] {
  const workers: SeedWorker[] = [];
  const add = (lat: number | null, lng: number | null, extra: SeedWorker = {}) =>
    workers.push({
      lat,
      lng,
      skills: WORKER_SKILLS.filter(() => random.next() < 0.3).concat(random.pick(WORKER_SKILLS)),
      experience: random.pick(EXPERIENCE_LEVELS),
      availability: random.pick(WORKER_AVAILABILITIES),
      location: random.pick([
        'Kalamata',
        'Sparta',
        'Fiji',
        'Svalbard',
        'Chania',
        '',
        'Ελαιώνας ΚΑΛΑΜΆΤΑΣ',
        'İstanbul Straße',
      ]),
      ...extra,
    });
  for (let i = 0; i < 300; i++) {
    add((Math.asin(random.between(-1, 1)) * 180) / Math.PI, random.between(-180, 180));
  }
  for (let i = 0; i < 250; i++) add(random.between(34.8, 41.7), random.between(19.4, 28.2));
  for (let i = 0; i < 140; i++) {
    const lat = i < 70 ? random.between(-5, 5) : random.between(-60, 60);
    const east = random.next() < 0.5;
    add(lat, east ? random.between(179, 180) : random.between(-180, -179));
  }
  for (let i = 0; i < 140; i++) {
    const lat = random.between(87.5, 90);
    add(i % 2 === 0 ? lat : -lat, random.between(-180, 180));
  }
  for (const [lat, lng] of [
    [90, 0],
    [-90, 45],
    [0, 180],
    [0, -180],
    [10, 180],
  ]) {
    add(lat as number, lng as number);
  }
  for (let i = 0; i < 8; i++) add(37.5, 22.5);
  for (let i = 0; i < 40; i++) add(null, null);
  for (let i = 0; i < 60; i++) {
    add(random.between(34.8, 41.7), random.between(19.4, 28.2), { published: false });
  }
  return workers;
}
