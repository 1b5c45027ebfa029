/**
 * Issue 24: groves unlike the benchmark's hectares, each a generated stand-in for one way the
 * detector failed on real orthophotos (clipped to their parcel: white outside it).
 */
import { generateOrchard } from '../../synthetic/orchard';
import type { OrchardOptions } from '../../synthetic/orchard';
import { scoreDetections } from '../../synthetic/score';
import { detectCrowns } from '../detect';

const MPP = 0.2;

function options(overrides: Partial<OrchardOptions>): OrchardOptions {
  return {
    widthPx: 400,
    heightPx: 400,
    metresPerPixel: MPP,
    spacingM: 7,
    angleDeg: 0,
    missingRate: 0,
    extraRate: 0,
    crownRadiusM: { min: 1.8, max: 2.4 },
    tone: 'dark-on-grass',
    shadow: false,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
    ...overrides,
  };
}

/** Positions of the rows (or columns) of an unrotated planting, in order. */
function lines(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const groups: number[][] = [];
  for (const value of sorted) {
    const last = groups.at(-1);
    if (last && value - last.at(-1)! < 5) last.push(value);
    else groups.push([value]);
  }
  return groups.map((group) => group.reduce((sum, v) => sum + v, 0) / group.length);
}

/** The parcel's edge runs 0.6 m outside the outer trees' centres, through their crowns. */
const EDGE_PX = 0.6 / MPP;

function detect(scene: ReturnType<typeof generateOrchard>) {
  const report = detectCrowns(
    { width: scene.width, height: scene.height, data: scene.rgb },
    { metresPerPixel: MPP },
  );
  const radius = Math.min(scene.spacingPx, scene.rowSpacingPx) / 2;
  return { report, score: scoreDetections(scene.truth, report.detections, radius) };
}

/**
 * Old crowns 6 to 7.5 m across, each painted as two lobes (2.8 m apart unless the layout says
 * otherwise) with a shaded hollow between them, and shadows: one tree per crown is expected,
 * not one per lobe.
 */
function expectOneTreePerLobedCrown(seed: number, layout: Partial<OrchardOptions>) {
  const scene = generateOrchard(
    seed,
    options({
      widthPx: 500,
      heightPx: 500,
      crownRadiusM: { min: 3, max: 3.7 },
      lobeSpreadM: 2.8,
      shadow: true,
      ...layout,
    }),
  );
  const { report, score } = detect(scene);
  expect(report.detections.length).toBeLessThan(1.1 * scene.truth.length);
  expect(score.precision).toBeGreaterThanOrEqual(0.95);
  expect(score.recall).toBeGreaterThanOrEqual(0.95);
  expect(score.f1).toBeGreaterThanOrEqual(0.95);
}

