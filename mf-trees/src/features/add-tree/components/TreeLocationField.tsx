import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { formatCoordinates } from '../../common/utils/format-coordinates';
import '../../../i18n/parts/add-tree';

export interface TreeLocationFieldProps {
  location: LatLng | null;
  hasBoundary: boolean;
  error?: string;
  disabled?: boolean;
  onChoose: () => void;
}

/** Location of the new tree: the chosen point (6 decimals) or a hint, and the map button. */
export function TreeLocationField({
  location,
  hasBoundary,
  error,
  disabled,
  onChoose,
}: TreeLocationFieldProps) {
  const { t } = useT();
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? 'new-tree-location-error' : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('addTree.locationLegend')}
      </Typography>
      {!hasBoundary && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('location.noBoundary')}
        </Alert>
      )}
      <Typography
        data-testid="new-tree-location"
        color={location ? 'text.primary' : 'text.secondary'}
        sx={{ mb: 1 }}
      >
        {location ? formatCoordinates(location) : t('addTree.noLocationYet')}
      </Typography>
      <Button
        variant="outlined"
        color={error ? 'error' : 'primary'}
        startIcon={<AddLocationAltIcon />}
        onClick={onChoose}
        disabled={disabled}
      >
        {location ? t('addTree.changeOnMap') : t('addTree.chooseOnMap')}
      </Button>
      {error && (
        <FormHelperText error id="new-tree-location-error">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
