/**
 * Aerial imagery from an XYZ tile service (`DETECTION_IMAGERY_URL`, e.g.
 * `https://tiles.example.com/{z}/{x}/{y}.jpg`): Web Mercator, 256-pixel tiles, PNG, JPEG or
 * WebP. The tiles covering the boundary's bounding box (plus a margin) are fetched a few
 * at a time, decoded by sharp and stitched into one RGB image at the zoom whose pixels
 * are about 0.2–0.3 m on the ground.
 *
 * The operator must be licensed to analyse this imagery; Google imagery is never used
 * (see imagery.ts).
 */
import sharp from 'sharp';
import { HttpError } from '../../../lib/http-errors';
import type { LatLng } from '@grovekeeper/geo';
import type { GeoImage, ImagerySource } from './imagery';
import { chooseZoom, project, TILE_SIZE, unproject, worldSize } from './mercator';

const { ceil, floor, max, min } = Math;

export interface XyzImageryOptions {
  /** URL with `{z}`, `{x}` and `{y}` placeholders. Never shown to users (it may hold a key). */
  urlTemplate: string;
  /** The finest zoom the service offers. */
  maxZoom: number;
  /** Time-out of one tile request. */
  timeoutMs: number;
  /** Tile requests in flight at once. */
  concurrency: number;
  /** Largest width and height of the stitched image, in pixels. */
  maxImagePx: number;
  attribution?: string;
  /** Ground around the boundary's bounding box that is fetched too (crowns on the edge). */
  marginM?: number;
  userAgent?: string;
}

/** A tile answer larger than this is refused (a 256 px tile is a few dozen kB). */
export const MAX_TILE_BYTES = 4 * 1024 * 1024;
const DEFAULT_MARGIN_M = 10;
const TILE_TYPES = new Set(['png', 'jpeg', 'webp']);

/** The imagery service failed: the message names the cause, never the URL (it may hold a key). */
export class ImageryUnavailableError extends HttpError {
  override name = 'ImageryUnavailableError';

  constructor(cause: string) {
    super(502, `The aerial imagery service failed: ${cause}. Please try again later.`);
  }
}

export class XyzImagerySource implements ImagerySource {
  private readonly marginM: number;

  constructor(private readonly options: XyzImageryOptions) {
    this.marginM = options.marginM ?? DEFAULT_MARGIN_M;
  }

  async fetch(boundary: readonly LatLng[]): Promise<GeoImage> {
    const area = this.pixelArea(boundary);
    const { zoom, left, top, width, height } = area;
    const image = new Uint8Array(width * height * 3);
    const tiles = tilesCovering(area);
    const controller = new AbortController();
    const fetchOne = async ({ x, y }: { x: number; y: number }) => {
      const rgb = await this.fetchTile(zoom, x, y, controller.signal);
      blit(rgb, x * TILE_SIZE - left, y * TILE_SIZE - top, image, width, height);
    };
    await runLimited(tiles, this.options.concurrency, fetchOne, () => controller.abort());
    return {
      image: { width, height, data: image },
      metresPerPixel: area.metresPerPixel,
      zoom,
      attribution: this.options.attribution || undefined,
      // Detector pixel (0, 0) is the centre of the image's first pixel: world + 0.5.
      toLatLng: (pixel) => unproject({ x: left + pixel.x + 0.5, y: top + pixel.y + 0.5 }, zoom),
      toPixel: (point) => {
        const world = project(point, zoom);
        return { x: world.x - left - 0.5, y: world.y - top - 0.5 };
      },
    };
  }

  /** The zoom and the world-pixel rectangle to stitch; 413 when it is over the limit. */
  pixelArea(boundary: readonly LatLng[]): PixelArea {
    const lats = boundary.map((point) => point.lat);
    const lngs = boundary.map((point) => point.lng);
    const [south, north] = [min(...lats), max(...lats)];
    const [west, east] = [min(...lngs), max(...lngs)];
    const latitude = (south + north) / 2;
    const { zoom, metresPerPixel } = chooseZoom(latitude, { maxZoom: this.options.maxZoom });
    const marginPx = this.marginM / metresPerPixel;
    const northWest = project({ lat: north, lng: west }, zoom);
    const southEast = project({ lat: south, lng: east }, zoom);
    const left = floor(northWest.x - marginPx);
    const right = ceil(southEast.x + marginPx);
    const top = max(0, floor(northWest.y - marginPx));
    const bottom = min(worldSize(zoom), ceil(southEast.y + marginPx));
    const width = right - left;
    const height = bottom - top;
    const limit = this.options.maxImagePx;
    if (width > limit || height > limit) {
      const sideM = limit * metresPerPixel - 2 * this.marginM;
      const widthM = (southEast.x - northWest.x) * metresPerPixel;
      const heightM = (southEast.y - northWest.y) * metresPerPixel;
      throw new HttpError(
        413,
        `The boundary is too large for one AI detection: it spans about ${round0(widthM)} m × ` +
          `${round0(heightM)} m, and one detection covers at most ${limit} × ${limit} pixels ` +
          `of ${metresPerPixel.toFixed(2)} m, about ${round0(sideM)} m × ${round0(sideM)} m ` +
          `(${round0((sideM * sideM) / 10_000)} ha) at this latitude. Draw a smaller boundary ` +
          'or enter the number of trees yourself.',
      );
    }
    return { zoom, metresPerPixel, left, top, width, height };
  }

