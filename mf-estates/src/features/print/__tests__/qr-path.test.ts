import jsQR from 'jsqr';
import { qrPath } from '../utils/qr-path';

/** Paints the path's rectangles into RGBA pixels (scale px per module, 4-module quiet zone). */
function rasterise({ size, d }: { size: number; d: string }, scale = 4) {
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(w) * scale; dx++) {
        const px = (Number(x) + 4) * scale + dx;
        const py = (Number(y) + 4) * scale + dy;
        const at = (py * side + px) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return { pixels, side };
}

describe('qrPath', () => {
  it.each([
    'https://grove.example.com/trees/64b7f0c2a1b2c3d4e5f60718/tag',
    'http://127.0.0.1:3000/trees/aaaaaaaaaaaaaaaaaaaaaaaa/tag',
  ])('draws a code a scanner reads back as %s', (url) => {
    const path = qrPath(url);
    // Version 6 or more at level H for URLs this long: 41+ modules per side.
    expect(path.size).toBeGreaterThanOrEqual(41);
    const { pixels, side } = rasterise(path);
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });

  it('draws codes a scanner reads back for many different tree ids with the fixed mask', () => {
    let seed = 7;
    const hex = () => {
      let id = '';
      for (let i = 0; i < 24; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        id += (seed % 16).toString(16);
      }
      return id;
    };
    for (let i = 0; i < 40; i++) {
      const url = `https://estates.grovekeeper.gr/trees/${hex()}/tag`;
      const { pixels, side } = rasterise(qrPath(url));
      expect(jsQR(pixels, side, side)?.data).toBe(url);
    }
  });

  it('merges runs of dark modules into one rectangle each', () => {
    const { d } = qrPath('https://grove.example.com/trees/64b7f0c2a1b2c3d4e5f60718/tag');
    // The finder pattern's top row is a run of 7 dark modules starting at the corner.
    expect(d.startsWith('M0 0h7v1h-7z')).toBe(true);
  });
});
