import { autocorrelation } from '../fft';
import { floatImage } from '../image';
import {
  crownRadiusFromAutocorrelation,
  fitOrigin,
  latticeCoordinates,
  latticeFromAutocorrelation,
  latticePoint,
  nodesInRect,
  reduceBasis,
  refineLattice,
} from '../lattice';
import type { Lattice } from '../lattice';

/** Discs of `radius` on a lattice, as a crownness image. */
function discLattice(lattice: Lattice, radius: number, size = 160) {
  const image = floatImage(size, size);
  for (const node of nodesInRect(lattice, size, size, radius)) {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if ((x - node.point.x) ** 2 + (y - node.point.y) ** 2 <= radius * radius)
          image.data[y * size + x] = 1;
      }
    }
  }
  return image;
}

const rotated = (angleDeg: number, length: number) => ({
  x: length * Math.cos((angleDeg * Math.PI) / 180),
  y: length * Math.sin((angleDeg * Math.PI) / 180),
});

describe('latticeFromAutocorrelation', () => {
  it.each([0, 17, 45, -62])('finds the spacing of a lattice rotated by %i degrees', (angle) => {
    const lattice = { a: rotated(angle, 16), b: rotated(angle + 90, 16), origin: { x: 5, y: 7 } };
    const ac = autocorrelation(discLattice(lattice, 5), 30);
    const found = latticeFromAutocorrelation(ac, 6);
    expect(found).not.toBeNull();
    const lengths = [Math.hypot(found!.a.x, found!.a.y), Math.hypot(found!.b.x, found!.b.y)];
    for (const length of lengths) expect(length).toBeCloseTo(16, 0);
    const cosine =
      (found!.a.x * found!.b.x + found!.a.y * found!.b.y) / (lengths[0]! * lengths[1]!);
    expect(Math.abs(cosine)).toBeLessThan(0.1);
  });

  it('finds rows and in-row spacing that differ (rectangular planting)', () => {
    const lattice = { a: { x: 12, y: 0 }, b: { x: 0, y: 20 }, origin: { x: 3, y: 3 } };
    const found = latticeFromAutocorrelation(autocorrelation(discLattice(lattice, 4), 30), 5);
    const lengths = [found!.a, found!.b].map((v) => Math.hypot(v.x, v.y)).sort((p, q) => p - q);
    expect(lengths[0]).toBeCloseTo(12, 0);
    expect(lengths[1]).toBeCloseTo(20, 0);
  });

  it('finds no lattice in an image without repeating crowns', () => {
    const image = floatImage(160, 160);
    for (let y = 60; y < 72; y++) for (let x = 40; x < 52; x++) image.data[y * 160 + x] = 1;
    expect(latticeFromAutocorrelation(autocorrelation(image, 30), 6)).toBeNull();
  });
});

describe('crownRadiusFromAutocorrelation', () => {
  it('estimates the radius of the crowns', () => {
    const lattice = { a: { x: 30, y: 0 }, b: { x: 0, y: 30 }, origin: { x: 0, y: 0 } };
    const ac = autocorrelation(discLattice(lattice, 8), 40);
    expect(crownRadiusFromAutocorrelation(ac)).toBeGreaterThan(6);
    expect(crownRadiusFromAutocorrelation(ac)).toBeLessThan(10);
  });
});

describe('lattice maths', () => {
  const lattice: Lattice = { a: { x: 10, y: 2 }, b: { x: -3, y: 12 }, origin: { x: 4, y: 5 } };

  it('converts between points and lattice coordinates', () => {
    const point = latticePoint(lattice, 3, -2);
    const { i, j } = latticeCoordinates(lattice, point);
    expect(i).toBeCloseTo(3);
    expect(j).toBeCloseTo(-2);
  });

  it('reduces a skewed basis to its shortest vectors', () => {
    const [u, v] = reduceBasis({ x: 10, y: 0 }, { x: 31, y: 10 });
    expect([u, v]).toEqual([
      { x: 10, y: 0 },
      { x: 1, y: 10 },
    ]);
  });

  it('recovers the offset from points near the nodes', () => {
    const points = [
      [0, 0],
      [1, 0],
      [2, 1],
      [-1, 3],
    ].map(([i, j]) => ({ ...latticePoint(lattice, i!, j!), weight: 1 }));
    const origin = fitOrigin(lattice.a, lattice.b, points);
    const { i, j } = latticeCoordinates(lattice, origin);
    expect(Math.abs(i - Math.round(i))).toBeLessThan(1e-6);
    expect(Math.abs(j - Math.round(j))).toBeLessThan(1e-6);
  });

  it('fits exact vectors from points on a slightly wrong lattice and ignores points off it', () => {
    const truth: Lattice = { a: { x: 20, y: 1 }, b: { x: -1, y: 20 }, origin: { x: 3, y: 2 } };
    const points = [];
    for (let i = 0; i < 12; i++)
      for (let j = 0; j < 12; j++) points.push(latticePoint(truth, i, j));
    points.push({ x: 13, y: 12 }, { x: 133, y: 52 });
    const guess: Lattice = {
      a: { x: 19.6, y: 1.3 },
      b: { x: -0.7, y: 20.3 },
      origin: { x: 4, y: 1 },
    };
    let fitted = guess;
    let matched = 0;
    for (const tolerance of [6, 4, 3])
      ({ lattice: fitted, matched } = refineLattice(fitted, points, tolerance));
    expect(fitted.a.x).toBeCloseTo(20, 3);
    expect(fitted.b.y).toBeCloseTo(20, 3);
    expect(matched).toBeCloseTo(144 / 146, 3);
  });
});
