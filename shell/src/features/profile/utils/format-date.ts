const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * A timestamp as 'March 4, 2026', or '' when it cannot be read. Date-only text is read as
 * a calendar day, not UTC midnight, so it does not shift a day west of Greenwich.
 */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}
