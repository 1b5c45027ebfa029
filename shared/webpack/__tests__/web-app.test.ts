import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppTheme } from '../../src/theme/create-theme';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { webAppManifest } = require('../web-app') as {
  webAppManifest: () => {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
};

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  const manifest = webAppManifest();

  it('installs as "Grovekeeper", standalone, opening on tree tagging', () => {
    expect(manifest).toMatchObject({
      name: 'Grovekeeper',
      short_name: 'Grovekeeper',
      start_url: '/tree-tagging',
      display: 'standalone',
    });
  });

  it("takes its colours from the design system's light theme", () => {
    const { palette } = createAppTheme('light');
    expect(manifest.theme_color).toBe(palette.primary.main);
    expect(manifest.background_color).toBe(palette.background.default);
  });

  it('names 192 and 512 px PNG icons and a maskable one, each of the size it says', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = path.join(__dirname, '..', icon.src.replace(/^\//, ''));
      expect(existsSync(file)).toBe(true);
      expect(icon.type).toBe('image/png');
      expect(pngSize(file)).toBe(icon.sizes);
    }
  });
});
