import { MONTHS_PER_DURATION_UNIT, formatEuros } from '@grovekeeper/shared';
import type { DurationType, PriceType } from '@grovekeeper/shared';

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  monthly: 'Monthly',
  seasonal: 'Seasonal',
  yearly: 'Yearly',
};

const PRICE_UNITS: Record<PriceType, string> = {
  monthly: 'month',
  seasonal: 'season',
  yearly: 'year',
};

/** "€500.00 / month" (spec: the newer rental views show euros): the price with its price type. */
export function formatPrice(price: number, priceType: PriceType): string {
  const unit = PRICE_UNITS[priceType];
  return unit ? `${formatEuros(price)} / ${unit}` : `${formatEuros(price)} (${priceType})`;
}

export const DURATION_TYPE_LABELS: Record<DurationType, string> = {
  seasonal: 'Seasonal',
  yearly: 'Yearly',
  'long-term': 'Long-term',
  monthly: 'Monthly',
  months: 'Months',
  seasons: 'Seasons',
  years: 'Years',
};

const DURATION_UNITS: Record<DurationType, [string, string]> = {
  seasonal: ['season', 'seasons'],
  seasons: ['season', 'seasons'],
  yearly: ['year', 'years'],
  years: ['year', 'years'],
  'long-term': ['year', 'years'],
  monthly: ['month', 'months'],
  months: ['month', 'months'],
};

/** "2 seasons (seasonal)", "3 years (long-term)": the duration with its duration type. */
export function formatDuration(duration: number, durationType: DurationType): string {
  const units = DURATION_UNITS[durationType];
  if (!units) return `${duration} ${durationType}`;
  const unit = duration === 1 ? units[0] : units[1];
  return `${duration} ${unit} (${durationType})`;
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
