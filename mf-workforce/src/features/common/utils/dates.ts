import { formatQuantity } from '@grovekeeper/shared';

/** "1 day", "14 days": a listing's duration. */
export function formatDays(days: number): string {
  return formatQuantity(days, 'day');
}
