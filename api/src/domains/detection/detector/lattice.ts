/**
 * Orchards are planted on a lattice. Its two basis vectors show as the strongest peaks of the
 * image's autocorrelation; its offset and exact vectors are then fitted to the crowns found.
 */
import type { FloatImage, PixelPoint } from './image';

const { PI, abs, atan2, cos, floor, hypot, max, min, round, sin } = Math;

export interface Vector {
  x: number;
  y: number;
}

export interface Lattice {
  a: Vector;
  b: Vector;
  origin: PixelPoint;
}

const dot = (u: Vector, v: Vector) => u.x * v.x + u.y * v.y;
const cross = (u: Vector, v: Vector) => u.x * v.y - u.y * v.x;
const length = (u: Vector) => hypot(u.x, u.y);

/** Value of the autocorrelation image at a shift (centre is zero shift). */
function at(ac: FloatImage, dx: number, dy: number): number {
  const half = (ac.width - 1) / 2;
  const x = round(dx + half);
  const y = round(dy + half);
  if (x < 0 || y < 0 || x >= ac.width || y >= ac.height) return 0;
  return ac.data[y * ac.width + x]!;
}

/**
 * The crown radius from the autocorrelation's central peak: for a disc of radius r the
 * autocorrelation halves at a shift of about 0.8 r. Measured from shift 1, which leaves out
 * the pixel noise (uncorrelated, it only lifts shift 0).
 */
export function crownRadiusFromAutocorrelation(ac: FloatImage): number {
  const half = (ac.width - 1) / 2;
  const profile = (d: number) => {
    let sum = 0;
    const steps = 32;
    for (let k = 0; k < steps; k++) {
      const angle = (k / steps) * PI;
      sum += at(ac, d * cos(angle), d * sin(angle));
    }
    return sum / steps;
  };
  const reference = profile(1);
  if (reference <= 0) return 1;
  let previous = reference;
  for (let d = 2; d <= half; d++) {
    const value = profile(d);
    if (value < 0.5 * reference) {
      // Linear interpolation between d - 1 and d.
      const t = (previous - 0.5 * reference) / (previous - value);
      return (d - 1 + t) / 0.8;
    }
    previous = value;
  }
  return half / 0.8;
}

/** Shortest equivalent basis (Lagrange-Gauss reduction). */
export function reduceBasis(a: Vector, b: Vector): [Vector, Vector] {
  let u = { ...a };
  let v = { ...b };
  for (let i = 0; i < 20; i++) {
    if (dot(u, u) > dot(v, v)) [u, v] = [v, u];
    const k = round(dot(u, v) / dot(u, u));
    if (k === 0) break;
    v = { x: v.x - k * u.x, y: v.y - k * u.y };
  }
  if (dot(u, u) > dot(v, v)) [u, v] = [v, u];
  return [u, v];
}

interface Peak extends Vector {
  value: number;
}

/**
 * The lattice's basis vectors from the autocorrelation: its strongest local maximum beyond
 * `minShift`, and the strongest one not along the same line. Null when the peaks are too weak
 * for a lattice (trees placed at random, or no trees).
 */
export function latticeFromAutocorrelation(
  ac: FloatImage,
  minShift: number,
  minStrength = 0.15,
): { a: Vector; b: Vector; strength: number } | null {
  const half = (ac.width - 1) / 2;
  const peaks: Peak[] = [];
  for (let y = 1; y < ac.height - 1; y++) {
    for (let x = 1; x < ac.width - 1; x++) {
      const dx = x - half;
      const dy = y - half;
      // Half the plane: the autocorrelation is symmetric.
      if (dy < 0 || (dy === 0 && dx <= 0)) continue;
      const distance = hypot(dx, dy);
      if (distance < minShift || distance > half - 1) continue;
      const value = ac.data[y * ac.width + x]!;
      if (value < minStrength) continue;
      let isMax = true;
      for (let ny = -1; ny <= 1 && isMax; ny++) {
        for (let nx = -1; nx <= 1; nx++) {
          if ((nx || ny) && ac.data[(y + ny) * ac.width + x + nx]! > value) {
            isMax = false;
            break;
          }
        }
      }
      if (isMax) peaks.push(refinePeak(ac, x, y, value));
    }
  }
  if (peaks.length < 2) return null;
  // Prefer short vectors among strong ones: a long lattice vector (a + b) can be as strong.
  peaks.sort((p, q) => q.value / (1 + length(q) / 400) - p.value / (1 + length(p) / 400));
  const strongest = peaks[0]!.value;
  const candidates = peaks.filter((p) => p.value >= 0.6 * strongest);
  candidates.sort((p, q) => length(p) - length(q));
  const a = candidates[0]!;
  const b = peaks.find(
    (p) =>
      abs(cross(a, p)) / (length(a) * length(p)) > sin((25 * PI) / 180) && p.value >= 0.5 * a.value,
  );
  if (!b) return null;
  const [u, v] = reduceBasis(a, b);
  const strength = min(at(ac, u.x, u.y), at(ac, v.x, v.y));
  if (strength < minStrength) return null;
  return { a: u, b: v, strength };
}

/** Sub-pixel peak position from a parabola through each axis's three samples. */
function refinePeak(ac: FloatImage, x: number, y: number, value: number): Peak {
  const half = (ac.width - 1) / 2;
  const w = ac.width;
  const left = ac.data[y * w + x - 1]!;
  const right = ac.data[y * w + x + 1]!;
  const up = ac.data[(y - 1) * w + x]!;
  const down = ac.data[(y + 1) * w + x]!;
  const denomX = left - 2 * value + right;
  const denomY = up - 2 * value + down;
  const ox = denomX < 0 ? max(-0.5, min(0.5, (0.5 * (left - right)) / denomX)) : 0;
  const oy = denomY < 0 ? max(-0.5, min(0.5, (0.5 * (up - down)) / denomY)) : 0;
  return { x: x - half + ox, y: y - half + oy, value };
}

