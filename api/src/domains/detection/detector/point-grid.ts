/** Points bucketed by cells of `cell` pixels, for "is there one near here" queries. */
import type { PixelPoint } from './image';

const { hypot } = Math;

export class PointGrid {
  private readonly cells = new Map<string, PixelPoint[]>();

  constructor(
    points: readonly PixelPoint[],
    private readonly cell: number,
  ) {
    for (const p of points) {
      const key = this.key(Math.floor(p.x / cell), Math.floor(p.y / cell));
      const bucket = this.cells.get(key);
      if (bucket) bucket.push(p);
      else this.cells.set(key, [p]);
    }
  }

  near(p: PixelPoint, distance: number): PixelPoint[] {
    const cx = Math.floor(p.x / this.cell);
    const cy = Math.floor(p.y / this.cell);
    const out: PixelPoint[] = [];
    for (let gy = cy - 1; gy <= cy + 1; gy++) {
      for (let gx = cx - 1; gx <= cx + 1; gx++) {
        for (const q of this.cells.get(this.key(gx, gy)) ?? []) {
          if (hypot(q.x - p.x, q.y - p.y) < distance) out.push(q);
        }
      }
    }
    return out;
  }

  hasNear(p: PixelPoint, distance: number): boolean {
    const cx = Math.floor(p.x / this.cell);
    const cy = Math.floor(p.y / this.cell);
    for (let gy = cy - 1; gy <= cy + 1; gy++) {
      for (let gx = cx - 1; gx <= cx + 1; gx++) {
        for (const q of this.cells.get(this.key(gx, gy)) ?? []) {
          if (hypot(q.x - p.x, q.y - p.y) < distance) return true;
        }
      }
    }
    return false;
  }

  private key(x: number, y: number): string {
    return `${x},${y}`;
  }
}
