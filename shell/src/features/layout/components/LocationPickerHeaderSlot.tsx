import CheckIcon from '@mui/icons-material/Check';
import ForestIcon from '@mui/icons-material/Forest';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PICKER_RETURN_TO, useEstateDrawingStore } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import '../../../i18n/parts/location-picker';

/** The picker needs a polygon before there is anything to hand back. */
const MIN_BOUNDARY_POINTS = 3;

/**
 * Rendered by the header on /location-picker only. Reads the drawing store that the
 * estates remote fills (a federation singleton from @grovekeeper/shared, so the shell and
 * mf-estates see one instance): with at least 3 boundary points it shows the detected tree
 * count (only when above 0) and an OK button back to the wizard.
 */
export function LocationPickerHeaderSlot() {
  const { t } = useT();
  const navigate = useNavigate();
  const pointCount = useEstateDrawingStore((state) => state.boundaries.length);
  const detected = useEstateDrawingStore((state) => state.detectedTreeCount);
  const returnTo = useEstateDrawingStore((state) => state.returnTo);
  if (pointCount < MIN_BOUNDARY_POINTS) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        mr: { xs: 0, sm: 1 },
        minWidth: 0,
      }}
    >
      {detected > 0 && (
        <Chip
          icon={<ForestIcon />}
          label={t('locationPicker.treesDetected', { count: detected })}
          size="small"
          color="success"
          variant="outlined"
          // Phones: the icon gives way, then the label ellipsises, so the header fits 360 px.
          sx={{ minWidth: 0, '& .MuiChip-icon': { display: { xs: 'none', sm: 'inline-flex' } } }}
        />
      )}
      <Button
        size="small"
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        sx={{ minWidth: 0, flexShrink: 0 }}
        onClick={() => void navigate(returnTo || DEFAULT_PICKER_RETURN_TO)}
      >
        {t('locationPicker.ok')}
      </Button>
    </Box>
  );
}
