/** Irregular tree crowns and their shadows, painted onto a canvas. */
import type { Canvas, Rgb } from './canvas';
import type { Random } from './random';

// Module-level aliases: under jest 30 every lookup of the global Math is slow (~300 ns).
const { PI, atan2, ceil, cos, floor, max, min, sin, sqrt } = Math;

const ANGLE_BINS = 64;
/** Width in pixels of the soft edge of crowns and shadows. */
const EDGE = 1.2;

export interface Crown {
  x: number;
  y: number;
  /** Mean radius in pixels. */
  radius: number;
  /** Radius multiplier per angle bin: an irregular, lobed outline. */
  outline: Float32Array;
  colour: Rgb;
  /** Smallest and largest outline factors. */
  inner: number;
  outer: number;
}

export function makeCrown(
  x: number,
  y: number,
  radius: number,
  colour: Rgb,
  random: Random,
): Crown {
  const lobes = [2, 3, 4, 5, 7].map((k) => ({
    k,
    amplitude: random.range(0, 0.09 / sqrt(k - 1)),
    phase: random.range(0, 2 * PI),
  }));
  const outline = new Float32Array(ANGLE_BINS);
  for (let bin = 0; bin < ANGLE_BINS; bin++) {
    const theta = (bin / ANGLE_BINS) * 2 * PI;
    let factor = 1;
    for (const lobe of lobes) factor += lobe.amplitude * cos(lobe.k * theta + lobe.phase);
    outline[bin] = factor;
  }
  let inner = Infinity;
  let outer = 0;
  for (const factor of outline) {
    inner = min(inner, factor);
    outer = max(outer, factor);
  }
  return { x, y, radius, outline, colour, inner, outer };
}

function outlineAt(crown: Crown, dx: number, dy: number): number {
  const position = ((atan2(dy, dx) / (2 * PI) + 1) % 1) * ANGLE_BINS;
  const bin = floor(position) % ANGLE_BINS;
  const next = (bin + 1) % ANGLE_BINS;
  const t = position - floor(position);
  return crown.outline[bin]! * (1 - t) + crown.outline[next]! * t;
}

/** Visits every pixel the crown (shifted by offset) covers, with its coverage 0..1. */
function forEachPixel(
  canvas: Canvas,
  crown: Crown,
  offsetX: number,
  offsetY: number,
  visit: (index: number, coverage: number, dx: number, dy: number) => void,
): void {
  const cx = crown.x + offsetX;
  const cy = crown.y + offsetY;
  const reach = crown.radius * crown.outer + EDGE;
  const solid = max(0, crown.radius * crown.inner - EDGE / 2);
  const solidSquared = solid * solid;
  const reachSquared = reach * reach;
  const x0 = max(0, floor(cx - reach));
  const x1 = min(canvas.width - 1, ceil(cx + reach));
  const y0 = max(0, floor(cy - reach));
  const y1 = min(canvas.height - 1, ceil(cy + reach));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x - cx;
      const dy = y - cy;
      const squared = dx * dx + dy * dy;
      if (squared > reachSquared) continue;
      if (squared <= solidSquared) {
        visit(y * canvas.width + x, 1, dx, dy);
        continue;
      }
      const edge = crown.radius * outlineAt(crown, dx, dy);
      const coverage = min(1, max(0, (edge - sqrt(squared)) / EDGE + 0.5));
      if (coverage > 0) visit(y * canvas.width + x, coverage, dx, dy);
    }
  }
}

/** Darkens the ground under the crown's shadow, cast away from the sun. */
export function paintShadow(
  canvas: Canvas,
  crown: Crown,
  sunAngle: number,
  strength: number,
): void {
  const offset = crown.radius * 0.55;
  const offsetX = -cos(sunAngle) * offset;
  const offsetY = -sin(sunAngle) * offset;
  const { data } = canvas;
  forEachPixel(canvas, crown, offsetX, offsetY, (index, coverage) => {
    const factor = 1 - strength * coverage;
    for (let c = 0; c < 3; c++) data[index * 3 + c] = data[index * 3 + c]! * factor;
  });
}

/** Paints the crown: its colour, lit from the sun's side, darker at the rim, with leafy grain. */
export function paintCrown(canvas: Canvas, crown: Crown, sunAngle: number, random: Random): void {
  const sunX = cos(sunAngle);
  const sunY = sin(sunAngle);
  const { data } = canvas;
  forEachPixel(canvas, crown, 0, 0, (index, coverage, dx, dy) => {
    const toward = (dx * sunX + dy * sunY) / crown.radius;
    const rimSquared = (dx * dx + dy * dy) / (crown.radius * crown.radius);
    const light = (1 + 0.18 * toward - 0.12 * rimSquared) * (1 + random.fastGaussian(0.06));
    for (let c = 0; c < 3; c++) {
      const value = crown.colour[c]! * light;
      data[index * 3 + c] = data[index * 3 + c]! * (1 - coverage) + value * coverage;
    }
  });
}
