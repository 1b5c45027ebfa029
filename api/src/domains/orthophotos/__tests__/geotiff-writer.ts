/**
 * A minimal baseline TIFF writer for tests: uncompressed 8-bit RGB in strips, little or
 * big endian, with the GeoTIFF tags (ModelPixelScale + ModelTiepoint or
 * ModelTransformation, and a GeoKeyDirectory) when asked. Enough for sharp to decode and
 * for the API's own directory reader to georeference.
 */
import type { LatLng } from '@grovekeeper/geo';
import { egsa87ToWgs84 } from '@grovekeeper/geo/crs';
import { wgs84ToEgsa87 } from '../../detection/imagery/georeference';
import { generateOrchard } from '../../detection/synthetic/orchard';

export interface GeoTiffOptions {
  width: number;
  height: number;
  /** RGB bytes, row-major; a flat grey image when left out. */
  rgb?: Uint8Array;
  littleEndian?: boolean;
  /** Omit every geo tag (a plain TIFF). */
  plain?: boolean;
  /** EPSG code: 4326 is written as geographic, anything else as projected. */
  epsg?: number;
  /** Model units per pixel (x, y) and the model position of raster (0, 0). */
  pixelScale?: [number, number];
  tiepoint?: [number, number];
  /** The 4 × 4 ModelTransformation matrix instead of scale and tiepoint (16 values). */
  transformation?: number[];
  /** GTRasterTypeGeoKey = RasterPixelIsPoint: model positions are pixel centres. */
  pixelIsPoint?: boolean;
  /** Write the GeoKeyDirectory (default true). */
  geoKeys?: boolean;
  /** Strip data is left out (a header that only claims its size). */
  headerOnly?: boolean;
}

type FieldType = 3 | 4 | 12; // SHORT, LONG, DOUBLE
const SIZES: Record<FieldType, number> = { 3: 2, 4: 4, 12: 8 };

interface Field {
  tag: number;
  type: FieldType;
  values: number[];
}

export function writeGeoTiff(options: GeoTiffOptions): Buffer {
  const { width, height, littleEndian = true } = options;
  const rgb = options.rgb ?? new Uint8Array(width * height * 3).fill(128);
  const rowBytes = width * 3;
  const rowsPerStrip = Math.max(1, Math.min(height, Math.floor(65_536 / rowBytes)));
  const strips = Math.ceil(height / rowsPerStrip);
  const stripBytes = Array.from(
    { length: strips },
    (_, i) => Math.min(rowsPerStrip, height - i * rowsPerStrip) * rowBytes,
  );

  const fields: Field[] = [
    { tag: 256, type: 4, values: [width] },
    { tag: 257, type: 4, values: [height] },
    { tag: 258, type: 3, values: [8, 8, 8] },
    { tag: 259, type: 3, values: [1] },
    { tag: 262, type: 3, values: [2] },
    { tag: 273, type: 4, values: new Array<number>(strips).fill(0) }, // filled in below
    { tag: 277, type: 3, values: [3] },
    { tag: 278, type: 4, values: [rowsPerStrip] },
    { tag: 279, type: 4, values: stripBytes },
    { tag: 284, type: 3, values: [1] },
  ];
  if (!options.plain) {
    if (options.transformation) {
      fields.push({ tag: 34264, type: 12, values: options.transformation });
    } else {
      const [sx, sy] = options.pixelScale ?? [1, 1];
      const [x, y] = options.tiepoint ?? [0, 0];
      fields.push({ tag: 33550, type: 12, values: [sx, sy, 0] });
      fields.push({ tag: 33922, type: 12, values: [0, 0, 0, x, y, 0] });
    }
    if (options.geoKeys !== false) {
      const epsg = options.epsg ?? 4326;
      const geographic = epsg === 4326;
      const keys = [
        [1024, 0, 1, geographic ? 2 : 1],
        [1025, 0, 1, options.pixelIsPoint ? 2 : 1],
        geographic ? [2048, 0, 1, epsg] : [3072, 0, 1, epsg],
      ];
      fields.push({ tag: 34735, type: 3, values: [1, 1, 0, keys.length, ...keys.flat()] });
    }
  }
  fields.sort((a, b) => a.tag - b.tag);

  const ifdSize = 2 + fields.length * 12 + 4;
  let cursor = 8 + ifdSize;
  const placed = fields.map((field) => {
    const bytes = SIZES[field.type] * field.values.length;
    if (bytes <= 4) return { field, offset: -1 };
    const offset = cursor;
    cursor += bytes + (bytes % 2);
    return { field, offset };
  });
  const stripOffsets = stripBytes.map((_, i) => cursor + i * rowsPerStrip * rowBytes);
  (fields.find((field) => field.tag === 273) as Field).values = stripOffsets;
  const total = cursor + (options.headerOnly ? 0 : height * rowBytes);

  const out = Buffer.alloc(total);
  const u16 = (value: number, at: number) =>
    littleEndian ? out.writeUInt16LE(value, at) : out.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    littleEndian ? out.writeUInt32LE(value, at) : out.writeUInt32BE(value, at);
  const f64 = (value: number, at: number) =>
    littleEndian ? out.writeDoubleLE(value, at) : out.writeDoubleBE(value, at);
  const writeValues = (field: Field, at: number) => {
    field.values.forEach((value, i) => {
      const position = at + i * SIZES[field.type];
      if (field.type === 3) u16(value, position);
      else if (field.type === 4) u32(value, position);
      else f64(value, position);
    });
  };

  out.write(littleEndian ? 'II' : 'MM', 0, 'latin1');
  u16(42, 2);
  u32(8, 4);
  u16(fields.length, 8);
  placed.forEach(({ field, offset }, i) => {
    const at = 10 + i * 12;
    u16(field.tag, at);
    u16(field.type, at + 2);
    u32(field.values.length, at + 4);
    if (offset < 0) writeValues(field, at + 8);
    else {
      u32(offset, at + 8);
      writeValues(field, offset);
    }
  });
  u32(0, 10 + fields.length * 12);
  if (!options.headerOnly) Buffer.from(rgb.buffer, rgb.byteOffset, rgb.length).copy(out, cursor);
  return out;
}

