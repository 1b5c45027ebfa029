import { useCallback, useMemo, useState } from 'react';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckIcon from '@mui/icons-material/Check';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate } from 'react-router-dom';
import {
  PageHeader,
  ZOOM_PICKER,
  boundsOf,
  notifyError,
  useEstateDrawingStore,
} from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { JobProgress } from '@grovekeeper/shared/jobs';
import { AddressSearch, MapView } from '@grovekeeper/shared/maps';
import type { MapBounds, MapMarker } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import { BoundaryImportControl } from '../../boundary-import/components/BoundaryImportControl';
import { useReturnToParam } from '../hooks/useReturnToParam';
import { useReverseGeocodedAddress } from '../hooks/useReverseGeocodedAddress';
import { useTreeDetection } from '../hooks/useTreeDetection';
import { summarizeBoundary } from '../utils/picker-summary';
import { DetectionReviewDialog } from './DetectionReviewDialog';
import { DrawingControls } from './DrawingControls';
import { EstateInfoCard } from './EstateInfoCard';
import { KaekSearch } from './KaekSearch';
import { PickerMapOverlay } from './PickerMapOverlay';
import { SnapshotDialog } from './SnapshotDialog';
import '../../../i18n/parts/picker';

/** Detected trees on the picker map: amber, apart from the green of recorded trees. */
const DETECTED_TREE_COLOR = '#ffb300';
/** Trees the owner added in the review: blue, as the review draws them. */
const ADDED_TREE_COLOR = '#0091ea';

/**
 * `/location-picker`: draw (or fetch by KAEK) the estate boundary. The boundary lives in
 * the shared drawing store as it is edited, so the shell header can show OK and the
 * wizard receives it on return.
 */
