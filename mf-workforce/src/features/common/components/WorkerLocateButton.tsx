import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useState } from 'react';
import { BusyButton, notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { currentPosition, locationErrorTexts } from '../utils/worker-geolocation';

export interface WorkerLocateButtonProps {
  onLocated: (position: LatLng) => void | Promise<void>;
  label?: string;
  disabled?: boolean;
}

/**
 * "Use my location": asks the browser for its position. Any failure (refused, unsupported,
 * timed out) shows the catalogue's Location Error toast, so the person types a place instead.
 */
export function WorkerLocateButton({
  onLocated,
  label,
  disabled = false,
}: WorkerLocateButtonProps) {
  const { t } = useT();
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setLocating(true);
    let position: LatLng;
    try {
      position = await currentPosition();
    } catch {
      setLocating(false);
      const { title, message } = locationErrorTexts();
      notifyError(message, title);
      return;
    }
    // What the caller does with the position (naming the place) reports its own failures.
    try {
      await onLocated(position);
    } finally {
      setLocating(false);
    }
  };

  return (
    <BusyButton
      variant="outlined"
      busy={locating}
      disabled={disabled || locating}
      startIcon={<MyLocationIcon />}
      onClick={() => void locate()}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {label ?? t('location.useMine')}
    </BusyButton>
  );
}
