import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { detectEstateTrees } from '../api/detect-estate-trees';
import type { EstateDetection } from '../api/types';
import { t } from '../../../i18n';
import '../../../i18n/parts/orthophoto';

/** "1 tree", "12 trees" in the current language. */
export const treesLabel = (count: number) => t('orthophoto.trees', { count });

/** 'Detect trees' on the estate's orthophoto, then 'Add N detected trees'. */
export function useEstateTreeDetection(estateId: string, onTreesAdded: () => void) {
  const [detecting, setDetecting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<EstateDetection | null>(null);

  const detect = async () => {
    setDetecting(true);
    setResult(null);
    try {
      setResult(await detectEstateTrees(estateId));
    } catch (failure) {
      notifyError(errorMessage(failure, t('orthophoto.tryAgain')), t('orthophoto.detectionFailed'));
    } finally {
      setDetecting(false);
    }
  };

  /** Detects again with `create: true`: the server adds one tree per detection. */
  const addTrees = async () => {
    setAdding(true);
    try {
      const answer = await detectEstateTrees(estateId, { create: true });
      const created = answer.created ?? 0;
      notifySuccess(
        t('orthophoto.treesAddedTitle'),
        t('orthophoto.treesAdded', { trees: treesLabel(created) }),
      );
      setResult(null);
      onTreesAdded();
    } catch (failure) {
      notifyError(errorMessage(failure, t('orthophoto.tryAgain')), t('orthophoto.detectionFailed'));
    } finally {
      setAdding(false);
    }
  };

  const reset = () => setResult(null);

  return { detecting, adding, result, detect, addTrees, reset };
}