  private async fetchTile(
    zoom: number,
    x: number,
    y: number,
    abort: AbortSignal,
  ): Promise<Uint8Array> {
    const tiles = 2 ** zoom;
    const column = ((x % tiles) + tiles) % tiles; // the antimeridian wraps around
    const name = `tile ${zoom}/${column}/${y}`;
    const url = this.options.urlTemplate
      .replaceAll('{z}', String(zoom))
      .replaceAll('{x}', String(column))
      .replaceAll('{y}', String(y));
    let bytes: Buffer;
    try {
      const response = await fetch(url, {
        headers: {
          accept: 'image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1',
          'user-agent': this.options.userAgent ?? 'Grovekeeper tree detection',
        },
        signal: AbortSignal.any([abort, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ImageryUnavailableError(`${name} answered HTTP ${response.status}`);
      }
      bytes = await readLimited(response, MAX_TILE_BYTES, name);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new ImageryUnavailableError(
        `${name} could not be fetched (${describeFetchError(error, this.options.timeoutMs)})`,
      );
    }
    return decodeTile(bytes, name);
  }
}

export interface PixelArea {
  zoom: number;
  metresPerPixel: number;
  /** World pixel of the image's left edge and top edge at `zoom`. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The tiles (x, y at the area's zoom) that overlap the area, row by row. */
export function tilesCovering(area: PixelArea): { x: number; y: number }[] {
  const tiles: { x: number; y: number }[] = [];
  const lastY = floor((area.top + area.height - 1) / TILE_SIZE);
  const lastX = floor((area.left + area.width - 1) / TILE_SIZE);
  for (let y = floor(area.top / TILE_SIZE); y <= lastY; y++) {
    for (let x = floor(area.left / TILE_SIZE); x <= lastX; x++) tiles.push({ x, y });
  }
  return tiles;
}

/** Decodes a PNG, JPEG or WebP tile into 256 × 256 RGB (alpha over black, other sizes scaled). */
async function decodeTile(bytes: Buffer, name: string): Promise<Uint8Array> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    const input = sharp(bytes, { limitInputPixels: 4096 * 4096, failOn: 'error' });
    const { format, width, height } = await input.metadata();
    if (!format || !TILE_TYPES.has(format)) {
      throw new ImageryUnavailableError(`${name} is not a PNG, JPEG or WebP image`);
    }
    let pipeline = input.flatten({ background: '#000000' }).toColourspace('srgb');
    if (width !== TILE_SIZE || height !== TILE_SIZE) {
      pipeline = pipeline.resize(TILE_SIZE, TILE_SIZE, { fit: 'fill' });
    }
    decoded = await pipeline.raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new ImageryUnavailableError(`${name} could not be decoded as an image`);
  }
  const { data, info } = decoded;
  if (info.channels === 3) return data;
  // Grey (1), grey + alpha (2) or RGBA (4) output: keep the colour channels.
  const rgb = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  for (let i = 0; i < TILE_SIZE * TILE_SIZE; i++) {
    for (let c = 0; c < 3; c++) {
      rgb[i * 3 + c] = data[i * info.channels + (info.channels < 3 ? 0 : c)]!;
    }
  }
  return rgb;
}

/** Copies a 256 × 256 RGB tile whose top-left corner lands at (dx, dy) of the image. */
function blit(
  tile: Uint8Array,
  dx: number,
  dy: number,
  image: Uint8Array,
  width: number,
  height: number,
): void {
  const x0 = max(0, dx);
  const x1 = min(width, dx + TILE_SIZE);
  if (x1 <= x0) return;
  for (let y = max(0, dy); y < min(height, dy + TILE_SIZE); y++) {
    const from = ((y - dy) * TILE_SIZE + (x0 - dx)) * 3;
    image.set(tile.subarray(from, from + (x1 - x0) * 3), (y * width + x0) * 3);
  }
}

/** The body, refusing (502) one larger than `limit` bytes without reading it all. */
async function readLimited(response: Response, limit: number, name: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = () =>
    new ImageryUnavailableError(`${name} is larger than ${limit / (1024 * 1024)} MB`);
  if (declared > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  // Duck-typed: DOMExceptions and undici's errors may come from another realm.
  const { name, message, cause } = (error ?? {}) as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (name === 'AbortError') return 'cancelled';
  const code = cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host name not found';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
  if (code) return code;
  return cause?.message ?? message ?? String(error);
}

/**
 * Runs `task` over `items` with at most `limit` in flight. The first failure stops new
 * tasks, calls `onFailure` (to cancel those in flight) and is what rejects, once every
 * running task has settled (none is left writing into shared buffers).
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
  onFailure: () => void = () => {},
): Promise<void> {
  let next = 0;
  let firstError: { error: unknown } | null = null;
  const worker = async () => {
    while (!firstError && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        if (!firstError) {
          firstError = { error };
          onFailure();
        }
      }
    }
  };
  await Promise.all(Array.from({ length: max(1, min(limit, items.length)) }, worker));
  if (firstError) throw (firstError as { error: unknown }).error;
}

function round0(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
