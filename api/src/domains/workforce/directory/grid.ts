import type { SearchBox } from './geo';

/**
 * Cells of 0.25° × 0.25° (about 28 × 22 km in Greece): a 50 km search there touches
 * about 5 × 6 cells, and the whole globe is 720 × 1440 of them.
 */
export const CELL_DEG = 0.25;
const ROWS = 180 / CELL_DEG;
const COLUMNS = 360 / CELL_DEG;
/** Packs a cell key and a point's number into one exactly representable double. */
const SHIFT = 2 ** 32;

const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
const columnOf = (lng: number) =>
  Math.min(COLUMNS - 1, Math.max(0, Math.floor((lng + 180) / CELL_DEG)));

/** The first position of `keys` (ascending) holding a key >= `key`. */
function lowerBound(keys: Int32Array, key: number): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as number) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A spatial index of points on the globe: their numbers sorted by grid cell (row-major:
 * latitude band, then longitude), so the points of a run of adjacent cells in one band are
 * one contiguous slice found by two binary searches. Memory is two Int32Arrays of the
 * points' count; building is one numeric sort. Immutable once built.
 */
export class SpatialGrid {
  private constructor(
    /** Cell key of each entry, ascending. */
    private readonly keys: Int32Array,
    /** The point number of each entry. */
    private readonly members: Int32Array,
  ) {}

  /** Points `i` at (lat[i], lng[i]); a NaN latitude means no position (left out). */
  static build(lat: Float64Array, lng: Float64Array): SpatialGrid {
    const packed: number[] = [];
    for (let i = 0; i < lat.length; i++) {
      const pointLat = lat[i] as number;
      if (Number.isNaN(pointLat)) continue;
      const key = rowOf(pointLat) * COLUMNS + columnOf(lng[i] as number);
      packed.push(key * SHIFT + i);
    }
    const sorted = Float64Array.from(packed).sort();
    const keys = new Int32Array(sorted.length);
    const members = new Int32Array(sorted.length);
    for (let j = 0; j < sorted.length; j++) {
      const value = sorted[j] as number;
      keys[j] = Math.floor(value / SHIFT);
      members[j] = value % SHIFT;
    }
    return new SpatialGrid(keys, members);
  }

  /** How many points have a position. */
  get size(): number {
    return this.keys.length;
  }

  /**
   * Calls `visit` with every point of the cells the box overlaps (a superset of the
   * points inside the box, in no useful order). Answers how many points were visited.
   */
  forEachInBox(box: SearchBox, visit: (point: number) => void): number {
    const rowMin = rowOf(box.latMin);
    const rowMax = rowOf(box.latMax);
    const { keys, members } = this;
    let visited = 0;
    const scan = (firstKey: number, lastKey: number) => {
      const end = lowerBound(keys, lastKey + 1);
      for (let j = lowerBound(keys, firstKey); j < end; j++, visited++) {
        visit(members[j] as number);
      }
    };
    const [only] = box.lngRanges;
    if (box.lngRanges.length === 1 && only && only[0] <= -180 && only[1] >= 180) {
      // Whole bands (a circle reaching a pole): consecutive rows are one slice.
      scan(rowMin * COLUMNS, rowMax * COLUMNS + COLUMNS - 1);
      return visited;
    }
    for (let row = rowMin; row <= rowMax; row++) {
      for (const [west, east] of box.lngRanges) {
        scan(row * COLUMNS + columnOf(west), row * COLUMNS + columnOf(east));
      }
    }
    return visited;
  }
}
