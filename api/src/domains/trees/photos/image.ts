import sharp from 'sharp';
import type { SharpOptions } from 'sharp';
import { badRequest } from '../../../lib/http-errors';
import type { PhotoFormat } from '../../../lib/storage';

export const NOT_AN_IMAGE = 'Please select an image file (JPEG, PNG or WebP)';
/** Decoded size limit: a small file can claim huge dimensions (a decompression bomb). */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = 2048;
export const THUMBNAIL_SIDE = 320;

export function tooManyPixels(maxPixels: number): string {
  return `Photo must be at most ${maxPixels / 1_000_000} megapixels`;
}

/** The format the first bytes announce (magic numbers), before any decoder sees the data. */
export function sniffFormat(data: Buffer): PhotoFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ProcessedPhoto {
  format: PhotoFormat;
  /** Upright, at most MAX_PHOTO_SIDE on its longest side, same format, no metadata. */
  image: Buffer;
  /** WebP, at most THUMBNAIL_SIDE on its longest side. */
  thumbnail: Buffer;
}

const ENCODERS = {
  jpeg: (image: sharp.Sharp) => image.jpeg({ quality: 85 }),
  png: (image: sharp.Sharp) => image.png({ compressionLevel: 9 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 85 }),
} satisfies Record<PhotoFormat, (image: sharp.Sharp) => sharp.Sharp>;

/**
 * Checks that the upload is a JPEG, PNG or WebP from its bytes, then re-encodes it: turned
 * upright by its EXIF orientation, shrunk to fit MAX_PHOTO_SIDE, every metadata block
 * (EXIF with GPS position, XMP, comments) dropped, since sharp writes none unless asked.
 * Only the re-encoded bytes are ever stored or served. Answers 400 for anything else.
 */
export async function processPhoto(
  data: Buffer,
  { maxPixels = MAX_PHOTO_PIXELS } = {},
): Promise<ProcessedPhoto> {
  const format = sniffFormat(data);
  if (!format) throw badRequest(NOT_AN_IMAGE);
  const options: SharpOptions = { limitInputPixels: maxPixels, failOn: 'error' };
  const metadata = await sharp(data, options)
    .metadata()
    .catch((error: unknown) => {
      throw refusal(error, maxPixels);
    });
  if (metadata.format !== format) throw badRequest(NOT_AN_IMAGE);
  if (metadata.width * metadata.height > maxPixels) throw badRequest(tooManyPixels(maxPixels));

  const upright = sharp(data, options).rotate().timeout({ seconds: 30 });
  const withinSquare = (side: number) =>
    upright.clone().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  try {
    const [image, thumbnail] = await Promise.all([
      ENCODERS[format](withinSquare(MAX_PHOTO_SIDE)).toBuffer(),
      withinSquare(THUMBNAIL_SIDE).webp({ quality: 75 }).toBuffer(),
    ]);
    return { format, image, thumbnail };
  } catch (error) {
    // Truncated or corrupt data surfaces only when the pixels are decoded.
    throw refusal(error, maxPixels);
  }
}

function refusal(error: unknown, maxPixels: number) {
  const message = error instanceof Error ? error.message : '';
  return badRequest(/pixel limit/i.test(message) ? tooManyPixels(maxPixels) : NOT_AN_IMAGE);
}
