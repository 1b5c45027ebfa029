import { colourModel, crownness } from '../crownness';
import type { RgbImage } from '../image';

/** A width x height image of `ground` with a square of `crown` in its middle third. */
function twoColourImage(ground: number[], crown: number[], size = 30): RgbImage {
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = x >= size / 3 && x < (2 * size) / 3 && y >= size / 3 && y < (2 * size) / 3;
      data.set(inside ? crown : ground, (y * size + x) * 3);
    }
  }
  return { width: size, height: size, data };
}

describe('colourModel', () => {
  it('takes the darker colour for crowns when dark olives stand on lighter grass', () => {
    const model = colourModel(twoColourImage([118, 146, 78], [56, 70, 40]));
    expect(model.crown).toEqual([56, 70, 40]);
    expect(model.ground).toEqual([118, 146, 78]);
    expect(model.separation).toBeGreaterThan(50);
  });

  it('takes the green crowns and not the soil when green crowns stand on bare soil', () => {
    const model = colourModel(twoColourImage([178, 150, 114], [74, 112, 52]));
    expect(model.crown).toEqual([74, 112, 52]);
  });

  it('reports no separation on a plain image, so nothing is detected there', () => {
    const model = colourModel(twoColourImage([120, 120, 120], [120, 120, 120]));
    expect(model.separation).toBe(0);
  });
});

describe('crownness', () => {
  it('is 0 on ground and 1 on crown whatever the scene colours', () => {
    const image = twoColourImage([178, 150, 114], [74, 112, 52]);
    const map = crownness(image, colourModel(image));
    expect(map.data[0]).toBeCloseTo(0);
    expect(map.data[15 * 30 + 15]).toBeCloseTo(1);
  });

  it('gives a crown shadow (darker ground) a high crownness too, so it joins its crown', () => {
    const image = twoColourImage([178, 150, 114], [74, 112, 52]);
    const model = colourModel(image);
    image.data.set([89, 75, 57], 0);
    expect(crownness(image, model).data[0]).toBeGreaterThan(0.7);
  });
});
