/**
 * How much each pixel looks like tree crown rather than ground, from its colour alone.
 *
 * Aerial orchards hold two dominant colours: ground (grass, soil, stubble) and crown (foliage,
 * with its shadow). Two-means clustering in RGB finds both; the darker cluster is the crowns
 * (olives on grass and green crowns on bare soil are both darker than their ground, and a
 * crown's shadow joins it). Each pixel is then projected on the ground-to-crown axis: 0 is
 * ground, 1 is crown, whatever the scene's colours, so later thresholds can be absolute.
 */
import type { FloatImage, RgbImage } from './image';

const { max, min, sqrt } = Math;

const MAX_SAMPLES = 40_000;
const ITERATIONS = 10;

export interface ColourModel {
  ground: [number, number, number];
  crown: [number, number, number];
  /** Distance between the two centres, 0..441: small means the image has little to find. */
  separation: number;
}

const luminance = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** Two-means clustering of a sample of the pixels (inside `mask` when given). */
export function colourModel(image: RgbImage, mask?: Uint8Array): ColourModel {
  const pixels = image.width * image.height;
  const stride = max(1, Math.floor(pixels / MAX_SAMPLES));
  const samples: number[] = [];
  for (let i = 0; i < pixels; i += stride) {
    if (mask && !mask[i]) continue;
    samples.push(image.data[i * 3]!, image.data[i * 3 + 1]!, image.data[i * 3 + 2]!);
  }
  const count = samples.length / 3;
  if (count < 2) return { ground: [0, 0, 0], crown: [0, 0, 0], separation: 0 };

  // Start from the darkest and brightest fifths by luminance.
  const lum = new Float32Array(count);
  for (let i = 0; i < count; i++)
    lum[i] = luminance(samples[i * 3]!, samples[i * 3 + 1]!, samples[i * 3 + 2]!);
  const sorted = Float32Array.from(lum).sort();
  const low = sorted[Math.floor(count * 0.2)]!;
  const high = sorted[Math.floor(count * 0.8)]!;
  let a = meanWhere(samples, (i) => lum[i]! <= low);
  let b = meanWhere(samples, (i) => lum[i]! >= high);

  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const sums = [0, 0, 0, 0, 0, 0];
    let countA = 0;
    let countB = 0;
    for (let i = 0; i < count; i++) {
      const r = samples[i * 3]!;
      const g = samples[i * 3 + 1]!;
      const bl = samples[i * 3 + 2]!;
      const da = (r - a[0]) ** 2 + (g - a[1]) ** 2 + (bl - a[2]) ** 2;
      const db = (r - b[0]) ** 2 + (g - b[1]) ** 2 + (bl - b[2]) ** 2;
      const offset = da <= db ? 0 : 3;
      sums[offset]! += r;
      sums[offset + 1]! += g;
      sums[offset + 2]! += bl;
      if (offset === 0) countA++;
      else countB++;
    }
    if (countA === 0 || countB === 0) break;
    a = [sums[0]! / countA, sums[1]! / countA, sums[2]! / countA];
    b = [sums[3]! / countB, sums[4]! / countB, sums[5]! / countB];
  }
  const [crown, ground] = luminance(...a) <= luminance(...b) ? [a, b] : [b, a];
  const separation = sqrt(
    (crown[0] - ground[0]) ** 2 + (crown[1] - ground[1]) ** 2 + (crown[2] - ground[2]) ** 2,
  );
  return { ground, crown, separation };
}

function meanWhere(samples: number[], keep: (i: number) => boolean): [number, number, number] {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < samples.length / 3; i++) {
    if (!keep(i)) continue;
    r += samples[i * 3]!;
    g += samples[i * 3 + 1]!;
    b += samples[i * 3 + 2]!;
    n++;
  }
  return n ? [r / n, g / n, b / n] : [0, 0, 0];
}

/** Projects every pixel on the ground-to-crown axis: 0 ground, 1 crown, clamped to -0.5..1.5. */
export function crownness(image: RgbImage, model: ColourModel): FloatImage {
  const { width, height, data } = image;
  const out = new Float32Array(width * height);
  const axis = [
    model.crown[0] - model.ground[0],
    model.crown[1] - model.ground[1],
    model.crown[2] - model.ground[2],
  ] as const;
  const norm = axis[0] ** 2 + axis[1] ** 2 + axis[2] ** 2;
  if (norm === 0) return { width, height, data: out };
  const [gr, gg, gb] = model.ground;
  for (let i = 0; i < width * height; i++) {
    const value =
      ((data[i * 3]! - gr) * axis[0] +
        (data[i * 3 + 1]! - gg) * axis[1] +
        (data[i * 3 + 2]! - gb) * axis[2]) /
      norm;
    out[i] = min(1.5, max(-0.5, value));
  }
  return { width, height, data: out };
}
