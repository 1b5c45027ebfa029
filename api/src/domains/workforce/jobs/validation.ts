import type { FastifyRequest } from 'fastify';
import { parseStartDate } from '../../../lib/dates';
import { badRequest } from '../../../lib/http-errors';
import { hasWholeCents } from '../../../lib/money';

/**
 * The rules whose messages the spec fixes (section 5), checked in preValidation hooks so
 * they answer before the TypeBox schema words a missing field its own way. The hooks also
 * tidy the body (trimmed texts, skill and benefit lists without empty entries or
 * duplicates, an empty date meaning none, a date picker's ISO timestamp read as its date
 * in Europe/Athens) so the schema then checks what will be stored.
 */

/** The post form's text (spec §5: title, description and estate). */
export const REQUIRED_FIELDS = 'Please fill in all required fields';
/** The edit form's text (spec §5). */
export const EDIT_REQUIRED_FIELDS =
  'Please fill in all required fields (Title, Description, Estate, Start Date).';
export const START_DATE_REQUIRED = 'startDate is required (YYYY-MM-DD)';
export const PAY_RATE_CENTS = 'payRate must have at most 2 decimals';
export const STATUS_OR_LISTING = 'Send the full job listing, or only its status';

type Body = Record<string, unknown>;

const TEXTS = ['title', 'description', 'estate', 'location', 'requirements', 'notes', 'startDate'];
const LISTS = ['requiredSkills', 'benefits'];
const DATES = ['startDate', 'applicationDeadline', 'expectedStartDate'];

function bodyOf(request: FastifyRequest): Body | null {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : null;
}

/** Trimmed, empty entries dropped, duplicates removed; non-strings stay for the schema to name. */
export function cleanList(items: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  const cleaned: unknown[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      cleaned.push(item);
      continue;
    }
    const trimmed = item.trim();
    if (trimmed === '' || seen.has(trimmed)) continue;
    seen.add(trimmed);
    cleaned.push(trimmed);
  }
  return cleaned;
}

function tidyListing(body: Body): void {
  for (const key of TEXTS) {
    const value = body[key];
    if (typeof value === 'string') body[key] = value.trim();
  }
  for (const key of LISTS) {
    const value = body[key];
    if (Array.isArray(value)) body[key] = cleanList(value);
  }
  // A cleared date input sends ''.
  if (typeof body.applicationDeadline === 'string' && body.applicationDeadline.trim() === '') {
    body.applicationDeadline = null;
  }
  tidyDates(body);
}

/** Dates as the API stores them; values that are no date stay for the schema to name. */
function tidyDates(body: Body): void {
  for (const key of DATES) {
    const date = parseStartDate(body[key]);
    if (date !== null) body[key] = date;
  }
}

const filled = (value: unknown) => typeof value === 'string' && value !== '';

function checkPayRate(body: Body): void {
  const value = body.payRate;
  // Other wrong values (negative, not a number, too high) are the schema's to word.
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && !hasWholeCents(value)) {
    throw badRequest(PAY_RATE_CENTS);
  }
}

/** POST /job-listings: title, description and estate (the spec's text), then startDate. */
export async function checkNewJobListing(request: FastifyRequest): Promise<void> {
  const body = bodyOf(request);
  if (!body) return;
  tidyListing(body);
  if (!filled(body.title) || !filled(body.description) || !filled(body.estate)) {
    throw badRequest(REQUIRED_FIELDS);
  }
  if (body.startDate === undefined || body.startDate === null || body.startDate === '') {
    throw badRequest(START_DATE_REQUIRED);
  }
  checkPayRate(body);
}

/** True when the body carries anything besides a status: it is then a full listing. */
export function isFullListing(body: object): boolean {
  return Object.keys(body).some((key) => key !== 'status');
}

/**
 * PUT /job-listings/:id: only {status}, or the full listing with the edit form's
 * required fields (title, description, estate, start date).
 */
export async function checkJobListingUpdate(request: FastifyRequest): Promise<void> {
  const body = bodyOf(request);
  if (!body) return;
  if (Object.keys(body).length === 0) throw badRequest(STATUS_OR_LISTING);
  if (!isFullListing(body)) return;
  tidyListing(body);
  const required = [body.title, body.description, body.estate, body.startDate];
  if (!required.every(filled)) throw badRequest(EDIT_REQUIRED_FIELDS);
  checkPayRate(body);
}

/** POST /job-listings/:id/apply: trimmed texts, an empty expected start date meaning none. */
export async function checkNewApplication(request: FastifyRequest): Promise<void> {
  const body = bodyOf(request);
  if (!body) return;
  for (const key of ['message', 'coverLetter', 'expectedStartDate']) {
    const value = body[key];
    if (typeof value === 'string') body[key] = value.trim();
  }
  if (body.expectedStartDate === '') body.expectedStartDate = null;
  tidyDates(body);
}
