import { generateOrchard } from '../orchard';
import type { OrchardOptions, OrchardScene } from '../orchard';
import type { Point } from '../layout';

const base: OrchardOptions = {
  widthPx: 400,
  heightPx: 400,
  metresPerPixel: 0.25,
  spacingM: 7,
  angleDeg: 20,
  missingRate: 0,
  extraRate: 0,
  crownRadiusM: { min: 1.5, max: 2.2 },
  tone: 'dark-on-grass',
  shadow: true,
  noiseSigma: 4,
  blurRadius: 1,
  touching: false,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function nearestNeighbourDistances(points: Point[]): number[] {
  return points.map((p, i) =>
    Math.min(...points.filter((_, j) => j !== i).map((q) => Math.hypot(p.x - q.x, p.y - q.y))),
  );
}

/** Mean of a pixel value over the 3x3 patch around a point (clipped to the image). */
function patchMean(
  scene: OrchardScene,
  point: Point,
  value: (r: number, g: number, b: number) => number,
): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(point.y) - 1; y <= Math.round(point.y) + 1; y++) {
    for (let x = Math.round(point.x) - 1; x <= Math.round(point.x) + 1; x++) {
      if (x < 0 || y < 0 || x >= scene.width || y >= scene.height) continue;
      const i = (y * scene.width + x) * 3;
      sum += value(scene.rgb[i]!, scene.rgb[i + 1]!, scene.rgb[i + 2]!);
      count++;
    }
  }
  return sum / count;
}

/** Pixels at least `clearance` from every tree centre, shadow included, and off the image edge. */
function backgroundPoints(scene: OrchardScene, clearance: number): Point[] {
  const points: Point[] = [];
  for (let y = clearance; y < scene.height - clearance; y += 4) {
    for (let x = clearance; x < scene.width - clearance; x += 4) {
      if (scene.truth.every((t) => Math.hypot(t.x - x, t.y - y) > clearance)) points.push({ x, y });
    }
  }
  return points;
}

