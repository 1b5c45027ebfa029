import fc from 'fast-check';
import { HttpError } from '../../../lib/http-errors';
import { boundariesOf } from '../polygons';
import { readBoundaryFile } from '../read';
import {
  FAR_SQUARE,
  FIELD,
  WELL,
  feature,
  featureCollection,
  kml,
  kmlPolygon,
  kmz,
  placemark,
  polygonGeometry,
  zippedShapefile,
} from './files';

/** Valid files of every kind, to be cut, flipped and spliced. */
const SEEDS: Buffer[] = [
  Buffer.from(
    featureCollection(
      [
        feature('A', polygonGeometry('EPSG:2100', FIELD, WELL)),
        feature('B', polygonGeometry('EPSG:2100', FAR_SQUARE)),
      ],
      'EPSG:2100',
    ),
  ),
  Buffer.from(kml(placemark('A', kmlPolygon(FIELD, WELL)), placemark('B', kmlPolygon(FAR_SQUARE)))),
  kmz(kml(placemark('A', kmlPolygon(FIELD)))),
  zippedShapefile('EPSG:3857', [[FIELD, WELL], [FAR_SQUARE]], { names: ['A', 'B'] }),
];

/** Either polygons and warnings, or an HttpError 400 with a message: never anything else. */
function expectAnsweredInWords(bytes: Uint8Array): void {
  try {
    const answer = boundariesOf(readBoundaryFile(bytes), 'en');
    expect(answer.polygons.length).toBeGreaterThan(0);
    for (const polygon of answer.polygons) {
      expect(polygon.coordinates.length).toBeGreaterThanOrEqual(3);
      expect(Number.isFinite(polygon.areaHa)).toBe(true);
    }
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(/^[A-Z"]/);
  }
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.nat(),
    byte: fc.integer({ min: 0, max: 255 }),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.constantFrom(
      '[',
      ']',
      '{',
      '}',
      '"',
      ',',
      '<',
      '>',
      '</Polygon>',
      'null',
      '1e400',
      '-',
      '0',
    ),
  }),
);

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(seed: Buffer, mutations: Mutation[]): Buffer {
  let bytes = Buffer.from(seed);
  for (const change of mutations) {
    const at = change.at % (bytes.length + 1);
    if (change.kind === 'cut') bytes = bytes.subarray(0, at);
    else if (change.kind === 'flip' && at < bytes.length) bytes[at] = change.byte;
    else if (change.kind === 'insert') {
      bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from(change.text), bytes.subarray(at)]);
    }
  }
  return bytes;
}

describe('boundary files that are broken in any way', () => {
  it('are answered with polygons or a readable 400, never a crash', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SEEDS.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (seed, mutations) => expectAnsweredInWords(mutate(SEEDS[seed] as Buffer, mutations)),
      ),
      { numRuns: 400, seed: 29 },
    );
  });

  it('are answered in words when their JSON has the wrong shapes', () => {
    const odd = [
      null,
      1,
      'x',
      [],
      {},
      [[]],
      [[[]]],
      [[['a']]],
      [[[1]]],
      [[[1, 2, 3, 4]]],
      { type: 'Polygon' },
    ];
    for (const value of odd) {
      for (const type of [
        'Polygon',
        'MultiPolygon',
        'GeometryCollection',
        'Feature',
        'FeatureCollection',
      ]) {
        const body = {
          type,
          coordinates: value,
          geometries: value,
          geometry: value,
          features: value,
        };
        expectAnsweredInWords(Buffer.from(JSON.stringify(body)));
      }
    }
  });
});
