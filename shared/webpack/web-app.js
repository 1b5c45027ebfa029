// The installable app: /manifest.webmanifest and its icons, emitted by the shell's build so the
// server and the gateway serve them from the site's root like the shell's other files.
const fs = require('fs');
const path = require('path');

/** The design system's light palette (shared/src/theme/create-theme.ts), tested to stay equal. */
const THEME_COLOR = '#3f6b21';
const BACKGROUND_COLOR = '#f6f7f2';

const ICONS_DIR = path.join(__dirname, 'icons');
const ICONS = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
];
/** Apple's home-screen icon (index.html links it): iOS ignores the manifest's icons. */
const APPLE_TOUCH_ICON = 'apple-touch-icon.png';

/** The manifest: brand names only (no sentence to translate), opening on tree tagging. */
function webAppManifest() {
  return {
    id: '/',
    name: 'Grovekeeper',
    short_name: 'Grovekeeper',
    start_url: '/tree-tagging',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.map(({ file, sizes, purpose }) => ({
      src: `/icons/${file}`,
      sizes,
      type: 'image/png',
      purpose,
    })),
  };
}

class WebAppManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebAppManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(webAppManifest(), null, 2)}\n`;
          compilation.emitAsset('manifest.webmanifest', new sources.RawSource(json));
          for (const file of [...ICONS.map((icon) => icon.file), APPLE_TOUCH_ICON]) {
            const source = new sources.RawSource(fs.readFileSync(path.join(ICONS_DIR, file)));
            compilation.emitAsset(`icons/${file}`, source);
          }
          compilation.fileDependencies.add(ICONS_DIR);
        },
      );
    });
  }
}

module.exports = { WebAppManifestPlugin, webAppManifest, THEME_COLOR, BACKGROUND_COLOR };
