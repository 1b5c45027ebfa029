import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatHectares } from '@grovekeeper/shared';

/** The info window on the map: area and point count of the boundary. */
export function PickerMapOverlay({ area, points }: { area: number; points: number }) {
  return (
    <Paper sx={{ px: 1.5, py: 1 }} elevation={3} data-testid="picker-overlay">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Area: {formatHectares(area)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {points} {points === 1 ? 'point' : 'points'}
      </Typography>
    </Paper>
  );
}
