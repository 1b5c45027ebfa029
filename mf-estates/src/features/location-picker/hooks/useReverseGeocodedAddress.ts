import { useCallback, useEffect } from 'react';
import { useEstateDrawingStore, useLoad } from '@grovekeeper/shared';
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
  const load = useCallback(async () => {
    if (lat === undefined || lng === undefined) return { address: null };
    // A fresh object per answer, so the same address found again is written again.
    try {
      return { address: await geocoder.reverse({ lat, lng }) };
    } catch (error) {
      console.error('Reverse geocoding failed', error);
      return { address: null };
    }
  }, [geocoder, lat, lng]);
  const settled = isPolygon && lat !== undefined && lng !== undefined;
  const { data } = useLoad(settled ? load : null, 'Reverse geocoding failed', {
    toast: 'never',
    delayMs: REVERSE_GEOCODE_DEBOUNCE_MS,
  });
  useEffect(() => {
    if (data?.address) useEstateDrawingStore.getState().setAddress(data.address);
  }, [data]);
}
