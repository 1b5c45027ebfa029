import { api } from '@grovekeeper/shared';
import { FETCH_CONTRACTS_FAILED } from '../../common/utils/messages';
import { t } from '../../../i18n';
import { contractPage } from './contract-page';
import type { ContractPage } from './contract-page';

/**
 * GET /api/rental-contracts/my?role=all&counts=true: the user's contracts (the first page),
 * with how many there are in all, as owner and as tenant.
 */
export async function getMyContracts(): Promise<ContractPage> {
  const body = await api.get<Record<string, unknown>>('/api/rental-contracts/my', {
    role: 'all',
    counts: true,
  });
  const page = contractPage(body);
  if (!page) throw new Error(t(FETCH_CONTRACTS_FAILED));
  return page;
}
