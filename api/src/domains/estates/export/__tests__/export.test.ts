import { describeApi } from '../../../../test/harness';
import type { TestResponse } from '../../../../test/http';
import {
  DATE,
  FORMULA,
  GREEK,
  NOTES,
  download,
  expectSameBoundary,
  exportWorld,
  filenameStar,
  near,
  treeDetail,
} from './fixtures';
import type { ExportWorld, Feature } from './fixtures';
import {
  at,
  children,
  descendants,
  geojsonProblems,
  kmlData,
  kmlPositions,
  parseCsv,
  parseXml,
  signedArea,
} from './formats';
import type { Position, XmlElement } from './formats';

/** What each format holds of one estate, read back as QGIS, Google Earth and a spreadsheet would. */
describeApi('estate exports (GeoJSON, KML, CSV)', (api) => {
  let w: ExportWorld;

  beforeAll(async () => {
    w = await exportWorld(api);
  });

  describe('GeoJSON', () => {
    let response: TestResponse;
    let features: Feature[];

    beforeAll(async () => {
      response = await download(api, w.owner, `/api/estates/${w.grove.id}/export?format=geojson`);
      features = response.json<{ features: Feature[] }>().features;
    });

    it('answers an RFC 7946 FeatureCollection as application/geo+json, as a named download', () => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/geo+json');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="olive-sons-pylos-${DATE}\\.geojson"; filename\\*=UTF-8''olive-sons-pylos-${DATE}\\.geojson$`,
        ),
      );
      expect(geojsonProblems(response.json())).toEqual([]);
    });

    it('holds the boundary as a closed counter-clockwise Polygon with the estate’s fields', () => {
      const [estate] = features.filter((feature) => feature.properties.kind === 'estate');
      expect(estate?.geometry?.type).toBe('Polygon');
      expect(estate?.properties).toMatchObject({
        kind: 'estate',
        id: w.grove.id,
        name: 'Olive & Sons <Pylos>',
        address: w.grove.address,
        landArea: w.grove.landArea,
        treeCount: w.grove.treeCount,
      });
      const [ring] = estate?.geometry?.coordinates as [Position[]];
      expectSameBoundary(ring, w.grove.boundaries);
    });

    it('gives back every tree at its stored position, with code, category, title and state', async () => {
      const points = features.filter((feature) => feature.properties.kind === 'tree');
      expect(points).toHaveLength(3);
      for (const tree of await Promise.all(
        w.trees.map((tree) => treeDetail(api, w.owner, tree.id)),
      )) {
        const feature = points.find((point) => point.id === tree.id);
        expect(feature?.geometry?.type).toBe('Point');
        expect(near(feature?.geometry?.coordinates as Position, tree.coordinates)).toBe(true);
        expect(feature?.properties).toMatchObject({
          kind: 'tree',
          id: tree.id,
          estateId: w.grove.id,
          code: tree.textCode,
          title: tree.title,
          category: tree.category,
          state: tree.state,
          notes: tree.notes,
        });
      }
      const formula = points.find((point) => point.properties.title === FORMULA);
      expect(formula?.properties).toMatchObject({ state: 'sick', notes: NOTES });
    });

    it('turns a boundary stored clockwise counter-clockwise, the same points', async () => {
      const answer = await download(
        api,
        w.owner,
        `/api/estates/${w.greek.id}/export?format=geojson`,
      );
      expect(geojsonProblems(answer.json())).toEqual([]);
      const [estate] = answer.json<{ features: Feature[] }>().features;
      const [ring] = estate?.geometry?.coordinates as [Position[]];
      expect(signedArea(ring)).toBeGreaterThan(0);
      // As stored (and answered by the API), the ring runs clockwise.
      const stored = w.greek.boundaries.map((p): Position => [p.lng, p.lat]);
      expect(signedArea([...stored, stored[0] as Position])).toBeLessThan(0);
      expectSameBoundary(ring, w.greek.boundaries);
    });
  });

  describe('KML', () => {
    let response: TestResponse;
    let kml: XmlElement;

    beforeAll(async () => {
      response = await download(api, w.owner, `/api/estates/${w.grove.id}/export?format=kml`);
      kml = parseXml(response.body);
    });

    it('answers well-formed KML 2.2 as a named Google Earth download', () => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/vnd\.google-earth\.kml\+xml/);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="olive-sons-pylos-${DATE}\\.kml"; filename\\*=`),
      );
      expect([kml.uri, kml.name]).toEqual(['http://www.opengis.net/kml/2.2', 'kml']);
      expect(descendants(kml, 'Placemark').every((p) => p.uri === kml.uri)).toBe(true);
    });

    it('escapes <, & and > in names, and reads them back as written', () => {
      expect(response.body).toContain('<name>Olive &amp; Sons &lt;Pylos&gt;</name>');
      expect(at(kml, 'Document', 'name').text).toBe('Olive & Sons <Pylos>');
      expect(at(kml, 'Document', 'Folder', 'name').text).toBe('Olive & Sons <Pylos>');
    });

    it('draws the boundary as a closed counter-clockwise ring of lng,lat,0', () => {
      const folder = at(kml, 'Document', 'Folder');
      const [boundary] = children(folder, 'Placemark');
      const text = at(
        boundary as XmlElement,
        'Polygon',
        'outerBoundaryIs',
        'LinearRing',
        'coordinates',
      ).text;
      expect(text).toMatch(/^22\.1\d*,37(\.\d+)?,0 /);
      const ring = kmlPositions(text);
      expect(signedArea(ring)).toBeGreaterThan(0);
      expectSameBoundary(ring, w.grove.boundaries);
    });

    it('places each tree as a Point with its code, category and state', async () => {
      const placemarks = children(at(kml, 'Document', 'Folder'), 'Placemark').slice(1);
      expect(placemarks).toHaveLength(3);
      for (const tree of w.trees) {
        const detail = await treeDetail(api, w.owner, tree.id);
        const placemark = placemarks.find((p) => p.attributes.id === `tree-${tree.id}`);
        expect(at(placemark as XmlElement, 'name').text).toBe(tree.title);
        expect(kmlData(placemark as XmlElement)).toMatchObject({
          code: detail.textCode,
          category: tree.category,
          state: detail.state,
        });
        const [position] = kmlPositions(at(placemark as XmlElement, 'Point', 'coordinates').text);
        expect(near(position as Position, tree.coordinates)).toBe(true);
      }
    });
  });

  describe('CSV', () => {
    it('writes one RFC 4180 row per tree that a spreadsheet reads back as written', async () => {
      const response = await download(api, w.owner, `/api/estates/${w.grove.id}/export?format=csv`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="olive-sons-pylos-${DATE}\\.csv"; filename\\*=`),
      );
      expect(response.body.startsWith('\uFEFF')).toBe(false);
      const [header, ...rows] = parseCsv(response.body);
      expect(header).toEqual([
        'Estate',
        'Code',
        'Title',
        'Category',
        'State',
        'Planting Year',
        'Latitude',
        'Longitude',
        'Notes',
        'Created At (UTC)',
        'Updated At (UTC)',
        'Tree ID',
      ]);
      expect(rows).toHaveLength(3);
      const byId = new Map(rows.map((row) => [row[11], row]));
      for (const tree of w.trees) {
        const row = byId.get(tree.id) as string[];
        expect(row[0]).toBe('Olive & Sons <Pylos>');
        expect(row[3]).toBe(tree.category);
        expect(near([Number(row[7]), Number(row[6])], tree.coordinates)).toBe(true);
      }
      const formula = rows.find((row) => row[2]?.includes('HYPERLINK')) as string[];
      // A spreadsheet shows the title as text instead of running it.
      expect(formula[2]).toBe(`'${FORMULA}`);
      expect([formula[4], formula[8]]).toEqual(['sick', NOTES]);
      expect(rows.find((row) => row[2] === 'Ελιά 2')?.[3]).toBe('Δική μου ποικιλία');
    });

    it('writes Greek headers, ; separators, decimal commas and a byte order mark in Greek', async () => {
      // The saved language wins over Accept-Language: the owner reads Greek.
      expect((await api.as(w.owner).put('/api/profile', { language: 'el' })).statusCode).toBe(200);
      try {
        const response = await download(
          api,
          w.owner,
          `/api/estates/${w.grove.id}/export?format=csv`,
          GREEK,
        );
        expect(response.headers['content-language']).toBe('el');
        expect(response.body.startsWith('\uFEFF')).toBe(true);
        const [header, ...rows] = parseCsv(response.body.slice(1), ';');
        expect(header?.slice(0, 8)).toEqual([
          'Κτήμα',
          'Κωδικός',
          'Τίτλος',
          'Είδος',
          'Κατάσταση',
          'Έτος φύτευσης',
          'Γεωγραφικό πλάτος',
          'Γεωγραφικό μήκος',
        ]);
        const row = rows.find((r) => r[2] === 'Olive Tree 3') as string[];
        expect([row[6], row[7]]).toEqual(['37,002', '22,102']);
      } finally {
        await api.as(w.owner).put('/api/profile', { language: 'en' });
      }
    });
  });

  it('names a Greek estate’s file in Greek in filename* and in Latin letters in filename', async () => {
    const response = await download(api, w.owner, `/api/estates/${w.greek.id}/export?format=kml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="elaionas-pylou-${DATE}\\.kml"; filename\\*=UTF-8''%CE`),
    );
    expect(filenameStar(response)).toMatch(new RegExp(`^ελαιώνας-πύλου-${DATE}\\.kml$`));
  });
});
