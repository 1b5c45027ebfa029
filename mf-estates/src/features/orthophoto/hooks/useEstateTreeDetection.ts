import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import { useJob, useRememberedJob } from '@grovekeeper/shared/jobs';
import type { Job } from '@grovekeeper/shared/jobs';
import { NO_CORRECTIONS } from '../../common/utils/detection-review';
import type { DetectionReviewCorrections } from '../../common/utils/detection-review';
import { applyDetectionRun } from '../api/apply-detection-run';
import { startEstateDetection } from '../api/start-estate-detection';
import type { EstateDetection } from '../api/types';
import { t } from '../../../i18n';
import '../../../i18n/parts/orthophoto';

/** "1 tree", "12 trees" in the current language. */
export const treesLabel = (count: number) => t('orthophoto.trees', { count });

/** Where the running detection's job is remembered, so the page finds it when the owner comes back. */
export const detectionJobKey = (estateId: string) => `estates:detection-job:${estateId}`;

/**
 * 'Detect trees' on the estate's orthophoto (a job on the server: its progress, Cancel, and
 * the page may be left), the owner's review of the detections (remove the false ones, add
 * the missed ones), then 'Add N trees': the reviewed run is applied.
 */
export function useEstateTreeDetection(estateId: string, onTreesAdded: () => void) {
  const [starting, setStarting] = useState(false);
  const [jobId, follow] = useRememberedJob(detectionJobKey(estateId));
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<EstateDetection | null>(null);
  const [corrections, setCorrections] = useState<DetectionReviewCorrections>(NO_CORRECTIONS);

  const job = useJob<EstateDetection>(jobId, (finished: Job<EstateDetection>) => {
    follow(null);
    if (finished.state === 'done' && finished.result) setResult(finished.result);
    if (finished.state === 'failed') {
      notifyError(finished.error ?? t('orthophoto.tryAgain'), t('orthophoto.detectionFailed'));
    }
  });

  const detect = async () => {
    setStarting(true);
    setResult(null);
    setCorrections(NO_CORRECTIONS);
    try {
      follow((await startEstateDetection(estateId)).id);
    } catch (failure) {
      notifyError(errorMessage(failure, t('orthophoto.tryAgain')), t('orthophoto.detectionFailed'));
    } finally {
      setStarting(false);
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
    detecting: starting || jobId !== null,
    /** The running detection job (progress, cancel); null when none runs. */
    job: jobId ? job : null,
    adding,
    result,
    corrections,
    setCorrections,
    detect,
    addTrees,
    reset,
  };
}
