import { gaussianBlur } from '../image';
import type { FloatImage, PixelPoint } from '../image';
import { leftoverCrowns } from '../leftover';

const RADIUS = 12;
const STEP = 80;

/** Crownness of round crowns (1) on ground (0). */
function scene(crowns: { x: number; y: number; r: number }[]): FloatImage {
  const width = 320;
  const height = 200;
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (crowns.some((c) => (x - c.x) ** 2 + (y - c.y) ** 2 <= c.r ** 2)) data[y * width + x] = 1;
    }
  }
  return { width, height, data };
}

/** Difference of Gaussians at the crown scale, as the blob pass computes it. */
function dogOf(crown: FloatImage): FloatImage {
  const sigma = (0.7 * RADIUS) / Math.SQRT2;
  const fine = gaussianBlur(crown, sigma);
  const wide = gaussianBlur(crown, 1.6 * sigma);
  const data = fine.data.map((value, i) => value - wide.data[i]!);
  return { width: crown.width, height: crown.height, data };
}

function leftover(crown: FloatImage, found: PixelPoint[]) {
  return leftoverCrowns({
    crown,
    mask: undefined,
    dog: dogOf(crown),
    radiusPx: RADIUS,
    stepPx: STEP,
    found,
  });
}

describe('leftoverCrowns', () => {
  it('answers a smaller crown set close beside a crown found, which the blob pass missed', () => {
    const crown = scene([
      { x: 40, y: 100, r: 12 },
      { x: 120, y: 100, r: 12 },
      { x: 168, y: 100, r: 9 },
      { x: 248, y: 100, r: 12 },
    ]);
    const found = [
      { x: 40, y: 100 },
      { x: 120, y: 100 },
      { x: 248, y: 100 },
    ];
    const crowns = leftover(crown, found);
    expect(crowns).toHaveLength(1);
    expect(Math.hypot(crowns[0]!.x - 168, crowns[0]!.y - 100)).toBeLessThan(4);
    expect(crowns[0]!.confidence).toBeGreaterThan(0);
    expect(crowns[0]!.confidence).toBeLessThan(1);
  });

  it('answers nothing where every crown was found', () => {
    const crown = scene([
      { x: 40, y: 100, r: 12 },
      { x: 120, y: 100, r: 12 },
      { x: 200, y: 100, r: 12 },
    ]);
    expect(
      leftover(crown, [
        { x: 40, y: 100 },
        { x: 120, y: 100 },
        { x: 200, y: 100 },
      ]),
    ).toEqual([]);
  });

  it('takes the lobe and the rim of a large crown found for that crown, not for another tree', () => {
    // A crown wider than the crown scale, of two lobes: the crown left beyond one crown radius of
    // its centre lies within half a planting step of it.
    const crown = scene([
      { x: 150, y: 100, r: 20 },
      { x: 168, y: 92, r: 14 },
    ]);
    expect(leftover(crown, [{ x: 156, y: 98 }])).toEqual([]);
  });

  it('answers nothing inside a wood or a hedge, where no ground surrounds the leftover', () => {
    const width = 320;
    const height = 200;
    const data = new Float32Array(width * height).fill(1);
    const crown = { width, height, data };
    expect(leftover(crown, [{ x: 160, y: 100 }])).toEqual([]);
  });
});
