/** The workforce marketplace's lists and defaults (spec part 2, §9). */

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
export type JobType = (typeof JOB_TYPES)[number];

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'experienced', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const WORK_TYPES = ['seasonal', 'permanent', 'contract', 'part_time'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export const PAY_TYPES = [
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'per_task',
  'per_hectare',
] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const WORK_SCHEDULES = ['full_time', 'part_time', 'flexible', 'weekends_only'] as const;
export type WorkSchedule = (typeof WORK_SCHEDULES)[number];

export const JOB_BENEFITS = [
  'accommodation',
  'meals',
  'transportation',
  'equipment',
  'insurance',
  'bonus',
] as const;
export type JobBenefit = (typeof JOB_BENEFITS)[number];

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const JOB_VISIBILITIES = ['public', 'private', 'invite_only'] as const;
export type JobVisibility = (typeof JOB_VISIBILITIES)[number];

export const JOB_LISTING_STATUSES = ['draft', 'active', 'closed'] as const;
export type JobListingStatus = (typeof JOB_LISTING_STATUSES)[number];

export const WORKFORCE_APPLICATION_STATUSES = [
  'pending',
  'reviewed',
  'shortlisted',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type WorkforceApplicationStatus = (typeof WORKFORCE_APPLICATION_STATUSES)[number];

export const WORKER_AVAILABILITIES = ['available', 'busy', 'unavailable'] as const;
export type WorkerAvailability = (typeof WORKER_AVAILABILITIES)[number];

/** Worker directory page size, and the default locate-me radius in kilometres (spec §9). */
export const WORKERS_PAGE_SIZE = 20;
export const DEFAULT_MAX_DISTANCE_KM = 50;

/** A new listing's defaults (spec §9). */
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
} as const;
