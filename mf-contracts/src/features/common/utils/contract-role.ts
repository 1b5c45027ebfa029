import type { Contract } from '@grovekeeper/shared';

export type ContractRole = 'Owner' | 'Tenant' | 'Unknown';

/** The user's side of a contract (spec §6): matched by id, else Unknown. */
export function roleOf(
  contract: Pick<Contract, 'owner' | 'tenant'>,
  userId: string | null,
): ContractRole {
  if (!userId) return 'Unknown';
  if (contract.owner?._id === userId) return 'Owner';
  if (contract.tenant?._id === userId) return 'Tenant';
  return 'Unknown';
}

/** Spec §2: Owner blue, Tenant green, Unknown grey (MUI's info, success and default). */
export const ROLE_COLOURS = {
  Owner: 'info',
  Tenant: 'success',
  Unknown: 'default',
} as const satisfies Record<ContractRole, 'info' | 'success' | 'default'>;

/**
 * The contract's last day: the agreed day of an accepted early end, else the end of its
 * rental period ('' when unknown).
 */
export function lastDayOf(contract: Pick<Contract, 'contractTerms' | 'termination'>): string {
  if (contract.termination?.status === 'accepted') return contract.termination.endDate;
  return contract.contractTerms?.rentalPeriod?.endDate ?? '';
}
