import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useState } from 'react';
import { BusyButton, notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import {
  LOCATION_ERROR_MESSAGE,
  LOCATION_ERROR_TITLE,
  currentPosition,
} from '../utils/worker-geolocation';

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
  label = 'Use my location',
  disabled = false,
}: WorkerLocateButtonProps) {
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setLocating(true);
    let position: LatLng;
    try {
      position = await currentPosition();
    } catch {
      setLocating(false);
      notifyError(LOCATION_ERROR_MESSAGE, LOCATION_ERROR_TITLE);
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
      {label}
    </BusyButton>
  );
}
