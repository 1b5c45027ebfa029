import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { APPLICATION_LIMITS, WORKFORCE_APPLICATION_STATUSES } from '../constants';
import {
  ApplicationStatus,
  Currency,
  DateOnly,
  Employer,
  ExperienceLevel,
  Id,
  JobType,
  literals,
  PayType,
  Skill,
  Timestamp,
} from '../jobs/schemas';

/** Request and answer shapes of job applications (`WorkforceApplication` in the shared types). */

export const NewWorkforceApplication = Type.Object(
  {
    message: Type.Optional(
      Type.String({
        maxLength: APPLICATION_LIMITS.message,
        description: 'The client sends a fixed "interested" message',
      }),
    ),
    coverLetter: Type.Optional(Type.String({ maxLength: APPLICATION_LIMITS.coverLetter })),
    expectedStartDate: Type.Optional(
      Type.Union([DateOnly, Type.Null()], { description: 'YYYY-MM-DD, or null (or empty)' }),
    ),
  },
  { additionalProperties: false },
);
export type NewWorkforceApplication = Static<typeof NewWorkforceApplication>;

export const ApplicationStatusChange = Type.Object(
  {
    status: Type.Union(literals(WORKFORCE_APPLICATION_STATUSES), {
      description:
        'The employer: pending -> approved | rejected, approved -> rejected, rejected -> approved. The applicant: pending -> withdrawn. Anything else 403 or 409.',
    }),
  },
  { additionalProperties: false },
);
export type ApplicationStatusChange = Static<typeof ApplicationStatusChange>;

export const ApplicationsQuery = Type.Object(
  { status: Type.Optional(Type.Union([ApplicationStatus, Type.Literal('')])) },
  { description: 'An empty status is ignored; unknown query parameters too' },
);
export type ApplicationsQuery = Static<typeof ApplicationsQuery>;

export const ApplicationParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

const Rating = Type.Object({
  average: Type.Number({ description: '0 when not rated yet; else 1-5 with one decimal' }),
  count: Type.Integer(),
});

export const WorkforceApplication = Type.Object({
  _id: Id,
  id: Id,
  status: ApplicationStatus,
  appliedAt: Timestamp,
  message: Type.String(),
  coverLetter: Type.String(),
  expectedStartDate: Type.Union([DateOnly, Type.Null()]),
  applicant: Type.Object({
    _id: Id,
    name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    avatar: Type.String(),
    rating: Rating,
    experience: Type.Union([ExperienceLevel, Type.Null()], {
      description: "From the applicant's worker profile; null without one",
    }),
    skills: Type.Array(Skill, { description: "From the applicant's worker profile" }),
  }),
  jobListing: Type.Object({
    _id: Id,
    title: Type.String(),
    jobType: JobType,
    startDate: DateOnly,
    payRate: Type.Number(),
    payType: PayType,
    currency: Currency,
    employer: Employer,
  }),
  myRating: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()], {
    description: 'The score the caller (the employer) gave for this application, once rated',
  }),
});
export type WorkforceApplication = Static<typeof WorkforceApplication>;

export const ApplicationList = Type.Object({ applications: Type.Array(WorkforceApplication) });
export const OneApplication = Type.Object({ application: WorkforceApplication });
