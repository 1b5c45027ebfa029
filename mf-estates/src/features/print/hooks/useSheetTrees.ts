import { useCallback } from 'react';
import { i18nKey, useLoad } from '@grovekeeper/shared';
import type { CompactTree } from '@grovekeeper/shared';
import { useLoadFallback } from '../../../i18n';
import { getEstateTrees } from '../../common/api/get-estate-trees';
import '../../../i18n/parts/print';

export const SHEET_TREES_LIMIT = 10000;
export type SheetStatus = 'loading' | 'ready' | 'unauthorized' | 'error';

// One empty list for every render until the answer, so effects that follow it do not rerun.
const NO_TREES: CompactTree[] = [];

/** Every tree of the estate for its print sheet; the sheet shows a failure in place. */
export function useSheetTrees(estateId: string) {
  const fallback = useLoadFallback(i18nKey('print.loadFailed'));
  const load = useCallback(
    () => getEstateTrees(estateId, { limit: SHEET_TREES_LIMIT }).then((answer) => answer.trees),
    [estateId],
  );
  const { data, status, error, httpStatus } = useLoad(load, fallback, {
    toast: 'never',
  });
  let sheetStatus: SheetStatus;
  if (status === 'loading' || status === 'ready') sheetStatus = status;
  else sheetStatus = httpStatus === 401 ? 'unauthorized' : 'error';
  return { trees: data ?? NO_TREES, status: sheetStatus, error };
}