describe('generateOrchard', () => {
  it('is deterministic: the same seed gives identical bytes and truth', () => {
    const a = generateOrchard(42, base);
    const b = generateOrchard(42, base);
    expect(Buffer.from(a.rgb).equals(Buffer.from(b.rgb))).toBe(true);
    expect(a.truth).toEqual(b.truth);
  });

  it('gives a different scene for a different seed', () => {
    const a = generateOrchard(42, base);
    const b = generateOrchard(43, base);
    expect(Buffer.from(a.rgb).equals(Buffer.from(b.rgb))).toBe(false);
    expect(a.truth).not.toEqual(b.truth);
  });

  it('returns an RGB buffer of the image size and the spacing in pixels', () => {
    const scene = generateOrchard(1, base);
    expect(scene.width).toBe(400);
    expect(scene.height).toBe(400);
    expect(scene.rgb).toBeInstanceOf(Uint8Array);
    expect(scene.rgb.length).toBe(400 * 400 * 3);
    expect(scene.spacingPx).toBeCloseTo(28);
    expect(scene.rowSpacingPx).toBeCloseTo(28);
  });

  it.each([0, 20, 45, -63, 90])(
    'puts the truth inside the image on the lattice spacing at %i degrees',
    (angleDeg) => {
      const scene = generateOrchard(7 + angleDeg, { ...base, angleDeg });
      expect(scene.truth.length).toBeGreaterThan(150);
      for (const t of scene.truth) {
        expect(t.x).toBeGreaterThanOrEqual(0);
        expect(t.y).toBeGreaterThanOrEqual(0);
        expect(t.x).toBeLessThan(scene.width);
        expect(t.y).toBeLessThan(scene.height);
      }
      const nearest = median(nearestNeighbourDistances(scene.truth));
      expect(Math.abs(nearest - scene.spacingPx) / scene.spacingPx).toBeLessThan(0.1);
    },
  );

  it('has about one tree per lattice cell, fewer with gaps and more with extras', () => {
    const full = generateOrchard(5, base).truth.length;
    const cells = (400 * 400) / (28 * 28);
    expect(Math.abs(full - cells) / cells).toBeLessThan(0.1);
    expect(generateOrchard(5, { ...base, missingRate: 0.3 }).truth.length).toBeLessThan(full * 0.8);
    expect(generateOrchard(5, { ...base, extraRate: 0.2 }).truth.length).toBeGreaterThan(
      full * 1.1,
    );
  });

  it('uses the row spacing across rows', () => {
    const scene = generateOrchard(9, { ...base, spacingM: 6, rowSpacingM: 9, missingRate: 0 });
    expect(scene.rowSpacingPx).toBeCloseTo(36);
    const nearest = median(nearestNeighbourDistances(scene.truth));
    expect(Math.abs(nearest - scene.spacingPx) / scene.spacingPx).toBeLessThan(0.1);
  });

  it('interplants a young tree halfway between each two trees of a row', () => {
    const plain = generateOrchard(21, { ...base, spacingM: 8 });
    const scene = generateOrchard(21, { ...base, spacingM: 8, interplant: true });
    const young = scene.truth.filter((t) => t.young);
    const old = scene.truth.filter((t) => !t.young);
    expect(young.length / old.length).toBeGreaterThan(0.9);
    expect(young.length / old.length).toBeLessThan(1.1);
    expect(plain.truth.every((t) => !t.young)).toBe(true);
    // Every tree's nearest neighbour is half a spacing away, which the scene reports.
    expect(scene.spacingPx).toBeCloseTo(16);
    const nearest = median(nearestNeighbourDistances(scene.truth));
    expect(Math.abs(nearest - 16) / 16).toBeLessThan(0.1);
  });

  it('replants a share of the lattice with young trees', () => {
    const scene = generateOrchard(22, { ...base, youngShare: 0.3 });
    const share = scene.truth.filter((t) => t.young).length / scene.truth.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
  });

  it('starts each row at its own point when rows are out of phase', () => {
    // Rows along x (angle 0): the trees of neighbouring rows no longer line up across them.
    const aligned = generateOrchard(23, { ...base, angleDeg: 0, rowPhases: false });
    const drifting = generateOrchard(23, { ...base, angleDeg: 0, rowPhases: true });
    const phases = (scene: OrchardScene) => {
      const rows = new Map<number, number[]>();
      for (const t of scene.truth) {
        const row = Math.round(t.y / 28);
        rows.set(row, [...(rows.get(row) ?? []), (((t.x % 28) + 28) % 28) / 28]);
      }
      return [...rows.values()].filter((xs) => xs.length > 5).map(median);
    };
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(spread(phases(aligned))).toBeLessThan(0.2);
    expect(spread(phases(drifting))).toBeGreaterThan(0.4);
  });

  it('scatters weeds on the ground without adding trees', () => {
    const bare = generateOrchard(24, { ...base, tone: 'faint-on-grass' });
    const weedy = generateOrchard(24, { ...base, tone: 'faint-on-grass', weedsPerHectare: 800 });
    expect(weedy.truth).toEqual(bare.truth);
    let changed = 0;
    for (let i = 0; i < bare.rgb.length; i++) if (bare.rgb[i] !== weedy.rgb[i]) changed++;
    expect(changed).toBeGreaterThan(0);
  });

  it('places trees off any lattice with random placement, still about one per cell', () => {
    const scene = generateOrchard(11, { ...base, placement: 'random' });
    const cells = (400 * 400) / (28 * 28);
    expect(scene.truth.length).toBeGreaterThan(cells * 0.8);
    expect(scene.truth.length).toBeLessThan(cells * 1.2);
  });

  it('draws dark crowns that are darker than the grass at every truth point', () => {
    const scene = generateOrchard(3, { ...base, spacingM: 9, tone: 'dark-on-grass' });
    const luminance = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
    const ground = median(backgroundPoints(scene, 18).map((p) => patchMean(scene, p, luminance)));
    for (const t of scene.truth) expect(patchMean(scene, t, luminance)).toBeLessThan(ground - 25);
  });

  it('draws green crowns that are greener than the soil at every truth point', () => {
    const scene = generateOrchard(4, { ...base, spacingM: 9, tone: 'green-on-soil' });
    const greenness = (r: number, g: number, b: number) => g - (r + b) / 2;
    const ground = median(backgroundPoints(scene, 18).map((p) => patchMean(scene, p, greenness)));
    for (const t of scene.truth)
      expect(patchMean(scene, t, greenness)).toBeGreaterThan(ground + 20);
  });

  it('casts shadows that darken the ground next to crowns', () => {
    const lit = generateOrchard(6, {
      ...base,
      tone: 'green-on-soil',
      shadow: false,
      noiseSigma: 0,
    });
    const shaded = generateOrchard(6, {
      ...base,
      tone: 'green-on-soil',
      shadow: true,
      noiseSigma: 0,
    });
    const sum = (bytes: Uint8Array) => bytes.reduce((total, value) => total + value, 0);
    expect(sum(shaded.rgb)).toBeLessThan(sum(lit.rgb) * 0.97);
  });
});
