/**
 * `npm run detect-trees -- <image> --resolution <m/px> [--overlay out.png]`: runs the local
 * tree-crown detector on an aerial image (JPEG, PNG, WebP or TIFF) and prints one CSV line per
 * crown (x, y in pixels, confidence). With --overlay it also writes the image with the crowns
 * circled.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { detectCrowns } from '../domains/detection';

const USAGE =
  'Usage: npm run detect-trees -- <image> --resolution <metres per pixel> [--overlay <out.png>]';

export interface CliArgs {
  image: string;
  resolution: number;
  overlay?: string;
}

/** Parses the command line; throws a readable message on a bad one. */
export function parseArgs(argv: readonly string[]): CliArgs {
  let image: string | undefined;
  let resolution: number | undefined;
  let overlay: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--resolution' || arg === '-r') {
      resolution = Number(argv[++i]);
      if (!Number.isFinite(resolution) || resolution <= 0 || resolution > 5)
        throw new Error('--resolution must be the ground size of a pixel in metres, e.g. 0.25');
    } else if (arg === '--overlay' || arg === '-o') {
      overlay = argv[++i];
      if (!overlay) throw new Error('--overlay needs a file name, e.g. --overlay crowns.png');
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}. ${USAGE}`);
    } else if (image === undefined) {
      image = arg;
    } else {
      throw new Error(`Only one image at a time. ${USAGE}`);
    }
  }
  if (!image) throw new Error(USAGE);
  if (resolution === undefined) throw new Error(`--resolution is required. ${USAGE}`);
  return { image, resolution, overlay };
}

/** Largest side the command reads: 10,000 px (2 km at 0.2 m/px). */
const MAX_SIDE = 10_000;

export async function runCli(argv: readonly string[], out: (line: string) => void): Promise<void> {
  const args = parseArgs(argv);
  const { data, info } = await sharp(args.image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new Error(
        `Cannot read ${args.image} as an image: ${error instanceof Error ? error.message : error}`,
      );
    });
  if (info.width > MAX_SIDE || info.height > MAX_SIDE)
    throw new Error(
      `The image is ${info.width}x${info.height} px; the limit is ${MAX_SIDE} px a side.`,
    );
  const report = detectCrowns(
    {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    },
    { metresPerPixel: args.resolution },
  );
  out('x,y,confidence');
  for (const d of report.detections)
    out(`${d.x.toFixed(1)},${d.y.toFixed(1)},${d.confidence.toFixed(4)}`);
  if (args.overlay) {
    const radius = Math.max(3, report.crownRadiusPx);
    const circles = report.detections
      .map(
        (d) =>
          `<circle cx="${d.x.toFixed(1)}" cy="${d.y.toFixed(1)}" r="${radius.toFixed(1)}" fill="none" stroke="#ffeb3b" stroke-width="2"/>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}">${circles}</svg>`;
    const png = await sharp(args.image)
      .removeAlpha()
      .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
      .png()
      .toBuffer();
    await writeFile(args.overlay, png);
  }
}

if (require.main === module) {
  // `... | head` closes the pipe early: stop quietly, as Unix tools do.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  runCli(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)).catch(
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
