import { Suspense, lazy, useCallback, useState } from 'react';
import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  DEFAULT_MAP_CENTER,
  ZOOM_ESTATE,
  centroidOf,
  peekRuntimeConfig,
  useTranslation,
} from '@grovekeeper/shared';
import { selectMapEngine } from './engine';
import { MapErrorBoundary } from './MapErrorBoundary';
import { boundaryPointsAnnouncement } from './polygon-editing';
import type { EngineProps, MapViewProps } from './types';

// Each engine is its own chunk: the open engine never downloads Google's code and vice versa.
const LeafletEngine = lazy(() => import('./leaflet/LeafletEngine'));
const GoogleEngine = lazy(() => import('./google/GoogleEngine'));

export const DEFAULT_MAP_HEIGHT = 500;
const DEFAULT_BOUNDARY_COLOR = '#ffeb3b';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The boundary's centroid, else (no boundary, or one with a point that is not a number) Greece. */
function defaultCenter(boundary: MapViewProps['boundary']) {
  const centroid = centroidOf(boundary ?? []);
  return centroid && Number.isFinite(centroid.lat) && Number.isFinite(centroid.lng)
    ? centroid
    : DEFAULT_MAP_CENTER;
}

/**
 * The one map of the product: satellite imagery, boundary, tree markers, vertex editing,
 * a pin. Google Maps when a key is configured, else Leaflet with the configured tiles.
 * The container is a labelled region carrying `data-testid`; clicks on it are map clicks.
 */
export function MapView(props: MapViewProps) {
  const {
    center,
    zoom = ZOOM_ESTATE,
    height = DEFAULT_MAP_HEIGHT,
    boundary,
    fitBoundary,
    overlay,
    ariaLabel,
    testId = 'map',
    boundaryColor = DEFAULT_BOUNDARY_COLOR,
    editablePolygon,
    ...rest
  } = props;
  const { t } = useTranslation('common');
  const engine = selectMapEngine(peekRuntimeConfig());
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const engineProps: EngineProps = {
    ...rest,
    boundary,
    editablePolygon,
    center: center ?? defaultCenter(boundary),
    centerProvided: center !== undefined,
    zoom,
    fitBoundary: fitBoundary ?? (boundary?.length ?? 0) >= 3,
    boundaryColor,
    onRetry: retry,
  };
  const Engine = engine === 'google' ? GoogleEngine : LeafletEngine;

  return (
    <Box
      role="region"
      aria-label={ariaLabel ?? t('maps.label')}
      data-testid={testId}
      data-map-engine={engine}
      sx={{
        position: 'relative',
        width: '100%',
        height,
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: 'grey.800',
      }}
    >
      <MapErrorBoundary key={attempt} onRetry={retry}>
        <Suspense
          fallback={
            <Box
              sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
              aria-busy="true"
            >
              <CircularProgress aria-label={t('maps.loading')} />
            </Box>
          }
        >
          <Engine {...engineProps} />
        </Suspense>
      </MapErrorBoundary>
      {overlay && (
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1001, maxWidth: '60%' }}>
          {overlay}
        </Box>
      )}
      {editablePolygon && (
        <div role="status" aria-live="polite" style={visuallyHidden}>
          {boundaryPointsAnnouncement(editablePolygon.points.length)}
        </div>
      )}
    </Box>
  );
}
