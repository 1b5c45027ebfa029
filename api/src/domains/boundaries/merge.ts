import { geodesicArea, isSimplePolygon, planarSignedArea } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';

const keyOf = (p: LatLng) => `${p.lat},${p.lng}`;
const counterClockwise = (ring: LatLng[]): LatLng[] =>
  planarSignedArea(ring.map((p) => ({ x: p.lng, y: p.lat }))) < 0 ? [...ring].reverse() : ring;

/** The ring without vertices in the middle of a straight edge (left where parts met). */
function withoutStraightVertices(ring: LatLng[]): LatLng[] {
  return ring.filter((here, i) => {
    const prev = ring[(i + ring.length - 1) % ring.length] as LatLng;
    const next = ring[(i + 1) % ring.length] as LatLng;
    const cross =
      (here.lng - prev.lng) * (next.lat - here.lat) - (here.lat - prev.lat) * (next.lng - here.lng);
    return cross !== 0;
  });
}

/**
 * The union of a multi-polygon's parts when it is one ring: the parts' edges, all turned
 * counter-clockwise, where every edge two parts share (same two vertices) cancels out and
 * the rest chain into a single simple ring with the parts' total area. Null when the parts
 * are apart, overlap, meet at a point only or leave a hole: then there is no one boundary.
 */
export function mergedRing(parts: LatLng[][]): LatLng[] | null {
  const edges = new Map<string, { from: LatLng; to: LatLng }>();
  for (const part of parts.map(counterClockwise)) {
    part.forEach((from, i) => {
      const to = part[(i + 1) % part.length] as LatLng;
      const reverse = `${keyOf(to)}>${keyOf(from)}`;
      if (edges.has(reverse)) edges.delete(reverse);
      else edges.set(`${keyOf(from)}>${keyOf(to)}`, { from, to });
    });
  }
  if (edges.size === 0) return null;
  const next = new Map<string, { from: LatLng; to: LatLng }>();
  for (const edge of edges.values()) {
    if (next.has(keyOf(edge.from))) return null; // two ways on: not a single ring
    next.set(keyOf(edge.from), edge);
  }
  const first = edges.values().next().value as { from: LatLng; to: LatLng };
  const ring: LatLng[] = [];
  let edge: { from: LatLng; to: LatLng } | undefined = first;
  while (edge && ring.length <= edges.size) {
    ring.push(edge.from);
    edge = next.get(keyOf(edge.to));
    if (edge === first) break;
  }
  if (edge !== first || ring.length !== edges.size) return null;
  const merged = withoutStraightVertices(ring);
  if (!isSimplePolygon(merged)) return null;
  const total = parts.reduce((sum, part) => sum + geodesicArea(part), 0);
  return Math.abs(geodesicArea(merged) - total) <= total * 1e-6 ? merged : null;
}
