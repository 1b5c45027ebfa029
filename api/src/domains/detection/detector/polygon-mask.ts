/** A pixel mask of a polygon given in pixel coordinates (even-odd rule, pixel centres). */
import type { PixelPoint, RgbImage } from './image';

export function polygonMask(
  width: number,
  height: number,
  polygon: readonly PixelPoint[],
): Uint8Array {
  const mask = new Uint8Array(width * height);
  if (polygon.length < 3) return mask;
  const crossings: number[] = [];
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (let k = 0; k < polygon.length; k++) {
      const p = polygon[k]!;
      const q = polygon[(k + 1) % polygon.length]!;
      if (p.y <= cy === q.y <= cy) continue;
      crossings.push(p.x + ((cy - p.y) / (q.y - p.y)) * (q.x - p.x));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k]! - 0.5));
      const to = Math.min(width - 1, Math.floor(crossings[k + 1]! - 0.5));
      for (let x = from; x <= to; x++) mask[y * width + x] = 1;
    }
  }
  return mask;
}

export function insidePolygon(point: PixelPoint, polygon: readonly PixelPoint[]): boolean {
  let inside = false;
  for (let k = 0, j = polygon.length - 1; k < polygon.length; j = k++) {
    const p = polygon[k]!;
    const q = polygon[j]!;
    if (
      p.y > point.y !== q.y > point.y &&
      point.x < ((q.x - p.x) * (point.y - p.y)) / (q.y - p.y) + p.x
    )
      inside = !inside;
  }
  return inside;
}

/**
 * The pixels that hold imagery: an orthophoto clipped to a parcel is pure white (255,255,255)
 * outside it, which must neither drive the colour model nor hold detections. Undefined when
 * the whole image is imagery.
 */
export function noDataMask(image: RgbImage): Uint8Array | undefined {
  const { width, height, data } = image;
  const mask = new Uint8Array(width * height);
  let blank = 0;
  for (let i = 0; i < width * height; i++) {
    const white = data[i * 3] === 255 && data[i * 3 + 1] === 255 && data[i * 3 + 2] === 255;
    if (white) blank++;
    else mask[i] = 1;
  }
  return blank > 0 ? mask : undefined;
}
