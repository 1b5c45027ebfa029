/**
 * A typed latitude or longitude: decimal degrees, with a point or (as Greek and most
 * European keyboards type it) a comma. Null when it is not a number within ±limit.
 */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}
