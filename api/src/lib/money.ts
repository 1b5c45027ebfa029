/**
 * Money is exact: integer cents in the database, euros with at most two decimals in the
 * API.
 */

/** Whole cents: euros with at most two decimals (12.3 * 100 is 1230.0000000000002). */
export function hasWholeCents(euros: number): boolean {
  const cents = euros * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Euros to integer cents, exactly for amounts with at most 2 decimals. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}
