/**
 * The review image: the analysed imagery, clean (no boundary, no crosses), on which the
 * owner removes false detections and adds missed trees, and the affine map from its pixels
 * to WGS84 the client inverts to draw the detections and to turn a click into a position.
 */
import sharp from 'sharp';
import type { GeoImage } from './imagery/imagery';
import type { SnapshotStore } from './snapshots';

/** The review image's longest side; larger analysed images are downscaled. */
export const REVIEW_MAX_SIDE = 2048;
const REVIEW_JPEG_QUALITY = 85;
/** Points per side of the grid the affine map is fitted over. */
const FIT_GRID = 9;

/**
 * `lng = t0 + t1·x + t2·y`, `lat = t3 + t4·x + t5·y`, where (x, y) are the review image's
 * pixel coordinates: x right, y down, (0, 0) the top-left corner of the image, continuous.
 */
export type PixelToLatLng = [number, number, number, number, number, number];

export interface DetectionReview {
  /** The clean image (JPEG), served like snapshots: by its unguessable name, no sign-in. */
  imageUrl: string;
  width: number;
  height: number;
  pixelToLatLng: PixelToLatLng;
}

/** Encodes the analysed image (at most REVIEW_MAX_SIDE a side), stores it and fits the map. */
export async function storeReview(
  geo: GeoImage,
  snapshots: SnapshotStore,
  urlPrefix: string,
): Promise<DetectionReview> {
  const { image } = geo;
  const scale = Math.min(1, REVIEW_MAX_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  let encoder = sharp(
    Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    {
      raw: { width: image.width, height: image.height, channels: 3 },
    },
  );
  if (width !== image.width || height !== image.height) {
    encoder = encoder.resize(width, height, { fit: 'fill' });
  }
  const jpeg = await encoder.jpeg({ quality: REVIEW_JPEG_QUALITY }).toBuffer();
  const name = await snapshots.put(jpeg, 'jpg');
  return {
    imageUrl: `${urlPrefix}${name}`,
    width,
    height,
    pixelToLatLng: fitPixelToLatLng(geo, width, height),
  };
}

/**
 * The least-squares affine map from a `width` × `height` rendering of the analysed image
 * (corner-based pixel coordinates) to WGS84, fitted on a regular grid over the whole image
 * through the imagery's own toLatLng (whose pixel centres are at integers). On a regular
 * grid centred coordinates are orthogonal, so each coefficient is a simple ratio of sums.
 */
export function fitPixelToLatLng(geo: GeoImage, width: number, height: number): PixelToLatLng {
  const sx = geo.image.width / width;
  const sy = geo.image.height / height;
  const xc = width / 2;
  const yc = height / 2;
  const origin = geo.toLatLng({ x: xc * sx - 0.5, y: yc * sy - 0.5 });
  let sumLng = 0;
  let sumLat = 0;
  let dxLng = 0;
  let dxLat = 0;
  let dyLng = 0;
  let dyLat = 0;
  let dxx = 0;
  let dyy = 0;
  const n = FIT_GRID * FIT_GRID;
  for (let j = 0; j < FIT_GRID; j++) {
    const y = (height * j) / (FIT_GRID - 1);
    for (let i = 0; i < FIT_GRID; i++) {
      const x = (width * i) / (FIT_GRID - 1);
      const point = geo.toLatLng({ x: x * sx - 0.5, y: y * sy - 0.5 });
      const lng = point.lng - origin.lng;
      const lat = point.lat - origin.lat;
      const dx = x - xc;
      const dy = y - yc;
      sumLng += lng;
      sumLat += lat;
      dxLng += dx * lng;
      dxLat += dx * lat;
      dyLng += dy * lng;
      dyLat += dy * lat;
      dxx += dx * dx;
      dyy += dy * dy;
    }
  }
  const t1 = dxLng / dxx;
  const t2 = dyLng / dyy;
  const t4 = dxLat / dxx;
  const t5 = dyLat / dyy;
  const t0 = origin.lng + sumLng / n - t1 * xc - t2 * yc;
  const t3 = origin.lat + sumLat / n - t4 * xc - t5 * yc;
  return [t0, t1, t2, t3, t4, t5];
}
