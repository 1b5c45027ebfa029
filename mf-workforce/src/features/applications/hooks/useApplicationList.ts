import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { WorkforceApplication } from '@grovekeeper/shared';

/** A list of applications from `load` (stable), with a local replace after a change. */
export function useApplicationList(load: () => Promise<WorkforceApplication[]>, fallback: string) {
  const { data, setData, status, error, retry } = useLoad(load, fallback);
  const replace = useCallback(
    (next: WorkforceApplication) =>
      setData((list) => (list ?? []).map((item) => (item._id === next._id ? next : item))),
    [setData],
  );
  return { applications: data ?? [], status, error, retry, replace };
}
