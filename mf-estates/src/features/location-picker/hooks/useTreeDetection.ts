import { useState } from 'react';
import {
  ZOOM_AI_DEFAULT,
  centroidOf,
  notifyError,
  notifySuccess,
  useEstateDrawingStore,
} from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { detectTrees } from '../api/detect-trees';
import type { DetectedTree } from '../api/detect-trees';
import { MIN_BOUNDARY_POINTS } from '../utils/picker-summary';
import '../../../i18n/parts/picker';

/**
 * 'Analyze Trees with AI': asks the detector for the trees in the boundary; keeps where
 * each one stands (shown on the map) and the analysed image, until the boundary changes.
 */
export function useTreeDetection() {
  const [busy, setBusy] = useState(false);
  const [analysed, setAnalysed] = useState(false);
  const [trees, setTrees] = useState<DetectedTree[]>([]);
  const [snapshotUrl, setSnapshotUrl] = useState<string | null>(null);

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
      useEstateDrawingStore.getState().setDetectedTreeCount(answer.treesInBoundary);
      setTrees(answer.trees ?? []);
      setSnapshotUrl(answer.snapshotUrl || null);
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

  const resetAnalysis = () => {
    if (!analysed && trees.length === 0 && snapshotUrl === null) return;
    setAnalysed(false);
    setTrees([]);
    setSnapshotUrl(null);
  };

  return { busy, analysed, trees, snapshotUrl, analyse, resetAnalysis };
}
