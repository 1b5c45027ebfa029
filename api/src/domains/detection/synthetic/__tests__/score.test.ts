import { scoreDetections } from '../score';

const truth = [
  { x: 10, y: 10 },
  { x: 50, y: 10 },
  { x: 90, y: 10 },
];

describe('scoreDetections', () => {
  it('scores perfect detections 1 everywhere', () => {
    const shifted = truth.map((t) => ({ x: t.x + 1, y: t.y - 1 }));
    expect(scoreDetections(truth, shifted, 5)).toEqual({
      truePositives: 3,
      falsePositives: 0,
      falseNegatives: 0,
      precision: 1,
      recall: 1,
      f1: 1,
    });
  });

  it('scores all-missed truth as zero recall', () => {
    const score = scoreDetections(truth, [], 5);
    expect(score).toMatchObject({
      truePositives: 0,
      falsePositives: 0,
      falseNegatives: 3,
      recall: 0,
      f1: 0,
    });
    expect(score.precision).toBe(0);
  });

  it('scores detections far from every truth point as false', () => {
    const far = [
      { x: 200, y: 200 },
      { x: 300, y: 300 },
    ];
    expect(scoreDetections(truth, far, 5)).toEqual({
      truePositives: 0,
      falsePositives: 2,
      falseNegatives: 3,
      precision: 0,
      recall: 0,
      f1: 0,
    });
  });

  it('matches one to one: two detections near one truth are one hit and one false positive', () => {
    const score = scoreDetections(
      [{ x: 10, y: 10 }],
      [
        { x: 11, y: 10 },
        { x: 10, y: 12 },
      ],
      5,
    );
    expect(score).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 0 });
    expect(score.precision).toBe(0.5);
    expect(score.recall).toBe(1);
    expect(score.f1).toBeCloseTo(2 / 3);
  });

  it('pairs the closest first so a greedy choice does not steal a neighbour', () => {
    // Detection A is closest to truth 1; B can reach only truth 2. Both must match.
    const score = scoreDetections(
      [
        { x: 0, y: 0 },
        { x: 8, y: 0 },
      ],
      [
        { x: 1, y: 0 },
        { x: 12, y: 0 },
      ],
      5,
    );
    expect(score.truePositives).toBe(2);
  });

  it('counts a distance exactly at the radius as a match and beyond it as a miss', () => {
    const one = [{ x: 0, y: 0 }];
    const detection = [{ x: 3, y: 4 }];
    expect(scoreDetections(one, detection, 5).truePositives).toBe(1);
    expect(scoreDetections(one, detection, 4.999).truePositives).toBe(0);
  });

  it('defines precision and recall as 1 when both are empty', () => {
    expect(scoreDetections([], [], 5)).toEqual({
      truePositives: 0,
      falsePositives: 0,
      falseNegatives: 0,
      precision: 1,
      recall: 1,
      f1: 1,
    });
  });

  it('scores detections with no truth as all false', () => {
    expect(scoreDetections([], [{ x: 1, y: 1 }], 5)).toEqual({
      truePositives: 0,
      falsePositives: 1,
      falseNegatives: 0,
      precision: 0,
      recall: 0,
      f1: 0,
    });
  });

  it('matches across grid cells and with negative coordinates', () => {
    const score = scoreDetections([{ x: -0.5, y: 9.9 }], [{ x: 0.5, y: 10.2 }], 2);
    expect(score.truePositives).toBe(1);
  });

  it('matches a large grid of detections one to one', () => {
    const grid = Array.from({ length: 2000 }, (_, i) => ({
      x: (i % 50) * 30,
      y: Math.floor(i / 50) * 30,
    }));
    const detections = grid.map((p) => ({ x: p.x + 2, y: p.y + 1 }));
    const score = scoreDetections(grid, detections, 15);
    expect(score.truePositives).toBe(2000);
    expect(score.f1).toBe(1);
  });
});
