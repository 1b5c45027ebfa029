/** Radix-2 complex FFT (in place) and the 2-D autocorrelation built on it. */
import type { FloatImage } from './image';

const { PI, cos, sin } = Math;

export function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

/** In-place FFT of `n` complex values at `offset` with the given stride; `n` a power of two. */
function fft1d(
  re: Float64Array,
  im: Float64Array,
  n: number,
  offset: number,
  stride: number,
  inverse: boolean,
): void {
  // Bit-reversal permutation.
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const a = offset + i * stride;
      const b = offset + j * stride;
      let t = re[a]!;
      re[a] = re[b]!;
      re[b] = t;
      t = im[a]!;
      im[a] = im[b]!;
      im[b] = t;
    }
  }
  for (let size = 2; size <= n; size *= 2) {
    const angle = ((inverse ? 2 : -2) * PI) / size;
    const wr = cos(angle);
    const wi = sin(angle);
    const half = size / 2;
    for (let start = 0; start < n; start += size) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < half; k++) {
        const a = offset + (start + k) * stride;
        const b = offset + (start + k + half) * stride;
        const xr = re[b]! * cr - im[b]! * ci;
        const xi = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a] = re[a]! + xr;
        im[a] = im[a]! + xi;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
}

/** In-place 2-D FFT of a `size` x `size` complex array (row-major). */
export function fft2d(re: Float64Array, im: Float64Array, size: number, inverse = false): void {
  for (let row = 0; row < size; row++) fft1d(re, im, size, row * size, 1, inverse);
  for (let col = 0; col < size; col++) fft1d(re, im, size, col, size, inverse);
  if (inverse) {
    const scale = 1 / (size * size);
    for (let i = 0; i < re.length; i++) {
      re[i]! *= scale;
      im[i]! *= scale;
    }
  }
}

/**
 * The normalised autocorrelation of an image for shifts up to `maxShift` pixels: 1 at zero
 * shift, each shift divided by the number of overlapping pixels (so far shifts are not
 * penalised for their smaller overlap). Answered as a (2 maxShift + 1)^2 image whose centre
 * is zero shift.
 */
export function autocorrelation(image: FloatImage, maxShift: number): FloatImage {
  const { width, height, data } = image;
  const size = nextPowerOfTwo(Math.max(width, height) + maxShift + 1);
  const re = new Float64Array(size * size);
  const im = new Float64Array(size * size);
  let mean = 0;
  for (let i = 0; i < width * height; i++) mean += data[i]!;
  mean /= width * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) re[y * size + x] = data[y * width + x]! - mean;
  }
  fft2d(re, im, size);
  for (let i = 0; i < re.length; i++) {
    re[i] = re[i]! * re[i]! + im[i]! * im[i]!;
    im[i] = 0;
  }
  fft2d(re, im, size, true);
  const side = 2 * maxShift + 1;
  const out = new Float32Array(side * side);
  const zero = re[0]! / (width * height);
  if (zero <= 0) return { width: side, height: side, data: out };
  for (let dy = -maxShift; dy <= maxShift; dy++) {
    for (let dx = -maxShift; dx <= maxShift; dx++) {
      const overlap = (width - Math.abs(dx)) * (height - Math.abs(dy));
      if (overlap <= 0) continue;
      const index = ((dy + size) % size) * size + ((dx + size) % size);
      out[(dy + maxShift) * side + (dx + maxShift)] = re[index]! / overlap / zero;
    }
  }
  return { width: side, height: side, data: out };
}
