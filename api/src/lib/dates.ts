import { isCalendarDate } from './validation-messages';

/**
 * Dates a person picks (start dates, deadlines) are date-only values `YYYY-MM-DD`,
 * compared with today in the estates' time zone: every estate is in Greece.
 */
export const ESTATES_TIME_ZONE = 'Europe/Athens';

const ATHENS_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: ESTATES_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) of a moment, in Europe/Athens. */
export function athensDate(moment: Date): string {
  return ATHENS_DATE.format(moment);
}

/** Today in Europe/Athens, YYYY-MM-DD. */
export function todayInAthens(now: Date = new Date()): string {
  return athensDate(now);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A date a person picked, as the API stores it: YYYY-MM-DD as given, or the Europe/Athens
 * date of an ISO timestamp (a date picker in Athens sends local midnight as 21:00 or 22:00
 * UTC of the day before). Null when it is neither.
 */
export function parseStartDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (isCalendarDate(text)) return text;
  if (!ISO_TIMESTAMP.test(text)) return null;
  const moment = new Date(text);
  if (Number.isNaN(moment.getTime()) || !isCalendarDate(text.slice(0, 10))) return null;
  return athensDate(moment);
}
