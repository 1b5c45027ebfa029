/** A float RGB canvas and the whole-image passes of the synthetic scenes: texture, blur, noise. */
import type { Random } from './random';

// Module-level aliases: under jest 30 every lookup of the global Math is slow (~300 ns).
const { ceil, floor, max, min, round } = Math;

export type Rgb = readonly [number, number, number];

export interface Canvas {
  width: number;
  height: number;
  /** Interleaved RGB, row-major, nominally 0..255 but not yet clamped. */
  data: Float32Array;
}

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, data: new Float32Array(width * height * 3) };
}

/**
 * Fills the canvas with a base colour modulated by smooth low-frequency brightness variation
 * (two octaves of value noise), a slight hue drift and fine per-pixel grain.
 */
export function fillTexture(canvas: Canvas, base: Rgb, grain: number, random: Random): void {
  const coarse = valueNoise(canvas.width, canvas.height, 90, random);
  const medium = valueNoise(canvas.width, canvas.height, 25, random);
  const hue = valueNoise(canvas.width, canvas.height, 140, random);
  const { data } = canvas;
  for (let i = 0; i < canvas.width * canvas.height; i++) {
    const light = 1 + 0.16 * coarse[i]! + 0.08 * medium[i]!;
    const drift = 12 * hue[i]!;
    const fine = random.fastGaussian(grain);
    data[i * 3] = base[0] * light + drift + fine;
    data[i * 3 + 1] = base[1] * light - 0.5 * drift + fine;
    data[i * 3 + 2] = base[2] * light - drift + fine;
  }
}

/** Bilinearly interpolated random values in -1..1 on a grid of the given cell size. */
function valueNoise(width: number, height: number, cell: number, random: Random): Float32Array {
  const gridW = ceil(width / cell) + 2;
  const gridH = ceil(height / cell) + 2;
  const grid = new Float32Array(gridW * gridH);
  for (let i = 0; i < grid.length; i++) grid[i] = random.range(-1, 1);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = floor(gy);
    const fy = smooth(gy - y0);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = floor(gx);
      const fx = smooth(gx - x0);
      const a = grid[y0 * gridW + x0]!;
      const b = grid[y0 * gridW + x0 + 1]!;
      const c = grid[(y0 + 1) * gridW + x0]!;
      const d = grid[(y0 + 1) * gridW + x0 + 1]!;
      out[y * width + x] = (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
    }
  }
  return out;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Separable box blur of the given radius (edges clamped). */
export function boxBlur(canvas: Canvas, radius: number): void {
  const r = round(radius);
  if (r < 1) return;
  const { width, height, data } = canvas;
  const line = new Float32Array(max(width, height));
  for (let channel = 0; channel < 3; channel++) {
    for (let y = 0; y < height; y++) blurLine(data, y * width * 3 + channel, 3, width, r, line);
    for (let x = 0; x < width; x++) blurLine(data, x * 3 + channel, width * 3, height, r, line);
  }
}

/** Running-sum box filter over `length` samples of `data` from `start`, `stride` apart. */
function blurLine(
  data: Float32Array,
  start: number,
  stride: number,
  length: number,
  r: number,
  line: Float32Array,
): void {
  for (let i = 0; i < length; i++) line[i] = data[start + i * stride]!;
  const last = length - 1;
  const size = 2 * r + 1;
  let sum = 0;
  for (let i = -r; i <= r; i++) sum += line[min(last, max(0, i))]!;
  for (let i = 0; i < length; i++) {
    data[start + i * stride] = sum / size;
    sum += line[min(last, i + r + 1)]! - line[max(0, i - r)]!;
  }
}

/** Adds independent Gaussian noise to every channel of every pixel. */
export function addNoise(canvas: Canvas, sigma: number, random: Random): void {
  if (sigma <= 0) return;
  const { data } = canvas;
  for (let i = 0; i < data.length; i++) data[i] = data[i]! + random.fastGaussian(sigma);
}

export function toBytes(canvas: Canvas): Uint8Array {
  // A clamped array clamps to 0..255 and rounds on assignment.
  const clamped = new Uint8ClampedArray(canvas.data.length);
  clamped.set(canvas.data);
  return new Uint8Array(clamped.buffer);
}
