import type { LatLng } from '@grovekeeper/geo';
import { EstateTrees } from '../../../trees';
import { HARNESS_SQUARE, describeApi } from '../../../../test/harness';
import type { HarnessEstate } from '../../../../test/harness';
import type { TestResponse } from '../../../../test/http';
import { joinTeam } from '../../../../test/teams';
import type { SignedInUser } from '../../../../test/users';
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

const GREEK = { 'accept-language': 'el-GR,el;q=0.9' };
const DATE = /\d{4}-\d{2}-\d{2}/.source;
const FORMULA = '=HYPERLINK("http://example.com","x")';
const NOTES = 'Pruned in March,\n"heavy" crop; north side';

interface Feature {
  type: 'Feature';
  id: string;
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown>;
}

interface StoredTree {
  id: string;
  title: string;
  category: string;
  coordinates: LatLng;
}

/** Whether two positions are the same within the exports' 7 decimals. */
const near = ([lng, lat]: Position, point: LatLng) =>
  Math.abs(lng - point.lng) <= 1e-7 && Math.abs(lat - point.lat) <= 1e-7;

/** The closed ring holds exactly the stored boundary's points (either direction), once each. */
function expectSameBoundary(ring: Position[], boundary: LatLng[]) {
  expect(ring).toHaveLength(boundary.length + 1);
  expect(ring[0]).toEqual(ring[ring.length - 1]);
  for (const point of boundary) {
    expect(ring.slice(0, -1).filter((position) => near(position, point))).toHaveLength(1);
  }
}

const filenameStar = (response: TestResponse): string => {
  const match = /filename\*=UTF-8''([^;]+)$/.exec(String(response.headers['content-disposition']));
  return decodeURIComponent(match?.[1] ?? '');
};

