import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ZOOM_TREE, isPointInPolygon, notifyError, treeStateColor } from '@grovekeeper/shared';
import type { EstateDetail, LatLng } from '@grovekeeper/shared';
import { MapView } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import { useEstateMapTrees } from '../hooks/useEstateMapTrees';
import { useTreePositionEdits, withMovedPositions } from '../hooks/useTreePositionEdits';
import { AddTreeDialog } from './AddTreeDialog';
import { MapModeToggle } from './MapModeToggle';
import type { MapMode } from './MapModeToggle';
import '../../../i18n/parts/detail';

/** Map View tab: the boundary and every tree; moving trees and adding them by click. */
export function EstateMapTab({
  estate,
  canMoveTrees = true,
}: {
  estate: EstateDetail;
  /** Whether the caller's role may move and add trees: without it, the map only shows. */
  canMoveTrees?: boolean;
}) {
  const { t } = useT();
  const boundary = estate.boundaries ?? [];
  const { trees, setTrees, loading } = useEstateMapTrees(estate.id);
  const [mode, setMode] = useState<MapMode>('view');
  const [newTreeAt, setNewTreeAt] = useState<LatLng | null>(null);
  const edits = useTreePositionEdits(estate.id, boundary, (moved) =>
    setTrees((current) => withMovedPositions(current, moved)),
  );

  const markers = useMemo(
    () =>
      withMovedPositions(trees, edits.moved).map((tree) => ({
        id: tree.id,
        position: tree.coordinates,
        label: `${tree.title} (${tree.textCode})`,
        color: treeStateColor(tree.state),
      })),
    [trees, edits.moved],
  );

  const changeMode = (next: MapMode) => {
    if (mode === 'edit' && next !== 'edit') edits.cancel();
    setMode(next);
  };

  const clickMap = (position: LatLng) => {
    if (mode !== 'add') return;
    if (boundary.length < 3) {
      notifyError(t('detailMap.noBoundary'));
      return;
    }
    if (!isPointInPolygon(position, boundary)) {
      notifyError(t('detailMap.outsideBoundary'), t('detailMap.invalidLocation'));
      return;
    }
    setNewTreeAt(position);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {canMoveTrees && (
          <MapModeToggle value={mode} onChange={changeMode} disabled={edits.saving} />
        )}
        {mode === 'edit' && (
          <>
            <Button
              variant="contained"
              disabled={edits.saving}
              startIcon={edits.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={() =>
                void edits.save().then((finished) => {
                  if (finished) setMode('view');
                })
              }
            >
              {t('detailMap.save')}
            </Button>
            <Button
              disabled={edits.saving}
              onClick={() => {
                edits.cancel();
                setMode('view');
              }}
            >
              {t('actions.cancel')}
            </Button>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {loading
            ? t('detailMap.loading')
            : t('detailMap.treeCount', {
                count: trees.length,
                hint: t(`detailMap.hints.${mode}`),
              })}
          {mode === 'edit' &&
            ` ${t('detailMap.moved', { count: Object.keys(edits.moved).length })}`}
        </Typography>
      </Box>
      <MapView
        zoom={ZOOM_TREE}
        height={500}
        boundary={boundary}
        markers={markers}
        draggableMarkers={mode === 'edit'}
        onMarkerDragEnd={edits.drop}
        onMapClick={clickMap}
        ariaLabel={t('detailMap.mapLabel', { name: estate.name })}
      />
      <AddTreeDialog
        estateId={estate.id}
        position={newTreeAt}
        onClose={() => setNewTreeAt(null)}
        onCreated={(tree) => setTrees((current) => [...current, tree])}
      />
    </Box>
  );
}
