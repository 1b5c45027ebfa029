import type L from 'leaflet';
import type { LatLng } from '@grovekeeper/shared';

export const toLatLng = (p: L.LatLng): LatLng => ({ lat: p.lat, lng: p.lng });
export const toLeaflet = (p: LatLng): L.LatLngTuple => [p.lat, p.lng];
