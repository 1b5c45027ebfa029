import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateOrchard } from '../../domains/detection/synthetic/orchard';
import { scoreDetections } from '../../domains/detection/synthetic/score';
import { parseArgs, runCli } from '../detect-trees';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gk-detect-cli-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('parseArgs', () => {
  it('reads the image, the resolution and the overlay file', () => {
    expect(parseArgs(['grove.jpg', '--resolution', '0.25', '--overlay', 'out.png'])).toEqual({
      image: 'grove.jpg',
      resolution: 0.25,
      overlay: 'out.png',
    });
  });

  it.each([
    [[], /Usage: npm run detect-trees/],
    [['grove.jpg'], /--resolution is required/],
    [['grove.jpg', '--resolution', 'fine'], /ground size of a pixel in metres/],
    [['grove.jpg', '--zoom', '18'], /Unknown option --zoom/],
  ])('refuses %j with a readable message', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('runCli', () => {
  it('prints one CSV line per crown of a PNG orchard and writes the overlay', async () => {
    const scene = generateOrchard(5, {
      widthPx: 300,
      heightPx: 300,
      metresPerPixel: 0.25,
      spacingM: 7,
      angleDeg: 10,
      missingRate: 0.1,
      extraRate: 0,
      crownRadiusM: { min: 1.6, max: 2.4 },
      tone: 'green-on-soil',
      shadow: true,
      noiseSigma: 4,
      blurRadius: 0,
      touching: false,
    });
    const image = path.join(dir, 'orchard.png');
    await writeFile(
      image,
      await sharp(Buffer.from(scene.rgb), { raw: { width: 300, height: 300, channels: 3 } })
        .png()
        .toBuffer(),
    );
    const overlay = path.join(dir, 'overlay.png');
    const lines: string[] = [];
    await runCli([image, '--resolution', '0.25', '--overlay', overlay], (line) => lines.push(line));

    expect(lines[0]).toBe('x,y,confidence');
    const points = lines.slice(1).map((line) => {
      const [x, y, confidence] = line.split(',').map(Number);
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
      return { x: x!, y: y! };
    });
    expect(scoreDetections(scene.truth, points, scene.spacingPx / 2).f1).toBeGreaterThan(0.95);
    const written = await sharp(await readFile(overlay)).metadata();
    expect([written.format, written.width, written.height]).toEqual(['png', 300, 300]);
  });

  it('says so when the file is not an image', async () => {
    const text = path.join(dir, 'notes.png');
    await writeFile(text, 'not an image');
    await expect(runCli([text, '--resolution', '0.2'], () => undefined)).rejects.toThrow(
      /Cannot read .*notes\.png as an image/,
    );
  });
});
