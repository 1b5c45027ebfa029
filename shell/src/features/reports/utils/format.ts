import { formatNumber } from '@grovekeeper/shared';

/** '+2 this month' style captions; none when the server gave no figure. */
export function trendCaption(
  value: number | undefined,
  period: string,
  unit = '',
): string | undefined {
  if (value === undefined) return undefined;
  return `+${formatNumber(value)}${unit} ${period}`;
}
