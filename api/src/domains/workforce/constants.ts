/**
 * Every workforce constant of the API (spec §9): the lists the job, application and
 * worker routes check against, the new-listing defaults, the limits and the directory's
 * page size and radius. The API does not depend on the front-end package (its build is
 * plain `tsc` to CommonJS), so the lists mirror shared/src/types/workforce.ts;
 * constants.test.ts fails when the two drift apart. bench/workforce.mjs reads the built
 * copy of this file.
 */

export const WORKER_SKILLS = [
  'harvesting',
  'pruning',
  'irrigation',
  'planting',
  'fertilizing',
  'pest_control',
  'tractor_operation',
  'equipment_maintenance',
  'olive_cultivation',
  'citrus_cultivation',
  'vineyard_management',
  'organic_farming',
  'livestock_care',
  'general_farming',
] as const;
export type WorkerSkill = (typeof WORKER_SKILLS)[number];

/** A job's type is one of the skills, or other. */
export const JOB_TYPES = [...WORKER_SKILLS, 'other'] as const;

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'experienced', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const WORKER_AVAILABILITIES = ['available', 'busy', 'unavailable'] as const;
export type WorkerAvailability = (typeof WORKER_AVAILABILITIES)[number];

export const WORK_TYPES = ['seasonal', 'permanent', 'contract', 'part_time'] as const;
export const PAY_TYPES = [
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'per_task',
  'per_hectare',
] as const;
export const WORK_SCHEDULES = ['full_time', 'part_time', 'flexible', 'weekends_only'] as const;
export const JOB_BENEFITS = [
  'accommodation',
  'meals',
  'transportation',
  'equipment',
  'insurance',
  'bonus',
] as const;
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const JOB_VISIBILITIES = ['public', 'private', 'invite_only'] as const;
export const JOB_LISTING_STATUSES = ['draft', 'active', 'closed'] as const;
export const WORKFORCE_APPLICATION_STATUSES = [
  'pending',
  'reviewed',
  'shortlisted',
  'approved',
  'rejected',
  'withdrawn',
] as const;

export type JobBenefit = (typeof JOB_BENEFITS)[number];
export type JobListingStatus = (typeof JOB_LISTING_STATUSES)[number];
export type JobVisibility = (typeof JOB_VISIBILITIES)[number];
export type WorkforceApplicationStatus = (typeof WORKFORCE_APPLICATION_STATUSES)[number];

/** A new listing's defaults (spec §9), plus the database's for the fields §9 does not name. */
export const NEW_JOB_LISTING_DEFAULTS = {
  status: 'draft',
  visibility: 'public',
  maxApplications: 50,
  duration: 1,
  hoursPerDay: 8,
  payType: 'hourly',
  jobType: 'general_farming',
  workType: 'seasonal',
  currency: 'EUR',
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

/** Directory page size and the default search radius in kilometres (spec §9). */
export const WORKERS_PAGE_SIZE = 20;
export const DEFAULT_MAX_DISTANCE_KM = 50;
/** Half the Earth's circumference is about 20,037 km: every point is within it. */
export const MAX_DISTANCE_KM = 20_000;
export const MAX_WORKERS_LIMIT = 100;
export const MAX_LOCATION = 200;
export const MAX_BIO = 2000;
export const MAX_YEARS = 80;
