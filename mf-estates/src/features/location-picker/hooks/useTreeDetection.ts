import { useState } from 'react';
import {
  ZOOM_AI_DEFAULT,
  centroidOf,
  errorMessage,
  notifyError,
  notifySuccess,
  useEstateDrawingStore,
} from '@grovekeeper/shared';
import { useJob, useRememberedJob } from '@grovekeeper/shared/jobs';
import type { Job } from '@grovekeeper/shared/jobs';
import { t } from '../../../i18n';
import { NO_CORRECTIONS, reviewedCount } from '../../common/utils/detection-review';
import type {
  DetectionReviewCorrections,
  DetectionReviewImage,
} from '../../common/utils/detection-review';
import { startTreeDetection } from '../api/detect-trees';
import type { DetectTreesAnswer, DetectedTree } from '../api/detect-trees';
import { MIN_BOUNDARY_POINTS } from '../utils/picker-summary';
import '../../../i18n/parts/picker';

/** Where the picker's running detection job is remembered, so the page follows it on return. */
export const PICKER_DETECTION_JOB_KEY = 'estates:picker-detection-job';

/**
 * 'Analyze Trees with AI': asks the detector for the trees in the boundary (a job on the
 * server: its progress, Cancel, and the page may be left); keeps where
 * each one stands (shown on the map), the analysed image and the clean one to review the
 * detections on, until the boundary changes. The run and the owner's review live in the
 * drawing store, and the count everyone shows is the reviewed one.
 */
export function useTreeDetection() {
  const [starting, setStarting] = useState(false);
  const [jobId, follow] = useRememberedJob(PICKER_DETECTION_JOB_KEY);
  const [analysed, setAnalysed] = useState(false);
  const [trees, setTrees] = useState<DetectedTree[]>([]);
  const [detected, setDetected] = useState(0);
  const [snapshotUrl, setSnapshotUrl] = useState<string | null>(null);
  const [review, setReview] = useState<DetectionReviewImage | null>(null);
  const runId = useEstateDrawingStore((state) => state.detectionRunId);
  const corrections = useEstateDrawingStore((state) => state.detectionReview) ?? NO_CORRECTIONS;
  const failed = (message: string) => notifyError(message, t('picker.detection.failedTitle'));

  const show = (answer: DetectTreesAnswer) => {
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
  };

  const job = useJob<DetectTreesAnswer>(jobId, (finished: Job<DetectTreesAnswer>) => {
    follow(null);
    if (finished.state === 'done' && finished.result) show(finished.result);
    if (finished.state === 'failed') failed(finished.error ?? t('picker.detection.tryAgain'));
  });

  const analyse = async () => {
    const { boundaries } = useEstateDrawingStore.getState();
    const mapCenter = centroidOf(boundaries);
    if (boundaries.length < MIN_BOUNDARY_POINTS || !mapCenter) {
      notifyError(t('picker.drawFirst'));
      return;
    }
    setStarting(true);
    try {
      const started = await startTreeDetection({
        mapCenter,
        mapZoom: ZOOM_AI_DEFAULT,
        mapTilt: 0,
        mapHeading: 0,
        boundaries,
      });
      follow(started.id);
    } catch (error) {
      failed(errorMessage(error, t('picker.detection.tryAgain')));
    } finally {
      setStarting(false);
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
    busy: starting || jobId !== null,
    /** The running detection job (progress, cancel); null when none runs. */
    job: jobId ? job : null,
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
