import { fitWithin, MAX_PHOTO_PIXELS, resizePhoto } from '../photo';

describe('the size a photo is queued at', () => {
  it('keeps a photo of at most 2 megapixels as it is', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 1600, height: 1200, scaled: false });
    expect(fitWithin(2000, 1000)).toEqual({ width: 2000, height: 1000, scaled: false });
  });

  it('scales a larger photo down to at most 2 megapixels, keeping its proportions', () => {
    for (const [width, height] of [
      [4000, 3000],
      [3000, 4000],
      [4032, 3024],
      [8000, 1000],
      [2001, 1000],
    ] as const) {
      const size = fitWithin(width, height);
      expect(size.scaled).toBe(true);
      expect(size.width * size.height).toBeLessThanOrEqual(MAX_PHOTO_PIXELS);
      // No more than a pixel of each side lost to rounding, and the shape kept.
      expect(size.width * size.height).toBeGreaterThan(MAX_PHOTO_PIXELS * 0.998);
      expect(Math.abs(size.width / size.height - width / height)).toBeLessThan(0.01);
    }
    expect(fitWithin(4000, 3000)).toEqual({ width: 1632, height: 1224, scaled: true });
  });

  it('honours a smaller limit and never answers less than a pixel', () => {
    expect(fitWithin(1000, 1000, 10_000)).toEqual({ width: 100, height: 100, scaled: true });
    expect(fitWithin(100_000, 1, 100)).toEqual({ width: 100, height: 1, scaled: true });
  });

  it('passes a file the browser cannot decode as it is (the server checks every upload)', async () => {
    const file = new Blob(['not an image'], { type: 'image/heic' });
    expect(await resizePhoto(file)).toBe(file);
  });
});
