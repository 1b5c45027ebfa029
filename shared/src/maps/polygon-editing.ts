import { i18n } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

/**
 * Pure transitions of the vertex editor, shared by both engines so they behave alike.
 * Every function returns a new array; the screen owns the points (controlled component).
 */
export function appendVertex(points: readonly LatLng[], point: LatLng): LatLng[] {
  return [...points, { lat: point.lat, lng: point.lng }];
}

export function moveVertex(points: readonly LatLng[], index: number, point: LatLng): LatLng[] {
  if (index < 0 || index >= points.length) return [...points];
  return points.map((p, i) => (i === index ? { lat: point.lat, lng: point.lng } : p));
}

export function removeVertex(points: readonly LatLng[], index: number): LatLng[] {
  if (index < 0 || index >= points.length) return [...points];
  return points.filter((_, i) => i !== index);
}

/** The live text announced while drawing (visually hidden, aria-live). */
export function boundaryPointsAnnouncement(count: number): string {
  return i18n.t('maps.boundaryPoints', { count });
}

/** Accessible name of a vertex handle, 1-based as people count. */
export function vertexLabel(index: number): string {
  return i18n.t('maps.vertex', { number: index + 1 });
}
