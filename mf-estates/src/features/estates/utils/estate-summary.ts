import type { Estate } from '@grovekeeper/shared';
import { formatArea } from '@grovekeeper/shared';
import { estateTotals } from './estate-totals';

export interface EstatesSummary {
  totalEstates: number;
  totalTrees: number;
  /** Hectares, formatted with one decimal (spec §9: 1 decimal on the dashboard); stremmata beside them in Greek. */
  totalArea: string;
  /** Signed or active contracts of the user; null while unknown (loading or failed). */
  activeRentals: number | null;
}

export function summarizeEstates(
  estates: readonly Estate[],
  activeRentals: number | null = 0,
): EstatesSummary {
  const { totalEstates, totalTrees, totalAreaHa } = estateTotals(estates);
  return { totalEstates, totalTrees, totalArea: formatArea(totalAreaHa, 1), activeRentals };
}
