import type { LatLng } from '@grovekeeper/geo';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { estatesClient } from '../../estates/__tests__/fixtures';
import type { TreeJson } from '../../estates/__tests__/fixtures';
import { FIELD } from './files';
import { expectAreaOf, expectSameRing, parseFile } from './parse';
import type { ParsedJson } from './parse';

/**
 * Issue 29: an estate taken out (the export routes) and brought back in (boundary parsing
 * and the tree import) is the same estate: its boundary within 1e-6°, its trees' codes,
 * categories, states, titles and positions.
 */
describeApi('an exported estate brought back in', (api) => {
  const client = estatesClient(api);
  let owner: SignedInUser;
  let sourceId: string;
  let sourceTrees: TreeJson[];

  const TREES = [
    {
      lat: 37.0312,
      lng: 22.1112,
      code: 'EL-001',
      category: 'Olive Tree',
      state: 'healthy',
      title: 'Old olive',
    },
    {
      lat: 37.0318,
      lng: 22.1121,
      code: 'EL-002',
      category: 'Olive Tree',
      state: 'pruned',
      title: 'Ελιά δίπλα στο πηγάδι',
    },
    {
      lat: 37.0309,
      lng: 22.1125,
      code: 'AM-001',
      category: 'Almond Tree',
      state: 'watered',
      title: 'Almond, south',
    },
  ];
  const estateBody = (boundaries: LatLng[]) => ({
    boundaries,
    coordinates: { lat: 37.0315, lng: 22.1117 },
    treeTypes: ['olive', 'almond'],
  });
  const importInto = (estateId: string, body: string, type: string) =>
    api.as(owner).call('POST', `/api/estates/${estateId}/trees/import?dryRun=false`, body, {
      'content-type': type,
    });
  const comparable = (trees: TreeJson[]) =>
    trees
      .map(({ textCode, category, state, title, coordinates }) => ({
        textCode,
        category,
        state,
        title,
        coordinates,
      }))
      .sort((a, b) => a.textCode.localeCompare(b.textCode));

  beforeAll(async () => {
    owner = await api.user({ name: 'Rania Roundtrip' });
    sourceId = (await client.createEstate(owner, { name: 'Kalamata Grove', ...estateBody(FIELD) }))
      .id;
    const csv = [
      'latitude,longitude,code,category,state,title',
      ...TREES.map((t) => `${t.lat},${t.lng},${t.code},${t.category},${t.state},"${t.title}"`),
    ].join('\n');
    expect((await importInto(sourceId, csv, 'text/csv')).statusCode).toBe(201);
    sourceTrees = (await client.trees(owner, sourceId)).trees;
    expect(sourceTrees).toHaveLength(3);
  });

  const exported = async (format: 'geojson' | 'kml') => {
    const response = await api.as(owner).get(`/api/estates/${sourceId}/export?format=${format}`);
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it.each(['geojson', 'kml'] as const)(
    'gives back the same boundary from its %s export, named after the estate',
    async (format) => {
      const response = await parseFile(api, owner, `estate.${format}`, await exported(format));
      expect(response.statusCode).toBe(200);
      const answer = response.json<ParsedJson>();
      expect(answer.warnings).toEqual([]);
      expect(answer.polygons.map((polygon) => polygon.name)).toEqual(['Kalamata Grove']);
      const [polygon] = answer.polygons as [ParsedJson['polygons'][number]];
      expectSameRing(polygon.coordinates, FIELD, 1e-6);
      expectAreaOf(polygon.areaHa, FIELD);
    },
  );

  it('re-imports the trees of the GeoJSON export into a new estate with that boundary', async () => {
    const file = await exported('geojson');
    const parsed = (await parseFile(api, owner, 'estate.geojson', file)).json<ParsedJson>();
    const boundary = (parsed.polygons[0] as ParsedJson['polygons'][number]).coordinates;
    const copy = await client.createEstate(owner, {
      name: 'Kalamata Grove (copy)',
      ...estateBody(boundary),
    });
    // The codes are the source estate's, used once per owner's trees: free them first.
    expect((await api.as(owner).delete(`/api/estates/${sourceId}`)).statusCode).toBe(204);
    const response = await importInto(copy.id, file, 'application/geo+json');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ accepted: 3, imported: 3 });
    expect(comparable((await client.trees(owner, copy.id)).trees)).toEqual(comparable(sourceTrees));
  });
});
