/**
 * A tree's planting year (issue 29, migration 0019): null when unknown, else a year from
 * 1800 to next year (a planting booked ahead). The database checks the same range.
 */
export const MIN_PLANTING_YEAR = 1800;

/** The latest planting year accepted now: next year. */
export function maxPlantingYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** Whether `year` is a planting year the product keeps. */
export function isPlantingYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= MIN_PLANTING_YEAR && year <= maxPlantingYear(now);
}

/** The message of an unacceptable planting year on PUT /api/trees/:id. */
export const plantingYearRange = (now: Date = new Date()) =>
  `plantingYear must be a year from ${MIN_PLANTING_YEAR} to ${maxPlantingYear(now)}, or null when unknown`;
