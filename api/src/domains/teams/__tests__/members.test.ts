import { randomUUID } from 'node:crypto';
import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { invite, join } from './fixtures';

describeApi('estate teams', (api) => {
  describe('members and roles', () => {
    let manager: SignedInUser;
    let staff: SignedInUser;
    let viewer: SignedInUser;
    let stranger: SignedInUser;
    let team: HarnessEstate;
    let owner: SignedInUser;

    beforeAll(async () => {
      owner = await api.user({ name: 'Eleni Owner' });
      [manager, staff, viewer, stranger] = await Promise.all([
        api.user({ name: 'Nikos Manager' }),
        api.user({ name: 'Maria Field' }),
        api.user({ name: 'Vera Viewer' }),
        api.user(),
      ]);
      team = await api.estate(owner, { name: 'Team Grove' });
      await join(api, owner, team.id, manager, 'manager');
      await join(api, manager, team.id, staff, 'field_staff');
      await join(api, manager, team.id, viewer, 'viewer');
    });

    it('lists the owner first, then the members, to everyone on the team', async () => {
      for (const user of [owner, manager, staff, viewer]) {
        const response = await api.as(user).get(`/api/estates/${team.id}/members`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          members: [
            { userId: owner.id, name: owner.name, email: owner.email, role: 'owner' },
            { userId: manager.id, name: manager.name, email: manager.email, role: 'manager' },
            { userId: staff.id, name: staff.name, email: staff.email, role: 'field_staff' },
            { userId: viewer.id, name: viewer.name, email: viewer.email, role: 'viewer' },
          ],
        });
      }
      const refused = await api.as(stranger).get(`/api/estates/${team.id}/members`);
      expect([refused.statusCode, refused.json()]).toEqual([
        404,
        { error: 'Estate not found', code: 'estate-not-found' },
      ]);
    });

    it('keeps managers to field staff and viewers', async () => {
      const inviteManager = await api.as(manager).post(`/api/estates/${team.id}/invitations`, {
        email: 'm2@example.com',
        role: 'manager',
      });
      const limited = {
        error: 'Managers may only invite, change or remove field staff and viewers.',
        code: 'managers-limited',
      };
      expect([inviteManager.statusCode, inviteManager.json()]).toEqual([403, limited]);
      const promote = await api
        .as(manager)
        .put(`/api/estates/${team.id}/members/${staff.id}`, { role: 'manager' });
      expect([promote.statusCode, promote.json()]).toEqual([403, limited]);
      const owners = await invite(api, owner, team.id, 'by-owner@example.com', 'manager');
      const revoke = await api
        .as(manager)
        .delete(`/api/estates/${team.id}/invitations/${owners.id}`);
      expect([revoke.statusCode, revoke.json()]).toEqual([403, limited]);
      const renew = await api
        .as(manager)
        .post(`/api/estates/${team.id}/invitations/${owners.id}/renew`);
      expect([renew.statusCode, renew.json()]).toEqual([403, limited]);
      const staffs = await invite(api, owner, team.id, 'staff-link@example.com', 'field_staff');
      const renewed = await api
        .as(manager)
        .post(`/api/estates/${team.id}/invitations/${staffs.id}/renew`);
      expect(renewed.statusCode).toBe(200);
      const owner1 = await api.as(manager).delete(`/api/estates/${team.id}/members/${owner.id}`);
      expect(owner1.statusCode).toBe(403);
      const self = await api
        .as(manager)
        .put(`/api/estates/${team.id}/members/${manager.id}`, { role: 'viewer' });
      expect([self.statusCode, self.json()]).toEqual([403, limited]);
    });

    it('refuses field staff and viewers everything about the team but seeing it', async () => {
      const forbids = {
        error:
          "Your role on this estate does not allow this: only the owner and managers manage the estate's team.",
        code: 'estate-role-forbids-manage-members',
      };
      for (const user of [staff, viewer]) {
        const calls = [
          api.as(user).post(`/api/estates/${team.id}/invitations`, {
            email: 'x@example.com',
            role: 'viewer',
          }),
          api.as(user).get(`/api/estates/${team.id}/invitations`),
          api.as(user).put(`/api/estates/${team.id}/members/${viewer.id}`, { role: 'viewer' }),
          api.as(user).delete(`/api/estates/${team.id}/members/${manager.id}`),
        ];
        for (const response of await Promise.all(calls)) {
          expect([response.statusCode, response.json()]).toEqual([403, forbids]);
        }
      }
    });

    it("changes a member's role (the owner any, a manager field staff and viewers)", async () => {
      const byManager = await api
        .as(manager)
        .put(`/api/estates/${team.id}/members/${viewer.id}`, { role: 'field_staff' });
      expect(byManager.statusCode).toBe(200);
      expect(byManager.json()).toEqual({
        member: {
          userId: viewer.id,
          name: viewer.name,
          email: viewer.email,
          role: 'field_staff',
        },
      });
      const back = await api
        .as(owner)
        .put(`/api/estates/${team.id}/members/${viewer.id}`, { role: 'viewer' });
      expect(back.json<{ member: { role: string } }>().member.role).toBe('viewer');
      const ownerRole = await api
        .as(owner)
        .put(`/api/estates/${team.id}/members/${owner.id}`, { role: 'manager' });
      expect([ownerRole.statusCode, ownerRole.json()]).toEqual([
        403,
        {
          error: 'The owner’s role cannot be changed or removed here; transfer ownership instead.',
          code: 'owner-not-member',
        },
      ]);
      const nobody = await api
        .as(owner)
        .put(`/api/estates/${team.id}/members/${stranger.id}`, { role: 'viewer' });
      expect([nobody.statusCode, nobody.json()]).toEqual([
        404,
        { error: 'Member not found', code: 'member-not-found' },
      ]);
    });

    it('refuses a removed member at their very next request', async () => {
      const leaving = await api.user();
      await join(api, owner, team.id, leaving, 'manager');
      const before = await api.as(leaving).get(`/api/estates/${team.id}/members`);
      expect(before.statusCode).toBe(200);

      const removed = await api.as(owner).delete(`/api/estates/${team.id}/members/${leaving.id}`);
      expect(removed.statusCode).toBe(204);
      for (const url of [
        `/api/estates/${team.id}/members`,
        `/api/estates/${team.id}/invitations`,
      ]) {
        const response = await api.as(leaving).get(url);
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: 'Estate not found', code: 'estate-not-found' },
        ]);
      }
    });

    it('lets a member leave the estate', async () => {
      const leaving = await api.user();
      await join(api, owner, team.id, leaving, 'viewer');
      const left = await api.as(leaving).delete(`/api/estates/${team.id}/members/${leaving.id}`);
      expect(left.statusCode).toBe(204);
      const after = await api.as(leaving).get(`/api/estates/${team.id}/members`);
      expect(after.statusCode).toBe(404);
    });

    it('answers 404 to a stranger on every team route of the estate', async () => {
      const calls = [
        api.as(stranger).post(`/api/estates/${team.id}/invitations`, {
          email: 'x@example.com',
          role: 'viewer',
        }),
        api.as(stranger).get(`/api/estates/${team.id}/invitations`),
        api.as(stranger).post(`/api/estates/${team.id}/invitations/${randomUUID()}/renew`),
        api.as(stranger).put(`/api/estates/${team.id}/members/${viewer.id}`, { role: 'viewer' }),
        api.as(stranger).delete(`/api/estates/${team.id}/members/${viewer.id}`),
        api.as(stranger).get(`/api/estates/not-an-id/members`),
      ];
      for (const response of await Promise.all(calls)) {
        expect([response.statusCode, response.json()]).toEqual([
          404,
          { error: 'Estate not found', code: 'estate-not-found' },
        ]);
      }
    });
  });
});
