import { readFileSync } from 'node:fs';

let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/**
 * DejaVu Sans and DejaVu Sans Bold (npm package `dejavu-fonts-ttf`: Latin, Greek and the
 * rest), read from the package once per process and kept in memory, for PDFKit.
 */
export function dejaVu(): { regular: Buffer; bold: Buffer } {
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}
