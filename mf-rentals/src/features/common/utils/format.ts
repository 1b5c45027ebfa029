import { MONTHS_PER_DURATION_UNIT, PRICE_TYPES, formatEuros } from '@grovekeeper/shared';
import type { DurationType, PriceType } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** "€500.00 / month" (spec: the newer rental views show euros): the price with its price type. */
export function formatPrice(price: number, priceType: PriceType): string {
  const amount = formatEuros(price);
  return (PRICE_TYPES as readonly string[]).includes(priceType)
    ? t(`format.pricePer.${priceType}`, { price: amount })
    : t('format.priceOther', { price: amount, type: priceType });
}

const DURATION_UNITS: Record<DurationType, 'season' | 'year' | 'month'> = {
  seasonal: 'season',
  seasons: 'season',
  yearly: 'year',
  years: 'year',
  'long-term': 'year',
  monthly: 'month',
  months: 'month',
};

/** "2 seasons (seasonal)", "3 years (long-term)": the duration with its duration type. */
export function formatDuration(duration: number, durationType: DurationType): string {
  const unit = DURATION_UNITS[durationType];
  if (!unit) return `${duration} ${durationType}`;
  return t('format.duration', {
    amount: t(`format.durationUnits.${unit}`, { count: duration }),
    type: t(`format.durationTypeInline.${durationType}`),
  });
}

/** A listing's duration type in words ("Seasonal", "Long-term"); an unknown one as saved. */
export function durationTypeLabel(durationType: string): string {
  return t(`durationTypes.${durationType}`, { defaultValue: durationType });
}

/** Total months of a listing (spec §9: seasonal 3 per unit, yearly and long-term 12). */
export function totalMonths(duration: number, durationType: DurationType): number {
  return duration * (MONTHS_PER_DURATION_UNIT[durationType] ?? 1);
}

/** The allowed crops as typed: comma-separated, trimmed, empty entries dropped (spec §5). */
export function parseCrops(text: string): string[] {
  return text
    .split(',')
    .map((crop) => crop.trim())
    .filter((crop) => crop.length > 0);
}
