/**
 * The tree-crown detector: one point per crown, with a confidence, in an aerial RGB image.
 *
 * 1. Colour: two-means clustering separates ground from crown (with its shadow); each pixel
 *    gets a crownness from 0 (ground) to 1 (crown), so thresholds below are absolute.
 * 2. Scale: the autocorrelation's central peak gives the crown radius; its other peaks give
 *    the planting lattice, when there is one.
 * 3. Blobs: difference-of-Gaussians at the crown scale finds crown centres, even where
 *    crowns touch.
 * 4. Lattice: when the blobs agree with a lattice, every node of it is checked (weak crowns
 *    on the lattice are recovered, texture off it is ignored) and strong blobs off the
 *    lattice are kept as extra trees. Otherwise the blobs are the answer.
 * 5. Young trees: where the crowns are large, a second pass at a young tree's scale finds the
 *    small crowns between them (replanted gaps, interplanting) that are in step with the
 *    planting: on the lattice's steps, or, where no lattice answers, in line between two trees
 *    (see young.ts). A faint young blob (pale, low contrast: a weed, a tuft, a stone) is not
 *    answered (YOUNG_MIN_CONFIDENCE).
 * 6. Leftover crowns: crown pixels farther than one crown radius from every crown found, where
 *    a blob of them stands clear of those crowns with ground around it, are a crown the blobs
 *    missed: set closer to its neighbour than the grove's crowns usually stand (an edge row of
 *    smaller trees, a tree between two rows), its blob swallowed by the neighbour's
 *    (leftover.ts).
 * 7. No-data: an orthophoto clipped to its parcel is white outside it; the white drives
 *    nothing, and a crown centred at the parcel's very edge (a hedge, the neighbour's trees)
 *    is not answered.
 * 8. Position: each crown of the blob or lattice pass is moved to the centre of its lit foliage;
 *    those passes weigh the shadow with the crown and stand a little towards it.
 *
 * Files: the lattice pass in lattice-pass.ts, the young pass in young.ts, the leftover pass in
 * leftover.ts, the move off the shadow in shadow.ts, measures over discs in discs.ts, the masks
 * in polygon-mask.ts.
 */
import { colourModel, crownness } from './crownness';
import { autocorrelation } from './fft';
import { downsample, gaussianBlur, sample } from './image';
import type { FloatImage, PixelPoint, RgbImage } from './image';
import {
  crownRadiusFromAutocorrelation,
  latticeFromAutocorrelation,
  nodesInRect,
  refineLattice,
} from './lattice';
import type { Lattice } from './lattice';
import { latticeDetections, nodeCentres, phaseOrigin } from './lattice-pass';
import { findPeaks } from './peaks';
import { mergeLobes } from './merge';
import { YOUNG_RADIUS_M, youngCrowns } from './young';
import { leftoverCrowns } from './leftover';
import { atBorder, discMean, discShare, MIN_IMAGERY_SHARE } from './discs';
import { moveOffShadow } from './shadow';
import { insidePolygon, noDataMask, polygonMask } from './polygon-mask';

const { SQRT2, exp, hypot, max, min, round } = Math;

export interface DetectOptions {
  /** Ground size of one pixel in metres. */
  metresPerPixel: number;
  /** Only crowns inside this polygon (pixel coordinates) are answered. */
  polygon?: readonly PixelPoint[];
}

export interface CrownDetection extends PixelPoint {
  /** 0..1 */
  confidence: number;
}

export interface DetectionReport {
  detections: CrownDetection[];
  /** Crown radius found, in pixels. */
  crownRadiusPx: number;
  /** The planting lattice, when the crowns stand on one. */
  lattice: Lattice | null;
}

/** Smallest and largest spacing between trees that the detector looks for, in metres. */
const MIN_SPACING_M = 3;
const MAX_SPACING_M = 14;
/** Colour distance below which the image holds no crowns worth finding. */
const MIN_SEPARATION = 18;
/**
 * Blob scale as a share of the crown radius: below 1 parts crowns that touch (0.6 to 0.9 tried
 * on the benchmark scenes; 0.7 scored best).
 */
