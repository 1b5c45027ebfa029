import { useEffect, useState } from 'react';
import { getMyContracts } from '../api/get-my-contracts';
import { countActiveRentals } from '../utils/estate-summary';

export type ActiveRentals =
  { status: 'loading' | 'error'; count: null } | { status: 'ready'; count: number };

/**
 * How many of the user's contracts are signed or active, for the dashboard card. A failure
 * only costs that one figure: the dashboard's estates never wait for or break on it.
 */
export function useActiveRentals(): ActiveRentals {
  const [state, setState] = useState<ActiveRentals>({ status: 'loading', count: null });
  useEffect(() => {
    let active = true;
    getMyContracts()
      .then((contracts) => {
        if (active) setState({ status: 'ready', count: countActiveRentals(contracts) });
      })
      .catch(() => {
        if (active) setState({ status: 'error', count: null });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
