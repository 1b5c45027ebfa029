const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const euros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 2,
});

export const formatCount = (value: number): string => integer.format(value);
export const formatNumber = (value: number): string => decimal.format(value);
export const formatEuros = (value: number): string => euros.format(value);

/** '+2 this month' style captions; none when the server gave no figure. */
export function trendCaption(
  value: number | undefined,
  period: string,
  unit = '',
): string | undefined {
  if (value === undefined) return undefined;
  return `+${formatNumber(value)}${unit} ${period}`;
}

/** 'Mar 2026' from '2026-03'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
