import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

const Gender = Type.Union(GENDERS.map((gender) => Type.Literal(gender)));

const Ratings = Type.Object({
  average: Type.Number({ description: '1 decimal; 0 when none' }),
  count: Type.Integer(),
});

/** A person's ratings from ended rental contracts (issue 28). */
export const PartyRatings = Type.Object({
  asOwner: Ratings,
  asTenant: Ratings,
});

/** The User entity of the spec as the client sees it: text fields are '' when unset, never null. */
export const Profile = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{24}$' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  bio: Type.String(),
  avatar: Type.String(),
  location: Type.String(),
  website: Type.String(),
  company: Type.String(),
  jobTitle: Type.String(),
  education: Type.String(),
  dateOfBirth: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  gender: Type.Union([Gender, Type.Null()]),
  timezone: Type.String(),
  language: Type.Union([Type.Literal('en'), Type.Literal('el')], {
    description: "The product's language for this user: en (English) or el (Greek)",
  }),
  interests: Type.Array(Type.String()),
  createdAt: Type.String({ description: 'ISO 8601 timestamp' }),
  ratings: Type.Optional(
    Type.Union([PartyRatings], {
      description: 'As owner: the ratings tenants gave you; as tenant: the ones owners gave you',
    }),
  ),
});
export type Profile = Static<typeof Profile>;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Any subset of the editable fields. '' or null clears the date of birth and the gender. */
export const ProfileUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    phone: text(40),
    bio: text(2000),
    avatar: text(2048),
    location: text(200),
    website: text(2048),
    company: text(200),
    jobTitle: text(200),
    education: text(200),
    dateOfBirth: Type.Optional(
      Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()]),
    ),
    gender: Type.Optional(Type.Union([Gender, Type.Literal(''), Type.Null()])),
    timezone: text(200),
    // Any text reaches the service, which answers "Language must be en or el" for others.
    language: Type.Optional(Type.String({ description: 'en or el' })),
    interests: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** The fields the update trims before validation; `email` is also lower-cased. */
export const TRIMMED_FIELDS = Object.keys(ProfileUpdate.properties).filter(
  (field) => field !== 'interests',
);
