import { Type } from '@sinclair/typebox';
import type { Static, TLiteral } from '@sinclair/typebox';
import {
  DEFAULT_MAX_DISTANCE_KM,
  EXPERIENCE_LEVELS,
  MAX_BIO,
  MAX_DISTANCE_KM,
  MAX_LOCATION,
  MAX_WORKERS_LIMIT,
  MAX_YEARS,
  WORKER_AVAILABILITIES,
  WORKER_SKILLS,
  WORKERS_PAGE_SIZE,
} from '../constants';

/**
 * Request and answer shapes of worker profiles, the worker directory and ratings, matching
 * shared/src/types/workforce.ts (the lists and limits are those of constants.ts).
 */

function literals<T extends string>(values: readonly T[]): TLiteral<T>[] {
  return values.map((value) => Type.Literal(value));
}

const Id = Type.String({ pattern: '^[0-9a-f]{24}$' });
const Timestamp = Type.String({ description: 'ISO 8601 timestamp' });

export const Skill = Type.Union(literals(WORKER_SKILLS));
export const Experience = Type.Union(literals(EXPERIENCE_LEVELS), {
  description: 'beginner (0-1 years), intermediate (1-3), experienced (3-5), expert (5+)',
});
export const Availability = Type.Union(literals(WORKER_AVAILABILITIES));

export const LatLngPoint = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});

export const Rating = Type.Object({
  average: Type.Number({ description: '0 without ratings, else 1..5 with one decimal' }),
  count: Type.Integer(),
});

export const Worker = Type.Object({
  _id: Id,
  id: Id,
  name: Type.String(),
  avatar: Type.String(),
  location: Type.String(),
  coordinates: Type.Union([LatLngPoint, Type.Null()]),
  availability: Availability,
  rating: Rating,
  experience: Experience,
  yearsOfExperience: Type.Integer(),
  skills: Type.Array(Skill),
  bio: Type.String(),
  distance: Type.Optional(
    Type.Number({ description: 'Kilometres from the searched point (2 decimals), with lat/lng' }),
  ),
});
export type Worker = Static<typeof Worker>;

export const WorkerPage = Type.Object({
  workers: Type.Array(Worker),
  pagination: Type.Object({
    current: Type.Integer({ description: 'This page, from 1' }),
    total: Type.Integer({ description: 'Number of pages (0 when nothing matches)' }),
    count: Type.Integer({ description: 'Workers on this page' }),
    totalCount: Type.Integer({ description: 'Workers matching the filters, all pages' }),
  }),
});
export type WorkerPage = Static<typeof WorkerPage>;

export const WorkersQuery = Type.Object(
  {
    location: Type.Optional(
      Type.String({
        maxLength: MAX_LOCATION,
        description: "Part of the worker's location text, ignoring case and accents",
      }),
    ),
    lat: Type.Optional(
      Type.Number({ minimum: -90, maximum: 90, description: 'With lng: search around a point' }),
    ),
    lng: Type.Optional(
      Type.Number({ minimum: -180, maximum: 180, description: 'With lat: search around a point' }),
    ),
    maxDistance: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: MAX_DISTANCE_KM,
        description: `Kilometres around lat/lng (great-circle), default ${DEFAULT_MAX_DISTANCE_KM}; ignored without a point`,
      }),
    ),
    skills: Type.Optional(
      Type.String({
        maxLength: 1000,
        description: 'Comma-joined skills; a worker must have every one (unknown skills: 400)',
      }),
    ),
    experience: Type.Optional(Experience),
    availability: Type.Optional(Availability),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'From 1' })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_WORKERS_LIMIT,
        description: `Default ${WORKERS_PAGE_SIZE}`,
      }),
    ),
  },
  {
    description:
      'Only published profiles. With lat and lng: workers within maxDistance, nearest first, each with its distance; without: best rated first (average, then count, then name).',
  },
);
export type WorkersQuery = Static<typeof WorkersQuery>;

export const WorkerProfile = Type.Object({
  skills: Type.Array(Skill),
  experience: Experience,
  yearsOfExperience: Type.Integer(),
  availability: Availability,
  location: Type.String(),
  coordinates: Type.Union([LatLngPoint, Type.Null()]),
  bio: Type.String(),
  published: Type.Boolean({ description: 'Only published profiles appear in Find Workers' }),
  rating: Rating,
  updatedAt: Timestamp,
});
export type WorkerProfile = Static<typeof WorkerProfile>;

export const WorkerProfileAnswer = Type.Object({
  profile: Type.Union([WorkerProfile, Type.Null()]),
});

export const WorkerProfileSaved = Type.Object({ profile: WorkerProfile });

export const WorkerProfileInput = Type.Object(
  {
    skills: Type.Optional(
      Type.Array(Skill, {
        maxItems: WORKER_SKILLS.length,
        description: 'Duplicates are dropped; at least one to publish',
      }),
    ),
    experience: Type.Optional(Experience),
    yearsOfExperience: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_YEARS })),
    availability: Type.Optional(Availability),
    location: Type.Optional(Type.String({ maxLength: MAX_LOCATION, description: 'Trimmed' })),
    coordinates: Type.Optional(Type.Union([LatLngPoint, Type.Null()])),
    bio: Type.Optional(Type.String({ maxLength: MAX_BIO, description: 'Trimmed' })),
    published: Type.Optional(
      Type.Boolean({ description: 'false hides the profile from Find Workers; default true' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      "Creates or updates the caller's profile; a field left out keeps its current value (a new profile: its default). rating and updatedAt may be sent back and are ignored.",
  },
);
export type WorkerProfileInput = Static<typeof WorkerProfileInput>;

export const ApplicationParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const RatingInput = Type.Object(
  { score: Type.Integer({ minimum: 1, maximum: 5, description: '1 to 5 stars' }) },
  { additionalProperties: false },
);

export const RatingAnswer = Type.Object({
  rating: Type.Object({
    score: Type.Integer(),
    average: Type.Number({ description: "The worker's average over all ratings, one decimal" }),
    count: Type.Integer({ description: "The worker's number of ratings" }),
  }),
});
export type RatingAnswer = Static<typeof RatingAnswer>;
