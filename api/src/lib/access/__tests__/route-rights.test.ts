/**
 * The rights table, route by route (issue 25): every route under /api is either in
 * ESTATE_ROUTES (the right it needs on the estate it names) or in OTHER_ROUTES (why it
 * names no estate someone else may share), else the first test fails. Each estate route
 * is then sent by the owner, a manager, a field staff member, a viewer, a removed member
 * and a stranger: a role the right grants gets past the check, a role it does not gets
 * 403 with the right's reason, the removed member and the stranger 404.
 */
import type { TestResponse } from '../../../test/http';
import { describeApi } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { pngImage, treesClient, withPhotosDir } from '../../../domains/trees/__tests__/fixtures';
import type { HarvestJson } from '../../../domains/trees/__tests__/fixtures';
import { ROLE_FORBIDS } from '../estate-access';
import { mayDo } from '../rights';
import { ESTATE_ROUTES, EVERYONE, OTHER_ROUTES } from './route-table';
import type { Who, World } from './route-table';

const routes = new Set<string>();

/**
 * Passed the access check: neither refused by it nor a server error (503 is the answer of a
 * service the tests do not configure, such as tree detection, past the check).
 */
function passedCheck(response: { statusCode: number; json(): unknown }): boolean {
  if (response.statusCode === 403 || response.statusCode === 500) return false;
  if (response.statusCode !== 404) return true;
  const { code } = response.json() as { code?: string };
  return code !== 'estate-not-found' && code !== 'tree-not-found';
}

describeApi(
  'the rights table on every estate route',
  {
    config: withPhotosDir.config,
    deps: {
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD' && route.url.startsWith('/api'))
            routes.add(`${method} ${route.url}`);
        }
      },
    },
  },
  (api) => {
    const world = {} as World;

    beforeAll(async () => {
      const users = {} as Record<Who, SignedInUser>;
      for (const who of EVERYONE) users[who] = await api.user({ name: `The ${who}` });
      const client = treesClient(api);
      const estate = await api.estate(users.owner, { name: 'Rights Grove' });
      const tree = await client.createTree(users.owner, { estateId: estate.id });
      const png = await pngImage();
      const photo = await client.uploadPhoto(users.owner, tree.id, png);
      const added = await api
        .as(users.owner)
        .post(`/api/trees/${tree.id}/harvests`, { date: '2025-10-01', weight: 4, notes: '' });
      const harvest = added.json<{ harvest: HarvestJson }>().harvest;
      for (const role of ['manager', 'field_staff', 'viewer', 'removed'] as const) {
        const invited = await api.as(users.owner).post(`/api/estates/${estate.id}/invitations`, {
          email: users[role].email,
          role: role === 'removed' ? 'manager' : role,
        });
        const { url } = invited.json<{ invitation: { url: string } }>().invitation;
        const token = url.split('/invitations/')[1] as string;
        const accepted = await api.as(users[role]).post(`/api/invitations/${token}/accept`);
        expect(accepted.statusCode).toBe(200);
      }
      const removed = await api
        .as(users.owner)
        .delete(`/api/estates/${estate.id}/members/${users.removed.id}`);
      expect(removed.statusCode).toBe(204);
      const disposable = await api.estate(users.owner, { name: 'Disposable Grove' });
      Object.assign(world, { api, users, estate, disposable, tree, photo, harvest, png });
    });

    it('knows every route under /api: in the rights table or the list of other routes', () => {
      expect(routes.size).toBeGreaterThan(50);
      const unknown = [...routes].filter((route) => !ESTATE_ROUTES[route] && !OTHER_ROUTES[route]);
      expect(unknown).toEqual([]);
      const both = [...routes].filter((route) => ESTATE_ROUTES[route] && OTHER_ROUTES[route]);
      expect(both).toEqual([]);
      const gone = [...Object.keys(ESTATE_ROUTES), ...Object.keys(OTHER_ROUTES)].filter(
        (route) => !routes.has(route),
      );
      expect(gone).toEqual([]);
    });

    describe.each(Object.entries(ESTATE_ROUTES))('%s', (_route, { right, send }) => {
      // Refused first, so the allowed requests' changes cannot hide a refusal.
      const order: Who[] = ['stranger', 'removed', 'viewer', 'field_staff', 'manager', 'owner'];
      for (const who of order) {
        const member = who !== 'stranger' && who !== 'removed';
        const expected = !member
          ? '404 not found'
          : mayDo(who, right)
            ? 'passes the check'
            : `403: ${ROLE_FORBIDS[right]}`;
        it(`${who}: ${expected}`, async () => {
          const response: TestResponse | { statusCode: number; json(): unknown } = await send(
            world,
            who,
          );
          if (!member) {
            expect(response.statusCode).toBe(404);
            expect(['estate-not-found', 'tree-not-found']).toContain(
              (response.json() as { code: string }).code,
            );
          } else if (mayDo(who, right)) {
            expect([response.statusCode, passedCheck(response)]).toEqual([
              response.statusCode,
              true,
            ]);
          } else {
            expect([response.statusCode, response.json()]).toEqual([
              403,
              { error: ROLE_FORBIDS[right], code: expect.stringMatching(/^estate-role-forbids/) },
            ]);
          }
        });
      }
    });
  },
);
