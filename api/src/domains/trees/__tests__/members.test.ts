import type { EstateRight } from '../../../lib/access';
import { RIGHTS, ROLE_FORBIDS } from '../../../lib/access';
import type { TestResponse } from '../../../test/http';
import type { SignedInUser } from '../../../test/users';
import { joinTeam } from '../../../test/teams';
import { describeApi } from '../../../test/harness';
import { INSIDE, photoPart, pngImage, treesClient, withPhotosDir } from './fixtures';
import type { HarvestJson, PhotoJson, TreeJson } from './fixtures';

const OWN_HARVESTS_ONLY =
  'Your role on this estate does not allow this: you may change or delete only the pending harvests you recorded in the last 24 hours.';
const OWN_PHOTOS_ONLY =
  'Your role on this estate does not allow this: you may remove only the photos you added in the last 24 hours.';

type Who = 'owner' | 'manager' | 'field_staff' | 'viewer' | 'removed' | 'stranger';
const EVERYONE: Who[] = ['owner', 'manager', 'field_staff', 'viewer', 'removed', 'stranger'];

describeApi(
  'trees for estate members',
  (api) => {
    const client = treesClient(api);
    const users = {} as Record<Who, SignedInUser>;
    let tree: TreeJson;
    let png: Buffer;

    beforeAll(async () => {
      for (const who of EVERYONE) {
        users[who] = await api.user({ name: `The ${who.replace('_', ' ')}` });
      }
      tree = await client.createTree(users.owner);
      for (const role of ['manager', 'field_staff', 'viewer'] as const) {
        await joinTeam(api, users.owner, tree.estateId, users[role], role);
      }
      await joinTeam(api, users.owner, tree.estateId, users.removed, 'field_staff');
      // Seen once as a member (so kept in any cache), then removed.
      expect((await api.as(users.removed).get(`/api/trees/${tree.id}`)).statusCode).toBe(200);
      const removed = await api
        .as(users.owner)
        .delete(`/api/estates/${tree.estateId}/members/${users.removed.id}`);
      expect(removed.statusCode).toBe(204);
      png = await pngImage();
    });

    async function ownerHarvest(): Promise<HarvestJson> {
      const response = await api
        .as(users.owner)
        .post(`/api/trees/${tree.id}/harvests`, { date: '2026-09-01', weight: 3 });
      return response.json<{ harvest: HarvestJson }>().harvest;
    }

    /**
     * Every route of the trees domain that touches an estate or a tree in it, with the right
     * it needs. A route added to the domain without a row here fails 'covers every route'.
     */
    const ROUTES: {
      method: string;
      path: string;
      right: EstateRight;
      /** The 403 reasons that differ from the right's own. */
      reasons?: Partial<Record<Who, string>>;
      call(user: SignedInUser): Promise<TestResponse | { statusCode: number; body: string }>;
    }[] = [
      {
        method: 'GET',
        path: '/api/trees/:id',
        right: 'view',
        call: (user) => api.as(user).get(`/api/trees/${tree.id}`),
      },
      {
        method: 'GET',
        path: '/api/trees/qr/:code',
        right: 'view',
        call: (user) => api.as(user).get(`/api/trees/qr/${tree.qrCode}`),
      },
      {
        method: 'GET',
        path: '/api/trees/:id/photos',
        right: 'view',
        call: (user) => api.as(user).get(`/api/trees/${tree.id}/photos`),
      },
      {
        method: 'GET',
        path: '/api/trees/:id/harvests',
        right: 'view',
        call: (user) => api.as(user).get(`/api/trees/${tree.id}/harvests`),
      },
      {
        method: 'GET',
        path: '/api/trees/:id/history',
        right: 'view',
        call: (user) => api.as(user).get(`/api/trees/${tree.id}/history`),
      },
      {
        method: 'GET',
        path: '/api/estates/:id/history',
        right: 'view',
        call: (user) => api.as(user).get(`/api/estates/${tree.estateId}/history`),
      },
      {
        method: 'GET',
        path: '/api/estates/:id/trees',
        right: 'view',
        call: (user) => api.as(user).get(`/api/estates/${tree.estateId}/trees`),
      },
      {
        method: 'GET',
        path: '/api/estates/:id/trees/title-numbers',
        right: 'view',
        call: (user) => api.as(user).get(`/api/estates/${tree.estateId}/trees/title-numbers`),
      },
      {
        method: 'PUT',
        path: '/api/trees/:id',
        right: 'fieldUpdate',
        call: (user) => api.as(user).put(`/api/trees/${tree.id}`, { notes: `By ${user.name}` }),
      },
      {
        method: 'PUT',
        path: '/api/trees/:id/location',
        right: 'manageTrees',
        call: (user) => api.as(user).put(`/api/trees/${tree.id}/location`, { coordinates: INSIDE }),
      },
      {
        method: 'POST',
        path: '/api/trees/:id/photos',
        right: 'fieldUpdate',
        call: async (user) => {
          const response = await client.upload(user, tree.id, [photoPart(png)]);
          return { statusCode: response.statusCode, body: response.body.toString() };
        },
      },
      {
        method: 'DELETE',
        path: '/api/trees/:id/photos/:photoId',
        // Of another user's photo: field staff may remove only their own (tested below).
        right: 'manageTrees',
        reasons: {
          field_staff: OWN_PHOTOS_ONLY,
          viewer: ROLE_FORBIDS.fieldUpdate,
        },
        call: async (user) => {
          const photo = await client.uploadPhoto(users.owner, tree.id, png);
          return api.as(user).delete(`/api/trees/${tree.id}/photos/${photo.id}`);
        },
      },
      {
        method: 'POST',
        path: '/api/trees/:id/harvests',
        right: 'fieldUpdate',
        call: (user) =>
          api.as(user).post(`/api/trees/${tree.id}/harvests`, { date: '2026-10-01', weight: 5 }),
      },
      {
        method: 'PUT',
        path: '/api/trees/:id/harvests/:harvestId',
        right: 'decideHarvests',
        call: async (user) => {
          const harvest = await ownerHarvest();
          return api
            .as(user)
            .put(`/api/trees/${tree.id}/harvests/${harvest.id}`, { status: 'Approved' });
        },
      },
      {
        method: 'PATCH',
        path: '/api/trees/:id/harvests/:harvestId',
        // Of another user's harvest: field staff change only their own (harvest-changes.test).
        right: 'decideHarvests',
        reasons: { field_staff: OWN_HARVESTS_ONLY, viewer: ROLE_FORBIDS.fieldUpdate },
        call: async (user) => {
          const harvest = await ownerHarvest();
          return api.as(user).patch(`/api/trees/${tree.id}/harvests/${harvest.id}`, { weight: 4 });
        },
      },
      {
        method: 'DELETE',
        path: '/api/trees/:id/harvests/:harvestId',
        right: 'decideHarvests',
        reasons: { field_staff: OWN_HARVESTS_ONLY, viewer: ROLE_FORBIDS.fieldUpdate },
        call: async (user) => {
          const harvest = await ownerHarvest();
          return api.as(user).delete(`/api/trees/${tree.id}/harvests/${harvest.id}`);
        },
      },
      {
        method: 'POST',
        path: '/api/estates/:id/trees',
        right: 'manageTrees',
        call: (user) =>
          api.as(user).post(`/api/estates/${tree.estateId}/trees`, {
            title: 'Fig 1',
            category: 'Fig',
            coordinates: INSIDE,
          }),
      },
      {
        method: 'POST',
        path: '/api/estates/:id/generate-trees',
        right: 'manageTrees',
        call: (user) =>
          api.as(user).post(`/api/estates/${tree.estateId}/generate-trees`, { count: 1 }),
      },
      {
        method: 'POST',
        path: '/api/estates/:id/trees/import',
        right: 'manageTrees',
        call: (user) =>
          api
            .as(user)
            .call(
              'POST',
              `/api/estates/${tree.estateId}/trees/import`,
              `latitude,longitude\n${INSIDE.lat},${INSIDE.lng}\n`,
              { 'content-type': 'text/csv' },
            ),
      },
      {
        method: 'PUT',
        path: '/api/estates/:id/trees/positions',
        right: 'manageTrees',
        call: (user) =>
          api.as(user).put(`/api/estates/${tree.estateId}/trees/positions`, {
            positions: [{ id: tree.id, coordinates: INSIDE }],
          }),
      },
    ];

    describe.each(ROUTES)('$method $path ($right)', (route) => {
      it.each(EVERYONE)('answers %s as the rights table says', async (who) => {
        const response = await route.call(users[who]);
        if (who === 'removed' || who === 'stranger') {
          expect(response.statusCode).toBe(404);
        } else if ((RIGHTS[route.right] as readonly string[]).includes(who)) {
          expect([200, 201, 204]).toContain(response.statusCode);
        } else {
          expect(response.statusCode).toBe(403);
          expect(JSON.parse(response.body)).toMatchObject({
            error: route.reasons?.[who] ?? ROLE_FORBIDS[route.right],
          });
        }
      });
    });

    /**
     * Routes of the domain left out of the table on purpose: the public tag page (no
     * sign-in, by design) and the list of the caller's trees (it answers only the estates
     * the caller may see, tested below).
     */
    const NOT_IN_TABLE = ['GET /api/trees', 'GET /api/public/trees/:id/tag'];

    it('covers every route of the trees domain that names a tree or an estate', async () => {
      const documented = (await api.request({ url: '/api/docs/json' })).json<{
        paths: Record<string, object>;
      }>();
      const routes = Object.entries(documented.paths)
        .filter(([path]) =>
          /^\/api\/(trees|public\/trees|estates\/\{id\}\/(trees|generate-trees|history))/.test(
            path,
          ),
        )
        .flatMap(([path, methods]) =>
          Object.keys(methods).map(
            (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          ),
        );
      expect(routes.sort()).toEqual(
        [...ROUTES.map((route) => `${route.method} ${route.path}`), ...NOT_IN_TABLE].sort(),
      );
    });

    it('answers each member with their role on the tree, and lists their estates’ trees', async () => {
      for (const who of ['owner', 'manager', 'field_staff', 'viewer'] as const) {
        const byId = await api.as(users[who]).get(`/api/trees/${tree.id}`);
        expect(byId.json<{ tree: { role: string } }>().tree.role).toBe(who);
        const byCode = await api.as(users[who]).get(`/api/trees/qr/${tree.textCode}`);
        expect(byCode.json<{ tree: { role: string } }>().tree.role).toBe(who);
        const list = await api.as(users[who]).get(`/api/trees?estateId=${tree.estateId}`);
        const trees = list.json<{ trees: { id: string; role: string }[] }>().trees;
        expect(trees.find((found) => found.id === tree.id)?.role).toBe(who);
      }
      const strangers = await api.as(users.stranger).get(`/api/trees?estateId=${tree.estateId}`);
      expect(strangers.json()).toEqual({ trees: [], total: 0 });
    });

    it('lets field staff change state and notes but not the title, category, code or position', async () => {
      const worker = api.as(users.field_staff);
      const state = await worker.put(`/api/trees/${tree.id}`, { state: 'sick', notes: 'Spots' });
      expect(state.statusCode).toBe(200);
      for (const body of [{ title: 'Mine' }, { category: 'Fig' }, { textCode: 'MINE-1' }]) {
        const refused = await worker.put(`/api/trees/${tree.id}`, { state: 'watered', ...body });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          error: ROLE_FORBIDS.manageTrees,
          code: 'estate-role-forbids-manage-trees',
        });
      }
      expect((await client.getTree(users.owner, tree.id)).state).toBe('sick');
    });

    it("names the field worker in the tree's history", async () => {
      await api.as(users.field_staff).put(`/api/trees/${tree.id}`, { state: 'ready_to_harvest' });
      const history = await api.as(users.owner).get(`/api/trees/${tree.id}/history`);
      const [latest] = history.json<{
        history: { actor: { id: string; name: string }; changes: { field: string }[] }[];
      }>().history;
      expect(latest?.actor).toEqual({ id: users.field_staff.id, name: 'The field staff' });
      expect(latest?.changes).toEqual([
        { field: 'state', from: expect.any(String), to: 'ready_to_harvest' },
      ]);
    });

    it("names a manager who renames the estate in the estate's history", async () => {
      const renamed = await api
        .as(users.manager)
        .put(`/api/estates/${tree.estateId}`, { name: 'Team grove' });
      expect(renamed.statusCode).toBe(200);
      const history = await api.as(users.viewer).get(`/api/estates/${tree.estateId}/history`);
      const [latest] = history.json<{
        history: { action: string; actor: { id: string; name: string } }[];
      }>().history;
      expect(latest).toMatchObject({
        action: 'renamed',
        actor: { id: users.manager.id, name: 'The manager' },
      });
    });

    it('lets field staff remove their own photos for 24 hours, and no one else’s', async () => {
      const worker = users.field_staff;
      const own: PhotoJson = await client.uploadPhoto(worker, tree.id, png);
      const others: PhotoJson = await client.uploadPhoto(users.manager, tree.id, png);
      const refused = await api.as(worker).delete(`/api/trees/${tree.id}/photos/${others.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: OWN_PHOTOS_ONLY,
        code: 'estate-role-own-photos-only',
      });
      const old: PhotoJson = await client.uploadPhoto(worker, tree.id, png);
      await api.db.query(
        `UPDATE tree_photos SET created_at = now() - interval '25 hours' WHERE id = $1`,
        [old.id],
      );
      const late = await api.as(worker).delete(`/api/trees/${tree.id}/photos/${old.id}`);
      expect(late.statusCode).toBe(403);
      const removed = await api.as(worker).delete(`/api/trees/${tree.id}/photos/${own.id}`);
      expect(removed.statusCode).toBe(204);
    });

    it('refuses a member at their next request once removed, though just read', async () => {
      const leaving = await api.user();
      await joinTeam(api, users.owner, tree.estateId, leaving, 'viewer');
      expect((await api.as(leaving).get(`/api/trees/${tree.id}`)).statusCode).toBe(200);
      expect((await api.as(leaving).get(`/api/estates/${tree.estateId}/trees`)).statusCode).toBe(
        200,
      );
      const removed = await api
        .as(users.owner)
        .delete(`/api/estates/${tree.estateId}/members/${leaving.id}`);
      expect(removed.statusCode).toBe(204);
      const refused = await api.as(leaving).get(`/api/trees/${tree.id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: 'Tree not found', code: 'tree-not-found' });
      const list = await api.as(leaving).get(`/api/estates/${tree.estateId}/trees`);
      expect(list.statusCode).toBe(404);
    });
  },
  withPhotosDir,
);
