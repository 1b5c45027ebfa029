/**
 * Every workforce constant of the API (spec §9): the lists the job, application and
 * worker routes check against and the new-listing defaults come from
 * @grovekeeper/constants, the one copy the front-end's shared types re-export; the limits
 * and the directory's bounds are the API's own. bench/workforce.mjs reads the built copy
 * of this file.
 */
import { NEW_JOB_LISTING_DEFAULTS as SHARED_DEFAULTS } from '@grovekeeper/constants';

export {
  CURRENCIES,
  DEFAULT_MAX_DISTANCE_KM,
  EXPERIENCE_LEVELS,
  JOB_BENEFITS,
  JOB_LISTING_STATUSES,
  JOB_TYPES,
  JOB_VISIBILITIES,
  PAY_TYPES,
  WORK_SCHEDULES,
  WORK_TYPES,
  WORKER_AVAILABILITIES,
  WORKER_SKILLS,
  WORKERS_PAGE_SIZE,
  WORKFORCE_APPLICATION_STATUSES,
} from '@grovekeeper/constants';
export type {
  ExperienceLevel,
  JobBenefit,
  JobListingStatus,
  JobVisibility,
  WorkerAvailability,
  WorkerSkill,
  WorkforceApplicationStatus,
} from '@grovekeeper/constants';

/** A new listing's defaults (spec §9), plus the database's for the fields §9 does not name. */
export const NEW_JOB_LISTING_DEFAULTS = {
  ...SHARED_DEFAULTS,
  experienceLevel: 'beginner',
  workSchedule: 'full_time',
  minYearsExperience: 0,
  payRate: 0,
} as const;

/**
 * Limits of a listing. hoursPerDay: the post form stops at 12 and the edit form at 24
 * (spec §5); the server accepts what the edit form can send. The upper bounds the spec
 * does not give keep values sensible (no 10-digit pay rates, no century-long jobs).
 */
export const JOB_LIMITS = {
  title: 200,
  description: 5000,
  location: 300,
  requirements: 2000,
  notes: 2000,
  minYearsExperience: { minimum: 0, maximum: 80 },
  payRate: { minimum: 0, maximum: 1_000_000 },
  duration: { minimum: 1, maximum: 3650 },
  hoursPerDay: { minimum: 1, maximum: 24 },
  maxApplications: { minimum: 1, maximum: 10_000 },
} as const;

export const APPLICATION_LIMITS = { message: 1000, coverLetter: 5000 } as const;

/** Browse Jobs answers at most this many listings, the newest. */
export const BROWSE_LIMIT = 200;

/** Half the Earth's circumference is about 20,037 km: every point is within it. */
export const MAX_DISTANCE_KM = 20_000;
export const MAX_WORKERS_LIMIT = 100;
export const MAX_LOCATION = 200;
export const MAX_BIO = 2000;
export const MAX_YEARS = 80;
