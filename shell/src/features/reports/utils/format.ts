import { formatArea, formatLanguage, formatNumber } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** '+2 this month' style captions, in the current language; none when the server gave no figure. */
export function trendCaption(
  value: number | undefined,
  period: 'thisMonth' | 'thisWeek',
  format: (value: number) => string = formatNumber,
): string | undefined {
  if (value === undefined) return undefined;
  return t(`reports.trends.${period}`, { value: `+${format(value)}` });
}

/**
 * A report's land area: the figure in hectares in English ("17.5", the label says "(ha)"),
 * hectares and stremmata in Greek, where owners count in stremmata.
 */
export function reportArea(hectares: number): string {
  return formatLanguage() === 'el' ? formatArea(hectares) : formatNumber(hectares);
}

/** A land-area change: "10 ha" in English, "10,00 εκτ. (100,0 στρ.)" in Greek. */
export function reportAreaChange(hectares: number): string {
  return formatLanguage() === 'el' ? formatArea(hectares) : `${formatNumber(hectares)} ha`;
}
