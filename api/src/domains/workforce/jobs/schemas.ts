import { Type } from '@sinclair/typebox';
import type { Static, TLiteral } from '@sinclair/typebox';
import {
  BROWSE_LIMIT,
  CURRENCIES,
  EXPERIENCE_LEVELS,
  JOB_BENEFITS,
  JOB_LIMITS,
  JOB_LISTING_STATUSES,
  JOB_TYPES,
  JOB_VISIBILITIES,
  NEW_JOB_LISTING_DEFAULTS as DEFAULTS,
  PAY_TYPES,
  WORK_SCHEDULES,
  WORK_TYPES,
  WORKER_SKILLS,
  WORKFORCE_APPLICATION_STATUSES,
} from '../constants';

/**
 * Request and answer shapes of job listings, matching `JobListing`, `NewJobListing` and
 * `JobListingUpdate` of shared/src/types/workforce.ts. The rules the spec words itself
 * ('Please fill in all required fields') and the cents rule are checked first by
 * validation.ts; these schemas state every type and limit, for the OpenAPI document
 * and for the readable "<field> must be ..." answers.
 */

export function literals<T extends string>(values: readonly T[]): TLiteral<T>[] {
  return values.map((value) => Type.Literal(value));
}

export const Id = Type.String({ pattern: '^[0-9a-f]{24}$' });
export const Timestamp = Type.String({ description: 'ISO 8601 timestamp' });
export const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const NullableDate = Type.Union([DateOnly, Type.Null()]);

export const JobType = Type.Union(literals(JOB_TYPES));
export const WorkType = Type.Union(literals(WORK_TYPES));
export const Skill = Type.Union(literals(WORKER_SKILLS));
export const ExperienceLevel = Type.Union(literals(EXPERIENCE_LEVELS));
export const PayType = Type.Union(literals(PAY_TYPES));
export const Currency = Type.Union(literals(CURRENCIES));
const WorkSchedule = Type.Union(literals(WORK_SCHEDULES));
const Benefit = Type.Union(literals(JOB_BENEFITS));
const Visibility = Type.Union(literals(JOB_VISIBILITIES), {
  description:
    'public: listed in Browse Jobs; invite_only: never listed, reachable by its link; private: seen only by its owner and applicants',
});
export const ListingStatus = Type.Union(literals(JOB_LISTING_STATUSES));
export const ApplicationStatus = Type.Union(literals(WORKFORCE_APPLICATION_STATUSES));

export const Employer = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  avatar: Type.String(),
});

const LatLng = Type.Object({ lat: Type.Number(), lng: Type.Number() });

const { minYearsExperience, payRate, duration, hoursPerDay, maxApplications } = JOB_LIMITS;

/** Every field of the listing form; which are required differs between POST and PUT. */
const fields = {
  title: Type.String({ minLength: 1, maxLength: JOB_LIMITS.title }),
  description: Type.String({ minLength: 1, maxLength: JOB_LIMITS.description }),
  estate: Type.String({ description: "Id of one of the caller's estates (404 otherwise)" }),
  startDate: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  jobType: Type.Optional(JobType),
  workType: Type.Optional(WorkType),
  requiredSkills: Type.Optional(
    Type.Array(Skill, {
      maxItems: WORKER_SKILLS.length,
      description: 'Duplicates and empty entries are dropped',
    }),
  ),
  experienceLevel: Type.Optional(ExperienceLevel),
  minYearsExperience: Type.Optional(Type.Integer(minYearsExperience)),
  payRate: Type.Optional(
    Type.Number({ ...payRate, description: 'In the currency, at most 2 decimals' }),
  ),
  payType: Type.Optional(PayType),
  currency: Type.Optional(Currency),
  duration: Type.Optional(Type.Integer({ ...duration, description: 'Days' })),
  workSchedule: Type.Optional(WorkSchedule),
  hoursPerDay: Type.Optional(
    Type.Integer({ ...hoursPerDay, description: 'The post form offers 1-12, the edit form 1-24' }),
  ),
  location: Type.Optional(
    Type.String({
      maxLength: JOB_LIMITS.location,
      description: "Empty: the estate's address",
    }),
  ),
  visibility: Type.Optional(Visibility),
  maxApplications: Type.Optional(Type.Integer(maxApplications)),
  applicationDeadline: Type.Optional(
    Type.Union([DateOnly, Type.Null()], { description: 'YYYY-MM-DD, or null (or empty): none' }),
  ),
  benefits: Type.Optional(
    Type.Array(Benefit, {
      maxItems: JOB_BENEFITS.length,
      description: 'Duplicates and empty entries are dropped',
    }),
  ),
  requirements: Type.Optional(Type.String({ maxLength: JOB_LIMITS.requirements })),
  notes: Type.Optional(Type.String({ maxLength: JOB_LIMITS.notes })),
  // Clients may send back the listing they loaded; the estate's centre is always used.
  coordinates: Type.Optional(
    Type.Unknown({ description: "Accepted and ignored: the estate's centre is used" }),
  ),
};

