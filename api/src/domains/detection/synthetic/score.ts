/** Precision, recall and F1 of detections against ground truth, with one-to-one matching. */
import type { Point } from './layout';

// Module-level aliases: under jest 30 every lookup of the global Math is slow (~300 ns).
const { floor, max } = Math;

export interface DetectionScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
}

interface Pair {
  truth: number;
  detection: number;
  distanceSquared: number;
}

/**
 * Matches each detection to at most one truth point and back, closest pairs first, counting a
 * pair as a match when its distance is at most `matchRadiusPx`. Precision and recall are 1 when
 * there is nothing to find and nothing was found, 0 when their denominator is empty otherwise.
 */
export function scoreDetections(
  truth: readonly Point[],
  detections: readonly Point[],
  matchRadiusPx: number,
): DetectionScore {
  const pairs = candidatePairs(truth, detections, matchRadiusPx);
  pairs.sort((a, b) => a.distanceSquared - b.distanceSquared);
  const truthUsed = new Uint8Array(truth.length);
  const detectionUsed = new Uint8Array(detections.length);
  let truePositives = 0;
  for (const pair of pairs) {
    if (truthUsed[pair.truth] || detectionUsed[pair.detection]) continue;
    truthUsed[pair.truth] = 1;
    detectionUsed[pair.detection] = 1;
    truePositives++;
  }
  const falsePositives = detections.length - truePositives;
  const falseNegatives = truth.length - truePositives;
  const nothingAtAll = truth.length === 0 && detections.length === 0;
  const precision =
    detections.length > 0 ? truePositives / detections.length : nothingAtAll ? 1 : 0;
  const recall = truth.length > 0 ? truePositives / truth.length : nothingAtAll ? 1 : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { truePositives, falsePositives, falseNegatives, precision, recall, f1 };
}

/** Every truth-detection pair within the radius, found through a grid of radius-sized cells. */
function candidatePairs(
  truth: readonly Point[],
  detections: readonly Point[],
  radius: number,
): Pair[] {
  const pairs: Pair[] = [];
  if (!(radius >= 0) || truth.length === 0 || detections.length === 0) return pairs;
  const cell = max(radius, 1e-9);
  const grid = new Map<string, number[]>();
  detections.forEach((d, index) => {
    const key = `${floor(d.x / cell)},${floor(d.y / cell)}`;
    const bucket = grid.get(key);
    if (bucket) bucket.push(index);
    else grid.set(key, [index]);
  });
  const radiusSquared = radius * radius;
  truth.forEach((t, truthIndex) => {
    const cx = floor(t.x / cell);
    const cy = floor(t.y / cell);
    for (let gy = cy - 1; gy <= cy + 1; gy++) {
      for (let gx = cx - 1; gx <= cx + 1; gx++) {
        for (const detection of grid.get(`${gx},${gy}`) ?? []) {
          const d = detections[detection]!;
          const distanceSquared = (d.x - t.x) ** 2 + (d.y - t.y) ** 2;
          if (distanceSquared <= radiusSquared)
            pairs.push({ truth: truthIndex, detection, distanceSquared });
        }
      }
    }
  });
  return pairs;
}
