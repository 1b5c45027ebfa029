import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_MAP_CENTER, ZOOM_PICKER, areaHectares } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { MapView } from '../MapView';
import type { MapMarker } from '../types';

/** Deterministic markers (mulberry32), so every run of the playground looks the same. */
export function playgroundMarkers(count: number, center: LatLng = DEFAULT_MAP_CENTER): MapMarker[] {
  let seed = 0x9e3779b9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const colors = ['#43a047', '#fb8c00', '#fdd835', '#8d6e63'];
  return Array.from({ length: count }, (_, i) => ({
    id: `tree-${i + 1}`,
    label: `Tree ${i + 1}`,
    color: colors[i % colors.length],
    position: {
      lat: center.lat + (random() - 0.5) * 0.01,
      lng: center.lng + (random() - 0.5) * 0.012,
    },
  }));
}

/**
 * A dev page for the map kit: draw a boundary, drag vertices, 5,000 canvas markers.
 * Mount it in a harness route to try the engines by hand.
 */
export function MapPlayground({ markerCount = 5000 }: { markerCount?: number }) {
  const [points, setPoints] = useState<LatLng[]>([]);
  const [drawing, setDrawing] = useState(false);
  const [markers, setMarkers] = useState(() => playgroundMarkers(markerCount));
  const [draggable, setDraggable] = useState(false);
  const [lastEvent, setLastEvent] = useState('');
  const hectares = useMemo(() => areaHectares(points), [points]);

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setDrawing((d) => !d)}>
          {drawing ? 'Stop Drawing' : 'Start Drawing'}
        </Button>
        <Button onClick={() => setPoints((p) => p.slice(0, -1))} disabled={points.length === 0}>
          Undo Point
        </Button>
        <Button onClick={() => setPoints([])} disabled={points.length === 0}>
          Clear
        </Button>
        <Button onClick={() => setDraggable((d) => !d)}>
          {draggable ? 'Lock Markers' : 'Drag Markers'}
        </Button>
        <Button onClick={() => setMarkers(playgroundMarkers(markers.length ? 0 : markerCount))}>
          {markers.length ? 'Hide Markers' : 'Show Markers'}
        </Button>
      </Stack>
      <MapView
        ariaLabel="Map playground"
        testId="map-playground"
        zoom={ZOOM_PICKER}
        markers={markers}
        draggableMarkers={draggable}
        onMarkerClick={(id) => setLastEvent(`clicked ${id}`)}
        onMarkerDragEnd={(id, position) => {
          setLastEvent(`moved ${id}`);
          setMarkers((all) => all.map((m) => (m.id === id ? { ...m, position } : m)));
        }}
        editablePolygon={{ points, drawing, onChange: setPoints }}
        overlay={
          <Paper sx={{ p: 1 }} data-testid="map-playground-info">
            <Typography variant="body2">Points: {points.length}</Typography>
            <Typography variant="body2">Area: {hectares.toFixed(2)} ha</Typography>
          </Paper>
        }
      />
      <Box aria-live="polite">
        <Typography variant="body2" color="text.secondary">
          {lastEvent}
        </Typography>
      </Box>
    </Stack>
  );
}
