// Draws the installable app's icons (shared/webpack/icons/*.png) from shared/webpack/favicon.svg,
// once, with sharp: `node scripts/make-icons.mjs`. The PNGs are committed, so a build needs no
// image tool; run this again only when the favicon changes.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib.mjs';

const WEBPACK = path.join(ROOT, 'shared', 'webpack');
const OUT = path.join(WEBPACK, 'icons');
const favicon = readFileSync(path.join(WEBPACK, 'favicon.svg'), 'utf8').trim();

/** The favicon's drawing without its rounded tile: what sits inside the tile. */
const inner = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect [^>]*\/>/, '');
const tile = /<rect [^>]*fill="([^"]+)"/.exec(favicon)?.[1];
if (!tile) throw new Error('favicon.svg: no tile colour found');

/**
 * A full-bleed square for launchers that cut their own shape (maskable, Apple's touch icon):
 * the tree shrunk into the middle 70%, inside the 80% circle every mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${tile}"/><g transform="translate(32 33) scale(0.7) translate(-32 -33)">${inner}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

mkdirSync(OUT, { recursive: true });
for (const { file, svg, size } of ICONS) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
  console.log(`${path.relative(ROOT, path.join(OUT, file))} (${size}x${size})`);
}
