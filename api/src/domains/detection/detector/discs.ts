/** Measures over discs and rings around a point, shared by the detector's passes. */
import type { FloatImage, PixelPoint } from './image';

const { PI, cos, sin, hypot, max, min, round } = Math;

/**
 * Along the parcel's edge (no-data): a crown centred on the edge itself (a hedge, the
 * neighbour's trees) is not answered, but the parcel's own edge row is, though its crowns
 * touch or cross the edge. A detection is kept when at least this share of the disc of one
 * crown radius around it holds imagery: a crown centred on a straight edge has half of it, a
 * crown mostly inside more. (Dropping every detection within 1 m of the edge lost the edge row
 * of narrow parcels.)
 */
export const MIN_IMAGERY_SHARE = 0.5;

/** Mean crownness over a disc (pixels outside the image, or without imagery, are skipped). */
export function discMean(
  image: FloatImage,
  centre: PixelPoint,
  radius: number,
  noData?: Uint8Array,
): number {
  const { width, height, data } = image;
  const r = max(1, radius);
  let sum = 0;
  let count = 0;
  for (
    let y = max(0, Math.ceil(centre.y - r));
    y <= min(height - 1, Math.floor(centre.y + r));
    y++
  ) {
    for (
      let x = max(0, Math.ceil(centre.x - r));
      x <= min(width - 1, Math.floor(centre.x + r));
      x++
    ) {
      if ((x - centre.x) ** 2 + (y - centre.y) ** 2 > r * r) continue;
      if (noData && !noData[y * width + x]) continue;
      sum += data[y * width + x]!;
      count++;
    }
  }
  return count ? sum / count : 0;
}

/** Share of the pixels within `radius` of the point (inside the image) that hold imagery. */
export function discShare(
  mask: Uint8Array,
  width: number,
  height: number,
  p: PixelPoint,
  radius: number,
): number {
  const r = max(1, radius);
  let inside = 0;
  let count = 0;
  for (let y = max(0, Math.ceil(p.y - r)); y <= min(height - 1, Math.floor(p.y + r)); y++) {
    for (let x = max(0, Math.ceil(p.x - r)); x <= min(width - 1, Math.floor(p.x + r)); x++) {
      if ((x - p.x) ** 2 + (y - p.y) ** 2 > r * r) continue;
      inside += mask[y * width + x]!;
      count++;
    }
  }
  return count ? inside / count : 0;
}

/**
 * The crown's centre near a lattice node: the centroid of crown pixels within `radius`,
 * moved at most `limit` from the node (a neighbour's crown cannot pull it away).
 */
export function crownCentre(
  image: FloatImage,
  node: PixelPoint,
  radius: number,
  limit: number,
): PixelPoint {
  const { width, height, data } = image;
  let sx = 0;
  let sy = 0;
  let sw = 0;
  for (
    let y = max(0, Math.ceil(node.y - radius));
    y <= min(height - 1, Math.floor(node.y + radius));
    y++
  ) {
    for (
      let x = max(0, Math.ceil(node.x - radius));
      x <= min(width - 1, Math.floor(node.x + radius));
      x++
    ) {
      if ((x - node.x) ** 2 + (y - node.y) ** 2 > radius * radius) continue;
      const w = data[y * width + x]! - 0.5;
      if (w <= 0) continue;
      sx += w * x;
      sy += w * y;
      sw += w;
    }
  }
  if (sw === 0) return { x: node.x, y: node.y };
  const dx = sx / sw - node.x;
  const dy = sy / sw - node.y;
  const distance = hypot(dx, dy);
  const scale = distance > limit ? limit / distance : 1;
  return { x: node.x + dx * scale, y: node.y + dy * scale };
}

/** A peak on the image's edge belongs to a crown centred outside it. */
export function atBorder(p: PixelPoint, width: number, height: number): boolean {
  return p.x < 1.5 || p.y < 1.5 || p.x > width - 2.5 || p.y > height - 2.5;
}

/**
 * Share of a ring of 24 samples that is ground (crownness below one half); samples outside the
 * image or the mask are skipped.
 */
export function groundOnRing(
  crown: FloatImage,
  mask: Uint8Array | undefined,
  centre: PixelPoint,
  radius: number,
): number {
  let ground = 0;
  let count = 0;
  for (let k = 0; k < 24; k++) {
    const angle = (2 * PI * k) / 24;
    const x = round(centre.x + radius * cos(angle));
    const y = round(centre.y + radius * sin(angle));
    if (x < 0 || y < 0 || x >= crown.width || y >= crown.height) continue;
    const index = y * crown.width + x;
    if (mask && !mask[index]) continue;
    if (crown.data[index]! < 0.5) ground++;
    count++;
  }
  return count ? ground / count : 0;
}
