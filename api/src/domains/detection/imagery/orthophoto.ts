/**
 * Imagery from the orthophoto an owner uploaded for an estate (a GeoTIFF, or a PNG or
 * JPEG with its corner coordinates): the part covering the boundary's box plus a margin,
 * cut from the stored file, resampled to about 0.25 m per pixel when it is finer than
 * 0.2 m (kept as it is from 0.2 m up), and mapped to WGS84 through its georeference.
 */
import sharp from 'sharp';
import { HttpError } from '../../../lib/http-errors';
import type { LatLng } from '@grovekeeper/geo';
import { PixelMapping } from './georeference';
import type { Georeference, RasterPoint } from './georeference';
import type { GeoImage, ImagerySource } from './imagery';

const { ceil, floor, max, min, round, sqrt } = Math;

/** Pixels finer than this are resampled to TARGET_MPP; coarser ones are kept. */
export const FINEST_KEPT_MPP = 0.2;
export const TARGET_MPP = 0.25;
const DEFAULT_MARGIN_M = 10;
/** Boundary points this close to the image's edge (in pixels) count as covered. */
const EDGE_TOLERANCE_PX = 0.5;

export const ORTHOPHOTO_ATTRIBUTION = "the estate's orthophoto";

export interface OrthophotoImage {
  format: 'tiff' | 'png' | 'jpeg';
  /** Upright pixels (JPEG and PNG after their EXIF orientation). */
  width: number;
  height: number;
  georeference: Georeference;
}

export interface OrthophotoImageryOptions {
  orthophoto: OrthophotoImage;
  /** The stored file's bytes, read when a detection runs. */
  load(): Promise<Buffer>;
  /** Largest width and height of the analysed image, in pixels (DETECTION_MAX_IMAGE_PX). */
  maxImagePx: number;
  /** Ground around the boundary's box that is analysed too (crowns on the edge). */
  marginM?: number;
}

export class OrthophotoImagerySource implements ImagerySource {
  private readonly mapping: PixelMapping;

  constructor(private readonly options: OrthophotoImageryOptions) {
    this.mapping = new PixelMapping(options.orthophoto.georeference);
  }

  async fetch(boundary: readonly LatLng[]): Promise<GeoImage> {
    const { orthophoto } = this.options;
    const crop = this.cropOf(boundary);
    const { left, top, width, height, outWidth, outHeight } = crop;
    let pipeline = sharp(await this.options.load(), {
      limitInputPixels: orthophoto.width * orthophoto.height,
      failOn: 'error',
    });
    // A GeoTIFF's tags describe its pixels as stored; JPEG and PNG corners the upright image.
    if (orthophoto.format !== 'tiff') pipeline = pipeline.rotate();
    pipeline = pipeline.extract({ left, top, width, height });
    if (outWidth !== width || outHeight !== height) {
      pipeline = pipeline.resize(outWidth, outHeight, { fit: 'fill', kernel: 'lanczos3' });
    }
    let decoded: { data: Buffer; info: sharp.OutputInfo };
    try {
      decoded = await pipeline
        .flatten({ background: '#000000' })
        .toColourspace('srgb')
        .raw()
        .timeout({ seconds: 120 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new HttpError(
        500,
        "The estate's orthophoto could not be decoded. Please upload it again.",
      );
    }
    const image = toRgb(decoded.data, decoded.info);
    const scaleX = width / outWidth;
    const scaleY = height / outHeight;
    return {
      image,
      metresPerPixel: sqrt(crop.pixelSize.x * scaleX * crop.pixelSize.y * scaleY),
      attribution: ORTHOPHOTO_ATTRIBUTION,
      // Detector pixel (0, 0) is the centre of the first analysed pixel.
      toLatLng: (pixel) =>
        this.mapping.toLatLng(left + (pixel.x + 0.5) * scaleX, top + (pixel.y + 0.5) * scaleY),
      toPixel: (point) => {
        const { col, row } = this.mapping.toRaster(point);
        return { x: (col - left) / scaleX - 0.5, y: (row - top) / scaleY - 0.5 };
      },
    };
  }

  /** The stored pixels to cut and the size to analyse them at; 400 or 413 when impossible. */
  cropOf(boundary: readonly LatLng[]) {
    const { orthophoto, maxImagePx, marginM = DEFAULT_MARGIN_M } = this.options;
    const raster = boundary.map((point) => this.mapping.toRaster(point));
    if (!raster.every((point) => this.covers(point))) throw this.notCovered();
    const cols = raster.map((point) => point.col);
    const rows = raster.map((point) => point.row);
    const centre = {
      col: (min(...cols) + max(...cols)) / 2,
      row: (min(...rows) + max(...rows)) / 2,
    };
    const pixelSize = this.mapping.pixelSize(centre.col, centre.row);
    const left = max(0, floor(min(...cols) - marginM / pixelSize.x));
    const right = min(orthophoto.width, ceil(max(...cols) + marginM / pixelSize.x));
    const top = max(0, floor(min(...rows) - marginM / pixelSize.y));
    const bottom = min(orthophoto.height, ceil(max(...rows) + marginM / pixelSize.y));
    const width = max(1, right - left);
    const height = max(1, bottom - top);
    const resample = min(pixelSize.x, pixelSize.y) < FINEST_KEPT_MPP;
    const outWidth = resample ? max(1, round((width * pixelSize.x) / TARGET_MPP)) : width;
    const outHeight = resample ? max(1, round((height * pixelSize.y) / TARGET_MPP)) : height;
    if (outWidth > maxImagePx || outHeight > maxImagePx) {
      const mpp = sqrt(((pixelSize.x * width) / outWidth) * ((pixelSize.y * height) / outHeight));
      const side = round(maxImagePx * mpp);
      throw new HttpError(
        413,
        `The boundary is too large for one AI detection: on the orthophoto it needs ` +
          `${outWidth} × ${outHeight} pixels of ${mpp.toFixed(2)} m, and one detection ` +
          `analyses at most ${maxImagePx} × ${maxImagePx} pixels (about ${side} m × ${side} m). ` +
          'Draw a smaller boundary or enter the number of trees yourself.',
      );
    }
    return { left, top, width, height, outWidth, outHeight, pixelSize };
  }

  private covers({ col, row }: RasterPoint): boolean {
    const { width, height } = this.options.orthophoto;
    return (
      col >= -EDGE_TOLERANCE_PX &&
      row >= -EDGE_TOLERANCE_PX &&
      col <= width + EDGE_TOLERANCE_PX &&
      row <= height + EDGE_TOLERANCE_PX
    );
  }

  private notCovered(): HttpError {
    const { width, height } = this.options.orthophoto;
    const b = this.mapping.bounds(width, height);
    const f = (value: number) => value.toFixed(5);
    return new HttpError(
      400,
      `The estate's orthophoto does not cover the whole boundary: it spans latitudes ` +
        `${f(b.south)} to ${f(b.north)} and longitudes ${f(b.west)} to ${f(b.east)}. ` +
        'Upload an orthophoto that covers the whole estate, or delete it to use the aerial imagery.',
    );
  }
}

/** RGB bytes from sharp's raw output (grey, grey + alpha, RGB or RGBA). */
function toRgb(data: Buffer, info: sharp.OutputInfo): GeoImage['image'] {
  const { width, height, channels } = info;
  if (channels === 3)
    return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++)
      rgb[i * 3 + c] = data[i * channels + (channels < 3 ? 0 : c)] as number;
  }
  return { width, height, data: rgb };
}
