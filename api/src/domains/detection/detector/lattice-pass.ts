/**
 * The lattice pass: where the crowns stand on a planting lattice, every node of it is checked
 * (weak crowns on the lattice are recovered, texture off it is ignored) and strong blobs off
 * the lattice are kept as extra trees.
 */
import { sample } from './image';
import type { FloatImage, PixelPoint } from './image';
import { fitOrigin, nodesInRect } from './lattice';
import type { Lattice, Vector } from './lattice';
import { atBorder, crownCentre, discMean, discShare, MIN_IMAGERY_SHARE } from './discs';

const { exp, hypot, min } = Math;

/**
 * Contrast (difference of Gaussians) an off-lattice blob needs to count as a tree: an isolated
 * crown reaches about 0.3, leafy texture inside touching crowns stays well below 0.1.
 */
const EXTRA_MIN_CONTRAST = 0.12;

const logistic = (x: number) => 1 / (1 + exp(-x));

export interface LatticeDetection extends PixelPoint {
  confidence: number;
}

export function latticeDetections(
  crown: FloatImage,
  smooth: FloatImage,
  dog: FloatImage,
  blobs: readonly (PixelPoint & { value: number })[],
  lattice: Lattice,
  radiusPx: number,
  noData: Uint8Array | undefined,
): LatticeDetection[] {
  const spacing = min(hypot(lattice.a.x, lattice.a.y), hypot(lattice.b.x, lattice.b.y));
  const disc = min(0.3 * spacing, radiusPx);
  const detections: LatticeDetection[] = [];
  // Nodes just outside the image count as occupied (their crowns show at the border) but
  // are not answered.
  const occupied: PixelPoint[] = [];
  for (const node of nodesInRect(lattice, crown.width, crown.height, spacing)) {
    // Over the imagery only: the edge row's crowns are cut by the parcel's edge.
    const score = discMean(crown, node.point, disc, noData);
    if (score < 0.5) continue;
    const centre = crownCentre(crown, node.point, 0.35 * spacing, 0.25 * spacing);
    occupied.push(centre);
    // Judged by the node: near the border the visible part's centroid leans inwards.
    const { x, y } = node.point;
    if (x < 0 || y < 0 || x >= crown.width || y >= crown.height) continue;
    // Likewise at the parcel's edge: a neighbour's crown cut by the edge shows crown on the
    // inside, but its node lies on the edge or beyond it.
    if (
      noData &&
      discShare(noData, crown.width, crown.height, node.point, radiusPx) < MIN_IMAGERY_SHARE
    )
      continue;
    detections.push({ ...centre, confidence: logistic((score - 0.5) * 10 + 1) });
  }
  // Strong blobs away from every occupied node: trees planted off the lattice.
  const far = 0.45 * spacing;
  for (const blob of blobs) {
    if (atBorder(blob, crown.width, crown.height)) continue;
    if (occupied.some((d) => hypot(d.x - blob.x, d.y - blob.y) < far)) continue;
    // Off the lattice and touching the parcel's edge: a neighbour's crown cut by the edge (the
    // parcel's own edge row stands on the lattice).
    if (noData && discShare(noData, crown.width, crown.height, blob, radiusPx) < 1) continue;
    const score = discMean(crown, blob, min(0.7 * radiusPx, disc));
    if (score < 0.6 || sample(smooth, blob.x, blob.y) < 0.6 || blob.value < EXTRA_MIN_CONTRAST)
      continue;
    detections.push({
      x: blob.x,
      y: blob.y,
      confidence: logistic((score - 0.6) * 10 + (sample(dog, blob.x, blob.y) - 0.06) * 10),
    });
  }
  return detections;
}

/**
 * The lattice offset from the whole image: the phase of the crownness along both lattice
 * directions, every pixel weighted by how far it is above the mean. Works where crowns
 * touch and single blobs cannot be told apart.
 */
export function phaseOrigin(a: Vector, b: Vector, smooth: FloatImage): PixelPoint {
  const { width, height, data } = smooth;
  let mean = 0;
  for (let i = 0; i < width * height; i++) mean += data[i]!;
  mean /= width * height;
  const points: (PixelPoint & { weight: number })[] = [];
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const weight = data[y * width + x]! - mean;
      if (weight > 0) points.push({ x, y, weight });
    }
  }
  return fitOrigin(a, b, points);
}

/** Crown centres found at the lattice's nodes inside the image (nodes on ground skipped). */
export function nodeCentres(crown: FloatImage, lattice: Lattice, spacing: number): PixelPoint[] {
  const disc = 0.25 * spacing;
  const centres: PixelPoint[] = [];
  for (const node of nodesInRect(lattice, crown.width, crown.height, -0.3 * spacing)) {
    if (discMean(crown, node.point, disc) < 0.5) continue;
    centres.push(crownCentre(crown, node.point, 0.35 * spacing, 0.3 * spacing));
  }
  return centres;
}