/** Lattice coordinates (i, j) of a point: p = origin + i a + j b. */
export function latticeCoordinates(lattice: Lattice, p: PixelPoint): { i: number; j: number } {
  const { a, b, origin } = lattice;
  const det = cross(a, b);
  const dx = p.x - origin.x;
  const dy = p.y - origin.y;
  return { i: (dx * b.y - dy * b.x) / det, j: (a.x * dy - a.y * dx) / det };
}

export function latticePoint(lattice: Lattice, i: number, j: number): PixelPoint {
  const { a, b, origin } = lattice;
  return { x: origin.x + i * a.x + j * b.x, y: origin.y + i * a.y + j * b.y };
}

/**
 * The lattice's offset from points near its nodes: the circular mean of their fractional
 * lattice coordinates, each weighted.
 */
export function fitOrigin(
  a: Vector,
  b: Vector,
  points: readonly (PixelPoint & { weight: number })[],
): PixelPoint {
  const zero: Lattice = { a, b, origin: { x: 0, y: 0 } };
  let ci = 0;
  let si = 0;
  let cj = 0;
  let sj = 0;
  for (const p of points) {
    const { i, j } = latticeCoordinates(zero, p);
    ci += p.weight * cos(2 * PI * i);
    si += p.weight * sin(2 * PI * i);
    cj += p.weight * cos(2 * PI * j);
    sj += p.weight * sin(2 * PI * j);
  }
  const fi = atan2(si, ci) / (2 * PI);
  const fj = atan2(sj, cj) / (2 * PI);
  return latticePoint(zero, fi, fj);
}

/**
 * Least-squares refinement of origin and both vectors from points matched to nodes (those
 * within `tolerance` of their nearest node), so positions stay exact across the whole image.
 * Answers the refined lattice and the share of points that matched.
 */
export function refineLattice(
  lattice: Lattice,
  points: readonly PixelPoint[],
  tolerance: number,
): { lattice: Lattice; matched: number } {
  // Normal equations for x = ox + i ax + j bx (and the same for y): unknowns (o, a, b).
  const m = new Float64Array(9);
  const rx = new Float64Array(3);
  const ry = new Float64Array(3);
  let matched = 0;
  for (const p of points) {
    const { i, j } = latticeCoordinates(lattice, p);
    const ni = round(i);
    const nj = round(j);
    const node = latticePoint(lattice, ni, nj);
    if (hypot(node.x - p.x, node.y - p.y) > tolerance) continue;
    matched++;
    const row = [1, ni, nj];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) m[r * 3 + c]! += row[r]! * row[c]!;
      rx[r]! += row[r]! * p.x;
      ry[r]! += row[r]! * p.y;
    }
  }
  const share = points.length ? matched / points.length : 0;
  if (matched < 6) return { lattice, matched: share };
  const sx = solve3(m, rx);
  const sy = solve3(m, ry);
  if (!sx || !sy) return { lattice, matched: share };
  return {
    lattice: {
      origin: { x: sx[0]!, y: sy[0]! },
      a: { x: sx[1]!, y: sy[1]! },
      b: { x: sx[2]!, y: sy[2]! },
    },
    matched: share,
  };
}

function solve3(m: Float64Array, r: Float64Array): Float64Array | null {
  const a = Array.from({ length: 3 }, (_, i) => [m[i * 3]!, m[i * 3 + 1]!, m[i * 3 + 2]!, r[i]!]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let row = col + 1; row < 3; row++)
      if (abs(a[row]![col]!) > abs(a[pivot]![col]!)) pivot = row;
    if (abs(a[pivot]![col]!) < 1e-9) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = 0; row < 3; row++) {
      if (row === col) continue;
      const f = a[row]![col]! / a[col]![col]!;
      for (let k = col; k < 4; k++) a[row]![k]! -= f * a[col]![k]!;
    }
  }
  return Float64Array.from([0, 1, 2], (i) => a[i]![3]! / a[i]![i]!);
}

/** Every node whose position lies inside the rectangle (with a margin, may be negative). */
export function nodesInRect(
  lattice: Lattice,
  width: number,
  height: number,
  margin: number,
): { i: number; j: number; point: PixelPoint }[] {
  const corners = [
    { x: -margin, y: -margin },
    { x: width + margin, y: -margin },
    { x: -margin, y: height + margin },
    { x: width + margin, y: height + margin },
  ].map((p) => latticeCoordinates(lattice, p));
  const i0 = floor(min(...corners.map((c) => c.i))) - 1;
  const i1 = floor(max(...corners.map((c) => c.i))) + 1;
  const j0 = floor(min(...corners.map((c) => c.j))) - 1;
  const j1 = floor(max(...corners.map((c) => c.j))) + 1;
  const nodes: { i: number; j: number; point: PixelPoint }[] = [];
  for (let i = i0; i <= i1; i++) {
    for (let j = j0; j <= j1; j++) {
      const point = latticePoint(lattice, i, j);
      if (
        point.x >= -margin &&
        point.y >= -margin &&
        point.x < width + margin &&
        point.y < height + margin
      )
        nodes.push({ i, j, point });
    }
  }
  return nodes;
}
