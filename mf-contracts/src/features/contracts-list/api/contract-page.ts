import type { Contract } from '@grovekeeper/shared';

/**
 * A page of a contracts list (at most 100) and, asked with counts=true, how many the list
 * holds over all its pages. A count the answer lacks stays undefined: what shows it then
 * falls back to the page.
 */
export interface ContractPage {
  contracts: Contract[];
  total?: number;
  asOwner?: number;
  asTenant?: number;
}

const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** The page in an answer, or null when it has no list of contracts. */
export function contractPage(body: Record<string, unknown>): ContractPage | null {
  if (!Array.isArray(body.contracts)) return null;
  return {
    contracts: body.contracts as Contract[],
    total: countOf(body.total),
    asOwner: countOf(body.asOwner),
    asTenant: countOf(body.asTenant),
  };
}
