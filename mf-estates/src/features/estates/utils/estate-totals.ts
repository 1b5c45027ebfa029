import type { ContractStatus } from '@grovekeeper/shared';

// The dashboard's figures without their formatting: the app's summary (estate-summary.ts)
// and the dashboard's first paint (src/first-paint) count alike. No runtime imports: the
// first paint is drawn before the shared package has loaded.

/** A rental counts as active once its contract is signed, and while it runs. */
export const ACTIVE_RENTAL_STATUSES: readonly ContractStatus[] = ['signed', 'active'];

export function countActiveRentals(contracts: readonly { status: ContractStatus }[]): number {
  return contracts.filter((contract) => ACTIVE_RENTAL_STATUSES.includes(contract.status)).length;
}

export interface EstateTotals {
  totalEstates: number;
  totalTrees: number;
  /** Hectares, unformatted. */
  totalAreaHa: number;
}

/** The totals; a count or an area that is not a number (missing on a card) adds 0. */
export function estateTotals(
  estates: readonly { treeCount?: unknown; landArea?: unknown }[],
): EstateTotals {
  return {
    totalEstates: estates.length,
    totalTrees: estates.reduce((sum, estate) => sum + (Number(estate.treeCount) || 0), 0),
    totalAreaHa: estates.reduce((sum, estate) => sum + (Number(estate.landArea) || 0), 0),
  };
}

/** Dashboard cards show at most 3 tree types, then '+N more'. */
export const MAX_CARD_TREE_TYPES = 3;

export function visibleTreeTypes(treeTypes: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: treeTypes.slice(0, MAX_CARD_TREE_TYPES),
    more: Math.max(0, treeTypes.length - MAX_CARD_TREE_TYPES),
  };
}
