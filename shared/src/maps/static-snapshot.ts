import { centroidOf, openRing, peekRuntimeConfig } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

export const SNAPSHOT_SIZE = 1024;
const STATIC_MAPS_URL = 'https://maps.googleapis.com/maps/api/staticmap';

export interface StaticSnapshotOptions {
  /** Default: the configured key; null/'' means no snapshot URL. */
  apiKey?: string | null;
  /** Default 1024 (spec §9). Google caps a side at 640 × scale 2. */
  width?: number;
  height?: number;
  /** Without it Google fits the view to the path. */
  zoom?: number;
  center?: LatLng;
}

const coord = (p: LatLng) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/**
 * The 'View Snapshot' image on the Google engine: a Static Maps satellite image, 1024×1024
 * (size 512×512 at scale 2, the largest Google serves without a premium plan), with the
 * boundary drawn as a closed path. Null without a key: the picker then renders MapSnapshot.
 */
export function staticSnapshotUrl(
  boundary: readonly LatLng[],
  options: StaticSnapshotOptions = {},
): string | null {
  const key = (options.apiKey ?? peekRuntimeConfig()?.googleMapsApiKey ?? '').trim();
  if (!key) return null;
  const ring = openRing(boundary);
  const width = options.width ?? SNAPSHOT_SIZE;
  const height = options.height ?? SNAPSHOT_SIZE;
  const scale = width > 640 || height > 640 ? 2 : 1;
  const params = new URLSearchParams();
  params.set('size', `${Math.round(width / scale)}x${Math.round(height / scale)}`);
  params.set('scale', String(scale));
  params.set('maptype', 'satellite');
  const center = options.center ?? (ring.length === 0 ? null : centroidOf(ring));
  if (center && (options.center || ring.length < 3)) params.set('center', coord(center));
  if (options.zoom !== undefined) params.set('zoom', String(options.zoom));
  else if (ring.length < 3) params.set('zoom', '18');
  if (ring.length >= 2) {
    const closed = [...ring, ring[0]!];
    params.set(
      'path',
      ['color:0xffeb3bff', 'weight:3', 'fillcolor:0xffeb3b33', ...closed.map(coord)].join('|'),
    );
  }
  params.set('key', key);
  return `${STATIC_MAPS_URL}?${params.toString()}`;
}
