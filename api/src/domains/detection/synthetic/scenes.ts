/** The benchmark's named synthetic scenes: about one hectare each, from fixed seeds. */
import { generateOrchard } from './orchard';
import type { OrchardOptions, OrchardScene } from './orchard';

export type SceneKind =
  | 'dark-on-grass'
  | 'green-on-soil'
  | 'shadows'
  | 'touching'
  | 'gaps'
  | 'angles'
  | 'noise-blur'
  | 'random'
  | 'young-dense'
  | 'interplanted'
  | 'grass';

export interface SceneConfig {
  name: string;
  kind: SceneKind;
  seed: number;
  options: OrchardOptions;
}

/** 100 m square at the given resolution, a clean lattice of dark crowns on grass. */
function hectare(metresPerPixel: number, overrides: Partial<OrchardOptions>): OrchardOptions {
  const side = Math.round(100 / metresPerPixel);
  return {
    widthPx: side,
    heightPx: side,
    metresPerPixel,
    spacingM: 7,
    angleDeg: 0,
    missingRate: 0,
    extraRate: 0,
    crownRadiusM: { min: 1.6, max: 2.4 },
    tone: 'dark-on-grass',
    shadow: false,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
    ...overrides,
  };
}

function scene(kind: SceneKind, index: number, seed: number, options: OrchardOptions): SceneConfig {
  return { name: `${kind}-${index}`, kind, seed, options };
}

