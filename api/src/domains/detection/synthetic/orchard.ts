/** A deterministic synthetic orchard: an aerial RGB image with the exact centre of every crown. */
import { addNoise, boxBlur, createCanvas, fillTexture, toBytes } from './canvas';
import type { Rgb } from './canvas';
import { makeCrown, paintCrown, paintShadow } from './crowns';
import type { Crown } from './crowns';
import { insideImage, layTrees } from './layout';
import type { TreePoint } from './layout';
import { createRandom } from './random';
import type { Random } from './random';

export type CrownTone = 'dark-on-grass' | 'green-on-soil' | 'faint-on-grass';

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
  /** Share of the lattice's trees that are young (replanted gaps), with young crowns. */
  youngShare?: number;
  /** A young tree halfway between each two trees of a row: two crown sizes on one lattice. */
  interplant?: boolean;
  /** Crown radius of young trees, in metres; 0.5 to 1 m when left out. */
  youngCrownRadiusM?: { min: number; max: number };
  /** Each row starts at its own random point: rows out of phase, no two-dimensional lattice. */
  rowPhases?: boolean;
  /** Small dark weeds and tufts scattered on the ground (not trees), per hectare. */
  weedsPerHectare?: number;
  /**
   * Large old crowns of two lobes (limbs grown apart): each old crown is painted as two
   * overlapping halves whose centres stand `lobeSpreadM` apart (along a random direction), each
   * lit from the sun's side, with a shaded hollow between them. The tree's centre is between.
   */
  lobeSpreadM?: number;
  /**
   * The lobes' direction, the same for every crown (degrees from the x axis): a crown's lit
   * side and its shaded side part it along the sun's direction, alike on every crown of one
   * photo. Unset: a random direction per crown.
   */
  lobeAngleDeg?: number;
  /**
   * The parcel, in pixels: the orthophoto is clipped to it (pure white outside, as the real
   * tiles are), and only trees whose centre is inside it are in the truth.
   */
  parcel?: readonly { x: number; y: number }[];
}

export interface OrchardScene {
  width: number;
  height: number;
  /** RGB bytes, row-major, 3 per pixel. */
  rgb: Uint8Array;
  /** Crown centres in pixels, for every tree whose centre is inside the image (young ones marked). */
  truth: TreePoint[];
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
  // Low contrast: olive crowns barely darker than the green grass they stand in.
  'faint-on-grass': { ground: [112, 136, 74], crown: [90, 112, 62] },
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
      interplant: options.interplant,
      rowPhases: options.rowPhases,
    },
    random,
  );
  const minSpacing = Math.min(spacingPx, rowSpacingPx);
  const youngRadius = options.youngCrownRadiusM ?? { min: 0.5, max: 1 };
  const trees = centres.map((centre): TreePoint => {
    const young =
      centre.young || (options.youngShare !== undefined && random.next() < options.youngShare);
    return young ? { x: centre.x, y: centre.y, young: true } : { x: centre.x, y: centre.y };
  });
  const crowns = trees.flatMap((centre) => {
    const radius = centre.young
      ? random.range(youngRadius.min, youngRadius.max) / options.metresPerPixel
      : options.touching
        ? random.range(0.48, 0.56) * minSpacing
        : random.range(options.crownRadiusM.min, options.crownRadiusM.max) / options.metresPerPixel;
    const tone = varyTone(palette.crown, random);
    if (!options.lobeSpreadM || centre.young)
      return [makeCrown(centre.x, centre.y, radius, tone, random)];
    // Two lobes: together as wide as the crown, their centres lobeSpreadM apart.
    const half = options.lobeSpreadM / options.metresPerPixel / 2;
    const randomAngle = random.range(0, Math.PI);
    const angle =
      options.lobeAngleDeg === undefined ? randomAngle : (options.lobeAngleDeg * Math.PI) / 180;
    const dx = Math.cos(angle) * half;
    const dy = Math.sin(angle) * half;
    const lobeRadius = Math.max(radius - half, 0.6 * radius);
    return [
      makeCrown(centre.x + dx, centre.y + dy, lobeRadius, tone, random),
      makeCrown(centre.x - dx, centre.y - dy, lobeRadius, varyTone(tone, random), random),
    ];
  });
  const weeds = scatterWeeds(options, palette.crown, random);

  const sunAngle = random.range(0, 2 * Math.PI);
  if (options.shadow) for (const crown of crowns) paintShadow(canvas, crown, sunAngle, 0.5);
  for (const weed of weeds) paintCrown(canvas, weed, sunAngle, random);
  for (const crown of crowns) paintCrown(canvas, crown, sunAngle, random);
  boxBlur(canvas, options.blurRadius);
  addNoise(canvas, options.noiseSigma, random);
  const rgb = toBytes(canvas);
  const parcel = options.parcel;
  if (parcel) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!insideParcel({ x: x + 0.5, y: y + 0.5 }, parcel))
          rgb.fill(255, (y * width + x) * 3, (y * width + x) * 3 + 3);
      }
    }
  }

  return {
    width,
    height,
    rgb,
    truth: trees.filter(
      (centre) => insideImage(centre, width, height) && (!parcel || insideParcel(centre, parcel)),
    ),
    // Interplanted rows hold a tree every half step.
    spacingPx: options.interplant ? spacingPx / 2 : spacingPx,
    rowSpacingPx,
    angleDeg: options.angleDeg,
  };
}

/** Even-odd rule. */
function insideParcel(p: { x: number; y: number }, polygon: readonly { x: number; y: number }[]) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

/** Each crown gets its own brightness and a slight hue shift. */
function varyTone(base: Rgb, random: Random): Rgb {
  const light = random.range(0.82, 1.15);
  const shift = random.gaussian(4);
  return [base[0] * light + shift, base[1] * light - shift / 2, base[2] * light];
}

/**
 * Weeds, tufts and stones: small dark patches of 0.25 to 0.5 m radius, lighter than crowns,
 * anywhere on the ground. None with the option left out (the random stream is unchanged).
 */
function scatterWeeds(options: OrchardOptions, crownColour: Rgb, random: Random): Crown[] {
  const perHectare = options.weedsPerHectare ?? 0;
  if (perHectare <= 0) return [];
  const hectares = (options.widthPx * options.heightPx * options.metresPerPixel ** 2) / 10_000;
  const count = Math.round(perHectare * hectares);
  const weeds: Crown[] = [];
  for (let i = 0; i < count; i++) {
    const x = random.range(0, options.widthPx);
    const y = random.range(0, options.heightPx);
    const radius = random.range(0.25, 0.5) / options.metresPerPixel;
    const tone = varyTone(crownColour, random);
    const colour: Rgb = [tone[0] * 1.15, tone[1] * 1.15, tone[2] * 1.15];
    weeds.push(makeCrown(x, y, radius, colour, random));
  }
  return weeds;
}
