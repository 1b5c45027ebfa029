/** A deterministic synthetic orchard: an aerial RGB image with the exact centre of every crown. */
import { addNoise, boxBlur, createCanvas, fillTexture, toBytes } from './canvas';
import type { Rgb } from './canvas';
import { makeCrown, paintCrown, paintShadow } from './crowns';
import { insideImage, layTrees } from './layout';
import type { Point } from './layout';
import { createRandom } from './random';
import type { Random } from './random';

export type CrownTone = 'dark-on-grass' | 'green-on-soil';

export interface OrchardOptions {
  widthPx: number;
  heightPx: number;
  metresPerPixel: number;
  /** In-row spacing in metres, 5..10. */
  spacingM: number;
  /** Direction of the rows, degrees from the image x axis (clockwise, y down). */
  angleDeg: number;
  /** Spacing between rows in metres; the in-row spacing when left out. */
  rowSpacingM?: number;
  /** Probability that a lattice position is empty. */
  missingRate: number;
  /** Extra off-lattice trees as a fraction of the lattice trees. */
  extraRate: number;
  crownRadiusM: { min: number; max: number };
  tone: CrownTone;
  shadow: boolean;
  /** Standard deviation of the Gaussian sensor noise, in 0..255 units. */
  noiseSigma: number;
  /** Box blur radius in pixels, 0 for none. */
  blurRadius: number;
  /** Crowns wide enough to touch and overlap their neighbours (overrides crownRadiusM). */
  touching: boolean;
  /** 'random' drops the lattice; defaults to 'lattice'. */
  placement?: 'lattice' | 'random';
}

export interface OrchardScene {
  width: number;
  height: number;
  /** RGB bytes, row-major, 3 per pixel. */
  rgb: Uint8Array;
  /** Crown centres in pixels, for every tree whose centre is inside the image. */
  truth: Point[];
  spacingPx: number;
  rowSpacingPx: number;
  angleDeg: number;
}

interface Palette {
  ground: Rgb;
  crown: Rgb;
}

const PALETTES: Record<CrownTone, Palette> = {
  'dark-on-grass': { ground: [118, 146, 78], crown: [56, 70, 40] },
  'green-on-soil': { ground: [178, 150, 114], crown: [74, 112, 52] },
};

export function generateOrchard(seed: number, options: OrchardOptions): OrchardScene {
  const random = createRandom(seed);
  const width = options.widthPx;
  const height = options.heightPx;
  const spacingPx = options.spacingM / options.metresPerPixel;
  const rowSpacingPx = (options.rowSpacingM ?? options.spacingM) / options.metresPerPixel;
  const palette = PALETTES[options.tone];

  const canvas = createCanvas(width, height);
  fillTexture(canvas, palette.ground, 6, random);

  const centres = layTrees(
    {
      width,
      height,
      spacingPx,
      rowSpacingPx,
      angleDeg: options.angleDeg,
      missingRate: options.missingRate,
      extraRate: options.extraRate,
      placement: options.placement ?? 'lattice',
      jitter: 0.03,
    },
    random,
  );
  const minSpacing = Math.min(spacingPx, rowSpacingPx);
  const crowns = centres.map((centre) => {
    const radius = options.touching
      ? random.range(0.48, 0.56) * minSpacing
      : random.range(options.crownRadiusM.min, options.crownRadiusM.max) / options.metresPerPixel;
    return makeCrown(centre.x, centre.y, radius, varyTone(palette.crown, random), random);
  });

  const sunAngle = random.range(0, 2 * Math.PI);
  if (options.shadow) for (const crown of crowns) paintShadow(canvas, crown, sunAngle, 0.5);
  for (const crown of crowns) paintCrown(canvas, crown, sunAngle, random);
  boxBlur(canvas, options.blurRadius);
  addNoise(canvas, options.noiseSigma, random);

  return {
    width,
    height,
    rgb: toBytes(canvas),
    truth: centres.filter((centre) => insideImage(centre, width, height)),
    spacingPx,
    rowSpacingPx,
    angleDeg: options.angleDeg,
  };
}

/** Each crown gets its own brightness and a slight hue shift. */
function varyTone(base: Rgb, random: Random): Rgb {
  const light = random.range(0.82, 1.15);
  const shift = random.gaussian(4);
  return [base[0] * light + shift, base[1] * light - shift / 2, base[2] * light];
}
