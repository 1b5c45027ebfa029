import { useState } from 'react';
import { notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

export const LOCATION_UNAVAILABLE_TITLE = 'Location Unavailable';
export const LOCATION_DENIED =
  'Location access was denied. Allow it in the browser settings, or place the tree on the map.';
export const LOCATION_FAILED =
  'Your current location could not be found. Place the tree on the map instead.';

const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 0,
};

/** The device's GPS fix, for an owner standing at the tree. */
export function useCurrentPosition(onLocated: (position: LatLng) => void) {
  const [locating, setLocating] = useState(false);
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

  const locate = () => {
    if (!supported || locating) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onLocated({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        setLocating(false);
        notifyError(
          error.code === error.PERMISSION_DENIED ? LOCATION_DENIED : LOCATION_FAILED,
          LOCATION_UNAVAILABLE_TITLE,
        );
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return { supported, locating, locate };
}