/** A synthetic orchard rendered over a boundary's box plus a margin, and where its crowns are. */
export interface OrchardOrthophoto {
  width: number;
  height: number;
  rgb: Uint8Array;
  /** Crown centres in WGS84. */
  truth: LatLng[];
  spacingM: number;
}

const SPACING_M = 7;

function orchard(seed: number, width: number, height: number, metresPerPixel: number) {
  return generateOrchard(seed, {
    widthPx: width,
    heightPx: height,
    metresPerPixel,
    spacingM: SPACING_M,
    angleDeg: 12,
    missingRate: 0.05,
    extraRate: 0,
    crownRadiusM: { min: 1.6, max: 2.4 },
    tone: 'dark-on-grass',
    shadow: false,
    noiseSigma: 3,
    blurRadius: 0,
    touching: false,
  });
}

const METRES_PER_DEGREE = 111_320;

/**
 * An orchard in EPSG:4326: pixels of `metresPerPixel` (in degrees of latitude and of
 * longitude at the box's middle latitude), the top-left corner at (west, north).
 */
export function orchardInWgs84(
  boundary: readonly LatLng[],
  {
    seed,
    metresPerPixel,
    marginM = 25,
  }: { seed: number; metresPerPixel: number; marginM?: number },
) {
  const lats = boundary.map((p) => p.lat);
  const lngs = boundary.map((p) => p.lng);
  const middle = (Math.min(...lats) + Math.max(...lats)) / 2;
  const dLat = metresPerPixel / METRES_PER_DEGREE;
  const dLng = metresPerPixel / (METRES_PER_DEGREE * Math.cos((middle * Math.PI) / 180));
  const north = Math.max(...lats) + marginM / METRES_PER_DEGREE;
  const west = Math.min(...lngs) - (marginM / METRES_PER_DEGREE) * (dLng / dLat);
  const south = Math.min(...lats) - marginM / METRES_PER_DEGREE;
  const east = Math.max(...lngs) + (marginM / METRES_PER_DEGREE) * (dLng / dLat);
  const width = Math.ceil((east - west) / dLng);
  const height = Math.ceil((north - south) / dLat);
  const scene = orchard(seed, width, height, metresPerPixel);
  return {
    width,
    height,
    rgb: scene.rgb,
    spacingM: SPACING_M,
    // Synthetic pixel (i, j) is centred on (i, j): its raster corner coordinates are +0.5.
    truth: scene.truth.map((p) => ({
      lat: north - (p.y + 0.5) * dLat,
      lng: west + (p.x + 0.5) * dLng,
    })),
    /** Edges of the image. */
    bounds: { north, west, south: north - height * dLat, east: west + width * dLng },
    pixelDegrees: { lat: dLat, lng: dLng },
  };
}

/** An orchard in EPSG:2100: square grid pixels of `metresPerPixel`, top-left corner at (e0, n0). */
export function orchardInEgsa87(
  boundary: readonly LatLng[],
  {
    seed,
    metresPerPixel,
    marginM = 25,
  }: { seed: number; metresPerPixel: number; marginM?: number },
) {
  const grid = boundary.map((p) => wgs84ToEgsa87(p));
  const e0 = Math.floor(Math.min(...grid.map((p) => p.x)) - marginM);
  const n0 = Math.ceil(Math.max(...grid.map((p) => p.y)) + marginM);
  const width = Math.ceil((Math.max(...grid.map((p) => p.x)) + marginM - e0) / metresPerPixel);
  const height = Math.ceil((n0 - Math.min(...grid.map((p) => p.y)) + marginM) / metresPerPixel);
  const scene = orchard(seed, width, height, metresPerPixel);
  return {
    width,
    height,
    rgb: scene.rgb,
    spacingM: SPACING_M,
    // The forward EGSA87 → WGS84 conversion (already tested) places the truth.
    truth: scene.truth.map((p) =>
      egsa87ToWgs84(e0 + (p.x + 0.5) * metresPerPixel, n0 - (p.y + 0.5) * metresPerPixel),
    ),
    e0,
    n0,
  };
}
