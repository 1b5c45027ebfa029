/**
 * A query object as search params for the shared client: empty values (undefined, null,
 * '') are left out, so the server sees only the filters a person set.
 */
export function toSearchParams(
  query: Record<string, string | number | boolean | null | undefined>,
): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = value;
  }
  return params;
}
