/**
 * The first image file directory (IFD) of a classic TIFF, little or big endian, and the
 * GeoTIFF georeference in it: ModelPixelScaleTag (33550) with ModelTiepointTag (33922),
 * or ModelTransformationTag (34264), and the GeoKeyDirectoryTag (34735) for the
 * coordinate system. Only the directory is read here; sharp decodes the pixels.
 *
 * Every offset and count is checked against the file, so a damaged or hostile file ends
 * in a readable TiffError, never in reads outside the buffer.
 */
import { isSupportedCrs, unsupportedCrsMessage } from '../detection';
import type { Affine, Georeference } from '../detection';

export const TAG = {
  imageWidth: 256,
  imageLength: 257,
  modelPixelScale: 33550,
  modelTiepoint: 33922,
  modelTransformation: 34264,
  geoKeyDirectory: 34735,
  geoDoubleParams: 34736,
} as const;

const GEO_KEY = {
  modelType: 1024,
  rasterType: 1025,
  geographicType: 2048,
  projectedCsType: 3072,
} as const;

const MODEL_TYPE_PROJECTED = 1;
const MODEL_TYPE_GEOGRAPHIC = 2;
const RASTER_PIXEL_IS_POINT = 2;
const USER_DEFINED = 32767;

/** Size in bytes of one value of each TIFF field type (TIFF 6.0, section 2). */
const TYPE_SIZES: Record<number, number> = {
  1: 1, // BYTE
  2: 1, // ASCII
  3: 2, // SHORT
  4: 4, // LONG
  5: 8, // RATIONAL
  6: 1, // SBYTE
  7: 1, // UNDEFINED
  8: 2, // SSHORT
  9: 4, // SLONG
  10: 8, // SRATIONAL
  11: 4, // FLOAT
  12: 8, // DOUBLE
  13: 4, // IFD
};

/** A readable reason the TIFF cannot be used; the route answers it as a 400. */
export class TiffError extends Error {
  override name = 'TiffError';
}

interface Entry {
  type: number;
  count: number;
  /** Where the values start in the file. */
  offset: number;
}

export class TiffDirectory {
  constructor(
    private readonly data: Buffer,
    readonly littleEndian: boolean,
    private readonly entries: ReadonlyMap<number, Entry>,
  ) {}

  has(tag: number): boolean {
    return this.entries.has(tag);
  }

  /** The tag's values as numbers (rationals divided out), or undefined when absent. */
  numbers(tag: number): number[] | undefined {
    const entry = this.entries.get(tag);
    if (!entry) return undefined;
    const { type, count, offset } = entry;
    const size = TYPE_SIZES[type] as number;
    const values: number[] = [];
    for (let i = 0; i < count; i++) values.push(this.value(type, offset + i * size));
    return values;
  }

  /** The tag's single whole-number value (SHORT or LONG), or undefined when absent. */
  integer(tag: number): number | undefined {
    const values = this.numbers(tag);
    if (values === undefined) return undefined;
    const [value] = values;
    if (values.length !== 1 || value === undefined || !Number.isInteger(value)) {
      throw new TiffError(`tag ${tag} must hold one whole number`);
    }
    return value;
  }

  private value(type: number, at: number): number {
    const d = this.data;
    const le = this.littleEndian;
    switch (type) {
      case 1:
      case 2:
      case 7:
        return d.readUInt8(at);
      case 6:
        return d.readInt8(at);
      case 3:
        return le ? d.readUInt16LE(at) : d.readUInt16BE(at);
      case 8:
        return le ? d.readInt16LE(at) : d.readInt16BE(at);
      case 4:
      case 13:
        return le ? d.readUInt32LE(at) : d.readUInt32BE(at);
      case 9:
        return le ? d.readInt32LE(at) : d.readInt32BE(at);
      case 5:
        return this.value(4, at) / this.value(4, at + 4);
      case 10:
        return this.value(9, at) / this.value(9, at + 4);
      case 11:
        return le ? d.readFloatLE(at) : d.readFloatBE(at);
      case 12:
        return le ? d.readDoubleLE(at) : d.readDoubleBE(at);
      default:
        throw new TiffError(`field type ${type} is not a TIFF type`);
    }
  }
}

/** TIFF by its first four bytes: `II*\0` (little endian) or `MM\0*` (big endian). */
export function isTiff(data: Buffer): boolean {
  if (data.length < 4) return false;
  const head = data.subarray(0, 4).toString('latin1');
  return head === 'II*\0' || head === 'MM\0*';
}

/** BigTIFF (`II+\0` / `MM\0+`): not read here. */
export function isBigTiff(data: Buffer): boolean {
  if (data.length < 4) return false;
  const head = data.subarray(0, 4).toString('latin1');
  return head === 'II+\0' || head === 'MM\0+';
}

/** The first IFD of a classic TIFF. */
export function readTiffDirectory(data: Buffer): TiffDirectory {
  if (!isTiff(data)) throw new TiffError('it does not start with a TIFF header');
  const littleEndian = data[0] === 0x49;
  const u16 = (at: number) => (littleEndian ? data.readUInt16LE(at) : data.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? data.readUInt32LE(at) : data.readUInt32BE(at));
  if (data.length < 8) throw new TiffError('the file ends inside its header');
  const ifd = u32(4);
  if (ifd < 8 || ifd + 2 > data.length)
    throw new TiffError('its first directory is outside the file');
  const count = u16(ifd);
  if (count === 0 || ifd + 2 + count * 12 > data.length) {
    throw new TiffError('its first directory is cut off');
  }
  const entries = new Map<number, Entry>();
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    const tag = u16(at);
    const type = u16(at + 2);
    const values = u32(at + 4);
    const size = TYPE_SIZES[type];
    // Unknown types may be skipped (TIFF 6.0); they are never tags read here.
    if (size === undefined) continue;
    const bytes = size * values;
    const offset = bytes <= 4 ? at + 8 : u32(at + 8);
    if (offset + bytes > data.length) {
      throw new TiffError(`the values of tag ${tag} lie outside the file`);
    }
    entries.set(tag, { type, count: values, offset });
  }
  return new TiffDirectory(data, littleEndian, entries);
}

