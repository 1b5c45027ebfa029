import { Type } from '@sinclair/typebox';
import type { Static, TLiteral } from '@sinclair/typebox';
import {
  DURATION_TYPES,
  PRICE_TYPES,
  RENTAL_APPLICATION_STATUSES,
  RENTAL_STATUSES,
} from '@grovekeeper/constants';

/**
 * Request and answer shapes of the rentals domain, matching shared/src/types/rental.ts.
 * The rules the spec words itself ('Please enter a valid price'...) are checked by
 * validation.ts before these schemas run, so the spec's messages win; the schemas still
 * state every type and limit for the OpenAPI document.
 */

// The lists of the rental types: one copy, in @grovekeeper/constants.
export { DURATION_TYPES, PRICE_TYPES, RENTAL_APPLICATION_STATUSES, RENTAL_STATUSES };

function literals<T extends string>(values: readonly T[]): TLiteral<T>[] {
  return values.map((value) => Type.Literal(value));
}

export const MAX_PRICE_EUROS = 10_000_000;
export const MAX_DURATION = 1200;
export const MAX_DESCRIPTION = 2000;
export const MAX_MESSAGE = 2000;
export const MAX_CROPS = 20;
export const MAX_CROP_LENGTH = 40;

const Id = Type.String({ pattern: '^[0-9a-f]{24}$' });
const Timestamp = Type.String({ description: 'ISO 8601 timestamp' });
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const PriceType = Type.Union(literals(PRICE_TYPES), { description: 'Default monthly' });
export const DurationType = Type.Union(literals(DURATION_TYPES), {
  description: 'Default seasonal (seasonal = 3 months, yearly and long-term = 12, monthly = 1)',
});
export const RentalStatus = Type.Union(literals(RENTAL_STATUSES));
export const ApplicationStatus = Type.Union(literals(RENTAL_APPLICATION_STATUSES));

const Party = Type.Object({ _id: Id, name: Type.String() });

