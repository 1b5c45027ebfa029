import { wktCrs } from './crs';
import { readDbfNames } from './dbf';
import { refuse, unnamed } from './source';
import type { Position, SourceFile, SourcePolygon, SourceShape } from './source';

/** ESRI shape types (Shapefile technical description, 1998). */
const POLYGON_TYPES = new Set([5, 15, 25]);
const KIND_OF_TYPE: Record<number, string> = {
  1: 'points',
  11: 'points',
  21: 'points',
  3: 'lines',
  13: 'lines',
  23: 'lines',
  8: 'multipoints',
  18: 'multipoints',
  28: 'multipoints',
};

/** Twice the signed area of a ring on the plane: negative is clockwise (an outer ring). */
function signedArea2(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[(i + 1) % ring.length] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

function inside([x, y]: Position, ring: Position[]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/**
 * A record's rings as polygons: clockwise rings are outer rings, counter-clockwise ones
 * holes of the outer ring that holds them (a hole no outer ring holds stands alone).
 */
function polygonsOf(rings: Position[][]): SourcePolygon[] {
  const polygons: SourcePolygon[] = [];
  const holes: Position[][] = [];
  for (const ring of rings) {
    if (signedArea2(ring) <= 0) polygons.push([ring]);
    else holes.push(ring);
  }
  for (const hole of holes) {
    const owner = polygons.find(([outer]) => hole[0] && inside(hole[0], outer as Position[]));
    if (owner) owner.push(hole);
    else polygons.push([hole]);
  }
  return polygons;
}

/** The records of a .shp: each polygon record's rings, in order (null shapes skipped). */
function readShp(bytes: Uint8Array): { rings: Position[][]; index: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 100 || view.getInt32(0, false) !== 9994) refuse('boundary-shp-damaged');
  const fileType = view.getInt32(32, true);
  if (fileType !== 0 && !POLYGON_TYPES.has(fileType)) {
    refuse('boundary-shp-not-polygons', {
      kind: KIND_OF_TYPE[fileType] ?? `shape type ${fileType}`,
    });
  }
  const records: { rings: Position[][]; index: number }[] = [];
  let offset = 100;
  for (let index = 0; offset + 12 <= bytes.length; index++) {
    const length = view.getInt32(offset + 4, false) * 2;
    const start = offset + 8;
    if (length < 4 || start + length > bytes.length) refuse('boundary-shp-damaged');
    const type = view.getInt32(start, true);
    if (POLYGON_TYPES.has(type)) records.push({ rings: readRings(view, start, length), index });
    offset = start + length;
  }
  return records;
}

function readRings(view: DataView, start: number, length: number): Position[][] {
  if (length < 44) refuse('boundary-shp-damaged');
  const parts = view.getInt32(start + 36, true);
  const points = view.getInt32(start + 40, true);
  const pointsAt = start + 44 + parts * 4;
  if (parts < 0 || points < 0 || pointsAt + points * 16 > start + length) {
    refuse('boundary-shp-damaged');
  }
  const rings: Position[][] = [];
  for (let part = 0; part < parts; part++) {
    const from = view.getInt32(start + 44 + part * 4, true);
    const to = part + 1 < parts ? view.getInt32(start + 48 + part * 4, true) : points;
    if (from < 0 || to > points || from > to) refuse('boundary-shp-damaged');
    const ring: Position[] = [];
    for (let i = from; i < to; i++) {
      ring.push([
        view.getFloat64(pointsAt + i * 16, true),
        view.getFloat64(pointsAt + i * 16 + 8, true),
      ]);
    }
    rings.push(ring);
  }
  return rings;
}

/**
 * A zipped Shapefile: every .shp of the zip with its .prj (required: the coordinate system)
 * and .dbf (optional: a NAME- or KAEK-like column names each record) beside it.
 */
export function readShapefiles(entries: Map<string, Uint8Array>): SourceFile {
  const shps = [...entries.keys()].filter((name) => name.endsWith('.shp'));
  const shapes: SourceShape[] = [];
  let crs: SourceFile['crs'] = null;
  for (const shp of shps) {
    const base = shp.slice(0, -4);
    const prj = entries.get(`${base}.prj`);
    if (!prj) return refuse('boundary-prj-missing');
    const fileCrs = wktCrs(new TextDecoder('utf-8').decode(prj));
    if (crs && crs !== fileCrs)
      refuse('boundary-unknown-crs', { crs: 'several systems in one zip' });
    crs = fileCrs;
    const dbf = entries.get(`${base}.dbf`);
    const cpg = entries.get(`${base}.cpg`);
    const names = dbf ? readDbfNames(dbf, cpg ? new TextDecoder().decode(cpg) : null) : [];
    for (const record of readShp(entries.get(shp) as Uint8Array)) {
      shapes.push({
        name: names[record.index] ?? unnamed(shapes.length),
        polygons: polygonsOf(record.rings),
      });
    }
  }
  return { crs, shapes };
}
