/**
 * Checks an uploaded orthophoto and works out its georeference: the type from the bytes
 * (JPEG, PNG or TIFF magic numbers, then the decoder must agree), the size from the
 * header before any pixel is decoded, the georeference from the GeoTIFF tags or from the
 * corner fields, and finally one decoding pass to be sure the pixels are readable.
 */
import sharp from 'sharp';
import { badRequest, HttpError } from '../../lib/http-errors';
import { cornersGeoreference, PixelMapping } from '../detection';
import type { Bounds, Georeference } from '../detection';
import { isBigTiff, isTiff, readGeoTiff, TiffError, UnsupportedCrsError } from './geotiff';
import type { OrthophotoFormat } from './storage';

export const NOT_AN_ORTHOPHOTO = 'The orthophoto must be a GeoTIFF, PNG or JPEG image';
export const MAX_ORTHOPHOTO_SIDE = 10_000;
export const CORNER_FIELDS = ['north', 'south', 'east', 'west'] as const;
export type CornerField = (typeof CORNER_FIELDS)[number];

export function orthophotoTooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The orthophoto must be at most ${maxBytes / (1024 * 1024)} MB`);
}

function tooManyPixels(width: number, height: number, maxSide: number): HttpError {
  const n = (value: number) => value.toLocaleString('en-US');
  return new HttpError(
    413,
    `The orthophoto must be at most ${n(maxSide)} pixels on each side (this one is ` +
      `${n(width)} × ${n(height)}). Cut it to the estate or export it at a coarser resolution.`,
  );
}

export function sniffOrthophoto(data: Buffer): OrthophotoFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (isTiff(data)) return 'tiff';
  return null;
}

export interface InspectedOrthophoto {
  format: OrthophotoFormat;
  width: number;
  height: number;
  georeference: Georeference;
  bounds: Bounds;
}

/**
 * The orthophoto's format, upright size and georeference, or a readable 400 (413 for
 * too many pixels). `fields` are the form's text fields (north, south, east, west).
 */
export async function inspectOrthophoto(
  data: Buffer,
  fields: Partial<Record<CornerField, string>>,
  { maxSide = MAX_ORTHOPHOTO_SIDE } = {},
): Promise<InspectedOrthophoto> {
  const format = sniffOrthophoto(data);
  if (!format) {
    if (isBigTiff(data)) {
      throw badRequest('BigTIFF files are not supported: save the orthophoto as a classic GeoTIFF');
    }
    throw badRequest(NOT_AN_ORTHOPHOTO);
  }
  let tagged: Georeference | null = null;
  if (format === 'tiff') {
    const info = readTiff(data);
    if (info.width > maxSide || info.height > maxSide) {
      throw tooManyPixels(info.width, info.height, maxSide);
    }
    tagged = info.georeference;
  }
  const options = { limitInputPixels: maxSide * maxSide, failOn: 'error' as const };
  // The header alone, without the pixel limit, so that a bomb (a few KB declaring
  // 50,000 × 50,000 pixels) is refused below by its size, with a message that says so.
  const metadata = await sharp(data, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(NOT_AN_ORTHOPHOTO);
    });
  if (metadata.format !== format) throw badRequest(NOT_AN_ORTHOPHOTO);
  // JPEG and PNG are analysed upright; a GeoTIFF's tags describe its pixels as stored.
  const { width, height } = format === 'tiff' ? metadata : metadata.autoOrient;
  if (width > maxSide || height > maxSide) throw tooManyPixels(width, height, maxSide);

  const corners = parseCorners(fields);
  let georeference: Georeference;
  if (tagged) {
    if (corners) {
      throw badRequest(
        'north, south, east and west are only for PNG or JPEG orthophotos: this GeoTIFF carries its own georeference',
      );
    }
    georeference = tagged;
  } else {
    if (!corners) throw missingCorners(format, fields);
    georeference = cornersGeoreference(corners, width, height);
  }
  const bounds = new PixelMapping(georeference).bounds(width, height);
  if (!isOnEarth(bounds)) {
    throw badRequest(
      "The orthophoto's georeference places it outside the earth's latitudes and longitudes; check its coordinate system",
    );
  }

  try {
    // Decode every pixel once (at a small size) so a damaged file is refused now.
    await sharp(data, options)
      .resize(256, 256, { fit: 'inside' })
      .raw()
      .timeout({ seconds: 120 })
      .toBuffer();
  } catch {
    throw badRequest(
      `The orthophoto could not be decoded: the ${format === 'tiff' ? 'TIFF' : format.toUpperCase()} file is damaged or uses a layout that is not supported`,
    );
  }
  return { format, width, height, georeference, bounds };
}

function readTiff(data: Buffer) {
  try {
    return readGeoTiff(data);
  } catch (error) {
    if (error instanceof UnsupportedCrsError) throw badRequest(error.message);
    if (error instanceof TiffError)
      throw badRequest(`The GeoTIFF cannot be read: ${error.message}`);
    if (error instanceof RangeError) throw badRequest('The GeoTIFF cannot be read: it is cut off');
    throw error;
  }
}

function missingCorners(
  format: OrthophotoFormat,
  fields: Partial<Record<CornerField, string>>,
): HttpError {
  const missing = CORNER_FIELDS.find((field) => fields[field] === undefined) ?? 'north';
  const kind =
    format === 'tiff' ? 'A TIFF without GeoTIFF tags' : `A ${format.toUpperCase()} orthophoto`;
  return badRequest(
    `${missing} is required: ${kind} needs north, south, east and west, the WGS84 degrees of its edges`,
  );
}

/**
 * The corner fields as bounds: null when none is given; a 400 naming the field when one
 * is missing, not a number, out of range, or the wrong way round.
 */
export function parseCorners(fields: Partial<Record<CornerField, string>>): Bounds | null {
  if (CORNER_FIELDS.every((field) => fields[field] === undefined)) return null;
  const values = {} as Record<CornerField, number>;
  for (const field of CORNER_FIELDS) {
    const raw = fields[field]?.trim();
    if (raw === undefined || raw === '') {
      throw badRequest(
        `${field} is required with the other corners: the WGS84 degrees of the image's ${field} edge`,
      );
    }
    const value = Number(raw);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw) || !Number.isFinite(value)) {
      throw badRequest(`${field} must be a number of degrees (got "${raw.slice(0, 40)}")`);
    }
    const isLatitude = field === 'north' || field === 'south';
    const limit = isLatitude ? 90 : 180;
    if (value < -limit || value > limit) {
      throw badRequest(
        `${field} must be a ${isLatitude ? 'latitude' : 'longitude'} from -${limit} to ${limit}`,
      );
    }
    values[field] = value;
  }
  if (values.north <= values.south) throw badRequest('north must be greater than south');
  if (values.east <= values.west) throw badRequest('east must be greater than west');
  return values;
}

function isOnEarth(bounds: Bounds): boolean {
  const { north, south, east, west } = bounds;
  return (
    [north, south, east, west].every(Number.isFinite) &&
    south >= -90 &&
    north <= 90 &&
    west >= -180 &&
    east <= 180
  );
}
