import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import { INSIDE, pngImage, publicPhoto, storedFiles, treesClient, withPhotosDir } from './fixtures';
import type { FormPart, HarvestJson, PhotoJson, RawResponse, TreeJson } from './fixtures';

describeApi('tree ownership', withPhotosDir, (api) => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let tree: TreeJson;
  let photo: PhotoJson;
  let harvest: HarvestJson;
  let png: Buffer;
  const client = treesClient(api);

  beforeAll(async () => {
    owner = await api.user();
    stranger = await api.user();
    png = await pngImage();
    tree = await client.createTree(owner);
    photo = await client.uploadPhoto(owner, tree.id, png, 'Spring pruning');
    const added = await api.as(owner).post(`/api/trees/${tree.id}/harvests`, {
      date: '2025-10-01',
      weight: 42.5,
      notes: '',
    });
    harvest = added.json<{ harvest: HarvestJson }>().harvest;
  });

  const photoParts = (): FormPart[] => [
    { name: 'photo', filename: 'tree.png', contentType: 'image/png', data: png },
  ];

  /** Every trees route that takes a tree id, as [method, url, JSON body]. */
  const jsonRoutes = (id: string): [string, string, unknown][] => [
    ['GET', `/api/trees/${id}`, undefined],
    ['PUT', `/api/trees/${id}`, { title: 'Mine now', state: 'sick' }],
    ['PUT', `/api/trees/${id}/location`, { coordinates: INSIDE }],
    ['GET', `/api/trees/${id}/photos`, undefined],
    ['DELETE', `/api/trees/${id}/photos/${photo.id}`, undefined],
    ['GET', `/api/trees/${id}/harvests`, undefined],
    ['POST', `/api/trees/${id}/harvests`, { date: '2025-10-02', weight: 1, notes: '' }],
    ['PUT', `/api/trees/${id}/harvests/${harvest.id}`, { status: 'Approved' }],
  ];

  const notFound = (response: { statusCode: number; json(): unknown }) => [
    response.statusCode,
    response.json(),
  ];

  it('answers 404 "Tree not found" to another user on every tree route', async () => {
    for (const [method, url, payload] of jsonRoutes(tree.id)) {
      const response = await api.as(stranger).call(method, url, payload);
      expect([method, url, ...notFound(response)]).toEqual([
        method,
        url,
        404,
        { error: 'Tree not found', code: 'tree-not-found' },
      ]);
    }
    const byQr = await api.as(stranger).get(`/api/trees/qr/${tree.qrCode}`);
    expect(notFound(byQr)).toEqual([404, { error: 'Tree not found', code: 'tree-not-found' }]);
    const byText = await api.as(stranger).get(`/api/trees/qr/${tree.textCode}`);
    expect(notFound(byText)).toEqual([404, { error: 'Tree not found', code: 'tree-not-found' }]);
    const filesBefore = await storedFiles(api.server.config.photosDir);
    const upload = await client.upload(stranger, tree.id, photoParts());
    expect(notFound(upload)).toEqual([404, { error: 'Tree not found', code: 'tree-not-found' }]);
    expect(await storedFiles(api.server.config.photosDir)).toEqual(filesBefore);
  });

  it('leaves the tree, its photos and harvests untouched after another user tried everything', async () => {
    const same = await client.getTree(owner, tree.id);
    // `tree` was read before its photo was uploaded and its harvest recorded (a version each).
    expect(same).toEqual({ ...tree, photo: photo.url, version: tree.version + 2 });
    const listed = await api.as(owner).get(`/api/trees/${tree.id}/photos`);
    expect(listed.json()).toEqual({ photos: [photo] });
    const harvests = await api.as(owner).get(`/api/trees/${tree.id}/harvests`);
    expect(harvests.json()).toEqual({ harvests: [harvest] });
  });

  it('does not list another user’s trees, even when filtered by the owner’s estate', async () => {
    const all = await api.as(stranger).get('/api/trees');
    expect(all.json()).toEqual({ trees: [], total: 0 });
    const filtered = await api.as(stranger).get(`/api/trees?estateId=${tree.estateId}`);
    expect(filtered.json()).toEqual({ trees: [], total: 0 });
  });

  it('answers 404 "Tree not found" for malformed and unknown tree ids on every route', async () => {
    for (const id of ['not-an-id', 'ABCDEFABCDEFABCDEFABCDEF', 'abcdefabcdefabcdefabcdef']) {
      for (const [method, url, payload] of jsonRoutes(id)) {
        const response = await api.as(owner).call(method, url, payload);
        expect([method, url, ...notFound(response)]).toEqual([
          method,
          url,
          404,
          { error: 'Tree not found', code: 'tree-not-found' },
        ]);
      }
      const upload: RawResponse = await client.upload(owner, id, photoParts());
      expect([id, ...notFound(upload)]).toEqual([
        id,
        404,
        { error: 'Tree not found', code: 'tree-not-found' },
      ]);
    }
  });

  it('requires a signed-in caller on every trees route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/trees'],
      ['GET', `/api/trees/qr/${tree.qrCode}`],
      ...jsonRoutes(tree.id).map(([method, url]): [string, string] => [method, url]),
    ];
    for (const [method, url] of routes) {
      const response = await api.request({ method, url });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
    const upload = await client.upload(null, tree.id, photoParts());
    expect(notFound(upload)).toEqual([
      401,
      { error: 'Authentication required', code: 'authentication-required' },
    ]);
    const listed = await api.as(owner).get(`/api/trees/${tree.id}/photos`);
    expect(listed.json<{ photos: unknown[] }>().photos).toHaveLength(1);
  });

  it('shows the public tag to anyone, with only the fields the tag page needs', async () => {
    for (const headers of [{}, stranger.auth]) {
      const response = await api.request({
        url: `/api/public/trees/${tree.id}/tag`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      const tag = response.json<{ tree: Record<string, unknown>; photos: PhotoJson[] }>();
      expect(Object.keys(tag).sort()).toEqual(['photos', 'tree']);
      expect(Object.keys(tag.tree).sort()).toEqual(
        [
          'id',
          'textCode',
          'title',
          'category',
          'state',
          'coordinates',
          'notes',
          'detectionConfidence',
          'estateName',
          'updatedAt',
        ].sort(),
      );
      expect(tag.tree).toEqual({
        id: tree.id,
        textCode: tree.textCode,
        title: tree.title,
        category: tree.category,
        state: tree.state,
        coordinates: tree.coordinates,
        notes: tree.notes,
        detectionConfidence: tree.detectionConfidence,
        estateName: 'North Grove',
        updatedAt: expect.any(String),
      });
      // Nothing the page does not show: not the QR lookup code, owner, estate or boundary.
      for (const hidden of ['qrCode', '_id', 'photo', 'estateId', 'estateBoundaries', 'ownerId']) {
        expect([hidden, hidden in tag.tree]).toEqual([hidden, false]);
      }
      expect(tag.photos).toEqual([publicPhoto(photo)]);
      const file = await api.request({ url: photo.url });
      expect(file.statusCode).toBe(200);
    }
  });

  it('answers 404 "Tree not found" on the public tag of an unknown or malformed id', async () => {
    for (const id of ['abcdefabcdefabcdefabcdef', 'nope', `${tree.id}0`]) {
      const response = await api.request({ url: `/api/public/trees/${id}/tag` });
      expect([id, response.statusCode, response.json()]).toEqual([
        id,
        404,
        { error: 'Tree not found', code: 'tree-not-found' },
      ]);
    }
  });

  it('keeps the photo and harvest ids of one tree out of reach through another tree', async () => {
    const other = await client.createTree(owner, { estateId: tree.estateId, title: 'Olive 2' });
    const deleted = await api.as(owner).delete(`/api/trees/${other.id}/photos/${photo.id}`);
    expect(notFound(deleted)).toEqual([404, { error: 'Photo not found', code: 'photo-not-found' }]);
    const changed = await api
      .as(owner)
      .put(`/api/trees/${other.id}/harvests/${harvest.id}`, { status: 'Approved' });
    expect(notFound(changed)).toEqual([
      404,
      { error: 'Harvest not found', code: 'harvest-not-found' },
    ]);
    const rows = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tree_photos WHERE id = $1',
      [photo.id],
    );
    expect(rows[0]?.n).toBe(1);
  });
});
