import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { RentalApplication } from '@grovekeeper/shared';

/** A list of applications, with a local replace after a decision. */
export function useApplications(load: () => Promise<RentalApplication[]>, fallback: string) {
  const { data, setData, status, error, retry } = useLoad(load, fallback);
  const replace = useCallback(
    (next: RentalApplication) =>
      setData((list) => (list ?? []).map((item) => (item._id === next._id ? next : item))),
    [setData],
  );
  return { applications: data ?? [], status, error, retry, replace };
}
