import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { estatesClient } from '../../estates/__tests__/fixtures';
import { kmlData, parseCsv, parseXml, descendants } from '../../estates/export/__tests__/formats';
import type { Feature } from '../../estates/export/__tests__/fixtures';

/**
 * Issue 29: a tree's planting year (migration 0019), null when unknown: read and changed
 * through the tree's answers, read from an imported file, written by the exports.
 */

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const RANGE = `plantingYear must be a year from 1800 to ${NEXT_YEAR}, or null when unknown`;

interface TreeAnswer {
  tree: { id: string; title: string; plantingYear: number | null; version: number };
}

describeApi('planting year', (api) => {
  const client = estatesClient(api);
  let owner: SignedInUser;

  beforeAll(async () => {
    owner = await api.user({ name: 'Petros Planter' });
  });

  const importCsv = (estateId: string, csv: string, query = '') =>
    api.as(owner).call('POST', `/api/estates/${estateId}/trees/import${query}`, csv, {
      'content-type': 'text/csv',
    });

  /** A tree added by hand (no planting year), its id. */
  const addTree = async (category: string) => {
    const estate = await client.createEstate(owner);
    const added = await api.as(owner).post(`/api/estates/${estate.id}/trees`, {
      title: `${category} 1`,
      category,
      coordinates: { lat: 37.001, lng: 22.101 },
    });
    expect(added.statusCode).toBe(201);
    return added.json<{ tree: { id: string } }>().tree.id;
  };

  const treeOf = async (id: string) =>
    (await api.as(owner).get(`/api/trees/${id}`)).json<TreeAnswer>().tree;

  it('is null for a tree added without one, and set, kept and cleared through PUT', async () => {
    const id = await addTree('Olive Tree');
    expect((await treeOf(id)).plantingYear).toBeNull();

    const set = await api.as(owner).put(`/api/trees/${id}`, { plantingYear: 1998 });
    expect(set.statusCode).toBe(200);
    expect(set.json<TreeAnswer>().tree.plantingYear).toBe(1998);
    // Another field's change leaves it as it is.
    await api.as(owner).put(`/api/trees/${id}`, { title: 'Old olive' });
    expect(await treeOf(id)).toMatchObject({ title: 'Old olive', plantingYear: 1998 });

    const history = await api.as(owner).get(`/api/trees/${id}/history`);
    expect(history.body).toContain('plantingYear');

    const cleared = await api.as(owner).put(`/api/trees/${id}`, { plantingYear: null });
    expect(cleared.json<TreeAnswer>().tree.plantingYear).toBeNull();
  });

  it('refuses a year before 1800, after next year or not whole, with a readable message', async () => {
    const id = await addTree('Fig Tree');
    for (const year of [1799, NEXT_YEAR + 1]) {
      const response = await api.as(owner).put(`/api/trees/${id}`, { plantingYear: year });
      expect([year, response.statusCode, response.json<{ error: string }>().error]).toEqual([
        year,
        400,
        RANGE,
      ]);
    }
    const fraction = await api.as(owner).put(`/api/trees/${id}`, { plantingYear: 2000.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json<{ error: string }>().error).toMatch(/plantingYear/);
    expect((await treeOf(id)).plantingYear).toBeNull();
  });

  it('reads the planting year column of an import and refuses a bad year by row', async () => {
    const estate = await client.createEstate(owner, { treeTypes: ['olive'] });
    const csv =
      'lat,lng,code,Year planted\n' +
      '37.001,22.101,PY-1,1998\n' +
      '37.002,22.102,PY-2,\n' +
      '37.003,22.103,PY-3,1750\n' +
      '37.0031,22.1031,PY-4,soon\n' +
      `37.0032,22.1032,PY-5,${NEXT_YEAR}\n`;
    const dry = await importCsv(estate.id, csv, '?dryRun=true');
    expect(dry.statusCode).toBe(200);
    const answer = dry.json<{
      accepted: number;
      rejected: unknown[];
      mapping: Record<string, string>;
    }>();
    expect(answer.mapping.plantingYear).toBe('Year planted');
    expect(answer.accepted).toBe(3);
    expect(answer.rejected).toEqual([
      {
        row: 4,
        code: 'planting-year',
        reason: `The planting year "1750" must be a year from 1800 to ${NEXT_YEAR}`,
      },
      {
        row: 5,
        code: 'planting-year',
        reason: `The planting year "soon" must be a year from 1800 to ${NEXT_YEAR}`,
      },
    ]);

    expect((await importCsv(estate.id, csv)).statusCode).toBe(201);
    const years = new Map<string, number | null>();
    for (const code of ['PY-1', 'PY-2', 'PY-5']) {
      years.set(
        code,
        (await api.as(owner).get(`/api/trees/qr/${code}`)).json<TreeAnswer>().tree.plantingYear,
      );
    }
    expect(Object.fromEntries(years)).toEqual({ 'PY-1': 1998, 'PY-2': null, 'PY-5': NEXT_YEAR });
  });

  it('writes the planting year in the GeoJSON, KML and CSV exports, and reads it back', async () => {
    const estate = await client.createEstate(owner, { treeTypes: ['olive'] });
    await importCsv(
      estate.id,
      'lat,lng,code,title,planting year\n37.001,22.101,EX-1,Known,1987\n37.002,22.102,EX-2,Unknown,\n',
    );
    const url = `/api/estates/${estate.id}/export?format=`;

    const geojson = (await api.as(owner).get(`${url}geojson`)).json<{ features: Feature[] }>();
    const properties = geojson.features
      .filter((feature) => feature.properties.kind === 'tree')
      .map(({ properties: { code, plantingYear } }) => ({ code, plantingYear }));
    expect(properties).toEqual([
      { code: 'EX-1', plantingYear: 1987 },
      { code: 'EX-2', plantingYear: null },
    ]);

    const kml = parseXml((await api.as(owner).get(`${url}kml`)).body);
    const data = descendants(kml, 'Placemark')
      .map(kmlData)
      .filter((entry) => entry.kind === 'tree')
      .map(({ code, plantingYear }) => ({ code, plantingYear }));
    expect(data).toEqual([
      { code: 'EX-1', plantingYear: '1987' },
      { code: 'EX-2', plantingYear: '' },
    ]);

    const csv = (await api.as(owner).get(`${url}csv`)).body;
    const [header, ...rows] = parseCsv(csv);
    const column = (header as string[]).indexOf('Planting Year');
    expect(rows.map((row) => [row[1], row[column]])).toEqual([
      ['EX-1', '1987'],
      ['EX-2', ''],
    ]);

    // The export's own file imports into another estate with the same years.
    const copy = await client.createEstate(owner, { treeTypes: ['olive'] });
    const again = csv.replace(/EX-/g, 'CP-');
    expect((await importCsv(copy.id, again)).statusCode).toBe(201);
    const copied = (await api.as(owner).get('/api/trees/qr/CP-1')).json<TreeAnswer>().tree;
    expect(copied.plantingYear).toBe(1987);
  });
});
