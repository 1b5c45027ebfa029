import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EmptyState,
  LoadErrorCard,
  LoadingState,
  PageHeader,
  useDebouncedValue,
} from '@grovekeeper/shared';
import { DEFAULT_MAP_HEIGHT, MapView } from '@grovekeeper/shared/maps';
import type { MapViewport } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import { useMapEstates } from '../hooks/useMapEstates';
import {
  DEFAULT_FILTERS,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  SEARCH_DEBOUNCE_MS,
  hasActiveFilters,
  toMapQuery,
} from '../utils/map-filters';
import type { MapFilters } from '../utils/map-filters';
import { estateMarkers, estatesBounds, visibleBoundaries } from '../utils/map-layers';
import { EstateMapCard } from './EstateMapCard';
import { MapEstateList } from './MapEstateList';
import { MapFiltersBar } from './MapFiltersBar';
import { MapLegend } from './MapLegend';
import '../../../i18n/parts/estatesMap';

/** /map: the caller's estates (green) and others' estates listed for rent (blue). */
export function EstatesMapPage() {
  const { t } = useT();
  const [filters, setFilters] = useState<MapFilters>(DEFAULT_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const query = toMapQuery({ ...filters, search });
  const { estates, status, error, retry } = useMapEstates(query);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [viewport, setViewport] = useState<MapViewport | null>(null);

  const shown = useMemo(() => estates ?? [], [estates]);
  const markers = useMemo(() => estateMarkers(shown), [shown]);
  const fitBounds = useMemo(() => estatesBounds(shown), [shown]);
  const polygons = useMemo(() => visibleBoundaries(shown, viewport), [shown, viewport]);
  const selected = shown.find((estate) => estate.id === selectedId) ?? null;
  const clear = useCallback(() => setFilters(DEFAULT_FILTERS), []);
  const filtered = hasActiveFilters(filters);

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader title={t('estatesMap.title')} />
      <MapFiltersBar filters={filters} onChange={setFilters} onClear={clear} clearable={filtered} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 1,
        }}
      >
        <Typography role="status" aria-live="polite" data-testid="estates-map:count">
          {estates === null && status === 'loading'
            ? t('estatesMap.loading')
            : t('estatesMap.showing', { count: shown.length })}
        </Typography>
        <MapLegend />
      </Stack>
      <MapView
        center={MAP_DEFAULT_CENTER}
        zoom={MAP_DEFAULT_ZOOM}
        height={DEFAULT_MAP_HEIGHT}
        markers={markers}
        polygons={polygons}
        fitBounds={fitBounds}
        onViewChange={setViewport}
        onMarkerClick={setSelectedId}
        ariaLabel={t('estatesMap.mapLabel')}
        testId="estates-map"
        overlay={
          selected ? (
            <EstateMapCard estate={selected} onClose={() => setSelectedId(null)} />
          ) : undefined
        }
      />
      <Alert severity="info" variant="outlined">
        {t('estatesMap.privacy')}
      </Alert>
      {status === 'error' ? (
        <LoadErrorCard
          title={t('estatesMap.loadFailed')}
          message={error ?? t('estatesMap.loadFailed')}
          onRetry={retry}
          testId="estates-map:load-error"
        />
      ) : estates === null ? (
        <LoadingState label={t('estatesMap.loading')} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('estatesMap.empty.title')}
          description={filtered ? t('estatesMap.empty.filtered') : t('estatesMap.empty.none')}
          action={
            filtered ? (
              <Button variant="outlined" onClick={clear}>
                {t('actions.clearAll')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <MapEstateList estates={shown} />
      )}
    </Stack>
  );
}
