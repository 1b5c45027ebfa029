/** The detector's image types and the small whole-image passes it is built from. */

// Module-level aliases: under jest 30 every lookup of the global Math is slow (~300 ns).
const { max, min } = Math;

/** An RGB image: 3 bytes per pixel, row-major. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One float per pixel, row-major. */
export interface FloatImage {
  width: number;
  height: number;
  data: Float32Array;
}

export interface PixelPoint {
  x: number;
  y: number;
}

export function floatImage(width: number, height: number): FloatImage {
  return { width, height, data: new Float32Array(width * height) };
}

/** Widths of three box blurs whose succession approximates a Gaussian of `sigma`. */
export function boxesForGauss(sigma: number, boxes = 3): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / boxes + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round(
    (12 * sigma * sigma - boxes * lower * lower - 4 * boxes * lower - 3 * boxes) / (-4 * lower - 4),
  );
  return Array.from({ length: boxes }, (_, i) => (i < m ? lower : upper));
}

/** One horizontal box blur pass of half-width `r` (running sum, edges clamped). */
function boxBlurRows(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  r: number,
) {
  const scale = 1 / (2 * r + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const first = src[row]!;
    const last = src[row + width - 1]!;
    let sum = (r + 1) * first;
    for (let k = 0; k < r; k++) sum += src[row + min(width - 1, k)]!;
    for (let x = 0; x < width; x++) {
      sum += x + r < width ? src[row + x + r]! : last;
      sum -= x - r - 1 >= 0 ? src[row + x - r - 1]! : first;
      dst[row + x] = sum * scale;
    }
  }
}

/** One vertical box blur pass of half-width `r`. */
function boxBlurColumns(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  r: number,
) {
  const scale = 1 / (2 * r + 1);
  for (let x = 0; x < width; x++) {
    const first = src[x]!;
    const last = src[(height - 1) * width + x]!;
    let sum = (r + 1) * first;
    for (let k = 0; k < r; k++) sum += src[min(height - 1, k) * width + x]!;
    for (let y = 0; y < height; y++) {
      sum += y + r < height ? src[(y + r) * width + x]! : last;
      sum -= y - r - 1 >= 0 ? src[(y - r - 1) * width + x]! : first;
      dst[y * width + x] = sum * scale;
    }
  }
}

/**
 * Gaussian blur approximated by three box blurs (constant time per pixel whatever the
 * sigma), edges clamped: the border pixels repeat, so a crown cut by the border keeps its
 * contrast.
 */
export function gaussianBlur(image: FloatImage, sigma: number): FloatImage {
  const { width, height } = image;
  const current = image.data.slice();
  if (sigma <= 0) return { width, height, data: current };
  const spare = new Float32Array(width * height);
  for (const box of boxesForGauss(sigma)) {
    const r = (box - 1) / 2;
    if (r < 1) continue;
    boxBlurRows(current, spare, width, height, r);
    boxBlurColumns(spare, current, width, height, r);
  }
  return { width, height, data: current };
}

/** Halves (or more) the resolution by averaging `factor` x `factor` blocks. */
export function downsample(image: FloatImage, factor: number): FloatImage {
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const out = new Float32Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx]!;
      }
      out[y * width + x] = sum / area;
    }
  }
  return { width, height, data: out };
}

/** Bilinear sample with clamped edges. */
export function sample(image: FloatImage, x: number, y: number): number {
  const { width, height, data } = image;
  const cx = min(width - 1.001, max(0, x));
  const cy = min(height - 1.001, max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i = y0 * width + x0;
  return (
    data[i]! * (1 - fx) * (1 - fy) +
    data[i + 1]! * fx * (1 - fy) +
    data[i + width]! * (1 - fx) * fy +
    data[i + width + 1]! * fx * fy
  );
}
