import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { useCurrentPosition } from '../hooks/useCurrentPosition';

/** Places the marker at the device's GPS fix; hidden where the browser has no geolocation. */
export function UseMyLocationButton({
  onLocated,
  disabled,
}: {
  onLocated: (position: LatLng) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const { supported, locating, locate } = useCurrentPosition(onLocated);
  if (!supported) return null;
  return (
    <Button
      variant="outlined"
      onClick={locate}
      disabled={disabled || locating}
      aria-busy={locating}
      startIcon={locating ? <CircularProgress size={16} color="inherit" /> : <MyLocationIcon />}
    >
      {locating ? t('location.locating') : t('location.useMyLocation')}
    </Button>
  );
}
