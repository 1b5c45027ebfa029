import { floatImage } from '../image';
import { findPeaks } from '../peaks';
import { insidePolygon, polygonMask } from '../polygon-mask';

describe('findPeaks', () => {
  it('answers local maxima strongest first and drops weaker ones closer than the distance', () => {
    const image = floatImage(20, 10);
    image.data[5 * 20 + 5] = 0.9;
    image.data[5 * 20 + 8] = 0.5;
    image.data[5 * 20 + 15] = 0.7;
    image.data[2 * 20 + 2] = 0.05;
    const peaks = findPeaks(image, 0.1, 4);
    expect(peaks.map((p) => [p.x, p.y, p.value])).toEqual([
      [5, 5, expect.closeTo(0.9)],
      [15, 5, expect.closeTo(0.7)],
    ]);
  });

  it('gives one peak for a flat top', () => {
    const image = floatImage(10, 10);
    image.data.fill(1, 40, 43);
    expect(findPeaks(image, 0.5, 1)).toHaveLength(1);
  });

  it('keeps only peaks inside the mask', () => {
    const image = floatImage(10, 10);
    image.data[2 * 10 + 2] = 1;
    image.data[7 * 10 + 7] = 1;
    const mask = new Uint8Array(100);
    mask[7 * 10 + 7] = 1;
    expect(findPeaks(image, 0.5, 1, mask).map((p) => [p.x, p.y])).toEqual([[7, 7]]);
  });
});

describe('polygonMask', () => {
  it('covers the pixel centres inside a triangle and nothing outside it', () => {
    const triangle = [
      { x: 0, y: 0 },
      { x: 10.3, y: 0 },
      { x: 0, y: 9.7 },
    ];
    const mask = polygonMask(10, 10, triangle);
    expect(mask[1 * 10 + 1]).toBe(1);
    expect(mask[8 * 10 + 8]).toBe(0);
    for (let y = 0; y < 10; y++) {
      for (let x = 0; x < 10; x++) {
        expect(mask[y * 10 + x]).toBe(insidePolygon({ x: x + 0.5, y: y + 0.5 }, triangle) ? 1 : 0);
      }
    }
  });
});
