import { useMemo } from 'react';
import { api } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

export interface GeocodeResult {
  label: string;
  lat: number;
  lng: number;
}

export interface Geocoder {
  search(query: string): Promise<GeocodeResult[]>;
  reverse(position: LatLng): Promise<string | null>;
}

function isResult(value: unknown): value is GeocodeResult {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return typeof r.label === 'string' && typeof r.lat === 'number' && typeof r.lng === 'number';
}

/**
 * Address search and reverse geocoding through the API's maps adapter (Google with a key,
 * else a Nominatim-compatible service). A failed call rejects with the shared client's
 * error, whose message is the server's `error` text.
 */
export const geocoder: Geocoder = {
  async search(query) {
    const q = query.trim();
    if (!q) return [];
    const body = await api.get<{ results?: unknown }>('/api/maps/geocode', { q });
    return Array.isArray(body.results) ? body.results.filter(isResult) : [];
  },
  async reverse(position) {
    const body = await api.get<{ address?: unknown }>('/api/maps/reverse', {
      lat: position.lat,
      lng: position.lng,
    });
    return typeof body.address === 'string' && body.address ? body.address : null;
  },
};

export function useGeocoder(): Geocoder {
  return useMemo(() => geocoder, []);
}
