import { boxesForGauss, downsample, floatImage, gaussianBlur, sample } from '../image';

describe('gaussianBlur', () => {
  it('spreads a point like a Gaussian: same total, symmetric, widest at the centre', () => {
    const image = floatImage(41, 41);
    image.data[20 * 41 + 20] = 100;
    const blurred = gaussianBlur(image, 3);
    const total = blurred.data.reduce((sum, v) => sum + v, 0);
    expect(total).toBeCloseTo(100, 1);
    const at = (x: number, y: number) => blurred.data[y * 41 + x]!;
    expect(at(17, 20)).toBeCloseTo(at(23, 20), 5);
    expect(at(20, 17)).toBeCloseTo(at(20, 23), 5);
    expect(at(20, 20)).toBeGreaterThan(at(22, 20));
    // A Gaussian of sigma 3 keeps about 1.8 % of the mass at the centre pixel.
    expect(at(20, 20) / 100).toBeGreaterThan(0.012);
    expect(at(20, 20) / 100).toBeLessThan(0.024);
    // Almost nothing beyond 4 sigma.
    expect(at(20, 6)).toBeLessThan(0.01);
  });

  it('leaves a constant image unchanged, borders included', () => {
    const image = floatImage(12, 9);
    image.data.fill(0.7);
    for (const v of gaussianBlur(image, 2.5).data) expect(v).toBeCloseTo(0.7, 5);
  });

  it('chooses three boxes whose variance matches the sigma', () => {
    for (const sigma of [1, 2.5, 6]) {
      const boxes = boxesForGauss(sigma);
      const variance = boxes.reduce((sum, w) => sum + (w * w - 1) / 12, 0);
      expect(Math.sqrt(variance)).toBeCloseTo(sigma, 0);
    }
  });
});

describe('downsample and sample', () => {
  it('averages blocks and interpolates between pixels', () => {
    const image = floatImage(4, 2);
    image.data.set([0, 2, 4, 6, 0, 2, 4, 6]);
    expect(Array.from(downsample(image, 2).data)).toEqual([1, 5]);
    expect(sample(image, 1.5, 0)).toBeCloseTo(3);
  });
});
