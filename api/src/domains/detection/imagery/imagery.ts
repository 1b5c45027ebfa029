/**
 * Where the detector's aerial images come from. A source answers one georeferenced RGB
 * image covering a boundary (plus a small margin) at a resolution the detector handles
 * (about 0.2–0.3 m per pixel), and the mapping between its pixels and WGS84.
 *
 * Licensing: the operator must be licensed to analyse the imagery a source fetches
 * (automated analysis is often excluded from a tile service's terms even when display is
 * allowed). Google Maps and Static Maps imagery is never analysed: Google's terms forbid
 * it, and the configuration refuses Google hosts (see config.ts).
 */
import type { LatLng } from '@grovekeeper/geo';
import type { PixelPoint, RgbImage } from '../detector/image';

export interface GeoImage {
  image: RgbImage;
  /** Ground size of one pixel at the boundary's latitude. */
  metresPerPixel: number;
  /**
   * Pixel coordinates as the detector uses them: (0, 0) is the centre of the top-left
   * pixel, x grows to the right and y downwards.
   */
  toLatLng(pixel: PixelPoint): LatLng;
  toPixel(point: LatLng): PixelPoint;
  /** Credit line the imagery's licence asks for, when any. */
  attribution?: string;
  /** Tile zoom level the image was stitched at, when it came from tiles. */
  zoom?: number;
}

export interface ImagerySource {
  /**
   * The image covering `boundary` (WGS84, at least 3 points). Fails with an HttpError
   * whose message is safe to show: 413 when the boundary needs a larger image than
   * allowed, 502 when the imagery service fails.
   */
  fetch(boundary: readonly LatLng[]): Promise<GeoImage>;
}
