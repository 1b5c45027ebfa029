import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ParsedBoundary } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { BoundaryImportControl } from '../../boundary-import/components/BoundaryImportControl';
import '../../../i18n/parts/wizard';

export interface LocationFieldProps {
  hasBoundary: boolean;
  address: string;
  onAddressChange: (address: string) => void;
  onOpenPicker: () => void;
  /** A polygon chosen from a boundary file: it replaces the boundary, as the picker's would. */
  onImportBoundary: (polygon: ParsedBoundary) => void;
  addressError?: string;
  boundaryError?: string;
}

/**
 * Location: the picker button first; once a boundary exists, the address plus 'Update'.
 * Either way a boundary can come from a file (GeoJSON, KML, KMZ, zipped Shapefile).
 */
export function LocationField({
  hasBoundary,
  address,
  onAddressChange,
  onOpenPicker,
  onImportBoundary,
  addressError,
  boundaryError,
}: LocationFieldProps) {
  const { t } = useT();
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('wizard.location.heading')}
      </Typography>
      {hasBoundary ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextField
            label={t('wizard.location.address')}
            required
            fullWidth
            value={address}
            onChange={(event) => onAddressChange(event.target.value)}
            error={Boolean(addressError)}
            helperText={addressError}
          />
          <Button
            variant="outlined"
            startIcon={<MapIcon />}
            onClick={onOpenPicker}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('wizard.location.update')}
          </Button>
        </Box>
      ) : (
        <>
          <Button variant="outlined" startIcon={<MapIcon />} onClick={onOpenPicker}>
            {t('wizard.location.select')}
          </Button>
          {(boundaryError || addressError) && (
            <FormHelperText error>{boundaryError ?? addressError}</FormHelperText>
          )}
        </>
      )}
      <Box sx={{ mt: 1.5 }}>
        <BoundaryImportControl onChoose={onImportBoundary} />
      </Box>
    </Box>
  );
}
