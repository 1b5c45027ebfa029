import { useState } from 'react';
import { notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import en from '../../../i18n/locales/en.json';

/** The denied message's English text (what the English tests compare the toast with). */
export const LOCATION_DENIED: string = en.location.denied;

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
          error.code === error.PERMISSION_DENIED ? t('location.denied') : t('location.failed'),
          t('location.unavailableTitle'),
        );
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return { supported, locating, locate };
}