const BLOB_SCALE = 0.7;

/**
 * Lobes of one crown (merge.ts): maxima closer than this share of the planting step, where the
 * blurred crownness between them never falls below this ratio of the weaker one, are one tree.
 */
const LOBE_MERGE_SPACING = 0.5;
const LOBE_SADDLE_RATIO = 0.9;
/** Quantile of the blobs' nearest-neighbour distances taken for the step (see neighbourSpacing). */
const NEIGHBOUR_QUANTILE = 0.75;

/**
 * Scale check (no lattice found): while the blobs' median nearest-neighbour distance is under
 * this many crown radii, the radius is raised by SCALE_CHECK_FACTOR, at most SCALE_CHECK_STEPS
 * times.
 */
const MIN_NEIGHBOUR_PER_RADIUS = 1.7;
const SCALE_CHECK_FACTOR = 1.25;
const SCALE_CHECK_STEPS = 3;

/**
 * Scale check the other way (no lattice answers): while the crown radius is over this slack
 * times half the blobs' step (NEIGHBOUR_QUANTILE of their nearest-neighbour distances, as for
 * the lobe merge), it is lowered to half the step, at most SHRINK_STEPS times. (The median
 * instead of the step lowered it on groves with young trees between old ones, tune half.)
 */
const SHRINK_STEPS = 3;
const SHRINK_SLACK = 1.05;

/** Largest crown radius as a share of the lattice spacing: crowns that just touch. */
const RADIUS_PER_SPACING = 0.5;

/**
 * Share of the blobs that must stand on the lattice's nodes for the lattice to be used. Real
 * groves are rarely a perfect lattice (rows whose phase drifts, replanted gaps, a second
 * planting): where only part of the blobs agree, the lattice's nodes miss trees and land on
 * bare ground, and the blobs alone are the better answer.
 */
const LATTICE_AGREEMENT = 0.9;

/**
 * Crowns that touch and fill the rows break into several blobs each (leaf texture): at this
 * many blobs per crown-covered node or more, the lattice answers instead of the blobs.
 */
const OVERSPLIT_BLOBS_PER_NODE = 2;

/**
 * A young crown at the parcel's edge is kept when this share of the disc of YOUNG_EDGE_DISC
 * young radii around it holds imagery.
 */
const YOUNG_EDGE_DISC = 3;
const YOUNG_EDGE_IMAGERY_SHARE = 0.75;

/**
 * A young crown is answered at this confidence or more (its blurred crownness and its contrast
 * together, the logistic below). About half the young pass's answers on the tune half of the
 * real tiles were no labelled tree: faint blobs of weeds, tufts and stones on rough ground,
 * pale or low in contrast, where a young olive is dark, compact or both. Chosen on the tune half
 * (mean F1 0.929 to 0.931; 0.85, 0.9, 0.92, 0.95, 0.97 tried: 0.9 and up within 0.0005, 0.95
 * best short of 0.97, which lowered its 10th percentile), then scored on the check half (0.936
 * to 0.938). A higher contrast threshold alone (young.ts, 0.2 to 0.22) scored as well on the
 * real tiles but lost the generated 1 m young crowns, whose contrast is low but whose crownness
 * is full.
 */
const YOUNG_MIN_CONFIDENCE = 0.95;

/**
 * Crown radius bounds, in metres. The upper one is a large old olive (about 7 m across): on real
 * groves the autocorrelation's central peak also holds each crown's shadow and the row's
 * shading, and unbounded it gives a scale at which neighbouring crowns blur into one.
 */
const MIN_CROWN_RADIUS_M = 0.8;
const MAX_CROWN_RADIUS_M = 3.4;

const logistic = (x: number) => 1 / (1 + exp(-x));

