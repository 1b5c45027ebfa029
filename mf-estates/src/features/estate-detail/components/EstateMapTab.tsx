import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ZOOM_TREE, isPointInPolygon, notifyError, treeStateColor } from '@grovekeeper/shared';
import type { EstateDetail, LatLng } from '@grovekeeper/shared';
import { MapView } from '@grovekeeper/shared/maps';
import { useEstateMapTrees } from '../hooks/useEstateMapTrees';
import {
  OUTSIDE_BOUNDARY,
  useTreePositionEdits,
  withMovedPositions,
} from '../hooks/useTreePositionEdits';
import { AddTreeDialog } from './AddTreeDialog';
import { MapModeToggle } from './MapModeToggle';
import type { MapMode } from './MapModeToggle';

const MODE_HINT: Record<MapMode, string> = {
  view: 'Hover a marker to see the tree.',
  edit: 'Drag markers to move trees, then Save Changes.',
  add: 'Click inside the boundary to place a new tree.',
};

/** Map View tab: the boundary and every tree; moving trees and adding them by click. */
export function EstateMapTab({ estate }: { estate: EstateDetail }) {
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
      notifyError("Estate doesn't have defined boundaries");
      return;
    }
    if (!isPointInPolygon(position, boundary)) {
      notifyError(OUTSIDE_BOUNDARY, 'Invalid Location');
      return;
    }
    setNewTreeAt(position);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <MapModeToggle value={mode} onChange={changeMode} disabled={edits.saving} />
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
              Save Changes
            </Button>
            <Button
              disabled={edits.saving}
              onClick={() => {
                edits.cancel();
                setMode('view');
              }}
            >
              Cancel
            </Button>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {loading ? 'Loading trees...' : `${trees.length} trees. ${MODE_HINT[mode]}`}
          {mode === 'edit' && ` ${Object.keys(edits.moved).length} moved.`}
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
        ariaLabel={`Map of ${estate.name}`}
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
