/**
 * One crown, one answer: a large old olive's crown is not one smooth dome but several lobes
 * (limbs that grew apart, a lit rim and a shaded hollow), and at the crown scale two of them
 * can each give a blob maximum 2 to 3.5 m apart. Two maxima of one crown have crown between
 * them all the way: the crownness along the segment joining them never sags much below the
 * weaker maximum. Two neighbouring trees, even touching ones, show a saddle between them
 * (the gap, or at least the darker seam where the crowns meet), and they stand a planting
 * step apart, so maxima closer than about half that step with no saddle between them are one
 * tree.
 */
import { sample } from './image';
import type { FloatImage, PixelPoint } from './image';

const { hypot, max, min, ceil } = Math;

export interface Blob extends PixelPoint {
  value: number;
}

/**
 * Merges blobs closer than `maxDistance` whose `level` (blurred crownness) along the segment
 * between them stays at or above `ratio` times the lower of the two ends. A merged group never
 * spans more than `maxDistance` (a row of touching crowns is not chained into one), and answers
 * its strongest blob's contrast at the level-weighted mean of its members' positions.
 */
export function mergeLobes(
  blobs: readonly Blob[],
  level: FloatImage,
  maxDistance: number,
  ratio: number,
): Blob[] {
  if (blobs.length < 2 || maxDistance <= 0) return [...blobs];
  const cell = maxDistance;
  const grid = new Map<string, number[]>();
  const key = (x: number, y: number) => `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
  blobs.forEach((b, index) => {
    const k = key(b.x, b.y);
    const bucket = grid.get(k);
    if (bucket) bucket.push(index);
    else grid.set(k, [index]);
  });
  const pairs: { i: number; j: number; distance: number }[] = [];
  blobs.forEach((b, i) => {
    const cx = Math.floor(b.x / cell);
    const cy = Math.floor(b.y / cell);
    for (let gy = cy - 1; gy <= cy + 1; gy++) {
      for (let gx = cx - 1; gx <= cx + 1; gx++) {
        for (const j of grid.get(`${gx},${gy}`) ?? []) {
          if (j <= i) continue;
          const distance = hypot(blobs[j]!.x - b.x, blobs[j]!.y - b.y);
          if (distance < maxDistance) pairs.push({ i, j, distance });
        }
      }
    }
  });
  pairs.sort((p, q) => p.distance - q.distance);

  const group = blobs.map((_, index) => [index]);
  const owner = blobs.map((_, index) => index);
  for (const { i, j } of pairs) {
    const gi = owner[i]!;
    const gj = owner[j]!;
    if (gi === gj) continue;
    if (!noSaddle(level, blobs[i]!, blobs[j]!, ratio)) continue;
    const members = [...group[gi]!, ...group[gj]!];
    const spans = members.every((m) =>
      members.every(
        (n) => hypot(blobs[m]!.x - blobs[n]!.x, blobs[m]!.y - blobs[n]!.y) < maxDistance,
      ),
    );
    if (!spans) continue;
    group[gi] = members;
    group[gj] = [];
    for (const m of members) owner[m] = gi;
  }

  const merged: Blob[] = [];
  for (const members of group) {
    if (members.length === 0) continue;
    if (members.length === 1) {
      merged.push(blobs[members[0]!]!);
      continue;
    }
    let sx = 0;
    let sy = 0;
    let sw = 0;
    let value = 0;
    for (const m of members) {
      const b = blobs[m]!;
      const w = max(1e-3, sample(level, b.x, b.y));
      sx += w * b.x;
      sy += w * b.y;
      sw += w;
      value = max(value, b.value);
    }
    merged.push({ x: sx / sw, y: sy / sw, value });
  }
  return merged;
}

/** Whether the level along the segment from p to q stays at or above ratio times its ends. */
function noSaddle(level: FloatImage, p: PixelPoint, q: PixelPoint, ratio: number): boolean {
  const ends = min(sample(level, p.x, p.y), sample(level, q.x, q.y));
  if (ends <= 0) return false;
  const steps = max(2, ceil(hypot(q.x - p.x, q.y - p.y)));
  for (let k = 1; k < steps; k++) {
    const t = k / steps;
    if (sample(level, p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)) < ratio * ends) return false;
  }
  return true;
}
