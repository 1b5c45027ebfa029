import { i18nKey, useLoad } from '@grovekeeper/shared';
import { useLoadFallback } from '../../../i18n';
import { earlyMyContracts, getMyContracts } from '../api/get-my-contracts';
import { countActiveRentals } from '../utils/estate-totals';

export type ActiveRentals =
  { status: 'loading' | 'error'; count: null } | { status: 'ready'; count: number };

/**
 * How many of the user's contracts are signed or active, for the dashboard card. A failure
 * only costs that one figure: the dashboard's estates never wait for or break on it.
 */
export function useActiveRentals(): ActiveRentals {
  const fallback = useLoadFallback(i18nKey('summary.contractsFailed'));
  const { data, status } = useLoad(getMyContracts, fallback, {
    toast: 'never',
    initial: earlyMyContracts,
  });
  if (status === 'ready' && data) return { status: 'ready', count: countActiveRentals(data) };
  return { status: status === 'loading' ? 'loading' : 'error', count: null };
}
