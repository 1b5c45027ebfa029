import type { LatLng } from '@grovekeeper/geo';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import {
  EAST_PART,
  FAR_SQUARE,
  FIELD,
  feature,
  featureCollection,
  kml,
  kmlPolygon,
  kmz,
  placemark,
  polygonGeometry,
  ROME_FIELD,
  WELL,
  WEST_PART,
  zippedShapefile,
} from './files';
import { expectAreaOf, expectSameRing, parseFile } from './parse';
import type { ParsedJson } from './parse';

type Polygon = ParsedJson['polygons'][number];

/** Issue 29: boundary files of every kind the owner may bring, read into WGS84 rings. */

interface GoodCase {
  file: string;
  data: () => Buffer | string;
  name: string;
}

const GOOD_FILES: GoodCase[] = [
  {
    file: 'field.geojson (WGS 84, no crs)',
    data: () => featureCollection([feature('Elies', polygonGeometry('EPSG:4326', FIELD))]),
    name: 'Elies',
  },
  {
    file: 'field.geojson (legacy crs EPSG:2100)',
    data: () =>
      featureCollection(
        [feature('Elies', polygonGeometry('EPSG:2100', FIELD))],
        'urn:ogc:def:crs:EPSG::2100',
      ),
    name: 'Elies',
  },
  {
    file: 'field.geojson (legacy crs EPSG:3857)',
    data: () =>
      featureCollection([feature('Elies', polygonGeometry('EPSG:3857', FIELD))], 'EPSG:3857'),
    name: 'Elies',
  },
  {
    file: 'geometry.json (a bare Polygon)',
    data: () => JSON.stringify(polygonGeometry('EPSG:4326', FIELD)),
    name: 'Polygon 1',
  },
  {
    file: 'field.kml (Google Earth)',
    data: () => kml(placemark('Ελιές Καλαμάτας', kmlPolygon(FIELD))),
    name: 'Ελιές Καλαμάτας',
  },
  {
    file: 'field.kmz',
    data: () => kmz(kml(placemark('Elies', kmlPolygon(FIELD)))),
    name: 'Elies',
  },
  ...(['EPSG:4326', 'EPSG:3857', 'EPSG:2100'] as const).map((crs) => ({
    file: `parcels.zip (Shapefile, .prj ${crs})`,
    data: () => zippedShapefile(crs, [[FIELD]], { names: ['Elies'] }),
    name: 'Elies',
  })),
  {
    file: 'kaek.zip (Shapefile with a KAEK column)',
    data: () =>
      zippedShapefile('EPSG:2100', [[FIELD]], { names: ['250312345678'], column: 'KAEK' }),
    name: '250312345678',
  },
];