export const SCENES: readonly SceneConfig[] = [
  scene('dark-on-grass', 1, 1001, hectare(0.2, { spacingM: 6, angleDeg: 0 })),
  scene(
    'dark-on-grass',
    2,
    1002,
    hectare(0.25, { spacingM: 8, angleDeg: 12, crownRadiusM: { min: 1.8, max: 3 } }),
  ),
  scene('dark-on-grass', 3, 1003, hectare(0.3, { spacingM: 10, rowSpacingM: 8, angleDeg: 33 })),
  scene(
    'green-on-soil',
    1,
    2001,
    hectare(0.2, { tone: 'green-on-soil', spacingM: 7, angleDeg: 5 }),
  ),
  scene(
    'green-on-soil',
    2,
    2002,
    hectare(0.25, {
      tone: 'green-on-soil',
      spacingM: 5,
      angleDeg: 60,
      crownRadiusM: { min: 1.1, max: 1.8 },
    }),
  ),
  scene(
    'green-on-soil',
    3,
    2003,
    hectare(0.3, { tone: 'green-on-soil', spacingM: 9, rowSpacingM: 10, angleDeg: -20 }),
  ),
  scene('shadows', 1, 3001, hectare(0.2, { shadow: true, spacingM: 7, angleDeg: 15 })),
  scene(
    'shadows',
    2,
    3002,
    hectare(0.25, { shadow: true, tone: 'green-on-soil', spacingM: 8, angleDeg: 45 }),
  ),
  scene(
    'shadows',
    3,
    3003,
    hectare(0.3, {
      shadow: true,
      tone: 'green-on-soil',
      spacingM: 6,
      angleDeg: -70,
      crownRadiusM: { min: 1.3, max: 2 },
    }),
  ),
  scene('touching', 1, 4001, hectare(0.2, { touching: true, spacingM: 6, angleDeg: 8 })),
  scene(
    'touching',
    2,
    4002,
    hectare(0.25, {
      touching: true,
      tone: 'green-on-soil',
      spacingM: 5,
      rowSpacingM: 8,
      angleDeg: 30,
    }),
  ),
  scene(
    'touching',
    3,
    4003,
    hectare(0.3, {
      touching: true,
      shadow: true,
      tone: 'green-on-soil',
      spacingM: 7,
      angleDeg: -40,
    }),
  ),
  scene('gaps', 1, 5001, hectare(0.2, { missingRate: 0.15, spacingM: 7, angleDeg: 3 })),
  scene(
    'gaps',
    2,
    5002,
    hectare(0.25, {
      missingRate: 0.25,
      extraRate: 0.05,
      tone: 'green-on-soil',
      spacingM: 8,
      angleDeg: 25,
    }),
  ),
  scene(
    'gaps',
    3,
    5003,
    hectare(0.3, { missingRate: 0.3, extraRate: 0.08, shadow: true, spacingM: 6, angleDeg: -55 }),
  ),
  scene('angles', 1, 6001, hectare(0.2, { spacingM: 7, angleDeg: 45, missingRate: 0.05 })),
  scene(
    'angles',
    2,
    6002,
    hectare(0.25, { spacingM: 6, angleDeg: 73, tone: 'green-on-soil', missingRate: 0.05 }),
  ),
  scene(
    'angles',
    3,
    6003,
    hectare(0.3, { spacingM: 9, rowSpacingM: 7, angleDeg: -17, shadow: true }),
  ),
  scene('angles', 4, 6004, hectare(0.25, { spacingM: 8, angleDeg: 121, extraRate: 0.03 })),
  scene(
    'noise-blur',
    1,
    7001,
    hectare(0.2, { noiseSigma: 12, blurRadius: 1, spacingM: 7, angleDeg: 10 }),
  ),
  scene(
    'noise-blur',
    2,
    7002,
    hectare(0.25, {
      noiseSigma: 18,
      blurRadius: 2,
      tone: 'green-on-soil',
      spacingM: 8,
      angleDeg: -30,
    }),
  ),
  scene(
    'noise-blur',
    3,
    7003,
    hectare(0.3, { noiseSigma: 10, blurRadius: 2, shadow: true, spacingM: 6, angleDeg: 50 }),
  ),
  scene('random', 1, 8001, hectare(0.2, { placement: 'random', spacingM: 7 })),
  scene(
    'random',
    2,
    8002,
    hectare(0.25, { placement: 'random', tone: 'green-on-soil', spacingM: 8, shadow: true }),
  ),
  scene(
    'random',
    3,
    8003,
    hectare(0.3, { placement: 'random', spacingM: 6, noiseSigma: 8, blurRadius: 1 }),
  ),
  // Young high-density plantings: crowns of 1 to 2 m at about 4 m, rows out of phase.
  scene(
    'young-dense',
    1,
    9001,
    hectare(0.2, {
      tone: 'green-on-soil',
      spacingM: 4,
      rowSpacingM: 5.5,
      angleDeg: 38,
      crownRadiusM: { min: 0.5, max: 1 },
      missingRate: 0.04,
      rowPhases: true,
    }),
  ),
  scene(
    'young-dense',
    2,
    9002,
    hectare(0.25, {
      spacingM: 4,
      rowSpacingM: 6,
      angleDeg: -24,
      crownRadiusM: { min: 0.6, max: 1 },
      missingRate: 0.08,
      shadow: true,
    }),
  ),
  // Old groves with young trees: halfway along the rows, or replanted where old ones died.
  scene(
    'interplanted',
    1,
    9101,
    hectare(0.2, {
      tone: 'green-on-soil',
      spacingM: 8,
      angleDeg: 14,
      crownRadiusM: { min: 1.8, max: 2.6 },
      interplant: true,
    }),
  ),
  scene(
    'interplanted',
    2,
    9102,
    hectare(0.2, {
      spacingM: 7,
      rowSpacingM: 8,
      angleDeg: -35,
      crownRadiusM: { min: 1.8, max: 2.6 },
      youngShare: 0.25,
      shadow: true,
    }),
  ),
  // Faint crowns on grass, among weeds and tufts.
  scene(
    'grass',
    1,
    9201,
    hectare(0.2, {
      tone: 'faint-on-grass',
      spacingM: 7,
      angleDeg: 22,
      weedsPerHectare: 400,
    }),
  ),
  scene(
    'grass',
    2,
    9202,
    hectare(0.25, {
      tone: 'faint-on-grass',
      spacingM: 6,
      rowSpacingM: 8,
      angleDeg: -62,
      weedsPerHectare: 600,
      noiseSigma: 8,
    }),
  ),
];

export function buildScene(config: SceneConfig): OrchardScene {
  return generateOrchard(config.seed, config.options);
}
