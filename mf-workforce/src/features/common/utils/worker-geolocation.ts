import type { LatLng } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** The spec's catalogue entry for a failed locate-me (section 8), in the reader's language. */
export function locationErrorTexts(): { title: string; message: string } {
  return { title: t('location.errorTitle'), message: t('location.errorMessage') };
}

const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  // A fix from the last few minutes is close enough to search a 50 km radius.
  maximumAge: 300_000,
};

/**
 * The browser's position as a promise. Rejects when the browser has no geolocation, the
 * person refused it or no fix came in time: every case ends in the same catalogue toast.
 */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('Geolocation is not available in this browser'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new Error(error.message || 'Geolocation failed')),
      GEOLOCATION_OPTIONS,
    );
  });
}
