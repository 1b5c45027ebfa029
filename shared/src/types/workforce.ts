/**
 * The workforce marketplace as the API answers it (spec part 2, sections 3, 4, 7 and 9):
 * job listings, job applications and worker profiles. Money (payRate) is a number with at
 * most two decimals in the listing's currency (integer cents on the server). Dates a person
 * picks (startDate, applicationDeadline, expectedStartDate) are `YYYY-MM-DD`; moments
 * (appliedAt, createdAt) are ISO 8601 timestamps.
 */
import type {
  Currency,
  ExperienceLevel,
  JobBenefit,
  JobListingStatus,
  JobType,
  JobVisibility,
  PayType,
  WorkerAvailability,
  WorkerSkill,
  WorkforceApplicationStatus,
  WorkSchedule,
  WorkType,
} from '@grovekeeper/constants';
import type { Pagination } from './rental';

// The lists and defaults the API checks against too: one copy, in @grovekeeper/constants.
export {
  WORKER_SKILLS,
  JOB_TYPES,
  EXPERIENCE_LEVELS,
  WORK_TYPES,
  PAY_TYPES,
  WORK_SCHEDULES,
  JOB_BENEFITS,
  CURRENCIES,
  JOB_VISIBILITIES,
  JOB_LISTING_STATUSES,
  WORKFORCE_APPLICATION_STATUSES,
  WORKER_AVAILABILITIES,
  WORKERS_PAGE_SIZE,
  DEFAULT_MAX_DISTANCE_KM,
  NEW_JOB_LISTING_DEFAULTS,
} from '@grovekeeper/constants';
export type {
  WorkerSkill,
  JobType,
  ExperienceLevel,
  WorkType,
  PayType,
  WorkSchedule,
  JobBenefit,
  Currency,
  JobVisibility,
  JobListingStatus,
  WorkforceApplicationStatus,
  WorkerAvailability,
} from '@grovekeeper/constants';

/** The years each level stands for (spec §9). */
export const EXPERIENCE_LEVEL_YEARS: Record<ExperienceLevel, string> = {
  beginner: '0-1 years',
  intermediate: '1-3 years',
  experienced: '3-5 years',
  expert: '5+ years',
};

/** The edit page offers only these two. */
export const EDITABLE_JOB_VISIBILITIES = ['public', 'invite_only'] as const;

/** Limits of the post form (spec §5); the edit form allows hoursPerDay up to 24. */
export const JOB_LIMITS = {
  minYearsExperience: { min: 0 },
  payRate: { min: 0, step: 0.01 },
  duration: { min: 1 },
  hoursPerDay: { min: 1, max: 12, editMax: 24 },
  maxApplications: { min: 1 },
} as const;

export interface Rating {
  /** 0 when there is no rating yet; else 1..5 with one decimal. */
  average: number;
  count: number;
}

export interface LatLngPoint {
  lat: number;
  lng: number;
}

/** An entry of the worker directory (GET /api/workforce/workers). */
export interface Worker {
  _id: string;
  /** The worker's user id (profiles are one per user). */
  id: string;
  name: string;
  avatar: string;
  location: string;
  coordinates: LatLngPoint | null;
  availability: WorkerAvailability;
  rating: Rating;
  experience: ExperienceLevel;
  yearsOfExperience: number;
  skills: WorkerSkill[];
  bio: string;
  /** Kilometres from the searched point, when the search gave lat and lng. */
  distance?: number;
}

export interface WorkerQuery {
  location?: string;
  lat?: number;
  lng?: number;
  /** Kilometres, default 50 when lat and lng are given. */
  maxDistance?: number;
  /** Comma-joined skills; a worker must have every one. */
  skills?: string;
  experience?: ExperienceLevel;
  availability?: WorkerAvailability;
  page?: number;
  /** 1..100, default 20. */
  limit?: number;
}

export interface WorkerPage {
  workers: Worker[];
  pagination: Pagination;
}

/** The caller's own worker profile (GET/PUT /api/workforce/profile). */
export interface WorkerProfile {
  skills: WorkerSkill[];
  experience: ExperienceLevel;
  yearsOfExperience: number;
  availability: WorkerAvailability;
  location: string;
  coordinates: LatLngPoint | null;
  bio: string;
  /** Only published profiles appear in Find Workers. */
  published: boolean;
  rating: Rating;
  updatedAt: string;
}

export type WorkerProfileInput = Omit<WorkerProfile, 'rating' | 'updatedAt'>;

export interface JobEmployer {
  _id: string;
  name: string;
  email: string;
  avatar: string;
}

export interface JobListingFields {
  title: string;
  description: string;
  jobType: JobType;
  workType: WorkType;
  requiredSkills: WorkerSkill[];
  experienceLevel: ExperienceLevel;
  minYearsExperience: number;
  payRate: number;
  payType: PayType;
  currency: Currency;
  /** YYYY-MM-DD */
  startDate: string;
  /** Days. */
  duration: number;
  workSchedule: WorkSchedule;
  hoursPerDay: number;
  location: string;
  /** Estate id (one of the caller's estates). */
  estate: string;
  visibility: JobVisibility;
  maxApplications: number;
  /** YYYY-MM-DD or null. */
  applicationDeadline: string | null;
  benefits: JobBenefit[];
  requirements: string;
  notes: string;
}

/** POST /api/workforce/job-listings: the listing with its status (draft or active). */
export interface NewJobListing extends JobListingFields {
  status: 'draft' | 'active';
}

/** PUT /api/workforce/job-listings/:id: the full listing, or only {status}. */
export type JobListingUpdate =
  (JobListingFields & { status?: JobListingStatus }) | { status: JobListingStatus };

export interface JobListing extends Omit<JobListingFields, 'estate'> {
  _id: string;
  id: string;
  /** The estate's id in lists; an object with name and address on the detail view. */
  estate: string | { _id: string; name: string; address: string };
  /** The estate's centre. */
  coordinates: LatLngPoint | null;
  status: JobListingStatus;
  /** Applications received (withdrawn ones not counted). */
  applicationCount: number;
  employer: JobEmployer;
  createdAt: string;
  updatedAt: string;
  /** Derived for the caller: their listing. */
  isOwnedByMe: boolean;
  /** The caller's own application to this listing, if any. */
  myApplication: { _id: string; status: WorkforceApplicationStatus } | null;
}

export interface JobListingQuery {
  search?: string;
  jobType?: JobType;
  workType?: WorkType;
  location?: string;
}

export interface WorkforceApplicant {
  _id: string;
  name: string;
  email: string;
  phone: string;
  avatar: string;
  rating: Rating;
  /** From the applicant's worker profile (null without one). */
  experience: ExperienceLevel | null;
  skills: WorkerSkill[];
}

export interface WorkforceApplication {
  _id: string;
  id: string;
  status: WorkforceApplicationStatus;
  appliedAt: string;
  message: string;
  coverLetter: string;
  /** YYYY-MM-DD or null. */
  expectedStartDate: string | null;
  applicant: WorkforceApplicant;
  jobListing: {
    _id: string;
    title: string;
    jobType: JobType;
    startDate: string;
    payRate: number;
    payType: PayType;
    currency: Currency;
    employer: JobEmployer;
  };
  /** The score the employer gave this worker for this application, once rated. */
  myRating: number | null;
}

/** POST /api/workforce/job-listings/:id/apply */
export interface NewWorkforceApplication {
  message: string;
  coverLetter?: string;
  expectedStartDate?: string | null;
}

/** POST /api/workforce/applications/:id/rating: the employer rates the worker, once. */
export interface WorkerRatingInput {
  score: 1 | 2 | 3 | 4 | 5;
}
