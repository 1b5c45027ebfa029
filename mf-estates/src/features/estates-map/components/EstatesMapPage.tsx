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
import { useMapEstates } from '../hooks/useMapEstates';
import {
  DEFAULT_FILTERS,
  LOAD_MAP_FAILED,
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

export const PRIVACY_NOTICE =
  "Only your own estates and estates other owners have listed for rent are shown; other users' estates appear only while they have an active rental listing, and exact tree positions are never shared.";

/** /map: the caller's estates (green) and others' estates listed for rent (blue). */
export function EstatesMapPage() {
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
      <PageHeader title="Estate Locations" />
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
            ? 'Loading estates...'
            : `Showing ${shown.length} estates`}
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
        ariaLabel="Estate locations map"
        testId="estates-map"
        overlay={
          selected ? (
            <EstateMapCard estate={selected} onClose={() => setSelectedId(null)} />
          ) : undefined
        }
      />
      <Alert severity="info" variant="outlined">
        {PRIVACY_NOTICE}
      </Alert>
      {status === 'error' ? (
        <LoadErrorCard
          title={LOAD_MAP_FAILED}
          message={error ?? LOAD_MAP_FAILED}
          onRetry={retry}
          testId="estates-map:load-error"
        />
      ) : estates === null ? (
        <LoadingState label="Loading estates..." />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No Estates Found"
          description={
            filtered
              ? 'No estates match these filters.'
              : 'Create an estate, or wait for other owners to list theirs for rent.'
          }
          action={
            filtered ? (
              <Button variant="outlined" onClick={clear}>
                Clear all
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
