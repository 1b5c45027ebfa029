import { useCallback } from 'react';
import { i18nKey, useLoad } from '@grovekeeper/shared';
import type { LoadStatus } from '@grovekeeper/shared';
import { useLoadFallback } from '../../../i18n';
import { getEstate } from '../api/get-estate';
import '../../../i18n/parts/detail';

export type DetailStatus = LoadStatus;

/** The estate of the detail page; its failure and not-found show in place, not as a toast. */
export function useEstateDetail(estateId: string) {
  const fallback = useLoadFallback(i18nKey('detail.loadFailed'));
  const load = useCallback(() => getEstate(estateId), [estateId]);
  const { data, setData, status, error } = useLoad(load, fallback, {
    toast: 'never',
  });
  return { estate: data, setEstate: setData, status, error };
}
