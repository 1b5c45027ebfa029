import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ContractsTab = 'mine' | 'pending';

/** The open tab lives in the URL (`?tab=pending`), so a link can open Pending Signature. */
export function useContractsTab(): [ContractsTab, (tab: ContractsTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: ContractsTab = params.get('tab') === 'pending' ? 'pending' : 'mine';
  const select = useCallback(
    (next: ContractsTab) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'pending') updated.set('tab', 'pending');
          else updated.delete('tab');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [tab, select];
}