export const RentalListing = Type.Object({
  _id: Id,
  id: Id,
  estate: Type.Object({
    _id: Id,
    name: Type.String(),
    address: Type.String(),
    landArea: Type.Number({ description: 'Hectares' }),
    treeCount: Type.Integer(),
  }),
  owner: Party,
  landArea: Type.Number({ description: "Hectares, the estate's when listed" }),
  availableTrees: Type.Integer({ description: "The estate's tree count when listed" }),
  allowedCrops: Type.Array(Type.String()),
  price: Type.Number({ description: 'Euros, at most 2 decimals' }),
  priceType: PriceType,
  duration: Type.Integer(),
  durationType: DurationType,
  startDate: DateOnly,
  description: Type.String(),
  status: RentalStatus,
  ratings: Type.Object({ average: Type.Number(), count: Type.Integer() }),
  pendingApplications: Type.Integer({
    description: 'Pending applications: the real count for the owner, 0 for everyone else',
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type RentalListing = Static<typeof RentalListing>;

export const RentalList = Type.Object({ rentals: Type.Array(RentalListing) });

export const RentalPage = Type.Object({
  rentals: Type.Array(RentalListing),
  pagination: Type.Object({
    current: Type.Integer({ description: 'This page, from 1' }),
    total: Type.Integer({ description: 'Number of pages (0 when nothing matches)' }),
    count: Type.Integer({ description: 'Listings on this page' }),
    totalCount: Type.Integer({ description: 'Listings matching the filters, all pages' }),
  }),
});

const CropList = Type.Array(Type.String({ maxLength: MAX_CROP_LENGTH }), {
  maxItems: MAX_CROPS,
  description: `At most ${MAX_CROPS} crops of at most ${MAX_CROP_LENGTH} characters; trimmed, empty entries dropped, duplicates (ignoring case) removed`,
});
const Ignored = Type.Optional(
  Type.Unknown({ description: "Accepted and ignored: the estate's value is used" }),
);

export const NewRental = Type.Object(
  {
    estate: Type.String({
      description: "Id of one of the caller's estates ('Please select an estate' when missing)",
    }),
    landArea: Ignored,
    availableTrees: Ignored,
    allowedCrops: Type.Optional(CropList),
    price: Type.Number({
      exclusiveMinimum: 0,
      maximum: MAX_PRICE_EUROS,
      description: "Euros, > 0, at most 2 decimals ('Please enter a valid price')",
    }),
    priceType: Type.Optional(PriceType),
    duration: Type.Integer({
      minimum: 1,
      maximum: MAX_DURATION,
      description: "Whole units of durationType ('Please enter a valid duration')",
    }),
    durationType: Type.Optional(DurationType),
    startDate: Type.String({
      format: 'date',
      description:
        "YYYY-MM-DD, not before today in Europe/Athens ('Please select a start date'); a full ISO timestamp is read as its date in Europe/Athens",
    }),
    description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION })),
    status: Type.Optional(
      Type.Union([Type.Literal('draft'), Type.Literal('available')], {
        description: 'draft (Save as Draft, the default) or available (Publish Listing)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewRental = Static<typeof NewRental>;

export const RentalUpdate = Type.Object(
  {
    price: Type.Optional(
      Type.Number({
        minimum: 1,
        maximum: MAX_PRICE_EUROS,
        description: "Euros, at least 1, at most 2 decimals ('Valid price is required')",
      }),
    ),
    duration: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_DURATION, description: "('Duration is required')" }),
    ),
    description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION })),
    landArea: Ignored,
    availableTrees: Ignored,
    allowedCrops: Type.Optional(CropList),
    priceType: Type.Optional(PriceType),
    durationType: Type.Optional(DurationType),
    status: Type.Optional(
      Type.Union([Type.Literal('draft'), Type.Literal('available')], {
        description:
          'draft -> available publishes, available -> draft unpublishes; a rented listing cannot be edited (409)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type RentalUpdate = Static<typeof RentalUpdate>;

export const RentalParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const AvailableQuery = Type.Object(
  {
    search: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          "Matches the estate's name or address or the description, ignoring case and accents",
      }),
    ),
    minPrice: Type.Optional(Type.Number({ minimum: 0, description: 'Euros, inclusive' })),
    maxPrice: Type.Optional(Type.Number({ minimum: 0, description: 'Euros, inclusive' })),
    durationType: Type.Optional(DurationType),
    availableFrom: Type.Optional(
      Type.String({
        format: 'date',
        description:
          'YYYY-MM-DD: listings already available on that date, i.e. whose startDate is on or before it',
      }),
    ),
    ownership: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('mine'), Type.Literal('others')], {
        description:
          "all (default): every available listing plus the caller's own drafts (showDrafts); mine: the caller's available, rented and (showDrafts) draft listings; others: other users' available listings",
      }),
    ),
    showDrafts: Type.Optional(
      Type.Boolean({
        description:
          "Include the caller's own drafts (default true); other users' drafts are never shown",
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'From 1' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Default 50' })),
  },
  { description: 'Unknown query parameters are ignored' },
);
export type AvailableQuery = Static<typeof AvailableQuery>;

export const NewApplication = Type.Object(
  {
    startDate: Type.String({
      description:
        "Desired start: YYYY-MM-DD or an ISO timestamp (read as its date in Europe/Athens), not before today ('Please select a start date')",
    }),
    message: Type.Optional(Type.String({ maxLength: MAX_MESSAGE })),
  },
  { additionalProperties: false },
);
export type NewApplication = Static<typeof NewApplication>;

export const RentalApplication = Type.Object({
  _id: Id,
  id: Id,
  rental: Type.Object({
    _id: Id,
    estate: Type.Object({
      name: Type.String(),
      address: Type.String(),
      landArea: Type.Number({ description: 'Hectares' }),
    }),
    owner: Party,
    price: Type.Number({ description: 'Euros' }),
    priceType: PriceType,
    duration: Type.Integer(),
    durationType: DurationType,
    status: RentalStatus,
  }),
  applicant: Type.Object({
    _id: Id,
    name: Type.String(),
    email: Type.String(),
    rating: Type.Optional(
      Type.Object(
        { average: Type.Number(), count: Type.Integer() },
        { description: 'The ratings owners gave the applicant as a tenant (1 decimal)' },
      ),
    ),
  }),
  status: ApplicationStatus,
  startDate: DateOnly,
  appliedAt: Timestamp,
  message: Type.String(),
  contractId: Type.Union([Id, Type.Null()], {
    description: 'The contract drawn up from this application, once there is one',
  }),
});
export type RentalApplication = Static<typeof RentalApplication>;

export const ApplicationList = Type.Object({ applications: Type.Array(RentalApplication) });

export const ApplicationsQuery = Type.Object(
  {
    rentalId: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          'Only the applications for this listing (received: it must be one of yours, else 404)',
      }),
    ),
  },
  { description: 'Unknown query parameters are ignored' },
);

export const ApplicationDecision = Type.Object(
  {
    status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')], {
      description: 'Only from pending, by the listing owner',
    }),
  },
  { additionalProperties: false },
);