describe('detectCrowns on groves it has never seen', () => {
  it.each([
    [
      'on a lattice',
      31,
      { spacingM: 8.5, angleDeg: 20, tone: 'green-on-soil' as const },
      // Before lobes were merged: 165 answers for 140 trees.
    ],
    [
      'in rows out of phase (no lattice)',
      72,
      { spacingM: 9, rowSpacingM: 10, rowPhases: true, tone: 'green-on-soil' as const },
      // Before: 153 answers for 112 trees.
    ],
    [
      'at random',
      73,
      { spacingM: 9, placement: 'random' as const },
      // Before: precision 0.92.
    ],
  ])('answers one tree per large two-lobed crown, not one per lobe, %s', (_kind, seed, layout) => {
    // (The young-tree pass found the lobes' dark rims as young trees beside them, too.)
    expectOneTreePerLobedCrown(seed, layout);
  });

  it.each([
    [
      'lobes across the rows, a tenth of the places empty',
      37,
      { lobeAngleDeg: 110, missingRate: 0.1 },
      // Without the lobe merge: 163 answers for 119 trees, and the lattice is not used.
    ],
    [
      'lobes any way, a tenth of the places empty and a tenth more trees off the lattice',
      34,
      { missingRate: 0.1, extraRate: 0.1 },
      // Without the lobe merge: 186 answers for 140 trees (precision 0.74).
    ],
  ])(
    'answers one tree per large two-lobed crown on an 8.5 m lattice, %s',
    (_kind, seed, layout) => {
      // On a regular 8.5 m lattice: maxima closer than half the step with no saddle between
      // them are one tree, whether or not the lattice then answers.
      expectOneTreePerLobedCrown(seed, {
        spacingM: 8.5,
        angleDeg: 20,
        tone: 'green-on-soil',
        ...layout,
      });
    },
  );

  it.each([
    [24, 'precision 0.65 (178 answers for 117 trees)'],
    [214, 'precision 0.82 (145 answers for 121 trees)'],
  ])(
    'answers one tree per large crown split along the sun, alike on every crown (seed %i)',
    (seed, _before) => {
      // At random, each crown split into a lit and a shaded lobe 3.4 m apart along one
      // direction for all of them: the autocorrelation peaks at the lobes' distance, and at a
      // scale that small every lobe is a blob. Before the scale check (the blobs' nearest
      // neighbours under 1.7 crown radii raise the radius): see `_before`.
      expectOneTreePerLobedCrown(seed, {
        spacingM: 9,
        placement: 'random',
        lobeSpreadM: 3.4,
        lobeAngleDeg: 30,
      });
    },
  );

  it("finds a narrow strip parcel's rows, the edge rows whose crowns cross its edge included", () => {
    const base = options({ widthPx: 900, heightPx: 260 });
    const rows = lines(generateOrchard(52, base).truth.map((t) => t.y));
    const top = rows[1]! - EDGE_PX;
    const bottom = rows[3]! + EDGE_PX;
    const scene = generateOrchard(52, {
      ...base,
      parcel: [
        { x: 0, y: top },
        { x: 900, y: top },
        { x: 900, y: bottom },
        { x: 0, y: bottom },
      ],
    });
    expect(scene.truth.length).toBe(78); // three rows of 26
    const { report, score } = detect(scene);
    const edgeRows = scene.truth.filter(
      (t) => t.y < top + 2 * EDGE_PX || t.y > bottom - 2 * EDGE_PX,
    );
    expect(edgeRows.length).toBe(52);
    const edge = scoreDetections(edgeRows, report.detections, scene.spacingPx / 2);
    // Before: the edge rows' recall was 0.75 (crowns within 1 m of the white were dropped).
    expect(edge.recall).toBeGreaterThanOrEqual(0.95);
    expect(score.f1).toBeGreaterThanOrEqual(0.95);
  });

  it('finds every tree of a small parcel of 80, the ones along its edge included', () => {
    const base = options({ widthPx: 420, heightPx: 360 });
    const truth = generateOrchard(61, base).truth;
    const rows = lines(truth.map((t) => t.y));
    const columns = lines(truth.map((t) => t.x));
    const [left, right] = [columns[1]! - EDGE_PX, columns[10]! + EDGE_PX];
    const [top, bottom] = [rows[1]! - EDGE_PX, rows[8]! + EDGE_PX];
    const scene = generateOrchard(61, {
      ...base,
      parcel: [
        { x: left, y: top },
        { x: right, y: top },
        { x: right, y: bottom },
        { x: left, y: bottom },
      ],
    });
    expect(scene.truth.length).toBe(80); // 10 by 8
    const { score } = detect(scene);
    // Before: recall 0.86, 11 of the 80 missed (crowns within 1 m of the white were dropped).
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
    expect(score.f1).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    [17, 0.778],
    [41, 0.784],
    [5, 0.771],
  ])(
    'finds young trees in rows out of phase, where no lattice answers (seed %i)',
    (seed, _youngRecallBefore) => {
      // Old crowns 5 to 6.5 m across in rows out of phase (no two-dimensional lattice), a quarter
      // of the places replanted with young trees 1.1 to 1.5 m across: at the old crowns' scale
      // the young ones vanish, and the young-tree pass needed a lattice to run. Now a young tree
      // standing in line between two trees counts. Before: young recall `_youngRecallBefore`.
      const scene = generateOrchard(
        seed,
        options({
          widthPx: 500,
          heightPx: 500,
          spacingM: 8,
          rowSpacingM: 9,
          rowPhases: true,
          youngShare: 0.25,
          crownRadiusM: { min: 2.6, max: 3.3 },
          youngCrownRadiusM: { min: 0.55, max: 0.75 },
          shadow: true,
        }),
      );
      const young = scene.truth.filter((t) => t.young);
      expect(young.length).toBeGreaterThan(30);
      const { report, score } = detect(scene);
      expect(report.lattice).toBeNull();
      const radius = Math.min(scene.spacingPx, scene.rowSpacingPx) / 2;
      expect(scoreDetections(young, report.detections, radius).recall).toBeGreaterThanOrEqual(0.9);
      expect(score.precision).toBeGreaterThanOrEqual(0.93);
      expect(score.f1).toBeGreaterThanOrEqual(0.95);
    },
  );
});
