/**
 * Crowns the blob pass left unexplained. At the grove's crown scale a crown standing closer to
 * its neighbour than the grove's crowns usually do (a parcel's edge row of smaller trees set
 * tight along the boundary, a replanted tree between two rows, the smaller crowns of a second
 * planting) blurs into its neighbour's blob and gives no maximum of its own: the neighbour is
 * found, and the crown beside it is not. Its pixels stay crown, though, farther from every
 * crown found than one crown radius. This pass takes the crown pixels that no crown found
 * explains and answers a blob of them that stands as a tree does:
 * - a core of leftover crown, not a rim's sliver or a shadow's crescent beside a crown found
 *   (the leftover, blurred, keeps at least LEFTOVER_LEVEL);
 * - clear of every crown found: LEFTOVER_CLEARANCE crown radii, and more than
 *   LEFTOVER_STEP_SHARE of the planting step (a large crown's lobe, its lit rim or its shadow
 *   lies within half a step of its centre, as the lobe merge assumes; on generated groves of
 *   large two-lobed crowns the lobes stood 0.4 to 0.55 steps from the crown found);
 * - a blob at the crown scale (difference of Gaussians at least LEFTOVER_MIN_CONTRAST), not
 *   a band of hedge or the inside of a wood;
 * - ground on part of the ring one crown radius around it (LEFTOVER_MIN_GROUND), as a tree in
 *   an orchard has.
 * The thresholds were chosen on the tune half of the real tiles (the blob contrast 0.06 to
 * 0.08, the clearance 1.3 to 1.4 radii, the ground 0.3 to 0.5 all lifted it alike), then
 * scored on the check half.
 */
import { gaussianBlur, sample } from './image';
import type { FloatImage, PixelPoint } from './image';
import { findPeaks } from './peaks';
import { atBorder, groundOnRing } from './discs';
import { PointGrid } from './point-grid';

const { exp, max, min, ceil, floor } = Math;

/** Blur of the leftover crown, in crown radii: a crown's core keeps its level, a sliver not. */
const LEFTOVER_BLUR = 0.35;
const LEFTOVER_LEVEL = 0.5;
const LEFTOVER_CLEARANCE = 1.4;
const LEFTOVER_STEP_SHARE = 0.55;
const LEFTOVER_MIN_CONTRAST = 0.08;
const LEFTOVER_MIN_GROUND = 0.4;

export interface LeftoverOptions {
  /** Crownness, 0 on ground and on no-data. */
  crown: FloatImage;
  /** Pixels that hold imagery (undefined: all). */
  mask: Uint8Array | undefined;
  /** Difference of Gaussians at the crown scale. */
  dog: FloatImage;
  radiusPx: number;
  /** The planting step between neighbouring trees, in pixels (0 when unknown). */
  stepPx: number;
  /** Crowns already found. */
  found: readonly PixelPoint[];
}

export interface LeftoverCrown extends PixelPoint {
  confidence: number;
}

export function leftoverCrowns(options: LeftoverOptions): LeftoverCrown[] {
  const { crown, mask, dog, radiusPx, stepPx, found } = options;
  const { width, height } = crown;
  // At a coarser resolution (a blur width of about two pixels there): the leftover is smooth at
  // that scale, and a 20 ha estate's image is large.
  const sigma = LEFTOVER_BLUR * radiusPx;
  const factor = max(1, floor(sigma / 2));
  const cw = floor(width / factor);
  const ch = floor(height / factor);
  const leftover: FloatImage = { width: cw, height: ch, data: new Float32Array(cw * ch) };
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * width + x * factor;
        for (let dx = 0; dx < factor; dx++) {
          const value = crown.data[row + dx]!;
          if (value > 0 && (!mask || mask[row + dx])) sum += value < 1 ? value : 1;
        }
      }
      leftover.data[y * cw + x] = sum / (factor * factor);
    }
  }
  // Each crown found explains the crown within one crown radius of it.
  const toCoarse = (v: number) => (v + 0.5) / factor - 0.5;
  const r = radiusPx / factor;
  for (const d of found) {
    const [dx, dy] = [toCoarse(d.x), toCoarse(d.y)];
    for (let y = max(0, ceil(dy - r)); y <= min(ch - 1, floor(dy + r)); y++) {
      for (let x = max(0, ceil(dx - r)); x <= min(cw - 1, floor(dx + r)); x++) {
        if ((x - dx) ** 2 + (y - dy) ** 2 <= r * r) leftover.data[y * cw + x] = 0;
      }
    }
  }
  const level = gaussianBlur(leftover, max(1, sigma / factor));
  const clearance = max(LEFTOVER_CLEARANCE * radiusPx, LEFTOVER_STEP_SHARE * stepPx);
  const crownsFound = new PointGrid(found, clearance);
  const crowns: LeftoverCrown[] = [];
  for (const coarse of findPeaks(level, LEFTOVER_LEVEL, radiusPx / factor)) {
    const peak = {
      x: (coarse.x + 0.5) * factor - 0.5,
      y: (coarse.y + 0.5) * factor - 0.5,
      value: coarse.value,
    };
    if (atBorder(peak, width, height)) continue;
    if (crownsFound.hasNear(peak, clearance)) continue;
    const contrast = sample(dog, peak.x, peak.y);
    if (contrast < LEFTOVER_MIN_CONTRAST) continue;
    if (groundOnRing(crown, mask, peak, radiusPx) < LEFTOVER_MIN_GROUND) continue;
    crowns.push({
      x: peak.x,
      y: peak.y,
      confidence: 1 / (1 + exp(-((peak.value - 0.6) * 8 + (contrast - 0.12) * 20))),
    });
  }
  return crowns;
}
