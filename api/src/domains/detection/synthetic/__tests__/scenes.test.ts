import { SCENES, buildScene } from '../scenes';
import type { SceneKind } from '../scenes';

const KINDS: SceneKind[] = [
  'dark-on-grass',
  'green-on-soil',
  'shadows',
  'touching',
  'gaps',
  'angles',
  'noise-blur',
  'random',
  'young-dense',
  'interplanted',
  'grass',
];

describe('benchmark scenes', () => {
  it('has at least 20 scenes with unique names and seeds', () => {
    expect(SCENES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SCENES.map((s) => s.name)).size).toBe(SCENES.length);
    expect(new Set(SCENES.map((s) => s.seed)).size).toBe(SCENES.length);
  });

  it('covers every scene kind of the benchmark', () => {
    for (const kind of KINDS)
      expect(SCENES.filter((s) => s.kind === kind).length).toBeGreaterThanOrEqual(2);
  });

  it('makes each scene about one hectare at 0.2-0.3 m/px with 4-10 m spacing (4 only for young plantings)', () => {
    for (const { kind, options } of SCENES) {
      const areaM2 = options.widthPx * options.heightPx * options.metresPerPixel ** 2;
      expect(areaM2).toBeGreaterThan(9_000);
      expect(areaM2).toBeLessThan(11_000);
      expect(options.metresPerPixel).toBeGreaterThanOrEqual(0.2);
      expect(options.metresPerPixel).toBeLessThanOrEqual(0.3);
      expect(options.spacingM).toBeGreaterThanOrEqual(kind === 'young-dense' ? 4 : 5);
      expect(options.spacingM).toBeLessThanOrEqual(10);
    }
  });

  it('marks each kind by its options', () => {
    for (const { kind, options } of SCENES) {
      if (kind === 'green-on-soil') expect(options.tone).toBe('green-on-soil');
      if (kind === 'shadows') expect(options.shadow).toBe(true);
      if (kind === 'touching') expect(options.touching).toBe(true);
      if (kind === 'gaps') expect(options.missingRate).toBeGreaterThan(0);
      if (kind === 'noise-blur') expect(options.blurRadius).toBeGreaterThan(0);
      if (kind === 'random') expect(options.placement).toBe('random');
      if (kind === 'young-dense') expect(options.crownRadiusM.max).toBeLessThanOrEqual(1);
      if (kind === 'interplanted')
        expect(options.interplant === true || (options.youngShare ?? 0) > 0).toBe(true);
      if (kind === 'grass') {
        expect(options.tone).toBe('faint-on-grass');
        expect(options.weedsPerHectare).toBeGreaterThan(0);
      }
    }
    const angles = new Set(
      SCENES.filter((s) => s.kind === 'angles').map((s) => s.options.angleDeg),
    );
    expect(angles.size).toBeGreaterThanOrEqual(3);
  });

  it('builds every scene with trees inside the image', () => {
    for (const config of SCENES) {
      const scene = buildScene(config);
      expect(scene.rgb.length).toBe(scene.width * scene.height * 3);
      expect(scene.truth.length).toBeGreaterThan(50);
    }
  });
});
