/**
 * The young-tree pass (young.ts) on generated groves: old crowns in rows out of phase (no
 * two-dimensional lattice, so a young tree shows its place by standing in line between two
 * trees), a share of the places replanted with young trees, and weeds and tufts on the ground.
 */
import { generateOrchard } from '../../synthetic/orchard';
import type { OrchardOptions } from '../../synthetic/orchard';
import { scoreDetections } from '../../synthetic/score';
import { detectCrowns } from '../detect';

const MPP = 0.2;

function grove(seed: number, overrides: Partial<OrchardOptions>) {
  const scene = generateOrchard(seed, {
    widthPx: 500,
    heightPx: 500,
    metresPerPixel: MPP,
    spacingM: 8,
    rowSpacingM: 9,
    rowPhases: true,
    angleDeg: 0,
    missingRate: 0,
    extraRate: 0,
    crownRadiusM: { min: 2.6, max: 3.3 },
    youngCrownRadiusM: { min: 0.55, max: 0.75 },
    tone: 'dark-on-grass',
    shadow: true,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
    ...overrides,
  });
  const report = detectCrowns(
    { width: scene.width, height: scene.height, data: scene.rgb },
    { metresPerPixel: MPP },
  );
  const radius = Math.min(scene.spacingPx, scene.rowSpacingPx) / 2;
  const young = scene.truth.filter((t) => t.young);
  return {
    report,
    young,
    score: scoreDetections(scene.truth, report.detections, radius),
    youngScore: scoreDetections(young, report.detections, radius),
  };
}

describe('young trees among old ones, where no lattice answers', () => {
  it.each([
    [4, 0.879],
    [17, 0.889],
  ])(
    'finds the young trees beside 300 weeds and tufts per hectare (seed %i)',
    (seed, _youngRecallBefore) => {
      // A weed or a tuft beside a young tree can be the stronger blob at a young tree's scale.
      // It stands nowhere in the planting and is not answered, but it used to hide the young
      // tree next to it (of two candidates within half a step, only the stronger was judged).
      // Before: young recall `_youngRecallBefore`.
      const { report, young, score, youngScore } = grove(seed, {
        weedsPerHectare: 300,
        youngShare: 0.25,
      });
      expect(report.lattice).toBeNull();
      expect(young.length).toBeGreaterThan(30);
      expect(youngScore.recall).toBeGreaterThanOrEqual(0.9);
      expect(score.recall).toBeGreaterThanOrEqual(0.95);
    },
  );
});
