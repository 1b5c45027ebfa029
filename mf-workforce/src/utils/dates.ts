/** A date-only value ("2026-06-15") or a timestamp, shown as the locale's medium date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A date-only value is a calendar day, not a moment: read it without a time-zone shift.
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** "1 day", "14 days": a listing's duration. */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
