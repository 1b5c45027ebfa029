import { dateTimeFormat } from './locale';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date-only value ("2026-06-15") is a calendar day, not a moment: it is read and written in
 * UTC so the day never shifts with the reader's time zone. A timestamp is a moment and shows
 * as the reader's own day.
 */
function readDate(value: string): { date: Date; dateOnly: boolean } {
  const dateOnly = DATE_ONLY.test(value);
  return { date: new Date(dateOnly ? `${value}T00:00:00Z` : value), dateOnly };
}

function format(
  value: string | null | undefined,
  fallback: string | undefined,
  style: 'medium' | 'long',
): string {
  if (!value) return fallback ?? '';
  const { date, dateOnly } = readDate(value);
  // Without a fallback an unreadable value shows as sent rather than vanishing.
  if (Number.isNaN(date.getTime())) return fallback ?? value;
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { year: 'numeric', month: 'long', day: 'numeric' } : { dateStyle: 'medium' };
  const zone = dateOnly ? 'UTC' : 'local';
  return dateTimeFormat(`${style}:${zone}`, {
    ...options,
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/**
 * "Dec 15, 2026": a date-only value or a timestamp as the locale's medium date. A missing
 * value shows as `fallback` (''), an unreadable one as `fallback` or, without one, as sent.
 */
export function formatDate(value: string | null | undefined, fallback?: string): string {
  return format(value, fallback, 'medium');
}

/** "December 15, 2026": the long form (member since). Same reading rules as `formatDate`. */
export function formatLongDate(value: string | null | undefined, fallback?: string): string {
  return format(value, fallback, 'long');
}

/** "Dec 15, 2026, 3:04 PM": a moment in the reader's time zone; `fallback` when missing or unreadable. */
export function formatDateTime(value: string | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return dateTimeFormat('date-time', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "Mar 2026" from "2026-03" (a report month); anything else shows as sent. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return dateTimeFormat('month', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}
