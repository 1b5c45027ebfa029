import { NEW_JOB_LISTING_DEFAULTS } from '@grovekeeper/shared';
import type {
  Currency,
  ExperienceLevel,
  JobBenefit,
  JobListing,
  JobListingFields,
  JobType,
  JobVisibility,
  PayType,
  WorkSchedule,
  WorkType,
  WorkerSkill,
} from '@grovekeeper/shared';

/**
 * The job form as it holds its values: number fields stay the text typed (so a cleared
 * field is '' and not 0 until validation says what it is), dates are YYYY-MM-DD or null.
 */
export interface JobFormValues {
  title: string;
  description: string;
  estate: string;
  jobType: JobType;
  workType: WorkType;
  requiredSkills: WorkerSkill[];
  experienceLevel: ExperienceLevel;
  minYearsExperience: string;
  payRate: string;
  payType: PayType;
  currency: Currency;
  startDate: string | null;
  duration: string;
  workSchedule: WorkSchedule;
  hoursPerDay: string;
  location: string;
  visibility: JobVisibility;
  maxApplications: string;
  applicationDeadline: string | null;
  benefits: JobBenefit[];
  requirements: string;
  notes: string;
}

/** A new listing: the spec's defaults (§9); level and schedule as the database defaults them. */
export function emptyJobForm(): JobFormValues {
  const defaults = NEW_JOB_LISTING_DEFAULTS;
  return {
    title: '',
    description: '',
    estate: '',
    jobType: defaults.jobType,
    workType: defaults.workType,
    requiredSkills: [],
    experienceLevel: 'beginner',
    minYearsExperience: '0',
    payRate: '',
    payType: defaults.payType,
    currency: defaults.currency,
    startDate: null,
    duration: String(defaults.duration),
    workSchedule: 'full_time',
    hoursPerDay: String(defaults.hoursPerDay),
    location: '',
    visibility: defaults.visibility,
    maxApplications: String(defaults.maxApplications),
    applicationDeadline: null,
    benefits: [],
    requirements: '',
    notes: '',
  };
}

/** The estate id of a listing, whether the answer carries an id or an object. */
export function estateIdOf(listing: Pick<JobListing, 'estate'>): string {
  return typeof listing.estate === 'string' ? listing.estate : (listing.estate?._id ?? '');
}

/** A saved listing, as the edit form starts from it. */
export function jobFormFromListing(listing: JobListing): JobFormValues {
  return {
    title: listing.title ?? '',
    description: listing.description ?? '',
    estate: estateIdOf(listing),
    jobType: listing.jobType,
    workType: listing.workType,
    requiredSkills: [...(listing.requiredSkills ?? [])],
    experienceLevel: listing.experienceLevel,
    minYearsExperience: String(listing.minYearsExperience ?? 0),
    payRate: String(listing.payRate ?? ''),
    payType: listing.payType,
    currency: listing.currency,
    startDate: listing.startDate || null,
    duration: String(listing.duration ?? ''),
    workSchedule: listing.workSchedule,
    hoursPerDay: String(listing.hoursPerDay ?? ''),
    location: listing.location ?? '',
    visibility: listing.visibility,
    maxApplications: String(listing.maxApplications ?? ''),
    applicationDeadline: listing.applicationDeadline || null,
    benefits: [...(listing.benefits ?? [])],
    requirements: listing.requirements ?? '',
    notes: listing.notes ?? '',
  };
}

/**
 * The listing's fields as the API takes them, from values that passed validation: text
 * trimmed, numbers parsed, pay rounded to the cent.
 */
export function toJobListingFields(values: JobFormValues): JobListingFields {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    jobType: values.jobType,
    workType: values.workType,
    requiredSkills: values.requiredSkills,
    experienceLevel: values.experienceLevel,
    minYearsExperience: Number(values.minYearsExperience),
    payRate: Math.round(Number(values.payRate) * 100) / 100,
    payType: values.payType,
    currency: values.currency,
    startDate: values.startDate ?? '',
    duration: Number(values.duration),
    workSchedule: values.workSchedule,
    hoursPerDay: Number(values.hoursPerDay),
    location: values.location.trim(),
    estate: values.estate,
    visibility: values.visibility,
    maxApplications: Number(values.maxApplications),
    applicationDeadline: values.applicationDeadline,
    benefits: values.benefits,
    requirements: values.requirements.trim(),
    notes: values.notes.trim(),
  };
}
