import type { ContractStatus, Estate } from '@grovekeeper/shared';
import { formatArea } from '@grovekeeper/shared';

export interface EstatesSummary {
  totalEstates: number;
  totalTrees: number;
  /** Hectares, formatted with one decimal (spec §9: 1 decimal on the dashboard); stremmata beside them in Greek. */
  totalArea: string;
  /** Signed or active contracts of the user; null while unknown (loading or failed). */
  activeRentals: number | null;
}

/** A rental counts as active once its contract is signed, and while it runs. */
export const ACTIVE_RENTAL_STATUSES: readonly ContractStatus[] = ['signed', 'active'];

export function countActiveRentals(contracts: readonly { status: ContractStatus }[]): number {
  return contracts.filter((contract) => ACTIVE_RENTAL_STATUSES.includes(contract.status)).length;
}

export function summarizeEstates(
  estates: readonly Estate[],
  activeRentals: number | null = 0,
): EstatesSummary {
  const totalTrees = estates.reduce((sum, estate) => sum + (Number(estate.treeCount) || 0), 0);
  const area = estates.reduce((sum, estate) => sum + (Number(estate.landArea) || 0), 0);
  return {
    totalEstates: estates.length,
    totalTrees,
    totalArea: formatArea(area, 1),
    activeRentals,
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
