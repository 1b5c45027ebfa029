import { useCallback } from 'react';
import { useLoad } from '@grovekeeper/shared';
import type { LoadStatus } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { getTree } from '../api/get-tree';
import { useFixedText } from './useFixedText';

/** 'Failed to load tree details' as the page's loader falls back to it (see useFixedText). */
export function useLoadTreeFailedText(): string {
  return useFixedText(() => t('common.loadTreeFailed'));
}

export type TreeDetailStatus = LoadStatus;

/** One tree by id; a failure shows in place (no toast). */
export function useTreeDetail(treeId: string) {
  const load = useCallback(() => getTree(treeId), [treeId]);
  const fallback = useLoadTreeFailedText();
  const { data: tree, setData: setTree, ...rest } = useLoad(load, fallback, { toast: 'never' });
  return { tree, setTree, ...rest };
}
