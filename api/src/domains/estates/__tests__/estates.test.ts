import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { isPointInPolygon } from '@grovekeeper/geo';
import { estatesClient, L_SHAPE, newEstateBody, SQUARE } from './fixtures';

describeApi('estates', (api) => {
  let owner: SignedInUser;
  const client = estatesClient(api);

  beforeAll(async () => {
    owner = await api.user();
  });

  it('creates an estate and answers it in the shape the front-end expects', async () => {
    const response = await api.as(owner).post('/api/estates', newEstateBody());
    expect(response.statusCode).toBe(201);
    const estate = response.json();
    expect(estate).toEqual({
      _id: estate.id,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'North Grove',
      address: 'Kalamata, Messinia, Greece',
      treeCount: 25,
      landArea: 20.5,
      treeTypes: ['olive'],
      coordinates: { lat: 37.002, lng: 22.1025 },
      boundaries: SQUARE,
      autoGenerateTrees: false,
      aiDetectionEnabled: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('uses the average of the boundary points when no coordinates are given', async () => {
    const body = newEstateBody();
    delete body.coordinates;
    const response = await api.as(owner).post('/api/estates', body);
    expect(response.statusCode).toBe(201);
    const { coordinates } = response.json<{ coordinates: { lat: number; lng: number } }>();
    expect(coordinates.lat).toBeCloseTo(37.0020225, 9);
    expect(coordinates.lng).toBeCloseTo(22.102531, 9);
  });

  it('drops a closing point that repeats the first boundary point', async () => {
    const estate = await client.createEstate(owner, { boundaries: [...SQUARE, SQUARE[0]] });
    expect(estate.boundaries).toEqual(SQUARE);
  });

  it('lists only the caller’s estates, newest first', async () => {
    const user = await api.user();
    const first = await client.createEstate(user, { name: 'First' });
    const second = await client.createEstate(user, { name: 'Second' });
    await client.createEstate(owner, { name: 'Not theirs' });
    const response = await api.as(user).get('/api/estates');
    expect(response.statusCode).toBe(200);
    const { estates } = response.json<{ estates: { id: string }[] }>();
    expect(estates.map((estate) => estate.id)).toEqual([second.id, first.id]);
  });

  it('answers the detail with the tree counts by category from the trees table', async () => {
    const estate = await client.createEstate(owner, {
      treeCount: 7,
      treeTypes: ['olive', 'fig'],
      autoGenerateTrees: true,
    });
    const response = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: estate.id,
      treeCount: 7,
      treeCountsByCategory: { 'Olive Tree': 4, 'Fig Tree': 3 },
    });
    const empty = await client.createEstate(owner);
    const detail = await api.as(owner).get(`/api/estates/${empty.id}`);
    expect(detail.json()).toMatchObject({ treeCountsByCategory: {} });
  });

  it('keeps the detail current through repeated reads: renames, new and changed trees, deletion', async () => {
    const estate = await client.createEstate(owner, { treeCount: 3, autoGenerateTrees: true });
    const detail = async () => {
      const response = await api.as(owner).get(`/api/estates/${estate.id}`);
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    };
    // Read twice (the second read may come from memory), then change something each time.
    expect((await detail()).body).toMatchObject({ treeCountsByCategory: { 'Olive Tree': 3 } });
    const first = (await detail()).body;

    await api.as(owner).put(`/api/estates/${estate.id}`, { name: 'Renamed Grove' });
    expect((await detail()).body).toMatchObject({ name: 'Renamed Grove' });
    const renamed = (await detail()).body;
    expect(renamed.updatedAt).not.toBe(first.updatedAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The same name again changes only updatedAt.
    await api.as(owner).put(`/api/estates/${estate.id}`, { name: 'Renamed Grove' });
    expect((await detail()).body.updatedAt).not.toBe(renamed.updatedAt);

    const added = await api.as(owner).post(`/api/estates/${estate.id}/generate-trees`, {
      count: 2,
    });
    expect(added.statusCode).toBeLessThan(300);
    expect((await detail()).body).toMatchObject({ treeCountsByCategory: { 'Olive Tree': 5 } });
    const { trees } = await client.trees(owner, estate.id);
    const changed = await api.as(owner).put(`/api/trees/${trees[0]?.id}`, { category: 'Fig Tree' });
    expect(changed.statusCode).toBe(200);
    expect((await detail()).body).toMatchObject({
      treeCountsByCategory: { 'Fig Tree': 1, 'Olive Tree': 4 },
    });

    const stranger = await api.user();
    expect((await api.as(stranger).get(`/api/estates/${estate.id}`)).statusCode).toBe(404);
    expect((await api.as(owner).delete(`/api/estates/${estate.id}`)).statusCode).toBe(204);
    expect((await detail()).status).toBe(404);
  });

  it('auto-generates exactly treeCount trees strictly inside a concave boundary', async () => {
    const estate = await client.createEstate(owner, {
      boundaries: L_SHAPE,
      treeCount: 300,
      treeTypes: ['olive', 'lemon', 'almond'],
      autoGenerateTrees: true,
    });
    const { trees, total } = await client.trees(owner, estate.id);
    expect(total).toBe(300);
    expect(trees).toHaveLength(300);
    for (const tree of trees) {
      expect(isPointInPolygon(tree.coordinates, L_SHAPE, false)).toBe(true);
      expect(tree).toMatchObject({ state: 'healthy', isAutoGenerated: true });
      expect(tree.detectionConfidence).toBeNull();
      expect(tree.textCode).toMatch(/^GK-[2-9A-HJKMNP-Z]{8}$/);
      expect(tree.qrCode).toMatch(/^[A-Za-z0-9_-]{2,64}$/);
    }
    expect(new Set(trees.map((tree) => tree.textCode)).size).toBe(300);
    expect(new Set(trees.map((tree) => tree.qrCode)).size).toBe(300);
    const categories = new Set(trees.map((tree) => tree.category));
    expect(categories).toEqual(new Set(['Olive Tree', 'Lemon Tree', 'Almond Tree']));
    const olives = trees.filter((tree) => tree.category === 'Olive Tree').map((tree) => tree.title);
    expect(new Set(olives)).toEqual(
      new Set(Array.from({ length: 100 }, (_, i) => `Olive Tree ${i + 1}`)),
    );
  });

  it('creates no trees when autoGenerateTrees is false', async () => {
    const estate = await client.createEstate(owner, { treeCount: 40 });
    expect((await client.trees(owner, estate.id)).total).toBe(0);
  });

  it('renames an estate, trimming the name', async () => {
    const estate = await client.createEstate(owner);
    const response = await api.as(owner).put(`/api/estates/${estate.id}`, {
      name: '  South Grove  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: estate.id, name: 'South Grove', treeCount: 25 });
    const detail = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect(detail.json()).toMatchObject({ name: 'South Grove' });
  });

  it('refuses an empty name on rename with the spec’s message', async () => {
    const estate = await client.createEstate(owner);
    const response = await api.as(owner).put(`/api/estates/${estate.id}`, { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Estate name cannot be empty',
      code: 'estate-name-empty',
    });
  });

  it('deletes an estate with its trees, their photos and harvests', async () => {
    const estate = await client.createEstate(owner, { treeCount: 5, autoGenerateTrees: true });
    const [tree] = (await client.trees(owner, estate.id)).trees;
    await api.db.query(
      `INSERT INTO tree_photos (id, tree_id, storage_key) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', $1, 'k')`,
      [tree?.id],
    );
    await api.db.query(
      `INSERT INTO harvests (id, tree_id, date, weight_kg) VALUES ('bbbbbbbbbbbbbbbbbbbbbbbb', $1, '2025-10-01', 12.5)`,
      [tree?.id],
    );
    const response = await api.as(owner).delete(`/api/estates/${estate.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const remaining = async (sql: string, id: string) =>
      (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, [id]))[0]?.n;
    expect(await remaining('estates WHERE id = $1', estate.id)).toBe(0);
    expect(await remaining('trees WHERE estate_id = $1', estate.id)).toBe(0);
    expect(await remaining('tree_photos WHERE id = $1', 'aaaaaaaaaaaaaaaaaaaaaaaa')).toBe(0);
    expect(await remaining('harvests WHERE id = $1', 'bbbbbbbbbbbbbbbbbbbbbbbb')).toBe(0);
    const again = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for malformed and unknown estate ids', async () => {
    for (const id of ['not-an-id', 'ABCDEFABCDEFABCDEFABCDEF', 'abcdefabcdefabcdefabcdef']) {
      const response = await api.as(owner).get(`/api/estates/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Estate not found', code: 'estate-not-found' });
    }
  });

  it('requires a signed-in caller on every estates route', async () => {
    const id = 'abcdefabcdefabcdefabcdef';
    const routes: [string, string][] = [
      ['GET', '/api/estates'],
      ['POST', '/api/estates'],
      ['GET', `/api/estates/${id}`],
      ['PUT', `/api/estates/${id}`],
      ['DELETE', `/api/estates/${id}`],
      ['GET', `/api/estates/${id}/trees`],
      ['POST', `/api/estates/${id}/generate-trees`],
      ['PUT', `/api/estates/${id}/trees/positions`],
      ['POST', `/api/estates/${id}/trees`],
      ['GET', '/api/estates/search-kaek/123456789012'],
      ['POST', '/api/openai-vision/detect-trees'],
      ['GET', '/api/maps/geocode?q=Kalamata'],
      ['GET', '/api/maps/reverse?lat=37&lng=22'],
    ];
    for (const [method, url] of routes) {
      const response = await api.request({ method, url });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });
});
