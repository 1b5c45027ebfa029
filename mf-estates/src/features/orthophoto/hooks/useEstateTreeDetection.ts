import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { detectEstateTrees } from '../api/detect-estate-trees';
import type { EstateDetection } from '../api/types';

export const DETECTION_FAILED_TITLE = 'AI detection failed';

export const treesLabel = (count: number) => `${count} ${count === 1 ? 'tree' : 'trees'}`;

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
      notifyError(errorMessage(failure, 'Please try again.'), DETECTION_FAILED_TITLE);
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
      notifySuccess('Trees added', `${treesLabel(created)} added to the estate.`);
      setResult(null);
      onTreesAdded();
    } catch (failure) {
      notifyError(errorMessage(failure, 'Please try again.'), DETECTION_FAILED_TITLE);
    } finally {
      setAdding(false);
    }
  };

  const reset = () => setResult(null);

  return { detecting, adding, result, detect, addTrees, reset };
}
