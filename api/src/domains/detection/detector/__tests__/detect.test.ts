import { generateOrchard } from '../../synthetic/orchard';
import type { OrchardOptions } from '../../synthetic/orchard';
import { scoreDetections } from '../../synthetic/score';
import { detectCrowns } from '../detect';

/** An 80 m square orchard at 0.25 m per pixel. */
function orchard(seed: number, overrides: Partial<OrchardOptions> = {}) {
  return generateOrchard(seed, {
    widthPx: 320,
    heightPx: 320,
    metresPerPixel: 0.25,
    spacingM: 7,
    angleDeg: 20,
    missingRate: 0,
    extraRate: 0,
    crownRadiusM: { min: 1.6, max: 2.4 },
    tone: 'dark-on-grass',
    shadow: false,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
    ...overrides,
  });
}

function run(scene: ReturnType<typeof orchard>, polygon?: { x: number; y: number }[]) {
  const report = detectCrowns(
    { width: scene.width, height: scene.height, data: scene.rgb },
    { metresPerPixel: 0.25, polygon },
  );
  const score = scoreDetections(scene.truth, report.detections, scene.spacingPx / 2);
  return { report, score };
}

describe('detectCrowns', () => {
  it.each([
    ['dark olives on grass', {}],
    ['green crowns on bare soil', { tone: 'green-on-soil' as const }],
    ['crowns with shadows', { shadow: true, tone: 'green-on-soil' as const }],
    ['touching crowns', { touching: true }],
    ['rows with gaps', { missingRate: 0.25 }],
  ])('finds %s with F1 of at least 0.95', (_kind, overrides) => {
    const { score } = run(orchard(11, overrides));
    expect(score.f1).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the planting lattice and its spacing', () => {
    const { report } = run(orchard(12, { angleDeg: 33 }));
    expect(report.lattice).not.toBeNull();
    const lengths = [report.lattice!.a, report.lattice!.b].map((v) => Math.hypot(v.x, v.y));
    for (const length of lengths) expect(length).toBeCloseTo(28, 0);
  });

  it('keeps working without a lattice when trees stand at random', () => {
    const { report, score } = run(orchard(13, { placement: 'random' }));
    expect(report.lattice).toBeNull();
    expect(score.f1).toBeGreaterThanOrEqual(0.95);
  });

  it('answers only the crowns inside the polygon', () => {
    const scene = orchard(14);
    const half = [
      { x: 0, y: 0 },
      { x: 160, y: 0 },
      { x: 160, y: 320 },
      { x: 0, y: 320 },
    ];
    const { report } = run(scene, half);
    expect(report.detections.length).toBeGreaterThan(0);
    expect(report.detections.every((d) => d.x < 160)).toBe(true);
    const truthInside = scene.truth.filter((t) => t.x < 160);
    expect(scoreDetections(truthInside, report.detections, scene.spacingPx / 2).f1).toBeGreaterThan(
      0.9,
    );
  });

  it.each([
    ['dark olives on grass', {}],
    ['green crowns on bare soil', { tone: 'green-on-soil' as const }],
  ])(
    'ignores the white no-data area of an image clipped to its parcel (%s)',
    (_kind, overrides) => {
      // An orthophoto clipped to a parcel is pure white outside it: here a triangle covering
      // half the image, which must neither drive the colour model nor hold detections.
      const scene = orchard(16, overrides);
      const rgb = Uint8Array.from(scene.rgb);
      const outside = (x: number, y: number) => x + y > scene.width;
      for (let y = 0; y < scene.height; y++) {
        for (let x = 0; x < scene.width; x++) {
          if (outside(x + 0.5, y + 0.5))
            rgb.fill(255, (y * scene.width + x) * 3, (y * scene.width + x) * 3 + 3);
        }
      }
      const report = detectCrowns(
        { width: scene.width, height: scene.height, data: rgb },
        { metresPerPixel: 0.25 },
      );
      expect(report.detections.every((d) => !outside(d.x, d.y))).toBe(true);
      // Crowns cut by the parcel's edge may or may not be found: score those well inside.
      const margin = scene.spacingPx / 2;
      const inside = (p: { x: number; y: number }) => p.x + p.y < scene.width - margin * 1.5;
      const score = scoreDetections(
        scene.truth.filter(inside),
        report.detections.filter(inside),
        scene.spacingPx / 2,
      );
      expect(score.f1).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('finds a young high-density planting under broad shading, its crowns never wider than the spacing', () => {
    // Crowns of 1 to 2 m at 4 m: the crown scale must come out under half the spacing.
    const scene = orchard(17, { spacingM: 4, crownRadiusM: { min: 0.5, max: 1 }, angleDeg: 12 });
    // Broad darker bands across the field (soil moisture, old furrows): structure far larger
    // than a crown, which widens the autocorrelation's central peak.
    for (let y = 0; y < scene.height; y++) {
      for (let x = 0; x < scene.width; x++) {
        const shade = 0.8 + 0.2 * Math.cos((2 * Math.PI * (x + 0.6 * y)) / 160);
        for (let c = 0; c < 3; c++) {
          const i = (y * scene.width + x) * 3 + c;
          scene.rgb[i] = Math.round(scene.rgb[i]! * shade);
        }
      }
    }
    const { report, score } = run(scene);
    // 16 px spacing: crowns no wider than that. The bands cost some crowns either way.
    expect(report.crownRadiusPx).toBeLessThanOrEqual(16 / 2);
    expect(score.f1).toBeGreaterThanOrEqual(0.85);
  });

  it.each([
    [
      'young trees halfway between old ones along the rows (interplanting)',
      { spacingM: 8, interplant: true, tone: 'green-on-soil' as const },
    ],
    [
      "young trees replanted in an old grove's gaps",
      { youngShare: 0.25, shadow: true, crownRadiusM: { min: 1.8, max: 2.6 } },
    ],
  ])('finds %s beside the old crowns', (_kind, overrides) => {
    const scene = orchard(18, overrides);
    const { report, score } = run(scene);
    expect(score.f1).toBeGreaterThanOrEqual(0.95);
    // The small crowns themselves, not only the large ones: most young trees are found (the
    // smallest, 1 m across, are 4 pixels here). Without the young pass: 0 to 20%.
    const young = scene.truth.filter((t) => t.young);
    expect(young.length).toBeGreaterThan(20);
    const found = scoreDetections(young, report.detections, scene.spacingPx / 2);
    expect(found.recall).toBeGreaterThanOrEqual(0.75);
  });

  it('finds a young high-density planting whose rows are out of phase with one another', () => {
    // No two-dimensional lattice: each row of 1 to 2 m crowns at 4 m starts at its own point.
    const { score } = run(
      orchard(19, {
        spacingM: 4,
        rowSpacingM: 5.5,
        crownRadiusM: { min: 0.5, max: 1 },
        rowPhases: true,
        tone: 'green-on-soil',
      }),
    );
    expect(score.f1).toBeGreaterThanOrEqual(0.95);
  });

  it('finds faint crowns on grass among weeds and tufts, taking no weed for a tree', () => {
    const { score } = run(orchard(20, { tone: 'faint-on-grass', weedsPerHectare: 600 }));
    expect(score.f1).toBeGreaterThanOrEqual(0.95);
    expect(score.precision).toBeGreaterThanOrEqual(0.97);
  });

  it('gives every detection a confidence between 0 and 1', () => {
    const { report } = run(orchard(15, { missingRate: 0.2, extraRate: 0.05 }));
    for (const d of report.detections) {
      expect(d.confidence).toBeGreaterThanOrEqual(0);
      expect(d.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('finds nothing in a plain field', () => {
    const data = new Uint8Array(100 * 100 * 3).fill(140);
    expect(
      detectCrowns({ width: 100, height: 100, data }, { metresPerPixel: 0.25 }).detections,
    ).toEqual([]);
  });
});
