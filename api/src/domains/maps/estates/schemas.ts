import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The spec's property type filter values (section 9), derived from an estate's tree types. */
export const PROPERTY_TYPES = ['Olive Grove', 'Mixed Estate', 'Citrus Grove'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * The spec's status filter values (section 9) plus 'Not Listed' for an own estate that has
 * never been put on the market (see the rules in estates-repository.ts).
 */
export const MAP_ESTATE_STATUSES = [
  'Available',
  'Rented',
  'Under Maintenance',
  'Not Listed',
] as const;
export type MapEstateStatus = (typeof MAP_ESTATE_STATUSES)[number];

const PropertyTypeSchema = (description: string) =>
  Type.Union(
    [Type.Literal('Olive Grove'), Type.Literal('Mixed Estate'), Type.Literal('Citrus Grove')],
    { description },
  );

const StatusSchema = (description: string, withNotListed: boolean) =>
  Type.Union(
    [
      Type.Literal('Available'),
      Type.Literal('Rented'),
      Type.Literal('Under Maintenance'),
      ...(withNotListed ? [Type.Literal('Not Listed')] : []),
    ],
    { description },
  );

export const MapEstatesQuery = Type.Object(
  {
    ownership: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('my'), Type.Literal('other')], {
        description:
          "all (default): the caller's estates (own and their teams') and others' listed ones; my: the caller's own and their teams' only; other: others' listed ones only",
      }),
    ),
    propertyType: Type.Optional(
      PropertyTypeSchema('Omitted for all. Olive Grove, Mixed Estate or Citrus Grove'),
    ),
    status: Type.Optional(
      StatusSchema('Omitted for all. Available, Rented, Under Maintenance', false),
    ),
    search: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Matches the name or address, ignoring case and accents',
      }),
    ),
    bbox: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'south,west,north,east in degrees: only estates whose centre lies inside (west > east crosses the antimeridian)',
      }),
    ),
  },
  { description: 'Unknown query parameters are ignored' },
);
export type MapEstatesQuery = Static<typeof MapEstatesQuery>;

const Point = Type.Object({ lat: Type.Number(), lng: Type.Number() });

export const MapEstate = Type.Object({
  id: Type.String(),
  name: Type.String(),
  address: Type.String(),
  type: PropertyTypeSchema("Derived from the estate's tree types"),
  treeCount: Type.Integer({ description: "The owner's declared number of trees" }),
  price: Type.Union([Type.Number(), Type.Null()], {
    description: 'Euros per month of the available listing, else null',
  }),
  status: StatusSchema('Derived from the listings and contracts', true),
  isOwner: Type.Boolean(),
  role: Type.Union(
    [
      Type.Literal('owner'),
      Type.Literal('manager'),
      Type.Literal('field_staff'),
      Type.Literal('viewer'),
      Type.Null(),
    ],
    {
      description:
        "The caller's role on the estate (owner, or their member role on a team's estate); null for another user's listed estate",
    },
  ),
  rentalId: Type.Union([Type.String(), Type.Null()], {
    description: 'The available listing (what others open), else null',
  }),
  boundaries: Type.Array(Point),
  coordinates: Point,
});
export type MapEstate = Static<typeof MapEstate>;

export const MapEstateList = Type.Object({ estates: Type.Array(MapEstate) });
