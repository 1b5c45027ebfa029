import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import { parseStartDate, todayInAthens } from '../../lib/dates';
import { hasWholeCents, toCents } from '../../lib/money';
import { MAX_DURATION, MAX_PRICE_EUROS } from './schemas';

/**
 * The rules whose messages the spec fixes (section 5), checked in a preValidation hook so
 * they answer before the TypeBox schema would word a type error its own way: a missing
 * price or a price of "abc" both read 'Please enter a valid price'. The hooks also tidy
 * the body (trimmed texts, cleaned crop lists, start dates as YYYY-MM-DD) so the schema
 * then checks what will be stored.
 */

export const SELECT_ESTATE = 'Please select an estate';
export const VALID_PRICE = 'Please enter a valid price';
export const VALID_DURATION = 'Please enter a valid duration';
export const SELECT_START_DATE = 'Please select a start date';
export const EDIT_PRICE = 'Valid price is required';
export const EDIT_DURATION = 'Duration is required';
export const PRICE_TOO_HIGH = 'Price must be at most 10,000,000 euros';
export const DURATION_TOO_LONG = `Duration must be at most ${MAX_DURATION}`;

/** A start date that is present, real and not before today in Europe/Athens. */
export function requireFutureStartDate(value: unknown, now: Date = new Date()): string {
  const date = parseStartDate(value);
  if (date === null || date < todayInAthens(now)) throw badRequest(SELECT_START_DATE);
  return date;
}

/** Trimmed, empty entries dropped, duplicates (ignoring case) removed, first spelling kept. */
export function cleanCrops(crops: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  const cleaned: unknown[] = [];
  for (const crop of crops) {
    if (typeof crop !== 'string') {
      cleaned.push(crop); // the schema names the wrong item
      continue;
    }
    const trimmed = crop.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    cleaned.push(trimmed);
  }
  return cleaned;
}

type Body = Record<string, unknown>;

function bodyOf(request: FastifyRequest): Body | null {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : null;
}

function tidyTexts(body: Body): void {
  if (typeof body.description === 'string') body.description = body.description.trim();
  if (typeof body.message === 'string') body.message = body.message.trim();
  if (Array.isArray(body.allowedCrops)) body.allowedCrops = cleanCrops(body.allowedCrops);
}

/** A price in euros: at least a cent (at least `minimum` when given), whole cents. */
function checkPrice(value: unknown, message: string, minimum?: number): void {
  const valid =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    // Not `value > 0`: 1e-9 passes that and the whole-cents check, yet is 0 cents.
    toCents(value) >= 1 &&
    (minimum === undefined || value >= minimum) &&
    hasWholeCents(value);
  if (!valid) throw badRequest(message);
  if (value > MAX_PRICE_EUROS) throw badRequest(PRICE_TOO_HIGH);
}

function checkDuration(value: unknown, message: string): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw badRequest(message);
  }
  if (value > MAX_DURATION) throw badRequest(DURATION_TOO_LONG);
}

/** POST /rentals: the create form's rules (estate, price > 0, duration >= 1, start date). */
export async function checkNewRental(request: FastifyRequest): Promise<void> {
  const body = bodyOf(request);
  if (!body) return;
  tidyTexts(body);
  if (typeof body.estate !== 'string' || body.estate.trim() === '') {
    throw badRequest(SELECT_ESTATE);
  }
  body.estate = body.estate.trim();
  checkPrice(body.price, VALID_PRICE);
  checkDuration(body.duration, VALID_DURATION);
  body.startDate = requireFutureStartDate(body.startDate);
}

/** PUT /rentals/:id: the edit form's rules, for the fields sent (price >= 1, duration >= 1). */
export async function checkRentalUpdate(request: FastifyRequest): Promise<void> {
  const body = bodyOf(request);
  if (!body) return;
  tidyTexts(body);
  if ('price' in body) checkPrice(body.price, EDIT_PRICE, 1);
  if ('duration' in body) checkDuration(body.duration, EDIT_DURATION);
}

/** POST /rentals/:id/apply: a desired start date, not in the past. */
export async function checkNewApplication(request: FastifyRequest): Promise<void> {
  const body = bodyOf(request);
  if (!body) return;
  tidyTexts(body);
  body.startDate = requireFutureStartDate(body.startDate);
}
