import { openRing } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

export interface ProjectedPoint {
  x: number;
  y: number;
}

/**
 * Projects a small polygon to SVG pixels: equirectangular around its mean latitude (so a
 * square field looks square), scaled uniformly to fit `width × height` minus `padding`
 * and centred. North is up.
 */
export function projectToViewport(
  points: readonly LatLng[],
  width: number,
  height: number,
  padding: number,
): ProjectedPoint[] {
  const ring = openRing(points);
  if (ring.length === 0) return [];
  const meanLat = ring.reduce((sum, p) => sum + p.lat, 0) / ring.length;
  const k = Math.cos((meanLat * Math.PI) / 180);
  const xs = ring.map((p) => p.lng * k);
  const ys = ring.map((p) => -p.lat);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerW = Math.max(width - 2 * padding, 1);
  const innerH = Math.max(height - 2 * padding, 1);
  const scale =
    spanX === 0 && spanY === 0
      ? 1
      : Math.min(spanX ? innerW / spanX : Infinity, spanY ? innerH / spanY : Infinity);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return ring.map((_, i) => ({
    x: offsetX + (xs[i]! - minX) * scale,
    y: offsetY + (ys[i]! - minY) * scale,
  }));
}
