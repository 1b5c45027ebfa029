import { useState } from 'react';
import {
  ZOOM_AI_DEFAULT,
  centroidOf,
  notifyError,
  notifySuccess,
  useEstateDrawingStore,
} from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { NO_CORRECTIONS, reviewedCount } from '../../common/utils/detection-review';
import type {
  DetectionReviewCorrections,
  DetectionReviewImage,
} from '../../common/utils/detection-review';
import { detectTrees } from '../api/detect-trees';
import type { DetectedTree } from '../api/detect-trees';
import { MIN_BOUNDARY_POINTS } from '../utils/picker-summary';
import '../../../i18n/parts/picker';

/**
 * 'Analyze Trees with AI': asks the detector for the trees in the boundary; keeps where
 * each one stands (shown on the map), the analysed image and the clean one to review the
 * detections on, until the boundary changes. The run and the owner's review live in the
 * drawing store, and the count everyone shows is the reviewed one.
 */
export function useTreeDetection() {
  const [busy, setBusy] = useState(false);
  const [analysed, setAnalysed] = useState(false);
  const [trees, setTrees] = useState<DetectedTree[]>([]);
  const [detected, setDetected] = useState(0);
  const [snapshotUrl, setSnapshotUrl] = useState<string | null>(null);
  const [review, setReview] = useState<DetectionReviewImage | null>(null);
  const runId = useEstateDrawingStore((state) => state.detectionRunId);
  const corrections = useEstateDrawingStore((state) => state.detectionReview) ?? NO_CORRECTIONS;

  const analyse = async () => {
    const { boundaries } = useEstateDrawingStore.getState();
    const mapCenter = centroidOf(boundaries);
    if (boundaries.length < MIN_BOUNDARY_POINTS || !mapCenter) {
      notifyError(t('picker.drawFirst'));
      return;
    }
    setBusy(true);
    try {
      const answer = await detectTrees({
        mapCenter,
        mapZoom: ZOOM_AI_DEFAULT,
        mapTilt: 0,
        mapHeading: 0,
        boundaries,
      });
      const store = useEstateDrawingStore.getState();
      store.setDetectedTreeCount(answer.treesInBoundary);
      store.setDetectionRun(answer.runId ?? null);
      setDetected(answer.treesInBoundary);
      setTrees(answer.trees ?? []);
      setSnapshotUrl(answer.snapshotUrl || null);
      setReview(answer.runId && answer.review && answer.trees ? answer.review : null);
      setAnalysed(true);
      notifySuccess(
        t('picker.detection.completeTitle'),
        answer.message ?? t('picker.detection.detected', { count: answer.treesInBoundary }),
      );
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : t('picker.detection.tryAgain');
      notifyError(message, t('picker.detection.failedTitle'));
    } finally {
      setBusy(false);
    }
  };

  /** The owner's review: the store keeps it for the wizard, with the reviewed count. */
  const setCorrections = (next: DetectionReviewCorrections) => {
    const store = useEstateDrawingStore.getState();
    store.setDetectionReview(next);
    store.setDetectedTreeCount(reviewedCount(detected, next));
  };

  const resetAnalysis = () => {
    if (useEstateDrawingStore.getState().detectionRunId !== null) {
      useEstateDrawingStore.getState().setDetectionRun(null);
    }
    if (!analysed && trees.length === 0 && snapshotUrl === null) return;
    setAnalysed(false);
    setTrees([]);
    setDetected(0);
    setSnapshotUrl(null);
    setReview(null);
  };

  return {
    busy,
    analysed,
    trees,
    snapshotUrl,
    /** Reviewable: the run, its clean image and the owner's corrections so far. */
    review: runId && review ? { runId, image: review, corrections } : null,
    setCorrections,
    analyse,
    resetAnalysis,
  };
}
