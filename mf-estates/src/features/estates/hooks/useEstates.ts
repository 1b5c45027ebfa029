import { useCallback } from 'react';
import { i18nKey, useLoad, withoutNotFound } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
import { useLoadFallback } from '../../../i18n';
import { earlyEstates, getEstates } from '../api/get-estates';

export type EstatesStatus = 'loading' | 'ready' | 'error';

// One empty list for every render until the answer, so effects that follow it do not rerun.
const NO_ESTATES: Estate[] = [];

/** The owner's estates for the dashboard and overview, with local removal after a delete. */
export function useEstates() {
  const fallback = useLoadFallback(i18nKey('estates.loadFailed'));
  // The dashboard shows the failure in place.
  const { data, setData, status, error } = useLoad(getEstates, fallback, {
    toast: 'never',
    // What the first paint drew stays on screen: no loading state between it and the app.
    initial: earlyEstates,
  });

  const remove = useCallback(
    (estateId: string) => {
      setData((list) => (list ?? []).filter((estate) => estate.id !== estateId));
    },
    [setData],
  );

  const estatesStatus: EstatesStatus = withoutNotFound(status);
  return { estates: data ?? NO_ESTATES, status: estatesStatus, error, remove };
}