export interface GeoTiffInfo {
  width: number;
  height: number;
  /** null: a plain TIFF, without georeferencing tags. */
  georeference: Georeference | null;
}

/** Size and georeference of a (Geo)TIFF from its first directory. */
export function readGeoTiff(data: Buffer): GeoTiffInfo {
  const directory = readTiffDirectory(data);
  const width = directory.integer(TAG.imageWidth);
  const height = directory.integer(TAG.imageLength);
  if (!width || !height) throw new TiffError('it does not say its width and height');
  const hasTransform =
    directory.has(TAG.modelTransformation) ||
    directory.has(TAG.modelPixelScale) ||
    directory.has(TAG.modelTiepoint);
  const hasKeys = directory.has(TAG.geoKeyDirectory);
  if (!hasTransform && !hasKeys) return { width, height, georeference: null };
  if (!hasKeys) {
    throw new TiffError(
      'it has a pixel-to-map transform but no GeoKeyDirectory, so its coordinate system is unknown',
    );
  }
  const keys = readGeoKeys(directory);
  const epsg = crsCode(keys);
  let transform = modelTransform(directory);
  if (keys.get(GEO_KEY.rasterType) === RASTER_PIXEL_IS_POINT) {
    // The model positions are those of pixel centres: corner (0, 0) is half a pixel earlier.
    const [a, b, c, d, e, f] = transform;
    transform = [a, b, c - (a + b) / 2, d, e, f - (d + e) / 2];
  }
  if (
    !transform.every(Number.isFinite) ||
    transform[0] * transform[4] - transform[1] * transform[3] === 0
  ) {
    throw new TiffError('its pixel-to-map transform is degenerate');
  }
  return { width, height, georeference: { epsg, transform } };
}

/** GeoKey id → value (SHORT values in the directory, or the first GeoDoubleParams value). */
function readGeoKeys(directory: TiffDirectory): Map<number, number> {
  const words = directory.numbers(TAG.geoKeyDirectory) ?? [];
  const doubles = directory.numbers(TAG.geoDoubleParams) ?? [];
  const [version, , , count = 0] = words;
  if (version !== 1 || words.length < 4 + count * 4) {
    throw new TiffError('its GeoKeyDirectory is malformed');
  }
  const keys = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const [id, location, , value] = words.slice(4 + i * 4, 8 + i * 4) as [
      number,
      number,
      number,
      number,
    ];
    if (location === 0) keys.set(id, value);
    else if (location === TAG.geoDoubleParams && doubles[value] !== undefined) {
      keys.set(id, doubles[value]);
    }
  }
  return keys;
}

function crsCode(keys: ReadonlyMap<number, number>): Georeference['epsg'] {
  const modelType = keys.get(GEO_KEY.modelType);
  const projected = keys.get(GEO_KEY.projectedCsType);
  const geographic = keys.get(GEO_KEY.geographicType);
  let code: number | undefined;
  if (modelType === MODEL_TYPE_PROJECTED) code = projected;
  else if (modelType === MODEL_TYPE_GEOGRAPHIC) code = geographic;
  else if (modelType === undefined) code = projected ?? geographic;
  else throw new TiffError('its model is neither projected nor geographic (a geocentric model)');
  if (code === undefined || code === USER_DEFINED) {
    throw new TiffError(
      'its coordinate system has no EPSG code (user-defined); export it in EPSG:4326, EPSG:3857 or EPSG:2100',
    );
  }
  if (!isSupportedCrs(code)) throw new UnsupportedCrsError(code);
  return code;
}

/** A coordinate system this API cannot convert; the message names its EPSG code. */
export class UnsupportedCrsError extends Error {
  override name = 'UnsupportedCrsError';

  constructor(readonly code: number) {
    super(unsupportedCrsMessage(code));
  }
}

function modelTransform(directory: TiffDirectory): Affine {
  const matrix = directory.numbers(TAG.modelTransformation);
  if (matrix) {
    if (matrix.length !== 16) throw new TiffError('its ModelTransformationTag needs 16 values');
    const [a, b, , c, d, e, , f] = matrix as number[];
    return [a, b, c, d, e, f] as Affine;
  }
  const scale = directory.numbers(TAG.modelPixelScale);
  const tiepoints = directory.numbers(TAG.modelTiepoint);
  if (!tiepoints || tiepoints.length < 6 || tiepoints.length % 6 !== 0) {
    throw new TiffError(
      'it has no ModelTiepointTag (or ModelTransformationTag) to place its pixels',
    );
  }
  if (!scale) {
    throw new TiffError(
      'it is placed by control points only, without ModelPixelScaleTag; warp it to a north-up grid first',
    );
  }
  const [sx = NaN, sy = NaN] = scale;
  if (!(sx > 0) || !(sy > 0)) throw new TiffError('its ModelPixelScaleTag must be positive');
  const [i = 0, j = 0, , x = 0, y = 0] = tiepoints;
  return [sx, 0, x - i * sx, 0, -sy, y + j * sy] as Affine;
}
