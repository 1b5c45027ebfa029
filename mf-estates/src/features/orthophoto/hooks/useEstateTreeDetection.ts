import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { NO_CORRECTIONS } from '../../common/utils/detection-review';
import type { DetectionReviewCorrections } from '../../common/utils/detection-review';
import { applyDetectionRun } from '../api/apply-detection-run';
import { detectEstateTrees } from '../api/detect-estate-trees';
import type { EstateDetection } from '../api/types';
import { t } from '../../../i18n';
import '../../../i18n/parts/orthophoto';

/** "1 tree", "12 trees" in the current language. */
export const treesLabel = (count: number) => t('orthophoto.trees', { count });

/**
 * 'Detect trees' on the estate's orthophoto, the owner's review of the detections (remove
 * the false ones, add the missed ones), then 'Add N trees': the reviewed run is applied.
 */
export function useEstateTreeDetection(estateId: string, onTreesAdded: () => void) {
  const [detecting, setDetecting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<EstateDetection | null>(null);
  const [corrections, setCorrections] = useState<DetectionReviewCorrections>(NO_CORRECTIONS);

  const detect = async () => {
    setDetecting(true);
    setResult(null);
    setCorrections(NO_CORRECTIONS);
    try {
      setResult(await detectEstateTrees(estateId));
    } catch (failure) {
      notifyError(errorMessage(failure, t('orthophoto.tryAgain')), t('orthophoto.detectionFailed'));
    } finally {
      setDetecting(false);
    }
  };

  /** Creates the kept detections and the added trees of the reviewed run. */
  const addTrees = async () => {
    if (!result?.runId) return;
    setAdding(true);
    try {
      const answer = await applyDetectionRun(estateId, result.runId, corrections);
      notifySuccess(
        t('orthophoto.treesAddedTitle'),
        t('orthophoto.treesAdded', { trees: treesLabel(answer.created) }),
      );
      setResult(null);
      setCorrections(NO_CORRECTIONS);
      onTreesAdded();
    } catch (failure) {
      notifyError(errorMessage(failure, t('orthophoto.tryAgain')), t('orthophoto.addFailed'));
    } finally {
      setAdding(false);
    }
  };

  const reset = () => {
    setResult(null);
    setCorrections(NO_CORRECTIONS);
  };

  return {
    detecting,
    adding,
    result,
    corrections,
    setCorrections,
    detect,
    addTrees,
    reset,
  };
}
