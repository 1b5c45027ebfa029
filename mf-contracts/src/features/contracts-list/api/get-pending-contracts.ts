import { api } from '@grovekeeper/shared';
import { FETCH_PENDING_CONTRACTS_FAILED } from '../../common/utils/messages';
import { t } from '../../../i18n';
import { contractPage } from './contract-page';
import type { ContractPage } from './contract-page';

/**
 * GET /api/rental-contracts/pending-signature?counts=true: contracts waiting for the user's
 * signature (the first page), with how many wait in all.
 */
export async function getPendingContracts(): Promise<ContractPage> {
  const body = await api.get<Record<string, unknown>>('/api/rental-contracts/pending-signature', {
    counts: true,
  });
  const page = contractPage(body);
  if (!page) throw new Error(t(FETCH_PENDING_CONTRACTS_FAILED));
  return page;
}