describeApi('boundary files', (api) => {
  let owner: SignedInUser;
  beforeAll(async () => {
    owner = await api.user({ name: 'Fotini Files' });
  });

  const parsed = async (file: string, data: Buffer | string, language = 'en') => {
    const response = await parseFile(api, owner, file, data, language);
    expect(response.statusCode).toBe(200);
    return response.json<ParsedJson>();
  };
  const refused = async (file: string, data: Buffer | string, language = 'en') => {
    const response = await parseFile(api, owner, file, data, language);
    expect(response.statusCode).toBe(400);
    return response.json<{ error: string }>().error;
  };

  it.each(GOOD_FILES)(
    'reads $file: the field as one WGS84 ring with its drawn area',
    async ({ file, data, name }) => {
      const answer = await parsed(file, data());
      expect(answer.warnings).toEqual([]);
      expect(answer.polygons).toHaveLength(1);
      const [polygon] = answer.polygons as [Polygon];
      expect(polygon.name).toBe(name);
      expectSameRing(polygon.coordinates, FIELD);
      expectAreaOf(polygon.areaHa, FIELD);
    },
  );

  it('lists each part of a multi-polygon parcel, and their union when the parts share an edge', async () => {
    const multi = {
      type: 'MultiPolygon',
      coordinates: [WEST_PART, EAST_PART].map(
        (part) => polygonGeometry('EPSG:4326', part).coordinates,
      ),
    };
    const answer = await parsed('parcel.geojson', featureCollection([feature('Parcel 7', multi)]));
    expect(answer.polygons.map((polygon) => polygon.name)).toEqual([
      'Parcel 7 (all parts)',
      'Parcel 7 (part 1)',
      'Parcel 7 (part 2)',
    ]);
    const [all, west, east] = answer.polygons as [Polygon, Polygon, Polygon];
    expectSameRing(all.coordinates, FIELD);
    expectAreaOf(all.areaHa, FIELD);
    expectAreaOf(west.areaHa, WEST_PART);
    expectAreaOf(east.areaHa, EAST_PART);
    expect(answer.warnings).toEqual([]);
  });

  it('lists the parts of a Shapefile record in two places and says an estate has one boundary', async () => {
    const answer = await parsed(
      'parcels.zip',
      zippedShapefile(
        'EPSG:2100',
        [[FIELD], [FAR_SQUARE]].flat().map((ring) => [ring]),
        {
          names: ['North', 'South'],
        },
      ),
    );
    expect(answer.polygons.map((polygon) => polygon.name)).toEqual(['North', 'South']);
    const kmlParts = await parsed(
      'parts.kml',
      kml(
        placemark(
          'Two fields',
          `<MultiGeometry>${kmlPolygon(FIELD)}${kmlPolygon(FAR_SQUARE)}</MultiGeometry>`,
        ),
      ),
    );
    expect(kmlParts.polygons.map((polygon) => polygon.name)).toEqual([
      'Two fields (part 1)',
      'Two fields (part 2)',
    ]);
    expect(kmlParts.warnings).toEqual([
      'The parcel "Two fields" has 2 separate parts: an estate has one boundary, so pick one part (or make an estate of each)',
    ]);
  });

  it('follows the outer edge of a parcel with a hole, and says so', async () => {
    const fromKml = await parsed('well.kml', kml(placemark('With well', kmlPolygon(FIELD, WELL))));
    const fromShp = await parsed(
      'well.zip',
      zippedShapefile('EPSG:2100', [[FIELD, WELL]], { names: ['With well'] }),
    );
    for (const answer of [fromKml, fromShp]) {
      expect(answer.polygons).toHaveLength(1);
      expectSameRing((answer.polygons[0] as ParsedJson['polygons'][0]).coordinates, FIELD);
      expect(answer.warnings).toEqual([
        'The shape "With well" has a hole (1 in all): an estate boundary is one ring, so it follows the outer edge and the hole counts in its area',
      ]);
    }
  });

  it('warns of a field outside Greece without refusing it', async () => {
    const answer = await parsed('rome.kml', kml(placemark('Roma', kmlPolygon(ROME_FIELD))));
    expect(answer.polygons).toHaveLength(1);
    expect(answer.warnings).toEqual([
      'The shape "Roma" lies outside Greece (near 41.90000, 12.50000): check the coordinate system if it should be in Greece',
    ]);
  });

  it('leaves out a shape that cannot be a boundary when the file has others, naming why', async () => {
    const bowTie = [...FIELD.slice(0, 2), FIELD[3], FIELD[2], FIELD[4]] as LatLng[];
    const file = featureCollection([
      feature('Good', polygonGeometry('EPSG:4326', FIELD)),
      {
        type: 'Feature',
        properties: { name: 'Bent' },
        geometry: {
          type: 'Polygon',
          coordinates: [[...bowTie, FIELD[0] as LatLng].map((p) => [p.lng, p.lat])],
        },
      },
      feature('Tree', { type: 'Point', coordinates: [22.111, 37.031] }),
    ]);
    const answer = await parsed('mixed.geojson', file);
    expect(answer.polygons.map((polygon) => polygon.name)).toEqual(['Good']);
    expect(answer.warnings).toHaveLength(1);
    expect(answer.warnings[0]).toMatch(
      /^The boundary "Bent" crosses itself near 37\.\d{5}, 22\.\d{5}\. It was left out\.$/,
    );
  });

  describe('refuses, in words', () => {
    const square = (ring: LatLng[]) =>
      [...ring, ring[0]].map((p) => [(p as LatLng).lng, (p as LatLng).lat]);
    const REFUSED: { what: string; file: string; data: () => Buffer | string; error: string }[] = [
      {
        what: 'a self-intersecting boundary, saying where',
        file: 'bow.kml',
        data: () =>
          kml(
            placemark(
              'Bow',
              `<Polygon><outerBoundaryIs><LinearRing><coordinates>22.101,37.001 22.102,37.002 22.101,37.002 22.102,37.001 22.101,37.001</coordinates></LinearRing></outerBoundaryIs></Polygon>`,
            ),
          ),
        error: 'The boundary "Bow" crosses itself near 37.00150, 22.10150',
      },
      {
        what: 'an empty geometry',
        file: 'empty.geojson',
        data: () => featureCollection([feature('Nothing', { type: 'Polygon', coordinates: [] })]),
        error: 'The shape "Nothing" is empty: it has no coordinates',
      },
      {
        what: 'a file with no polygon',
        file: 'points.geojson',
        data: () =>
          featureCollection([feature('Tree', { type: 'Point', coordinates: [22.1, 37.0] })]),
        error: 'The file has no polygon: a boundary needs a Polygon or MultiPolygon shape',
      },
      {
        what: 'too few points',
        file: 'line.geojson',
        data: () =>
          featureCollection([
            feature('Thin', {
              type: 'Polygon',
              coordinates: [
                [
                  [22.1, 37],
                  [22.2, 37],
                  [22.1, 37],
                  [22.1, 37],
                ],
              ],
            }),
          ]),
        error: 'The shape "Thin" has fewer than 3 distinct points',
      },
      {
        what: 'points on one line',
        file: 'flat.geojson',
        data: () =>
          featureCollection([
            feature('Flat', {
              type: 'Polygon',
              coordinates: [
                square([
                  { lat: 37, lng: 22.1 },
                  { lat: 37, lng: 22.2 },
                  { lat: 37, lng: 22.3 },
                ]),
              ],
            }),
          ]),
        error: 'The shape "Flat" has no area: its points lie on one line',
      },
      {
        what: 'coordinates that are not numbers',
        file: 'text.geojson',
        data: () =>
          featureCollection([feature('Words', { type: 'Polygon', coordinates: [[['a', 'b']]] })]),
        error: 'The shape "Words" has coordinates that are not pairs of numbers',
      },
      {
        what: 'a Shapefile without its .prj',
        file: 'noprj.zip',
        data: () => zippedShapefile('EPSG:2100', [[FIELD]], { prj: null }),
        error:
          'The Shapefile has no .prj file, so its coordinate system is missing: add the .prj file that came with it to the zip',
      },
      {
        what: 'a Shapefile in an unknown coordinate system, naming it',
        file: 'utm.zip',
        data: () =>
          zippedShapefile('EPSG:2100', [[FIELD]], {
            prj: 'PROJCS["WGS_1984_UTM_Zone_34N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]]],PROJECTION["Transverse_Mercator"],PARAMETER["Central_Meridian",21.0],UNIT["Meter",1.0]]',
          }),
        error:
          'The coordinate system "WGS_1984_UTM_Zone_34N" is not supported: use WGS 84 (EPSG:4326), Web Mercator (EPSG:3857) or the Greek grid EGSA87 (EPSG:2100)',
      },
      {
        what: 'a GeoJSON crs it does not know',
        file: 'utm.geojson',
        data: () =>
          featureCollection([feature('F', polygonGeometry('EPSG:4326', FIELD))], 'EPSG:32634'),
        error:
          'The coordinate system "EPSG:32634" is not supported: use WGS 84 (EPSG:4326), Web Mercator (EPSG:3857) or the Greek grid EGSA87 (EPSG:2100)',
      },
      {
        what: 'metres in a GeoJSON that names no crs',
        file: 'egsa.geojson',
        data: () => featureCollection([feature('F', polygonGeometry('EPSG:2100', FIELD))]),
        error:
          'The coordinates look like metres, not degrees, but the GeoJSON names no coordinate system: save it in WGS 84 (EPSG:4326), or add a "crs" member naming EPSG:2100 or EPSG:3857',
      },
      {
        what: 'a lone .shp',
        file: 'parcels.shp',
        data: () => Buffer.from([0, 0, 0x27, 0x0a, ...new Array(96).fill(0)]),
        error: 'Send the Shapefile as one .zip holding its .shp, .dbf and .prj files',
      },
      {
        what: 'a file of another kind',
        file: 'photo.png',
        data: () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]),
        error:
          'The file is not GeoJSON, KML, KMZ or a zipped Shapefile (.zip with its .shp, .dbf and .prj)',
      },
      {
        what: 'broken JSON',
        file: 'cut.geojson',
        data: () => '{"type":"FeatureCollection","features":[',
        error: 'The GeoJSON file is not valid JSON',
      },
      {
        what: 'broken XML',
        file: 'cut.kml',
        data: () => '<kml><Document><Placemark>',
        error: 'The KML file is not valid XML',
      },
      {
        what: 'a damaged zip',
        file: 'cut.kmz',
        data: () => kmz(kml(placemark('F', kmlPolygon(FIELD)))).subarray(0, 60),
        error: 'The file is not a readable zip archive',
      },
      { what: 'an empty file', file: 'empty.kml', data: () => '', error: 'The file is empty' },
    ];

    it.each(REFUSED)('$what', async ({ file, data, error }) => {
      expect(await refused(file, data())).toBe(error);
    });

    it('in Greek for a Greek reader', async () => {
      const greek = await api.user({ name: 'Eleni Elliniki' });
      expect((await api.as(greek).put('/api/profile', { language: 'el' })).statusCode).toBe(200);
      const response = await parseFile(
        api,
        greek,
        'noprj.zip',
        zippedShapefile('EPSG:2100', [[FIELD]], { prj: null }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(
        'Το Shapefile δεν έχει αρχείο .prj, οπότε λείπει το σύστημα συντεταγμένων του: προσθέστε στο zip το .prj που το συνόδευε',
      );
      const rome = await parseFile(
        api,
        greek,
        'rome.kml',
        kml(placemark('Roma', kmlPolygon(ROME_FIELD))),
      );
      const answer = rome.json<ParsedJson>();
      expect(answer.warnings[0]).toMatch(/^Το σχήμα «Roma» βρίσκεται εκτός Ελλάδας/);
    });
  });

  it('answers 401 to a stranger, 413 over 10 MB and 400 without a file part', async () => {
    const file = featureCollection([feature('F', polygonGeometry('EPSG:4326', FIELD))]);
    expect((await parseFile(api, null, 'f.geojson', file)).statusCode).toBe(401);
    const huge = await parseFile(
      api,
      owner,
      'huge.geojson',
      Buffer.alloc(10 * 1024 * 1024 + 1, 32),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'The file must be at most 10 MB' });
    const empty = await api.as(owner).call('POST', '/api/boundaries/parse', undefined, {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(empty.statusCode).toBe(400);
  });
});
