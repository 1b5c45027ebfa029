/**
 * Step 8 of detect.ts: the crowns of the blob and lattice passes moved off their shadow, by
 * one shift for the whole image (one sun).
 */
import type { FloatImage, PixelPoint } from './image';

const { hypot, max, min } = Math;

/**
 * Where an answer of the blob or lattice pass stands on its crown. Crownness is 1 at the crown
 * colour's centre and the shadow, darker still, reads above it: the blobs and the lattice's
 * centroids, weighted by crownness, sit between the crown and its shadow, on real tiles about
 * 1 m towards the shadow of the labelled crown's centre (a few answers fell past the 3.5 m
 * match that way). For each crown, the centroid of the crown pixels within LIT_DISC crown
 * radii of it that are no darker than SHADOW_LEVEL (its lit foliage), taken LIT_STEPS times,
 * at most LIT_LIMIT radii away, gives how far its shadow pulled it; the sun is one for the whole
 * image, so every crown is moved by the median of those pulls. (Each crown moved by its own
 * pull scored a little lower on the tune half and broke generated crowns without shadows, whose
 * darker cores read above 1: their moves are random and their median is about zero.)
 * Chosen on the tune half of the real tiles (tune mean F1 0.925 to 0.929; per crown, shadow
 * level 0.9, 0.95, 1.1, 1.2 and no cut at all tried: 1.0 best, and without the cut the move
 * lost; disc 0.5 to 1.0 and limit 0.35 to 0.6 all within 0.001 of each other, but a disc of
 * 0.7 radii lowered the generated touching crowns at 0.3 m/px from 0.975 to 0.958), then
 * scored on the check half (0.935 to 0.936).
 */
const SHADOW_LEVEL = 1;
const LIT_DISC = 0.6;
const LIT_LIMIT = 0.5;
const LIT_STEPS = 3;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Moves `crowns` (the blob or lattice pass's answers, in place) by the median pull of their
 * shadow. Run after the young and leftover passes, which judge the crowns found by where the
 * shadow leaves them (moved first, a crown's shadow became a leftover crown); young and
 * leftover crowns are smaller than the disc, which would pull them onto their neighbours.
 */
export function moveOffShadow(
  crown: FloatImage,
  crowns: readonly PixelPoint[],
  radiusPx: number,
): void {
  if (crowns.length === 0) return;
  const shifts = crowns.map((d) => {
    const lit = litCentre(
      crown,
      d,
      LIT_DISC * radiusPx,
      LIT_LIMIT * radiusPx,
      SHADOW_LEVEL,
      LIT_STEPS,
    );
    return { x: lit.x - d.x, y: lit.y - d.y };
  });
  const shift = { x: median(shifts.map((v) => v.x)), y: median(shifts.map((v) => v.y)) };
  for (const d of crowns) {
    d.x += shift.x;
    d.y += shift.y;
  }
}

/**
 * The centre of a crown's lit foliage near a point: the centroid of the pixels within `radius`
 * whose crownness is between one half (crown) and `shadowLevel` (darker is the crown's shadow,
 * or its shaded side), taken `steps` times from where the last one landed, and moved at most
 * `limit` from the point in all. The point itself where no such pixel is near.
 */
export function litCentre(
  crown: FloatImage,
  p: PixelPoint,
  radius: number,
  limit: number,
  shadowLevel: number,
  steps = 3,
): PixelPoint {
  const { width, height, data } = crown;
  let cx = p.x;
  let cy = p.y;
  for (let step = 0; step < steps; step++) {
    let sx = 0;
    let sy = 0;
    let count = 0;
    for (
      let y = max(0, Math.ceil(cy - radius));
      y <= min(height - 1, Math.floor(cy + radius));
      y++
    ) {
      for (
        let x = max(0, Math.ceil(cx - radius));
        x <= min(width - 1, Math.floor(cx + radius));
        x++
      ) {
        if ((x - cx) ** 2 + (y - cy) ** 2 > radius * radius) continue;
        const value = data[y * width + x]!;
        if (value < 0.5 || value > shadowLevel) continue;
        sx += x;
        sy += y;
        count++;
      }
    }
    if (count === 0) break;
    cx = sx / count;
    cy = sy / count;
  }
  const dx = cx - p.x;
  const dy = cy - p.y;
  const distance = hypot(dx, dy);
  const scale = distance > limit ? limit / distance : 1;
  return { x: p.x + dx * scale, y: p.y + dy * scale };
}
