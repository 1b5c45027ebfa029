import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatArea } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/picker';

/** The info window on the map: area and point count of the boundary. */
export function PickerMapOverlay({ area, points }: { area: number; points: number }) {
  const { t } = useT();
  return (
    <Paper sx={{ px: 1.5, py: 1 }} elevation={3} data-testid="picker-overlay">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('picker.overlay.area', { area: formatArea(area) })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('picker.overlay.points', { count: points })}
      </Typography>
    </Paper>
  );
}
