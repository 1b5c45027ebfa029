import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The open tab lives in `?tab=` so a reload or a shared link opens the same tab. The first
 * tab is the default and keeps the URL clean; unknown values fall back to it.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((value) => value === requested) ?? tabs[0];

  const selectTab = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === tabs[0]) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams, tabs],
  );

  return [tab, selectTab] as const;
}
