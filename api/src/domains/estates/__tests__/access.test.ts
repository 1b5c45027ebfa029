import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { estatesClient } from './fixtures';
import type { EstateJson, TreeJson } from './fixtures';

describeApi('estate ownership', (api) => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let estate: EstateJson;
  let tree: TreeJson;
  const client = estatesClient(api);

  beforeAll(async () => {
    owner = await api.user();
    stranger = await api.user();
    estate = await client.createEstate(owner, { treeCount: 2, autoGenerateTrees: true });
    [tree] = (await client.trees(owner, estate.id)).trees as [TreeJson];
  });

  const inside = { lat: 37.001, lng: 22.101 };
  const requests = (): [string, string, unknown][] => [
    ['GET', `/api/estates/${estate.id}`, undefined],
    ['PUT', `/api/estates/${estate.id}`, { name: 'Mine now' }],
    ['DELETE', `/api/estates/${estate.id}`, undefined],
    ['GET', `/api/estates/${estate.id}/export?format=geojson`, undefined],
    ['GET', `/api/estates/${estate.id}/trees`, undefined],
    ['GET', `/api/estates/${estate.id}/trees/title-numbers`, undefined],
    ['POST', `/api/estates/${estate.id}/generate-trees`, { count: 5, mode: 'random' }],
    [
      'PUT',
      `/api/estates/${estate.id}/trees/positions`,
      { positions: [{ id: tree.id, coordinates: inside }] },
    ],
    [
      'POST',
      `/api/estates/${estate.id}/trees`,
      { title: 'X', category: 'Other', coordinates: inside },
    ],
  ];

  it('answers 404 "Estate not found" to another user on every estate route', async () => {
    for (const [method, url, payload] of requests()) {
      const response = await api.as(stranger).call(method, url, payload);
      expect([method, url, response.statusCode, response.json()]).toEqual([
        method,
        url,
        404,
        { error: 'Estate not found', code: 'estate-not-found' },
      ]);
    }
  });

  it('leaves the estate and its trees untouched after another user tried everything', async () => {
    const detail = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      name: 'North Grove',
      treeCountsByCategory: { 'Olive Tree': 2 },
    });
    const [same] = (await client.trees(owner, estate.id)).trees.filter((t) => t.id === tree.id);
    expect(same?.coordinates).toEqual(tree.coordinates);
  });

  it('does not list another user’s estates', async () => {
    const response = await api.as(stranger).get('/api/estates');
    expect(response.json()).toEqual({ estates: [] });
  });
});
