import type { LatLng } from '../types';

/** A square of about 450 m × 450 m (20.25 ha) near Kalamata: the API tests' parcel. */
export const SQUARE: LatLng[] = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.0, lng: 22.105062 },
  { lat: 37.004045, lng: 22.105062 },
  { lat: 37.004045, lng: 22.1 },
];

/** An L-shaped (concave) parcel: the square without its north-east quarter. */
export const L_SHAPE: LatLng[] = [
  { lat: 37.0, lng: 22.1 },
  { lat: 37.0, lng: 22.105062 },
  { lat: 37.002, lng: 22.105062 },
  { lat: 37.002, lng: 22.1025 },
  { lat: 37.004045, lng: 22.1025 },
  { lat: 37.004045, lng: 22.1 },
];
