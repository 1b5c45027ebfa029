import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The body of every error answer. */
export const ErrorResponse = Type.Object({
  error: Type.String({
    description:
      "A readable message, safe to show to the user, in the request's language (the signed-in " +
      "user's saved language, else Accept-Language, else English; see Content-Language)",
  }),
  code: Type.String({
    description: 'A stable machine-readable code of the error, the same in every language',
    examples: ['estate-not-found'],
  }),
});

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<
    Status,
    typeof ErrorResponse
  >;
}

/** A WGS84 point as every domain's answers carry it. */
export const LatLng = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);
export type LatLng = Static<typeof LatLng>;

/** A record id: 24 lowercase hex characters (lib/ids.ts). */
export const Id = Type.String({ pattern: '^[0-9a-f]{24}$' });
