import { badRequest } from '../../../lib/http-errors';
import { isCalendarDate } from '../../../lib/validation-messages';
import type { NewHarvest } from '../schemas';

export const DATE_AND_WEIGHT_REQUIRED = 'Date and weight are required';
/** Kilograms in one record; far above any tree, well inside numeric(12, 2). */
export const MAX_HARVEST_WEIGHT = 1_000_000;

export interface HarvestInput {
  date: string;
  weight: number;
  notes: string;
}

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** A number, or a decimal written as text (form fields); null for anything else. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return null;
}

function parseDate(value: unknown): string {
  const date = typeof value === 'string' ? value.trim() : '';
  if (!isCalendarDate(date)) throw badRequest('date must be a valid date (YYYY-MM-DD)');
  return date;
}

function parseWeight(value: unknown): number {
  const weight = toNumber(value);
  if (weight === null) throw badRequest('weight must be a number');
  if (weight < 0) throw badRequest('weight must be at least 0');
  if (weight > MAX_HARVEST_WEIGHT) throw badRequest(`weight must be at most ${MAX_HARVEST_WEIGHT}`);
  return weight;
}

/** The spec's rules for a new harvest record (§5): date and weight required, weight ≥ 0. */
export function parseNewHarvest(body: NewHarvest): HarvestInput {
  if (isBlank(body.date) || isBlank(body.weight)) throw badRequest(DATE_AND_WEIGHT_REQUIRED);
  return {
    date: parseDate(body.date),
    weight: parseWeight(body.weight),
    notes: (body.notes ?? '').trim(),
  };
}

/**
 * The fields a change of a pending harvest sets, by the same rules as a new one: a date or
 * a weight, when sent, cannot be emptied.
 */
export function parseHarvestChange(body: NewHarvest): Partial<HarvestInput> {
  const change: Partial<HarvestInput> = {};
  if (body.date !== undefined) {
    if (isBlank(body.date)) throw badRequest(DATE_AND_WEIGHT_REQUIRED);
    change.date = parseDate(body.date);
  }
  if (body.weight !== undefined) {
    if (isBlank(body.weight)) throw badRequest(DATE_AND_WEIGHT_REQUIRED);
    change.weight = parseWeight(body.weight);
  }
  if (body.notes !== undefined) change.notes = body.notes.trim();
  return change;
}