describeApi('estate exports (GeoJSON, KML, CSV)', (api) => {
  let owner: SignedInUser;
  let worker: SignedInUser;
  let stranger: SignedInUser;
  let neighbour: SignedInUser;
  let grove: HarnessEstate;
  let greek: HarnessEstate;
  let shared: HarnessEstate;
  let notShared: HarnessEstate;
  let trees: StoredTree[];

  async function plant(
    user: SignedInUser,
    estateId: string,
    title: string,
    category: string,
    at: LatLng,
  ) {
    const response = await api.as(user).post(`/api/estates/${estateId}/trees`, {
      title,
      category,
      coordinates: at,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ tree: { id: string } }>().tree.id;
  }

  async function storedTrees(estateId: string): Promise<StoredTree[]> {
    const response = await api.as(owner).get(`/api/estates/${estateId}/trees?limit=1000`);
    return response.json<{ trees: StoredTree[] }>().trees;
  }

  /** A tree as GET /api/trees/:id answers it. */
  async function treeDetail(id: string) {
    const response = await api.as(owner).get(`/api/trees/${id}`);
    return response.json<{
      tree: StoredTree & { textCode: string; state: string; notes: string };
    }>().tree;
  }

  const download = (user: SignedInUser, url: string, headers: Record<string, string> = {}) =>
    api.as(user).call('GET', url, undefined, headers);

  beforeAll(async () => {
    owner = await api.user({ name: 'Olga Owner' });
    worker = await api.user({ name: 'Fotis Field' });
    stranger = await api.user({ name: 'Stelios Stranger' });
    neighbour = await api.user({ name: 'Nikos Neighbour' });
    grove = await api.estate(owner, { name: 'Olive & Sons <Pylos>', treeTypes: ['olive'] });
    const formula = await plant(owner, grove.id, FORMULA, 'Olive Tree', {
      lat: 37.0012345,
      lng: 22.1012345,
    });
    await plant(owner, grove.id, 'Ελιά 2', 'Δική μου ποικιλία', { lat: 37.003, lng: 22.104 });
    await plant(owner, grove.id, 'Olive Tree 3', 'Olive Tree', { lat: 37.002, lng: 22.102 });
    const updated = await api.as(owner).put(`/api/trees/${formula}`, {
      state: 'sick',
      notes: NOTES,
    });
    expect(updated.statusCode).toBe(200);
    trees = await storedTrees(grove.id);
    // Stored clockwise: the exports turn it counter-clockwise.
    greek = await api.estate(owner, {
      name: 'Ελαιώνας Πύλου',
      address: 'Πύλος, Μεσσηνία',
      boundaries: [...HARNESS_SQUARE].reverse(),
    });
    await plant(owner, greek.id, 'Ελιά 1', 'Olive Tree', { lat: 37.001, lng: 22.101 });
    shared = await api.estate(neighbour, { name: 'Shared Grove' });
    notShared = await api.estate(neighbour, { name: 'Private Grove of the neighbour' });
    await joinTeam(api, owner, grove.id, worker, 'field_staff');
    await joinTeam(api, neighbour, shared.id, owner, 'viewer');
  });

  describe('GeoJSON', () => {
    let response: TestResponse;
    let features: Feature[];

    beforeAll(async () => {
      response = await download(owner, `/api/estates/${grove.id}/export?format=geojson`);
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
        id: grove.id,
        name: 'Olive & Sons <Pylos>',
        address: grove.address,
        landArea: grove.landArea,
        treeCount: grove.treeCount,
      });
      const [ring] = estate?.geometry?.coordinates as [Position[]];
      expectSameBoundary(ring, grove.boundaries);
    });

    it('gives back every tree at its stored position, with code, category, title and state', async () => {
      const points = features.filter((feature) => feature.properties.kind === 'tree');
      expect(points).toHaveLength(3);
      for (const tree of await Promise.all(trees.map((tree) => treeDetail(tree.id)))) {
        const feature = points.find((point) => point.id === tree.id);
        expect(feature?.geometry?.type).toBe('Point');
        expect(near(feature?.geometry?.coordinates as Position, tree.coordinates)).toBe(true);
        expect(feature?.properties).toMatchObject({
          kind: 'tree',
          id: tree.id,
          estateId: grove.id,
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
      const answer = await download(owner, `/api/estates/${greek.id}/export?format=geojson`);
      expect(geojsonProblems(answer.json())).toEqual([]);
      const [estate] = answer.json<{ features: Feature[] }>().features;
      const [ring] = estate?.geometry?.coordinates as [Position[]];
      expect(signedArea(ring)).toBeGreaterThan(0);
      // As stored (and answered by the API), the ring runs clockwise.
      const stored = greek.boundaries.map((p): Position => [p.lng, p.lat]);
      expect(signedArea([...stored, stored[0] as Position])).toBeLessThan(0);
      expectSameBoundary(ring, greek.boundaries);
    });
  });

  describe('KML', () => {
    let response: TestResponse;
    let kml: XmlElement;

    beforeAll(async () => {
      response = await download(owner, `/api/estates/${grove.id}/export?format=kml`);
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
      expectSameBoundary(ring, grove.boundaries);
    });

    it('places each tree as a Point with its code, category and state', async () => {
      const placemarks = children(at(kml, 'Document', 'Folder'), 'Placemark').slice(1);
      expect(placemarks).toHaveLength(3);
      for (const tree of trees) {
        const detail = await treeDetail(tree.id);
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
      const response = await download(owner, `/api/estates/${grove.id}/export?format=csv`);
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
        'Latitude',
        'Longitude',
        'Notes',
        'Created At (UTC)',
        'Updated At (UTC)',
        'Tree ID',
      ]);
      expect(rows).toHaveLength(3);
      const byId = new Map(rows.map((row) => [row[10], row]));
      for (const tree of trees) {
        const row = byId.get(tree.id) as string[];
        expect(row[0]).toBe('Olive & Sons <Pylos>');
        expect(row[3]).toBe(tree.category);
        expect(near([Number(row[6]), Number(row[5])], tree.coordinates)).toBe(true);
      }
      const formula = rows.find((row) => row[2]?.includes('HYPERLINK')) as string[];
      // A spreadsheet shows the title as text instead of running it.
      expect(formula[2]).toBe(`'${FORMULA}`);
      expect([formula[4], formula[7]]).toEqual(['sick', NOTES]);
      expect(rows.find((row) => row[2] === 'Ελιά 2')?.[3]).toBe('Δική μου ποικιλία');
    });

    it('writes Greek headers, ; separators, decimal commas and a byte order mark in Greek', async () => {
      // The saved language wins over Accept-Language: the owner reads Greek.
      expect((await api.as(owner).put('/api/profile', { language: 'el' })).statusCode).toBe(200);
      try {
        const response = await download(owner, `/api/estates/${grove.id}/export?format=csv`, GREEK);
        expect(response.headers['content-language']).toBe('el');
        expect(response.body.startsWith('\uFEFF')).toBe(true);
        const [header, ...rows] = parseCsv(response.body.slice(1), ';');
        expect(header?.slice(0, 7)).toEqual([
          'Κτήμα',
          'Κωδικός',
          'Τίτλος',
          'Είδος',
          'Κατάσταση',
          'Γεωγραφικό πλάτος',
          'Γεωγραφικό μήκος',
        ]);
        const row = rows.find((r) => r[2] === 'Olive Tree 3') as string[];
        expect([row[5], row[6]]).toEqual(['37,002', '22,102']);
      } finally {
        await api.as(owner).put('/api/profile', { language: 'en' });
      }
    });
  });

  it('names a Greek estate’s file in Greek in filename* and in Latin letters in filename', async () => {
    const response = await download(owner, `/api/estates/${greek.id}/export?format=kml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="elaionas-pylou-${DATE}\\.kml"; filename\\*=UTF-8''%CE`),
    );
    expect(filenameStar(response)).toMatch(new RegExp(`^ελαιώνας-πύλου-${DATE}\\.kml$`));
  });

  it('lets a field worker of the estate export it', async () => {
    const response = await download(worker, `/api/estates/${grove.id}/export?format=geojson`);
    expect(response.statusCode).toBe(200);
    const features = response.json<{ features: Feature[] }>().features;
    expect(features).toHaveLength(4);
  });

  it('answers 404 "Estate not found" to a stranger, for an unknown and a malformed id', async () => {
    for (const id of [grove.id, 'f'.repeat(24), 'not-an-id']) {
      const response = await download(stranger, `/api/estates/${id}/export?format=kml`);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { error: 'Estate not found', code: 'estate-not-found' },
      ]);
    }
  });

  it('answers 400 with a readable message for an unknown or a missing format', async () => {
    for (const url of [
      `/api/estates/${grove.id}/export?format=shp`,
      `/api/estates/export?format=GEOJSON`,
    ]) {
      const response = await download(owner, url);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: 'format must be one of geojson, kml, csv', code: 'field-not-one-of' },
      ]);
    }
    const missing = await download(owner, `/api/estates/${grove.id}/export`);
    expect([missing.statusCode, missing.json<{ error: string }>().error]).toEqual([
      400,
      'format is required',
    ]);
  });

  describe('all of the caller’s estates', () => {
    it('holds the estates the caller owns and is a member of, and no one else’s', async () => {
      const response = await download(owner, '/api/estates/export?format=geojson');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="grovekeeper-estates-${DATE}\\.geojson"; filename\\*=UTF-8''grovekeeper-estates-${DATE}\\.geojson$`,
        ),
      );
      expect(geojsonProblems(response.json())).toEqual([]);
      const features = response.json<{ features: Feature[] }>().features;
      const estates = features.filter((feature) => feature.properties.kind === 'estate');
      expect(estates.map((feature) => feature.id).sort()).toEqual(
        [grove.id, greek.id, shared.id].sort(),
      );
      expect(response.body).not.toContain(notShared.id);
      expect(features.filter((feature) => feature.properties.kind === 'tree')).toHaveLength(4);
    });

    it('writes one KML Folder per estate and one CSV row per tree', async () => {
      const kml = parseXml((await download(owner, '/api/estates/export?format=kml')).body);
      expect(at(kml, 'Document', 'name').text).toBe('Grovekeeper estates');
      expect(
        children(at(kml, 'Document'), 'Folder')
          .map((f) => at(f, 'name').text)
          .sort(),
      ).toEqual(['Olive & Sons <Pylos>', 'Shared Grove', 'Ελαιώνας Πύλου'].sort());
      const csv = await download(owner, '/api/estates/export?format=csv');
      const [, ...rows] = parseCsv(csv.body);
      expect(rows.map((row) => row[0]).sort()).toEqual(
        [...Array(3).fill('Olive & Sons <Pylos>'), 'Ελαιώνας Πύλου'].sort(),
      );
    });

    it('answers a valid empty file to someone with no estates', async () => {
      const response = await download(stranger, '/api/estates/export?format=geojson');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ type: 'FeatureCollection', features: [] });
      const kml = parseXml((await download(stranger, '/api/estates/export?format=kml')).body);
      expect(children(at(kml, 'Document'), 'Folder')).toEqual([]);
    });
  });

  it('streams an estate of 10,000 trees with every tree once', async () => {
    const big = await api.estate(owner, { name: 'Big Grove' });
    const generated = await api
      .as(owner)
      .post(`/api/estates/${big.id}/generate-trees`, { count: 10_000, mode: 'grid' });
    expect(generated.statusCode).toBe(201);
    const response = await download(owner, `/api/estates/${big.id}/export?format=geojson`);
    expect(response.statusCode).toBe(200);
    // Streamed as it is written: no length known up front.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(geojsonProblems(response.json())).toEqual([]);
    const ids = response
      .json<{ features: Feature[] }>()
      .features.filter((feature) => feature.properties.kind === 'tree')
      .map((feature) => feature.id);
    expect(new Set(ids).size).toBe(10_000);
    const csv = parseCsv((await download(owner, `/api/estates/${big.id}/export?format=csv`)).body);
    expect(csv).toHaveLength(10_001);
    expect((await api.as(owner).delete(`/api/estates/${big.id}`)).statusCode).toBe(204);
  });

  it('writes an estate stored without a boundary with no polygon, still valid', async () => {
    const bare = await api.estate(owner, { name: 'Bare Grove' });
    // Estates from before boundaries were required have none.
    await api.db.query(`UPDATE estates SET boundaries = '[]' WHERE id = $1`, [bare.id]);
    const geojson = await download(owner, `/api/estates/${bare.id}/export?format=geojson`);
    expect(geojsonProblems(geojson.json())).toEqual([]);
    expect(geojson.json<{ features: Feature[] }>().features[0]?.geometry).toBeNull();
    const kml = parseXml((await download(owner, `/api/estates/${bare.id}/export?format=kml`)).body);
    expect(descendants(kml, 'Polygon')).toEqual([]);
    expect(descendants(kml, 'Placemark')).toHaveLength(1);
    expect((await api.as(owner).delete(`/api/estates/${bare.id}`)).statusCode).toBe(204);
  });

  it('reads the trees in pages, each tree once, without any page larger than asked', async () => {
    const pages: number[] = [];
    const ids: string[] = [];
    for await (const page of new EstateTrees().exportTrees(api.db, grove.id, 2)) {
      pages.push(page.length);
      ids.push(...page.map((tree) => tree.id));
    }
    expect(pages).toEqual([2, 1]);
    expect(ids.sort()).toEqual(trees.map((tree) => tree.id).sort());
  });
});
