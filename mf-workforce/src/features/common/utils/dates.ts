import { t } from '../../../i18n';

/** "1 day", "14 days" ("14 ημέρες"): a listing's duration. */
export function formatDays(days: number): string {
  return t('units.days', { count: days });
}