export function detectCrowns(image: RgbImage, options: DetectOptions): DetectionReport {
  const { width, height } = image;
  const mpp = options.metresPerPixel;
  const mask = options.polygon ? polygonMask(width, height, options.polygon) : noDataMask(image);
  const model = colourModel(image, mask);
  if (model.separation < MIN_SEPARATION) return { detections: [], crownRadiusPx: 0, lattice: null };
  const crown = crownness(image, model);

  // Scale and lattice at about half a metre per pixel: plenty for spacings of 3 m and more.
  const factor = max(1, round(0.5 / mpp));
  const coarse = downsample(crown, factor);
  const maxShift = min(
    round(MAX_SPACING_M / (mpp * factor)) + 2,
    Math.floor(min(coarse.width, coarse.height) / 2),
  );
  const ac = autocorrelation(coarse, maxShift);
  const found = latticeFromAutocorrelation(ac, MIN_SPACING_M / (mpp * factor));
  // Crowns on a planting lattice are at most as wide as its spacing (touching crowns): on
  // real imagery the autocorrelation's central peak also holds larger structure (row
  // shading, soil), which alone would give crowns wider than the trees stand apart.
  const latticeSpacing = found
    ? min(hypot(found.a.x, found.a.y), hypot(found.b.x, found.b.y)) * factor
    : Infinity;
  let radiusPx = clamp(
    min(crownRadiusFromAutocorrelation(ac) * factor, RADIUS_PER_SPACING * latticeSpacing),
    MIN_CROWN_RADIUS_M / mpp,
    MAX_CROWN_RADIUS_M / mpp,
  );

  // No-data is neither crown nor ground: left at its colour's crownness (white, far brighter
  // than any ground, so strongly negative) it would carve a trough along the parcel's edge and
  // the difference of Gaussians would flatten every crown of the edge row. Read as plain ground
  // (0) a crown cut by the edge keeps its blob, centred on its visible part.
  // (A boundary polygon is no such edge: beyond it lies imagery, the neighbours' crowns.)
  const noData = options.polygon ? undefined : mask;
  if (noData) for (let i = 0; i < width * height; i++) if (!noData[i]) crown.data[i] = 0;
  // Blobs: difference of Gaussians at the crown scale.
  let scale = blobsAtScale(crown, radiusPx);
  let { fine, dog, smooth, peaks } = scale;
  // One crown, one blob: maxima closer than half the planting step with no saddle between them
  // are lobes of one large crown (merge.ts). The step is the autocorrelation's, even where the
  // lattice is not used afterwards: doubled crowns are what keeps the blobs off its nodes.
  // Without one (trees at random, rows out of phase), the step from the blobs themselves.
  let stepPx = found ? latticeSpacing : neighbourSpacing(peaks, NEIGHBOUR_QUANTILE);
  let blobs =
    stepPx > 0 ? mergeLobes(peaks, fine, LOBE_MERGE_SPACING * stepPx, LOBE_SADDLE_RATIO) : peaks;

  let lattice: Lattice | null = null;
  if (found) {
    const a = { x: found.a.x * factor, y: found.a.y * factor };
    const b = { x: found.b.x * factor, y: found.b.y * factor };
    const spacing = min(hypot(a.x, a.y), hypot(b.x, b.y));
    let candidate: Lattice = { a, b, origin: phaseOrigin(a, b, smooth) };
    // Fit the vectors and offset to the crowns on the nodes, from loose to tight.
    for (const tolerance of [0.3, 0.25, 0.2]) {
      const centres = nodeCentres(crown, candidate, spacing);
      candidate = refineLattice(candidate, centres, tolerance * spacing).lattice;
    }
    const blobsOnNodes = refineLattice(candidate, blobs, 0.25 * spacing).matched;
    const coveredNodes = nodesInRect(candidate, width, height, 0).filter(
      (node) => discMean(crown, node.point, min(0.3 * spacing, radiusPx)) >= 0.5,
    ).length;
    // Counted before lobes are merged: touching crowns that fill the rows have no saddles left.
    const overSplit = peaks.length >= OVERSPLIT_BLOBS_PER_NODE * coveredNodes;
    if (blobsOnNodes >= LATTICE_AGREEMENT || overSplit) lattice = candidate;
  }

  // Scale check where no lattice answers: crowns of radius r stand about 2r apart or more, so
  // blobs whose typical nearest neighbour is much closer than that split crowns. A large old
  // crown's lit rim and its lobes, patchy in crownness, narrow the autocorrelation's central
  // peak and put a peak at the lobes' distance, which the lattice then takes for the planting
  // step (and caps the radius at half of it). The radius is raised until the blobs stand apart
  // as crowns do, and the step is then the blobs' own.
  if (!lattice) {
    const maxRadiusPx = MAX_CROWN_RADIUS_M / mpp;
    let raised = false;
    let shrunk = false;
    for (let round = 0; round < SCALE_CHECK_STEPS && radiusPx < maxRadiusPx; round++) {
      const typical = neighbourSpacing(scale.peaks, 0.5);
      if (typical <= 0 || typical >= MIN_NEIGHBOUR_PER_RADIUS * radiusPx) break;
      radiusPx = min(maxRadiusPx, SCALE_CHECK_FACTOR * radiusPx);
      scale = blobsAtScale(crown, radiusPx);
      raised = true;
    }
    // The other way: crowns in touching rows blur into bands at a radius above half the
    // trees' step, and their peaks thin out; crowns that touch are at most half the step wide.
    for (let round = 0; !raised && round < SHRINK_STEPS; round++) {
      const step = neighbourSpacing(scale.peaks, NEIGHBOUR_QUANTILE);
      if (step <= 0 || radiusPx <= SHRINK_SLACK * RADIUS_PER_SPACING * step) break;
      radiusPx = max(MIN_CROWN_RADIUS_M / mpp, RADIUS_PER_SPACING * step);
      scale = blobsAtScale(crown, radiusPx);
      shrunk = true;
    }
    if (raised || shrunk) {
      ({ fine, dog, smooth, peaks } = scale);
      stepPx = neighbourSpacing(peaks, NEIGHBOUR_QUANTILE);
      blobs =
        stepPx > 0
          ? mergeLobes(peaks, fine, LOBE_MERGE_SPACING * stepPx, LOBE_SADDLE_RATIO)
          : peaks;
    }
  }

  const detections = lattice
    ? // Off-lattice extras from the maxima as found: a merged pair of touching crowns would sit
      // between two nodes, where no tree stands.
      latticeDetections(crown, smooth, dog, peaks, lattice, radiusPx, noData)
    : blobs
        .filter((p) => !atBorder(p, width, height))
        .map((p) => ({
          x: p.x,
          y: p.y,
          confidence: logistic((sample(smooth, p.x, p.y) - 0.5) * 8 + (p.value - 0.06) * 20),
        }));

  // The blob or lattice pass's crowns, moved to their lit centres below.
  const passCrowns = detections.length;

  // Young crowns among large ones (pointless where the crown scale is already a young one's).
  const youngRadiusPx = YOUNG_RADIUS_M / mpp;
  // Without a lattice (a thin strip, a small parcel, rows out of phase) the step is the crowns'
  // own, and a young tree shows its place in the planting by standing in line (young.ts).
  const youngStep = found ? latticeSpacing : neighbourSpacing(detections, NEIGHBOUR_QUANTILE);
  if (youngStep > 0 && radiusPx >= 2 * youngRadiusPx) {
    for (const young of youngCrowns({
      crown,
      mask,
      radiusPx: youngRadiusPx,
      oldRadiusPx: radiusPx,
      a: found ? { x: found.a.x * factor, y: found.a.y * factor } : undefined,
      b: found ? { x: found.b.x * factor, y: found.b.y * factor } : undefined,
      spacing: youngStep,
      inLine: !lattice,
      found: detections,
      blobScale: BLOB_SCALE,
    })) {
      // Cut by the parcel's edge: the sliver of a neighbour's crown. Judged at the young crown's
      // own scale: a young edge row stands close to the edge (the old crowns' disc, used
      // before, dropped every young tree within an old crown's radius of it).
      if (
        noData &&
        discShare(noData, width, height, young, YOUNG_EDGE_DISC * youngRadiusPx) <
          YOUNG_EDGE_IMAGERY_SHARE
      )
        continue;
      const confidence = logistic((young.level - 0.6) * 8 + (young.value - 0.15) * 20);
      if (confidence < YOUNG_MIN_CONFIDENCE) continue;
      detections.push({ x: young.x, y: young.y, confidence });
    }
  }

  // Crowns the passes above left unexplained: a crown set closer to its neighbour than the
  // grove's crowns usually stand, swallowed by the neighbour's blob (leftover.ts).
  detections.push(...leftoverCrowns({ crown, mask, dog, radiusPx, stepPx, found: detections }));

  // The blob or lattice pass's crowns moved off their shadow, only now (shadow.ts).
  moveOffShadow(crown, detections.slice(0, passCrowns), radiusPx);

  const inside = options.polygon
    ? detections.filter((d) => insidePolygon(d, options.polygon!))
    : detections.filter(
        (d) =>
          d.x >= 0 &&
          d.y >= 0 &&
          d.x < width &&
          d.y < height &&
          (!mask ||
            (mask[Math.floor(d.y) * width + Math.floor(d.x)] === 1 &&
              discShare(mask, width, height, d, radiusPx) >= MIN_IMAGERY_SHARE)),
      );
  return { detections: inside, crownRadiusPx: radiusPx, lattice };
}

