/** Today as a date-only value in the person's own time zone. */
export function todayDateOnly(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Date-only strings compare in calendar order as text. */
export function isBeforeToday(date: string, now: Date = new Date()): boolean {
  return date < todayDateOnly(now);
}

/** The same calendar day one year later (29 February becomes 28 February). */
export function oneYearAfter(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const nextYear = year + 1;
  const lastDay = new Date(Date.UTC(nextYear, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${nextYear}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}
