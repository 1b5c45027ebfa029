import { EstateTrees } from '../../../trees';
import { describeApi } from '../../../../test/harness';
import { DATE, download, exportWorld } from './fixtures';
import type { ExportWorld, Feature } from './fixtures';
import { at, children, descendants, geojsonProblems, parseCsv, parseXml } from './formats';

/** Who may export what, the file of all estates, bad requests and large estates. */
describeApi('estate exports: who, which estates, how much', (api) => {
  let w: ExportWorld;

  beforeAll(async () => {
    w = await exportWorld(api);
  });

  it('lets a field worker of the estate export it', async () => {
    const response = await download(
      api,
      w.worker,
      `/api/estates/${w.grove.id}/export?format=geojson`,
    );
    expect(response.statusCode).toBe(200);
    const features = response.json<{ features: Feature[] }>().features;
    expect(features).toHaveLength(4);
  });

  it('answers 404 "Estate not found" to a stranger, for an unknown and a malformed id', async () => {
    for (const id of [w.grove.id, 'f'.repeat(24), 'not-an-id']) {
      const response = await download(api, w.stranger, `/api/estates/${id}/export?format=kml`);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { error: 'Estate not found', code: 'estate-not-found' },
      ]);
    }
  });

  it('answers 400 with a readable message for an unknown or a missing format', async () => {
    for (const url of [
      `/api/estates/${w.grove.id}/export?format=shp`,
      `/api/estates/export?format=GEOJSON`,
    ]) {
      const response = await download(api, w.owner, url);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: 'format must be one of geojson, kml, csv', code: 'field-not-one-of' },
      ]);
    }
    const missing = await download(api, w.owner, `/api/estates/${w.grove.id}/export`);
    expect([missing.statusCode, missing.json<{ error: string }>().error]).toEqual([
      400,
      'format is required',
    ]);
  });

  describe('all of the caller’s estates', () => {
    it('holds the estates the caller owns and is a member of, and no one else’s', async () => {
      const response = await download(api, w.owner, '/api/estates/export?format=geojson');
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
        [w.grove.id, w.greek.id, w.shared.id].sort(),
      );
      expect(response.body).not.toContain(w.notShared.id);
      expect(features.filter((feature) => feature.properties.kind === 'tree')).toHaveLength(4);
    });

    it('writes one KML Folder per estate and one CSV row per tree', async () => {
      const kml = parseXml((await download(api, w.owner, '/api/estates/export?format=kml')).body);
      expect(at(kml, 'Document', 'name').text).toBe('Grovekeeper estates');
      expect(
        children(at(kml, 'Document'), 'Folder')
          .map((f) => at(f, 'name').text)
          .sort(),
      ).toEqual(['Olive & Sons <Pylos>', 'Shared Grove', 'Ελαιώνας Πύλου'].sort());
      const csv = await download(api, w.owner, '/api/estates/export?format=csv');
      const [, ...rows] = parseCsv(csv.body);
      expect(rows.map((row) => row[0]).sort()).toEqual(
        [...Array(3).fill('Olive & Sons <Pylos>'), 'Ελαιώνας Πύλου'].sort(),
      );
    });

    it('answers a valid empty file to someone with no estates', async () => {
      const response = await download(api, w.stranger, '/api/estates/export?format=geojson');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ type: 'FeatureCollection', features: [] });
      const kml = parseXml(
        (await download(api, w.stranger, '/api/estates/export?format=kml')).body,
      );
      expect(children(at(kml, 'Document'), 'Folder')).toEqual([]);
    });
  });

  it('streams an estate of 10,000 trees with every tree once', async () => {
    const big = await api.estate(w.owner, { name: 'Big Grove' });
    const generated = await api
      .as(w.owner)
      .post(`/api/estates/${big.id}/generate-trees`, { count: 10_000, mode: 'grid' });
    expect(generated.statusCode).toBe(201);
    const response = await download(api, w.owner, `/api/estates/${big.id}/export?format=geojson`);
    expect(response.statusCode).toBe(200);
    // Streamed as it is written: no length known up front.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(geojsonProblems(response.json())).toEqual([]);
    const ids = response
      .json<{ features: Feature[] }>()
      .features.filter((feature) => feature.properties.kind === 'tree')
      .map((feature) => feature.id);
    expect(new Set(ids).size).toBe(10_000);
    const csv = parseCsv(
      (await download(api, w.owner, `/api/estates/${big.id}/export?format=csv`)).body,
    );
    expect(csv).toHaveLength(10_001);
    expect((await api.as(w.owner).delete(`/api/estates/${big.id}`)).statusCode).toBe(204);
  });

  it('writes an estate stored without a boundary with no polygon, still valid', async () => {
    const bare = await api.estate(w.owner, { name: 'Bare Grove' });
    // Estates from before boundaries were required have none.
    await api.db.query(`UPDATE estates SET boundaries = '[]' WHERE id = $1`, [bare.id]);
    const geojson = await download(api, w.owner, `/api/estates/${bare.id}/export?format=geojson`);
    expect(geojsonProblems(geojson.json())).toEqual([]);
    expect(geojson.json<{ features: Feature[] }>().features[0]?.geometry).toBeNull();
    const kml = parseXml(
      (await download(api, w.owner, `/api/estates/${bare.id}/export?format=kml`)).body,
    );
    expect(descendants(kml, 'Polygon')).toEqual([]);
    expect(descendants(kml, 'Placemark')).toHaveLength(1);
    expect((await api.as(w.owner).delete(`/api/estates/${bare.id}`)).statusCode).toBe(204);
  });

  it('reads the trees in pages, each tree once, without any page larger than asked', async () => {
    const pages: number[] = [];
    const ids: string[] = [];
    for await (const page of new EstateTrees().exportTrees(api.db, w.grove.id, 2)) {
      pages.push(page.length);
      ids.push(...page.map((tree) => tree.id));
    }
    expect(pages).toEqual([2, 1]);
    expect(ids.sort()).toEqual(w.trees.map((tree) => tree.id).sort());
  });
});