/** Difference-of-Gaussians blobs at a crown radius, with the blurred images they came from. */
function blobsAtScale(crown: FloatImage, radiusPx: number) {
  const { width, height } = crown;
  const sigma = max(1, (BLOB_SCALE * radiusPx) / SQRT2);
  const fine = gaussianBlur(crown, sigma);
  const wide = gaussianBlur(crown, 1.6 * sigma);
  const dog: FloatImage = { width, height, data: new Float32Array(width * height) };
  for (let i = 0; i < width * height; i++) dog.data[i] = fine.data[i]! - wide.data[i]!;
  const smooth = gaussianBlur(crown, max(1, 0.5 * sigma));
  const peaks = findPeaks(dog, 0.02, 0.9 * radiusPx).filter((p) => sample(smooth, p.x, p.y) > 0.45);
  return { fine, dog, smooth, peaks };
}

/**
 * The planting step from the blobs alone, where the autocorrelation shows no lattice: a
 * quantile of the distances from each blob to its nearest neighbour. A crown split in two
 * gives its lobes a short distance, so a high quantile, past the doubled crowns, is the
 * distance between trees. 0 with too few blobs.
 */
function neighbourSpacing(points: readonly PixelPoint[], quantile: number): number {
  if (points.length < 8) return 0;
  const cell = 64;
  const grid = new Map<string, PixelPoint[]>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cell)},${Math.floor(p.y / cell)}`;
    const bucket = grid.get(key);
    if (bucket) bucket.push(p);
    else grid.set(key, [p]);
  }
  const distances: number[] = [];
  for (const p of points) {
    const cx = Math.floor(p.x / cell);
    const cy = Math.floor(p.y / cell);
    let best = Infinity;
    for (let gy = cy - 1; gy <= cy + 1; gy++) {
      for (let gx = cx - 1; gx <= cx + 1; gx++) {
        for (const q of grid.get(`${gx},${gy}`) ?? []) {
          if (q === p) continue;
          best = min(best, hypot(q.x - p.x, q.y - p.y));
        }
      }
    }
    if (best < Infinity) distances.push(best);
  }
  if (distances.length < 8) return 0;
  distances.sort((a, b) => a - b);
  return distances[Math.floor(quantile * (distances.length - 1))]!;
}

function clamp(value: number, low: number, high: number): number {
  return min(high, max(low, value));
}
