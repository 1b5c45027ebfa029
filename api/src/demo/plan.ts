/**
 * The demo world for one day: who is in it, their estates, which trees change state, which
 * harvests were recorded, the listings, applications, the contract and the job market. The
 * world itself is the tables of `plan-data.ts`; this draws the trees' states and the harvests
 * from a seeded generator and puts every date relative to `today`. Pure and deterministic, so
 * the seeder, the tests and the benchmarks can all count what a demo owner will see from the
 * plan itself. `seed.ts` turns it into API calls.
 */
import { seeded } from '../lib/random';
import type { Seeded } from '../lib/random';
import {
  EMAIL_DOMAIN,
  ESTATES,
  FIELD_ROUND,
  HARVESTED_SHARE,
  HARVEST_SEASONS,
  JOB_APPLICATIONS,
  JOBS,
  LISTINGS,
  OTHER_YIELD,
  OWNER,
  PEOPLE,
  RENTAL_APPLICATIONS,
  STATE_SHARES,
  TEAM,
  WORKERS,
  YIELD,
} from './plan-data';
import type { DaysFromToday, Dated } from './plan-data';
import type {
  DemoEstate,
  DemoHarvest,
  DemoPlanOptions,
  DemoTreeChange,
  DemoWorldPlan,
  LatLng,
} from './plan-types';

export type {
  DemoEstate,
  DemoHarvest,
  DemoJob,
  DemoJobApplication,
  DemoListing,
  DemoMembership,
  DemoPerson,
  DemoPlanOptions,
  DemoRentalApplication,
  DemoTreeChange,
  DemoWorker,
  DemoWorldPlan,
  LatLng,
} from './plan-types';

/** The public password of every demo person (the demo owner's too, by default). */
export const DEMO_PASSWORD = 'grovekeeper-demo';

/** `days` after the calendar day `today` (negative: before), YYYY-MM-DD. */
export function addDays(today: string, days: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function planDemoWorld(options: DemoPlanOptions): DemoWorldPlan {
  const random = seeded(options.seed ?? 20_261_125);
  const { today, emailTag } = options;
  const estates: DemoEstate[] = ESTATES.map(({ corners, treeTypes, treeCount, ...estate }) => ({
    ...estate,
    boundaries: polygon(estate.coordinates, corners),
    treeTypes,
    treeCount,
  }));
  const { treeChanges, harvests } = ownersTrees(estates, today, random);
  return {
    people: [
      { key: OWNER, name: options.owner.name, email: options.owner.email },
      ...PEOPLE.map(({ key, name }) => ({
        key,
        name,
        email: emailTag ? `${key}+${emailTag}@${EMAIL_DOMAIN}` : `${key}@${EMAIL_DOMAIN}`,
      })),
    ],
    estates,
    treeChanges: withFieldRound(treeChanges),
    harvests,
    team: TEAM.map((membership) => ({ ...membership })),
    listings: LISTINGS.map((listing) => onDay(listing, today)),
    rentalApplications: RENTAL_APPLICATIONS.map((application) => onDay(application, today)),
    jobs: JOBS.map((job) => ({ ...job, body: onDay(job.body, today) })),
    workers: WORKERS.map(({ person, ...profile }) => ({
      person,
      profile: {
        skills: profile.skills,
        experience: profile.experience,
        yearsOfExperience: profile.yearsOfExperience,
        availability: 'available',
        location: profile.location,
        coordinates: profile.coordinates,
        bio: profile.bio,
        published: true,
      },
    })),
    jobApplications: JOB_APPLICATIONS.map((application) => ({ ...application })),
  };
}

/**
 * The demo owner's trees: mostly healthy, a believable share in every other state, and two
 * seasons of harvests.
 */
function ownersTrees(estates: DemoEstate[], today: string, random: Seeded) {
  const treeChanges: DemoTreeChange[] = [];
  const harvests: DemoHarvest[] = [];
  for (const estate of estates.filter((candidate) => candidate.owner === OWNER)) {
    const indices = shuffled(estate.treeCount, random);
    let at = 0;
    for (const [state, share] of STATE_SHARES) {
      const count = Math.max(1, Math.round(estate.treeCount * share));
      for (const index of indices.slice(at, at + count)) {
        treeChanges.push({ estate: estate.key, index, state });
      }
      at += count;
    }
    treeChanges.sort((a, b) => a.index - b.index);

    for (const season of HARVEST_SEASONS) {
      const picked = shuffled(estate.treeCount, random).slice(
        0,
        Math.round(estate.treeCount * HARVESTED_SHARE),
      );
      for (const index of picked.sort((a, b) => a - b)) {
        const type = estate.treeTypes[index % estate.treeTypes.length] ?? 'olive';
        const [low, high] = YIELD[type] ?? OTHER_YIELD;
        const roll = random.next();
        const [status] = season.statuses.find(([, below]) => roll < below)!;
        const days = season.fromDay + random.int(season.toDay - season.fromDay + 1);
        harvests.push({
          estate: estate.key,
          index,
          date: addDays(today, days),
          weight: Math.round(random.between(low, high) * 100) / 100,
          notes: season.notes,
          status,
        });
      }
    }
  }
  return { treeChanges, harvests };
}

/**
 * The field worker's round: the first change of each of its states in its estate is made by
 * them, with a note (the states the owner sees are the same; only who changed them differs).
 */
function withFieldRound(changes: DemoTreeChange[]): DemoTreeChange[] {
  const result = changes.map((change) => ({ ...change }));
  for (const { estate, person, state, notes } of FIELD_ROUND) {
    const change = result.find(
      (candidate) => candidate.estate === estate && candidate.state === state && !candidate.by,
    );
    if (change) Object.assign(change, { by: person, notes });
  }
  return result;
}

/** A row of the tables with its relative dates put on the calendar. */
function onDay<T extends object>(row: Dated<T>, today: string): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      isRelative(value) ? addDays(today, value.daysFromToday) : value,
    ]),
  ) as T;
}

function isRelative(value: unknown): value is DaysFromToday {
  return typeof value === 'object' && value !== null && 'daysFromToday' in value;
}

/** A polygon from offsets in metres around a centre (x east, y north). */
function polygon(centre: LatLng, corners: [number, number][]): LatLng[] {
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLng = 111_320 * Math.cos((centre.lat * Math.PI) / 180);
  return corners.map(([x, y]) => ({
    lat: Number((centre.lat + y / metresPerDegreeLat).toFixed(6)),
    lng: Number((centre.lng + x / metresPerDegreeLng).toFixed(6)),
  }));
}

/** 0..n-1 in a random order (Fisher–Yates). */
function shuffled(n: number, random: Seeded): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j] as number, items[i] as number];
  }
  return items;
}
