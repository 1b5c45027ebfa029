/**
 * Detection snapshots: the analysed image with the boundary and the detected crowns drawn
 * on it, as PNG files in the file storage (DETECTION_SNAPSHOTS_DIR or the bucket's
 * `snapshots/`), and the clean analysed image the owner
 * reviews the detections on, as JPEG files beside them. An <img> cannot send a bearer token,
 * so a snapshot is served to whoever knows its name: 128 random bits, like photo keys.
 * Files older than a day are removed as new ones are written.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { isKeyOf, SNAPSHOTS } from '../../lib/storage';
import type { FileStorage } from '../../lib/storage';
import type { PixelPoint, RgbImage } from './detector/image';

export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The snapshot's longest side; the picker shows it at 1024 × 1024 at most. */
export const SNAPSHOT_MAX_SIDE = 1024;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** The kinds of image kept: snapshots are PNG, clean review images JPEG. */
export type SnapshotFormat = 'png' | 'jpg';

export function snapshotContentType(name: string): string {
  return name.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
}

export function isSnapshotName(name: string): boolean {
  return isKeyOf(SNAPSHOTS, name);
}

/** Snapshots in the file storage's `snapshots` namespace (the local folder or the bucket). */
export class SnapshotStore {
  private lastPrune = 0;

  constructor(
    readonly files: FileStorage,
    private readonly maxAgeMs = SNAPSHOT_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores an image (PNG unless told) under a new random name and answers the name. */
  async put(image: Buffer, format: SnapshotFormat = 'png'): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${format}`;
    await this.files.put(name, image);
    if (this.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = this.now();
      await this.prune();
    }
    return name;
  }

  async read(name: string): Promise<{ stream: Readable; size: number } | null> {
    if (!isSnapshotName(name)) return null;
    const file = await this.files.read(name);
    if (file && this.now() - file.modifiedAt.getTime() > this.maxAgeMs) {
      file.stream.destroy();
      return null;
    }
    return file;
  }

  /** Deletes snapshots older than the maximum age. */
  async prune(): Promise<void> {
    const cutoff = this.now() - this.maxAgeMs;
    try {
      for await (const entry of this.files.list()) {
        if (entry.modifiedAt.getTime() < cutoff) await this.files.delete(entry.key);
      }
    } catch {
      // Removed meanwhile by another replica, or the store is unreachable: the next put retries.
    }
  }
}

export interface SnapshotDrawing {
  image: RgbImage;
  /** The boundary in image pixels (detector coordinates: pixel centres at integers). */
  boundary: readonly PixelPoint[];
  detections: readonly (PixelPoint & { confidence: number })[];
  crownRadiusPx: number;
}

/**
 * The PNG of the analysed image, at most SNAPSHOT_MAX_SIDE pixels wide or high: ground
 * outside the boundary dimmed, the boundary in yellow, each crown circled (cyan when
 * confident, orange when not).
 */
export async function renderSnapshot(drawing: SnapshotDrawing): Promise<Buffer> {
  const { image } = drawing;
  const scale = Math.min(1, SNAPSHOT_MAX_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const at = (p: PixelPoint) => `${fixed((p.x + 0.5) * scale)},${fixed((p.y + 0.5) * scale)}`;
  const ring = drawing.boundary.map(at).join(' ');
  const radius = Math.max(3, drawing.crownRadiusPx * scale * 0.9);
  const circles = drawing.detections
    .map(
      (d) =>
        `<circle cx="${fixed((d.x + 0.5) * scale)}" cy="${fixed((d.y + 0.5) * scale)}" ` +
        `r="${fixed(radius)}" stroke="${d.confidence >= 0.5 ? '#22d3ee' : '#fb923c'}"/>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<path fill-rule="evenodd" fill="#000" fill-opacity="0.4" ` +
    `d="M0,0H${width}V${height}H0Z M${ring.replaceAll(' ', ' L')}Z"/>` +
    `<polygon points="${ring}" fill="none" stroke="#facc15" stroke-width="3"/>` +
    `<g fill="none" stroke-width="2">${circles}</g></svg>`;
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(width, height, { fit: 'fill' })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

function fixed(value: number): string {
  return value.toFixed(1);
}
