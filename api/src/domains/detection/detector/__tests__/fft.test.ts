import { autocorrelation, fft2d, nextPowerOfTwo } from '../fft';
import { floatImage } from '../image';

describe('fft2d', () => {
  it('turns a constant image into a single value at zero frequency and back', () => {
    const size = 8;
    const re = new Float64Array(size * size).fill(2);
    const im = new Float64Array(size * size);
    fft2d(re, im, size);
    expect(re[0]).toBeCloseTo(128);
    expect(Math.max(...Array.from(re.slice(1)).map(Math.abs))).toBeLessThan(1e-9);
    fft2d(re, im, size, true);
    expect(Array.from(re).every((v) => Math.abs(v - 2) < 1e-9)).toBe(true);
  });

  it('rounds sizes up to a power of two', () => {
    expect(nextPowerOfTwo(1)).toBe(1);
    expect(nextPowerOfTwo(33)).toBe(64);
    expect(nextPowerOfTwo(64)).toBe(64);
  });
});

describe('autocorrelation', () => {
  it('peaks again at the period of vertical stripes and is lowest at half of it', () => {
    const image = floatImage(64, 64);
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) image.data[y * 64 + x] = x % 8 < 3 ? 1 : 0;
    }
    const ac = autocorrelation(image, 12);
    const value = (dx: number, dy: number) => ac.data[(dy + 12) * ac.width + dx + 12]!;
    expect(value(0, 0)).toBeCloseTo(1);
    expect(value(8, 0)).toBeCloseTo(1, 1);
    expect(value(4, 0)).toBeLessThan(0);
    // Along the stripes nothing changes.
    expect(value(0, 5)).toBeCloseTo(1, 1);
  });
});
