import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { ZOOM_TREE, notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { DEFAULT_MAP_HEIGHT, MapView } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import { useBoundedPin } from '../hooks/useBoundedPin';
import { formatCoordinates } from '../utils/format-coordinates';
import { CoordinatesForm } from './CoordinatesForm';
import { UseMyLocationButton } from './UseMyLocationButton';

export interface BoundaryPinPickerProps {
  /** The estate boundary; the marker may only stand inside it. */
  boundary: LatLng[];
  /** Where the marker starts (the tree, or the draft's location); null for none yet. */
  initialPosition: LatLng | null;
  /** Where the map opens without an initial position (default: the boundary's centre). */
  center?: LatLng;
  /** Accessible name of the map. */
  mapLabel: string;
  /** Confirm shows a spinner and the controls wait. */
  saving?: boolean;
  onConfirm: (position: LatLng) => void;
}

/**
 * Both tree location pages: the boundary on the satellite map and one marker, placed by
 * a click inside, a drag, the device's GPS or typed coordinates, then Confirm Location.
 */
export function BoundaryPinPicker({
  boundary,
  initialPosition,
  center,
  mapLabel,
  saving = false,
  onConfirm,
}: BoundaryPinPickerProps) {
  const { t } = useT();
  const pin = useBoundedPin(boundary, initialPosition);
  // The view opens here once; later placements move the marker, not the map.
  const [mapCenter] = useState(() => initialPosition ?? center);
  const [typing, setTyping] = useState(false);

  const confirm = () => {
    if (!pin.position) {
      notifyError(t('location.required'));
      return;
    }
    if (!pin.hasBoundary) {
      notifyError(t('location.noBoundary'));
      return;
    }
    onConfirm(pin.position);
  };

  let hint = t('location.hintPlace');
  if (!pin.hasBoundary) hint = t('location.hintNoBoundary');
  else if (pin.position) hint = t('location.hintMove');

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {!pin.hasBoundary && <Alert severity="warning">{t('location.noBoundary')}</Alert>}
        <MapView
          zoom={ZOOM_TREE}
          height={DEFAULT_MAP_HEIGHT}
          center={mapCenter}
          boundary={boundary}
          pin={{
            position: pin.pinPosition,
            onChange:
              pin.hasBoundary && !saving ? (position) => pin.place(position, 'drag') : undefined,
          }}
          onMapClick={saving ? undefined : (position) => pin.place(position, 'click')}
          ariaLabel={mapLabel}
        />
        <Box role="status" aria-live="polite">
          <Typography data-testid="selected-location" sx={{ fontWeight: 500 }}>
            {pin.position
              ? t('location.selected', { coordinates: formatCoordinates(pin.position) })
              : t('location.noneSelected')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            alignItems: { xs: 'stretch', sm: 'center' },
          }}
        >
          <UseMyLocationButton
            onLocated={(position) => pin.place(position, 'entry')}
            disabled={!pin.hasBoundary || saving}
          />
          <Button
            variant="outlined"
            startIcon={<EditLocationAltIcon />}
            onClick={() => setTyping((open) => !open)}
            aria-expanded={typing}
            aria-controls="tree-coordinates-entry"
            disabled={!pin.hasBoundary}
          >
            {t('location.enterCoordinates')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="contained"
            onClick={confirm}
            disabled={saving}
            aria-busy={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
          >
            {t('location.confirm')}
          </Button>
        </Box>
        <Collapse in={typing} unmountOnExit id="tree-coordinates-entry">
          <CoordinatesForm
            initial={pin.position}
            disabled={saving}
            onSubmit={(position) => pin.place(position, 'entry')}
          />
        </Collapse>
      </CardContent>
    </Card>
  );
}
