import type { SignedInUser } from '../../../test/users';
import { describeApi } from '../../../test/harness';
import type { LatLng } from '@grovekeeper/geo';
import { INSIDE, L_SHAPE, treesClient } from './fixtures';
import type { TreeJson } from './fixtures';

const OUTSIDE_BOUNDARY = 'Tree must be placed within the estate boundaries';

describeApi('tree locations', (api) => {
  let owner: SignedInUser;
  const client = treesClient(api);

  beforeAll(async () => {
    owner = await api.user();
  });

  /** Both routes that move a tree: the location route and the general update. */
  const movers: [
    string,
    (id: string, coordinates: unknown) => Promise<{ statusCode: number; json(): unknown }>,
  ][] = [
    [
      'PUT /api/trees/:id/location',
      (id, coordinates) => api.as(owner).put(`/api/trees/${id}/location`, { coordinates }),
    ],
    [
      'PUT /api/trees/:id',
      (id, coordinates) => api.as(owner).put(`/api/trees/${id}`, { coordinates }),
    ],
  ];

  describe.each(movers)('%s', (_route, move) => {
    it('moves the tree to a point inside the boundary and answers the tree', async () => {
      const tree = await client.createTree(owner);
      const target = { lat: 37.003, lng: 22.104 };
      const response = await move(tree.id, target);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        tree: {
          ...tree,
          coordinates: target,
          updatedAt: expect.any(String),
          version: tree.version + 1,
        },
      });
      expect((await client.getTree(owner, tree.id)).coordinates).toEqual(target);
      const listed = await client.trees(owner, tree.estateId);
      expect(listed.trees[0]?.coordinates).toEqual(target);
    });

    it('refuses points outside the boundary and in the notch of a concave boundary', async () => {
      const square = await client.createTree(owner);
      const lShape = await client.createTree(owner, { estate: { boundaries: L_SHAPE } });
      const cases: [TreeJson, LatLng][] = [
        [square, { lat: 37.01, lng: 22.101 }],
        [square, { lat: 0, lng: 0 }],
        [square, { lat: 36.9999999, lng: 22.101 }],
        // Inside the L's bounding box, in its missing north-east quarter.
        [lShape, { lat: 37.003, lng: 22.104 }],
      ];
      for (const [tree, point] of cases) {
        const response = await move(tree.id, point);
        expect([point, response.statusCode, response.json()]).toEqual([
          point,
          400,
          { error: OUTSIDE_BOUNDARY, code: expect.any(String) },
        ]);
      }
      expect(await client.getTree(owner, square.id)).toEqual(square);
      expect(await client.getTree(owner, lShape.id)).toEqual(lShape);
      const nearCorner = { lat: 37.0019, lng: 22.1049 };
      expect((await move(lShape.id, nearCorner)).statusCode).toBe(200);
    });

    it('accepts points exactly on an edge or a corner, as the map pickers do', async () => {
      const lShape = await client.createTree(owner, { estate: { boundaries: L_SHAPE } });
      const edgeMiddle = { lat: 37.0, lng: (L_SHAPE[0]!.lng + L_SHAPE[1]!.lng) / 2 };
      // The inner (reflex) corner of the L and a point on its inner edge.
      const innerEdge = { lat: 37.003, lng: L_SHAPE[3]!.lng };
      for (const point of [edgeMiddle, L_SHAPE[2]!, L_SHAPE[3]!, innerEdge]) {
        const response = await move(lShape.id, point);
        expect([point, response.statusCode]).toEqual([point, 200]);
        expect((await client.getTree(owner, lShape.id)).coordinates).toEqual(point);
      }
    });

    it('refuses any position when the estate has no boundary', async () => {
      const tree = await client.createTree(owner);
      await api.db.query(`UPDATE estates SET boundaries = '[]' WHERE id = $1`, [tree.estateId]);
      const response = await move(tree.id, INSIDE);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: "Estate doesn't have defined boundaries", code: 'estate-no-boundaries' },
      ]);
      expect((await client.getTree(owner, tree.id)).estateBoundaries).toEqual([]);
    });

    it('refuses coordinates that are not a valid point', async () => {
      const tree = await client.createTree(owner);
      const cases: [unknown, string][] = [
        [{ lat: 91, lng: 22 }, 'coordinates.lat must be at most 90'],
        [{ lat: 37, lng: -181 }, 'coordinates.lng must be at least -180'],
        [{ lat: '37', lng: 22 }, 'coordinates.lat must be a number'],
        [{ lat: 37 }, 'coordinates.lng is required'],
        ['37,22', 'coordinates must be an object'],
      ];
      for (const [coordinates, error] of cases) {
        const response = await move(tree.id, coordinates);
        expect([coordinates, response.statusCode, response.json()]).toEqual([
          coordinates,
          400,
          { error, code: expect.any(String) },
        ]);
      }
    });
  });

  it('requires coordinates on the location route', async () => {
    const tree = await client.createTree(owner);
    const response = await api.as(owner).put(`/api/trees/${tree.id}/location`, {});
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'coordinates is required', code: 'field-required' },
    ]);
  });
});
