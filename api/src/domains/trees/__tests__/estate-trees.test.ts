import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { localProjection, isPointInPolygon } from '@grovekeeper/geo';
import type { LatLng } from '@grovekeeper/geo';
import { estatesClient, L_SHAPE, SQUARE } from '../../estates/__tests__/fixtures';
import type { TreeJson } from '../../estates/__tests__/fixtures';

/** Distance from each point to its nearest neighbour, metres. */
function nearestNeighbourDistances(points: LatLng[]): number[] {
  const projection = localProjection(points[0] as LatLng);
  const local = points.map((point) => projection.toLocal(point));
  return local.map((p, i) =>
    Math.min(...local.filter((_, j) => j !== i).map((q) => Math.hypot(p.x - q.x, p.y - q.y))),
  );
}

describeApi('estate trees', (api) => {
  let owner: SignedInUser;
  const client = estatesClient(api);

  beforeAll(async () => {
    owner = await api.user();
  });

  const generate = (estateId: string, payload: unknown) =>
    api.as(owner).post(`/api/estates/${estateId}/generate-trees`, payload);

  it('generates random trees inside the boundary and continues the numbering', async () => {
    const estate = await client.createEstate(owner, {
      boundaries: L_SHAPE,
      treeTypes: ['olive', 'orange'],
      treeCount: 4,
      autoGenerateTrees: true,
    });
    const response = await generate(estate.id, { count: 6, mode: 'random' });
    expect(response.statusCode).toBe(201);
    const { trees, count } = response.json<{ trees: TreeJson[]; count: number }>();
    expect(count).toBe(6);
    expect(trees.map((tree) => tree.title).sort()).toEqual([
      'Olive Tree 3',
      'Olive Tree 4',
      'Olive Tree 5',
      'Orange Tree 3',
      'Orange Tree 4',
      'Orange Tree 5',
    ]);
    for (const tree of trees) expect(isPointInPolygon(tree.coordinates, L_SHAPE, false)).toBe(true);
    const detail = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect(detail.json()).toMatchObject({
      treeCount: 4,
      treeCountsByCategory: { 'Olive Tree': 5, 'Orange Tree': 5 },
    });
  });

  it('lays out grid trees in rows at an even spacing, all inside the boundary', async () => {
    const estate = await client.createEstate(owner, { boundaries: L_SHAPE });
    const response = await generate(estate.id, { count: 400, mode: 'grid' });
    expect(response.statusCode).toBe(201);
    const { trees } = response.json<{ trees: TreeJson[] }>();
    expect(trees).toHaveLength(400);
    for (const tree of trees) expect(isPointInPolygon(tree.coordinates, L_SHAPE, false)).toBe(true);
    const distances = nearestNeighbourDistances(trees.map((tree) => tree.coordinates)).sort(
      (a, b) => a - b,
    );
    const median = distances[200] as number;
    // L_SHAPE is about 15.4 ha: sqrt(area / 400) ≈ 19.6 m, a little less after the margin.
    expect(median).toBeGreaterThan(14);
    expect(median).toBeLessThan(20);
    const clustered = distances.filter((d) => Math.abs(d - median) / median < 0.02);
    expect(clustered.length).toBeGreaterThanOrEqual(390);
  });

  it('defaults to random placement and validates the generation request', async () => {
    const estate = await client.createEstate(owner);
    expect((await generate(estate.id, { count: 3 })).statusCode).toBe(201);
    const cases: [unknown, string][] = [
      [{ count: 0 }, 'count must be at least 1'],
      [{ count: 10_001 }, 'count must be at most 10000'],
      [{ count: 5, mode: 'spiral' }, 'mode must be one of random, grid'],
      [{}, 'count is required'],
    ];
    for (const [payload, error] of cases) {
      const response = await generate(estate.id, payload);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error, code: expect.any(String) },
      ]);
    }
  });

  it('generates 10,000 trees in one request', async () => {
    const estate = await client.createEstate(owner);
    const response = await generate(estate.id, { count: 10_000, mode: 'random' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ count: number }>().count).toBe(10_000);
    expect((await client.trees(owner, estate.id, 'limit=1')).total).toBe(10_000);
  }, 60_000);

  it('pages through the trees in the order people read titles (2 before 10)', async () => {
    const estate = await client.createEstate(owner, {
      treeCount: 30,
      treeTypes: ['fig'],
      autoGenerateTrees: true,
    });
    const all = await client.trees(owner, estate.id);
    expect(all.total).toBe(30);
    const first = await client.trees(owner, estate.id, 'limit=10&offset=0');
    const second = await client.trees(owner, estate.id, 'limit=10&offset=10');
    expect(first.total).toBe(30);
    expect([...first.trees, ...second.trees]).toEqual(all.trees.slice(0, 20));
    expect(all.trees.map((tree) => tree.title)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Fig Tree ${i + 1}`),
    );
    const past = await client.trees(owner, estate.id, 'limit=10&offset=100');
    expect(past).toEqual({ trees: [], total: 30 });
    const defaults = await client.trees(owner, estate.id, '');
    expect(defaults.trees).toHaveLength(30);
  });

  it('answers what another API process wrote, at once (the cached list follows the database)', async () => {
    const estate = await client.createEstate(owner, { treeCount: 5, autoGenerateTrees: true });
    const before = await client.trees(owner, estate.id);
    expect(before.total).toBe(5);
    // Another replica (or a person with psql) writes straight to the database.
    await api.db.query(`UPDATE trees SET state = 'sick' WHERE id = $1`, [before.trees[0]?.id]);
    const changed = await client.trees(owner, estate.id);
    expect(changed.trees.find((tree) => tree.id === before.trees[0]?.id)?.state).toBe('sick');
    await api.db.query(`DELETE FROM trees WHERE id = $1`, [before.trees[1]?.id]);
    expect((await client.trees(owner, estate.id)).total).toBe(4);
    const detail = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect(detail.json()).toMatchObject({ treeCountsByCategory: { 'Olive Tree': 4 } });
  });

  it('answers 404 for the trees of a deleted estate, even one that had no trees', async () => {
    for (const autoGenerateTrees of [false, true]) {
      const estate = await client.createEstate(owner, { treeCount: 3, autoGenerateTrees });
      expect((await client.trees(owner, estate.id)).total).toBe(autoGenerateTrees ? 3 : 0);
      expect((await api.as(owner).delete(`/api/estates/${estate.id}`)).statusCode).toBe(204);
      const gone = await api.as(owner).get(`/api/estates/${estate.id}/trees`);
      expect([gone.statusCode, gone.json()]).toEqual([
        404,
        { error: 'Estate not found', code: 'estate-not-found' },
      ]);
    }
  });

  it('filters by a bounding box and counts only the trees inside it', async () => {
    const estate = await client.createEstate(owner, { treeCount: 200, autoGenerateTrees: true });
    const all = (await client.trees(owner, estate.id)).trees;
    const bbox = [22.1, 37.0, 22.1025, 37.002];
    const inBox = all.filter(
      (tree) =>
        tree.coordinates.lng >= bbox[0]! &&
        tree.coordinates.lng <= bbox[2]! &&
        tree.coordinates.lat >= bbox[1]! &&
        tree.coordinates.lat <= bbox[3]!,
    );
    const page = await client.trees(owner, estate.id, `bbox=${bbox.join(',')}&limit=10000`);
    expect(page.total).toBe(inBox.length);
    expect(new Set(page.trees.map((tree) => tree.id))).toEqual(
      new Set(inBox.map((tree) => tree.id)),
    );
    for (const [query, error] of [
      ['bbox=1,2,3', 'bbox must be four numbers minLng,minLat,maxLng,maxLat with min < max'],
      [
        'bbox=22.2,37,22.1,38',
        'bbox must be four numbers minLng,minLat,maxLng,maxLat with min < max',
      ],
      ['bbox=a,b,c,d', 'bbox must be four numbers minLng,minLat,maxLng,maxLat with min < max'],
      ['bbox=-200,37,22.1,38', 'bbox must lie within lat -90..90 and lng -180..180'],
      ['limit=10001', 'limit must be at most 10000'],
      ['limit=0', 'limit must be at least 1'],
      ['offset=-1', 'offset must be at least 0'],
    ]) {
      const response = await api.as(owner).get(`/api/estates/${estate.id}/trees?${query}`);
      expect([query, response.statusCode, response.json()]).toEqual([
        query,
        400,
        { error, code: expect.any(String) },
      ]);
    }
  });

  it('moves trees inside the boundary (its edge included) and refuses positions outside it, all or none', async () => {
    const estate = await client.createEstate(owner, { treeCount: 3, autoGenerateTrees: true });
    const [a, b] = (await client.trees(owner, estate.id)).trees as [TreeJson, TreeJson];
    const url = `/api/estates/${estate.id}/trees/positions`;
    const inside = { lat: 37.001, lng: 22.101 };
    const outside = { lat: 37.01, lng: 22.101 };
    const refused = await api.as(owner).put(url, {
      positions: [
        { id: a.id, coordinates: inside },
        { id: b.id, coordinates: outside },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Tree must be placed within the estate boundaries',
      code: 'tree-outside-boundary',
    });
    const unchanged = (await client.trees(owner, estate.id)).trees.find((tree) => tree.id === a.id);
    expect(unchanged?.coordinates).toEqual(a.coordinates);
    // On the fence: a corner counts as inside, as in the map's Edit Positions mode.
    const onEdge = await api.as(owner).put(url, {
      positions: [{ id: a.id, coordinates: SQUARE[0] }],
    });
    expect([onEdge.statusCode, onEdge.json()]).toEqual([200, { updated: 1 }]);
    const cornered = (await client.trees(owner, estate.id)).trees.find((tree) => tree.id === a.id);
    expect(cornered?.coordinates).toEqual(SQUARE[0]);

    const moved = await api.as(owner).put(url, {
      positions: [
        { id: a.id, coordinates: inside },
        { id: b.id, coordinates: { lat: 37.003, lng: 22.104 } },
      ],
    });
    expect(moved.json()).toEqual({ updated: 2 });
    const after = (await client.trees(owner, estate.id)).trees.find((tree) => tree.id === a.id);
    expect(after?.coordinates).toEqual(inside);
  });

  it('refuses positions of trees that belong to another estate', async () => {
    const estate = await client.createEstate(owner, { treeCount: 1, autoGenerateTrees: true });
    const other = await client.createEstate(owner, { treeCount: 1, autoGenerateTrees: true });
    const [foreign] = (await client.trees(owner, other.id)).trees as [TreeJson];
    for (const id of [foreign.id, 'abcdefabcdefabcdefabcdef', 'nope']) {
      const response = await api.as(owner).put(`/api/estates/${estate.id}/trees/positions`, {
        positions: [{ id, coordinates: { lat: 37.001, lng: 22.101 } }],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Tree not found', code: 'tree-not-found' });
    }
  });

  it('adds one tree inside the boundary', async () => {
    const estate = await client.createEstate(owner);
    const response = await api.as(owner).post(`/api/estates/${estate.id}/trees`, {
      title: '  Old olive by the well ',
      category: 'Walnut Tree',
      coordinates: { lat: 37.001, lng: 22.101 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      tree: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        textCode: expect.stringMatching(/^GK-/),
        qrCode: expect.stringMatching(/^[A-Za-z0-9_-]{2,64}$/),
        title: 'Old olive by the well',
        category: 'Walnut Tree',
        coordinates: { lat: 37.001, lng: 22.101 },
        state: 'healthy',
        version: 1,
        photo: '',
        isAutoGenerated: false,
        detectionConfidence: null,
      },
    });
  });

  it('refuses a new tree without a title, outside the boundary or on an estate without one', async () => {
    const estate = await client.createEstate(owner);
    const url = `/api/estates/${estate.id}/trees`;
    const body = { title: 'T', category: 'Other', coordinates: { lat: 37.001, lng: 22.101 } };
    const cases: [unknown, string][] = [
      [{ ...body, title: '   ' }, 'Please enter a tree title'],
      [{ ...body, category: '' }, 'category must not be empty'],
      [{ ...body, category: 'x'.repeat(61) }, 'category must be at most 60 characters'],
      [
        { ...body, coordinates: { lat: 38, lng: 22.101 } },
        'Tree must be placed within the estate boundaries',
      ],
    ];
    for (const [payload, error] of cases) {
      const response = await api.as(owner).post(url, payload);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error, code: expect.any(String) },
      ]);
    }
    await api.db.query(`UPDATE estates SET boundaries = '[]' WHERE id = $1`, [estate.id]);
    const bare = await api.as(owner).post(url, body);
    expect([bare.statusCode, bare.json()]).toEqual([
      400,
      { error: "Estate doesn't have defined boundaries", code: 'estate-no-boundaries' },
    ]);
  });
});