const defaults = `Defaults: jobType ${DEFAULTS.jobType}, workType ${DEFAULTS.workType}, payType ${DEFAULTS.payType}, currency ${DEFAULTS.currency}, duration ${DEFAULTS.duration}, hoursPerDay ${DEFAULTS.hoursPerDay}, visibility ${DEFAULTS.visibility}, maxApplications ${DEFAULTS.maxApplications}, experienceLevel ${DEFAULTS.experienceLevel}, workSchedule ${DEFAULTS.workSchedule}, payRate 0, minYearsExperience 0.`;

export const NewJobListing = Type.Object(
  {
    ...fields,
    status: Type.Optional(
      Type.Union([Type.Literal('draft'), Type.Literal('active')], {
        description: 'draft (Save as Draft, the default) or active (Publish Job Listing)',
      }),
    ),
  },
  { additionalProperties: false, description: defaults },
);
export type NewJobListing = Static<typeof NewJobListing>;

export const JobListingUpdate = Type.Partial(Type.Object({ ...fields, status: ListingStatus }), {
  additionalProperties: false,
  description:
    'Either only {status} (Close or Activate: draft -> active, closed -> active, active -> closed; anything else 409) or the full listing: title, description, estate and startDate required, other fields left out keep their values; a status different from the current one moves it too.',
});
export type JobListingUpdate = Static<typeof JobListingUpdate>;

export const JobListingParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const JobListingQuery = Type.Object(
  {
    search: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Matches the title, description or location, ignoring case and accents',
      }),
    ),
    jobType: Type.Optional(Type.Union([JobType, Type.Literal('')])),
    workType: Type.Optional(Type.Union([WorkType, Type.Literal('')])),
    location: Type.Optional(
      Type.String({
        maxLength: 200,
        description: "Part of the listing's location, ignoring case and accents",
      }),
    ),
  },
  { description: 'Empty values are ignored; unknown query parameters too' },
);
export type JobListingQuery = Static<typeof JobListingQuery>;

const EstateRef = Type.Object({ _id: Id, name: Type.String(), address: Type.String() });

const listingAnswer = {
  _id: Id,
  id: Id,
  title: Type.String(),
  description: Type.String(),
  jobType: JobType,
  workType: WorkType,
  requiredSkills: Type.Array(Skill),
  experienceLevel: ExperienceLevel,
  minYearsExperience: Type.Integer(),
  payRate: Type.Number({ description: 'In the currency, from integer cents' }),
  payType: PayType,
  currency: Currency,
  startDate: DateOnly,
  duration: Type.Integer({ description: 'Days' }),
  workSchedule: WorkSchedule,
  hoursPerDay: Type.Integer(),
  location: Type.String(),
  coordinates: Type.Union([LatLng, Type.Null()], { description: "The estate's centre" }),
  status: ListingStatus,
  visibility: Visibility,
  maxApplications: Type.Integer(),
  applicationDeadline: NullableDate,
  benefits: Type.Array(Benefit),
  requirements: Type.String(),
  notes: Type.String(),
  applicationCount: Type.Integer({ description: 'Applications received, withdrawn ones not' }),
  employer: Employer,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  isOwnedByMe: Type.Boolean(),
  myApplication: Type.Union([Type.Object({ _id: Id, status: ApplicationStatus }), Type.Null()], {
    description: "The caller's own application to this listing",
  }),
};

/** A listing in a list: `estate` is the estate's id. */
export const JobListingItem = Type.Object({ ...listingAnswer, estate: Id });
export type JobListingItem = Static<typeof JobListingItem>;

/** One listing on its own: `estate` is an object. */
export const JobListingDetail = Type.Object({ ...listingAnswer, estate: EstateRef });
export type JobListingDetail = Static<typeof JobListingDetail>;

export const JobListingList = Type.Object({ jobListings: Type.Array(JobListingItem) });
export const BrowseAnswer = Type.Object(
  { jobListings: Type.Array(JobListingItem) },
  { description: `At most the ${BROWSE_LIMIT} newest matching listings` },
);
export const OneJobListing = Type.Object({ jobListing: JobListingDetail });
