/** At most 2 megapixels: a day of photos fits on the phone and uploads on a weak signal. */
export const MAX_PHOTO_PIXELS = 2_000_000;
const JPEG_QUALITY = 0.85;

/**
 * The size a photo is stored at: its own when it has at most `maxPixels`, else scaled down
 * keeping its proportions so that width × height ≤ maxPixels (whole pixels, at least 1).
 */
export function fitWithin(
  width: number,
  height: number,
  maxPixels: number = MAX_PHOTO_PIXELS,
): { width: number; height: number; scaled: boolean } {
  if (width * height <= maxPixels) return { width, height, scaled: false };
  const scale = Math.sqrt(maxPixels / (width * height));
  let w = Math.max(1, Math.floor(width * scale));
  let h = Math.max(1, Math.floor(height * scale));
  // Rounding never pushes it over, but keep the promise exact.
  while (w * h > maxPixels) {
    if (w >= h) w -= 1;
    else h -= 1;
  }
  return { width: w, height: h, scaled: true };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  if (typeof Image === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => undefined,
    };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encodeJpeg(image: Decoded, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    context.drawImage(image.source, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(image.source, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * The photo as it is queued: a JPEG of at most `maxPixels`. A small JPEG passes as it is; a
 * small photo of another format is re-encoded as JPEG; a larger one is scaled down. Where the
 * browser cannot decode the file (an unknown format), it passes as it is: the server checks
 * and re-encodes every upload anyway.
 */
export async function resizePhoto(file: Blob, maxPixels: number = MAX_PHOTO_PIXELS): Promise<Blob> {
  const image = await decode(file).catch(() => null);
  if (!image) return file;
  try {
    const size = fitWithin(image.width, image.height, maxPixels);
    if (!size.scaled && file.type === 'image/jpeg') return file;
    return (await encodeJpeg(image, size.width, size.height)) ?? file;
  } finally {
    image.close();
  }
}
