import { useEffect } from 'react';
import { useEstateDrawingStore } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { useGeocoder } from '@grovekeeper/shared/maps';

export const REVERSE_GEOCODE_DEBOUNCE_MS = 800;

/**
 * After the boundary settles, names the place at its centroid. A failure only logs: the
 * owner can still type the address in the wizard.
 */
export function useReverseGeocodedAddress(centroid: LatLng | null, isPolygon: boolean) {
  const geocoder = useGeocoder();
  const lat = centroid?.lat;
  const lng = centroid?.lng;
  useEffect(() => {
    if (!isPolygon || lat === undefined || lng === undefined) return;
    let active = true;
    const timer = window.setTimeout(() => {
      geocoder
        .reverse({ lat, lng })
        .then((address) => {
          if (active && address) useEstateDrawingStore.getState().setAddress(address);
        })
        .catch((error: unknown) => console.error('Reverse geocoding failed', error));
    }, REVERSE_GEOCODE_DEBOUNCE_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [geocoder, lat, lng, isPolygon]);
}
