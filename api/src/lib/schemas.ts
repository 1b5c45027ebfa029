import { Type } from '@sinclair/typebox';

/** The body of every error answer. */
export const ErrorResponse = Type.Object({
  error: Type.String({ description: 'A readable message, safe to show to the user' }),
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