export function LocationPickerPage() {
  useReturnToParam();
  const { t } = useT();
  const navigate = useNavigate();
  const boundaries = useEstateDrawingStore((state) => state.boundaries);
  const detectedTrees = useEstateDrawingStore((state) => state.detectedTreeCount);
  const applyBoundary = useEstateDrawingStore((state) => state.applyBoundary);
  const [drawing, setDrawing] = useState(false);
  const [viewCenter, setViewCenter] = useState<LatLng | undefined>(undefined);
  // The map zooms to a boundary brought in from a file, and to the one already held when the
  // picker opens (an imported or earlier drawn boundary, back from the wizard to be edited).
  const [fitTo, setFitTo] = useState<MapBounds | null>(() => {
    const held = useEstateDrawingStore.getState().boundaries;
    return held.length >= 3 ? boundsOf(held) : null;
  });
  const [snapshotOpen, setSnapshotOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [mapReady, setMapReady] = useState(false);
  const markMapReady = useCallback(() => setMapReady(true), []);
  const detection = useTreeDetection();
  const summary = summarizeBoundary(boundaries);
  const corrections = detection.review?.corrections;
  // Each detected tree the owner kept where the detector found it, labelled with its
  // confidence, and the trees the owner added in the review.
  const detectedMarkers = useMemo<MapMarker[]>(() => {
    const removed = new Set(corrections?.removed ?? []);
    const kept: MapMarker[] = detection.trees.flatMap((tree, index) =>
      removed.has(index)
        ? []
        : [
            {
              id: `detected-${index}`,
              position: { lat: tree.lat, lng: tree.lng },
              label: t('picker.detectedTree', {
                number: index + 1,
                confidence: Math.round(tree.confidence * 100),
              }),
              color: DETECTED_TREE_COLOR,
            },
          ],
    );
    const added: MapMarker[] = (corrections?.added ?? []).map((point, index) => ({
      id: `added-${index}`,
      position: { lat: point.lat, lng: point.lng },
      label: t('picker.addedTree', { number: index + 1 }),
      color: ADDED_TREE_COLOR,
    }));
    return [...kept, ...added];
  }, [detection.trees, corrections, t]);
  useReverseGeocodedAddress(summary.centroid, summary.isPolygon);

  const replaceBoundary = (points: LatLng[]) => {
    applyBoundary(points);
    detection.resetAnalysis();
    setReviewOpen(false);
  };

  const startDrawing = () => {
    // A new drawing replaces the polygon on the map.
    if (boundaries.length > 0) replaceBoundary([]);
    setDrawing(true);
  };

  const openSnapshot = () => {
    if (!summary.isPolygon) notifyError(t('picker.drawFirst'));
    else setSnapshotOpen(true);
  };

  const done = () => {
    const store = useEstateDrawingStore.getState();
    // The store already holds the live values; set them once more as one hand-over.
    store.applyBoundary(store.boundaries);
    store.setLandArea(summary.areaHectares);
    void navigate(store.returnTo || '/wizard');
  };

  return (
    <>
      <PageHeader
        title={t('picker.title')}
        subtitle={t('picker.subtitle')}
        actions={
          summary.isPolygon && (
            <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={done}>
              {t('actions.done')}
            </Button>
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <DrawingControls
            drawing={drawing}
            pointCount={boundaries.length}
            onStart={startDrawing}
            onFinish={() => setDrawing(false)}
            onUndo={() => replaceBoundary(boundaries.slice(0, -1))}
            onClear={() => {
              replaceBoundary([]);
              setDrawing(false);
            }}
            onSnapshot={openSnapshot}
          />
          <MapView
            zoom={ZOOM_PICKER}
            height="60vh"
            center={viewCenter}
            fitBoundary={false}
            fitBounds={fitTo}
            // An edited boundary needs a new analysis: the trees found were for the old one.
            editablePolygon={{ points: boundaries, drawing, onChange: replaceBoundary }}
            pin={summary.isPolygon ? { position: summary.centroid } : undefined}
            markers={detectedMarkers}
            overlay={
              summary.pointCount > 0 ? (
                <PickerMapOverlay area={summary.areaHectares} points={summary.pointCount} />
              ) : undefined
            }
            ariaLabel={t('picker.mapLabel')}
            onReady={markMapReady}
          />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <AddressSearch
                onSelect={(result) => setViewCenter({ lat: result.lat, lng: result.lng })}
              />
              <KaekSearch
                mapReady={mapReady}
                onResult={(points) => {
                  replaceBoundary(points);
                  setDrawing(false);
                  setViewCenter(summarizeBoundary(points).centroid ?? undefined);
                }}
              />
              <BoundaryImportControl
                onChoose={(polygon) => {
                  replaceBoundary(polygon.coordinates.map((p) => ({ lat: p.lat, lng: p.lng })));
                  setDrawing(false);
                  setFitTo(boundsOf(polygon.coordinates));
                }}
              />
            </CardContent>
          </Card>
          <EstateInfoCard
            pointCount={summary.pointCount}
            areaHectares={summary.areaHectares}
            detectedTrees={detectedTrees}
            analysed={detection.analysed}
          >
            <Button
              fullWidth
              variant="outlined"
              sx={{ mt: 2 }}
              onClick={() => void detection.analyse()}
              disabled={detection.busy}
              startIcon={
                detection.busy ? (
                  <CircularProgress size={16} color="inherit" />
                ) : (
                  <AutoAwesomeIcon />
                )
              }
            >
              {detection.analysed ? t('picker.reanalyse') : t('picker.analyse')}
            </Button>
            {detection.job && (
              <Box sx={{ mt: 2 }}>
                <JobProgress
                  label={t('picker.detection.running')}
                  job={detection.job.job}
                  error={detection.job.error}
                  cancelling={detection.job.cancelling}
                  onCancel={() => void detection.job?.cancel()}
                />
              </Box>
            )}
            {detection.review && (
              <Button
                fullWidth
                variant="contained"
                color="success"
                sx={{ mt: 1 }}
                onClick={() => setReviewOpen(true)}
                disabled={detection.busy}
                startIcon={<FactCheckIcon />}
              >
                {t('picker.review.open')}
              </Button>
            )}
            {detection.snapshotUrl && (
              <Link
                href={detection.snapshotUrl}
                target="_blank"
                rel="noopener"
                variant="body2"
                sx={{ display: 'block', mt: 1, textAlign: 'center' }}
              >
                {t('picker.openImage')}
              </Link>
            )}
          </EstateInfoCard>
        </Box>
      </Box>
      {detection.review && (
        <DetectionReviewDialog
          open={reviewOpen}
          runId={detection.review.runId}
          image={detection.review.image}
          trees={detection.trees}
          corrections={detection.review.corrections}
          onChange={detection.setCorrections}
          boundary={boundaries}
          onClose={() => setReviewOpen(false)}
        />
      )}
      <SnapshotDialog
        open={snapshotOpen}
        boundary={boundaries}
        onClose={() => setSnapshotOpen(false)}
      />
    </>
  );
}
