/** Local maxima of an image, strongest first, at least `minDistance` apart. */
import type { FloatImage, PixelPoint } from './image';

const { ceil, max, min } = Math;

export interface ImagePeak extends PixelPoint {
  value: number;
}

export function findPeaks(
  image: FloatImage,
  minValue: number,
  minDistance: number,
  mask?: Uint8Array,
): ImagePeak[] {
  const { width, height, data } = image;
  const candidates: ImagePeak[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      const value = data[index]!;
      if (value < minValue || (mask && !mask[index])) continue;
      let isMax = true;
      for (let ny = max(0, y - 1); ny <= min(height - 1, y + 1) && isMax; ny++) {
        for (let nx = max(0, x - 1); nx <= min(width - 1, x + 1); nx++) {
          const other = data[ny * width + nx]!;
          // Ties go to the first pixel in reading order, so a flat top gives one peak.
          if (other > value || (other === value && ny * width + nx < index)) {
            isMax = false;
            break;
          }
        }
      }
      if (isMax) candidates.push({ x, y, value });
    }
  }
  candidates.sort((a, b) => b.value - a.value);
  // Greedy suppression through a grid of minDistance-sized cells.
  const cell = max(1, minDistance);
  const columns = ceil(width / cell) + 1;
  const grid = new Map<number, ImagePeak[]>();
  const kept: ImagePeak[] = [];
  const squared = minDistance * minDistance;
  for (const peak of candidates) {
    const cx = Math.floor(peak.x / cell);
    const cy = Math.floor(peak.y / cell);
    let near = false;
    for (let gy = cy - 1; gy <= cy + 1 && !near; gy++) {
      for (let gx = cx - 1; gx <= cx + 1 && !near; gx++) {
        for (const other of grid.get(gy * columns + gx) ?? []) {
          if ((other.x - peak.x) ** 2 + (other.y - peak.y) ** 2 < squared) {
            near = true;
            break;
          }
        }
      }
    }
    if (near) continue;
    kept.push(peak);
    const key = cy * columns + cx;
    const bucket = grid.get(key);
    if (bucket) bucket.push(peak);
    else grid.set(key, [peak]);
  }
  return kept;
}
