/**
 * The one clock of the contract lifecycle (issue 28): the scheduled job, the termination
 * rules and anything else that asks "what day is it?" read it here, so a test can make a
 * day pass with `setClock`.
 */

let source: (() => Date) | null = null;

/** The current moment (the test's clock when one is set). */
export function now(): Date {
  return source ? source() : new Date();
}

/** Replaces the clock (tests); `null` brings back the real one. */
export function setClock(fn: (() => Date) | null): void {
  source = fn;
}

/** The time zone of the product's calendar days (the estates are in Greece). */
export const CALENDAR_TIME_ZONE = 'Europe/Athens';

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Europe/Athens of `moment` (default: now()). */
export function today(moment: Date = now()): string {
  const parts = Object.fromEntries(DAY.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}
