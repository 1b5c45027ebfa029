import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { join } from './fixtures';

const NOT_FOUND = { error: 'Estate not found', code: 'estate-not-found' };

describeApi("estate routes by the caller's role", (api) => {
  let owner: SignedInUser;
  let manager: SignedInUser;
  let staff: SignedInUser;
  let viewer: SignedInUser;
  let removed: SignedInUser;
  let stranger: SignedInUser;
  let estate: HarnessEstate;
  let own: HarnessEstate;

  beforeAll(async () => {
    [owner, manager, staff, viewer, removed, stranger] = await Promise.all([
      api.user(),
      api.user(),
      api.user(),
      api.user(),
      api.user(),
      api.user(),
    ]);
    estate = await api.estate(owner, { name: 'Shared Grove' });
    own = await api.estate(staff, { name: 'Staff Own Grove' });
    await join(api, owner, estate.id, manager, 'manager');
    await join(api, owner, estate.id, staff, 'field_staff');
    await join(api, owner, estate.id, viewer, 'viewer');
    await join(api, owner, estate.id, removed, 'manager');
    const gone = await api.as(owner).delete(`/api/estates/${estate.id}/members/${removed.id}`);
    expect(gone.statusCode).toBe(204);
  });

  it('lists the estates the user is a member of beside their own, each with their role', async () => {
    const response = await api.as(staff).get('/api/estates');
    expect(response.statusCode).toBe(200);
    const listed = response
      .json<{ estates: { id: string; name: string; role: string }[] }>()
      .estates.map(({ id, name, role }) => ({ id, name, role }));
    expect(listed).toEqual([
      { id: own.id, name: 'Staff Own Grove', role: 'owner' },
      { id: estate.id, name: 'Shared Grove', role: 'field_staff' },
    ]);
    const searched = await api.as(staff).get('/api/estates?search=shared');
    expect(searched.json<{ estates: { id: string }[] }>().estates.map((e) => e.id)).toEqual([
      estate.id,
    ]);
    const owners = await api.as(owner).get('/api/estates');
    expect(owners.json<{ estates: { role: string }[] }>().estates.map((e) => e.role)).toEqual([
      'owner',
    ]);
    for (const user of [removed, stranger]) {
      const none = await api.as(user).get('/api/estates');
      expect(none.json()).toEqual({ estates: [] });
    }
  });

  it("shows the team's estates on the map among the member's own, not to others", async () => {
    type MapEstate = { id: string; isOwner: boolean; status: string };
    const mapOf = async (user: SignedInUser, query = '') =>
      (await api.as(user).get(`/api/maps/estates${query}`)).json<{ estates: MapEstate[] }>()
        .estates;
    const shown = await mapOf(viewer);
    expect(shown.map(({ id, isOwner }) => ({ id, isOwner }))).toEqual([
      { id: estate.id, isOwner: false },
    ]);
    expect((await mapOf(viewer, '?ownership=my')).map((m) => m.id)).toEqual([estate.id]);
    expect(await mapOf(viewer, '?ownership=other')).toEqual([]);
    const staffMap = (await mapOf(staff, '?ownership=my')).map((m) => m.id).sort();
    expect(staffMap).toEqual([estate.id, own.id].sort());
    for (const user of [removed, stranger]) {
      expect((await mapOf(user)).map((m) => m.id)).not.toContain(estate.id);
    }
  });

  it("answers the estate to every member with the caller's role", async () => {
    const roles: [SignedInUser, string][] = [
      [owner, 'owner'],
      [manager, 'manager'],
      [staff, 'field_staff'],
      [viewer, 'viewer'],
    ];
    for (const [user, role] of roles) {
      // Twice: the second read may come from the copy kept in memory.
      for (let read = 0; read < 2; read += 1) {
        const response = await api.as(user).get(`/api/estates/${estate.id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: estate.id, name: 'Shared Grove', role });
      }
    }
    for (const user of [removed, stranger]) {
      const response = await api.as(user).get(`/api/estates/${estate.id}`);
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }
  });

  it('lets the owner and managers rename the estate, refuses other members with 403', async () => {
    const byManager = await api.as(manager).put(`/api/estates/${estate.id}`, { name: 'Renamed' });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toMatchObject({ name: 'Renamed', role: 'manager' });
    for (const user of [staff, viewer]) {
      const response = await api.as(user).put(`/api/estates/${estate.id}`, { name: 'Mine' });
      expect([response.statusCode, response.json()]).toEqual([
        403,
        {
          error:
            'Your role on this estate does not allow this: only the owner and managers edit the estate.',
          code: 'estate-role-forbids-edit-estate',
        },
      ]);
    }
    for (const user of [removed, stranger]) {
      const response = await api.as(user).put(`/api/estates/${estate.id}`, { name: 'Mine' });
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }
    const byOwner = await api.as(owner).put(`/api/estates/${estate.id}`, { name: 'Shared Grove' });
    expect(byOwner.json()).toMatchObject({ name: 'Shared Grove', role: 'owner' });
    const seen = await api.as(viewer).get(`/api/estates/${estate.id}`);
    expect(seen.json()).toMatchObject({ name: 'Shared Grove' });
  });

  it('lets only the owner delete the estate', async () => {
    const ownerOnly = {
      error: 'Your role on this estate does not allow this: only the owner may do this.',
      code: 'estate-role-forbids-own-estate',
    };
    for (const user of [manager, staff, viewer]) {
      const response = await api.as(user).delete(`/api/estates/${estate.id}`);
      expect([response.statusCode, response.json()]).toEqual([403, ownerOnly]);
    }
    for (const user of [removed, stranger]) {
      const response = await api.as(user).delete(`/api/estates/${estate.id}`);
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
    }
    const still = await api.as(owner).get(`/api/estates/${estate.id}`);
    expect(still.statusCode).toBe(200);

    const doomed = await api.estate(owner, { name: 'Doomed' });
    await join(api, owner, doomed.id, manager, 'manager');
    const deleted = await api.as(owner).delete(`/api/estates/${doomed.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = await api.as(manager).get(`/api/estates/${doomed.id}`);
    expect(after.statusCode).toBe(404);
  });

  it('lets every member see the orthophoto and only the owner and managers change or detect', async () => {
    const manageTrees = {
      error:
        'Your role on this estate does not allow this: only the owner and managers add, move or delete trees.',
      code: 'estate-role-forbids-manage-trees',
    };
    for (const user of [owner, manager, staff, viewer]) {
      // No orthophoto yet: past the role check, the orthophoto's own 404.
      const response = await api.as(user).get(`/api/estates/${estate.id}/orthophoto`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).not.toBe('estate-not-found');
    }
    const managerDelete = await api.as(manager).delete(`/api/estates/${estate.id}/orthophoto`);
    expect(managerDelete.statusCode).toBe(404);
    expect(managerDelete.json<{ code: string }>().code).not.toBe('estate-not-found');
    const runId = '00000000-0000-4000-8000-000000000000';
    for (const user of [staff, viewer]) {
      const calls = [
        api.as(user).delete(`/api/estates/${estate.id}/orthophoto`),
        api.as(user).post(`/api/estates/${estate.id}/detect-trees`, {}),
        api.as(user).post(`/api/estates/${estate.id}/detection-runs/${runId}/apply`, {
          removed: [],
          added: [],
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect([response.statusCode, response.json()]).toEqual([403, manageTrees]);
      }
    }
    for (const user of [removed, stranger]) {
      const calls = [
        api.as(user).get(`/api/estates/${estate.id}/orthophoto`),
        api.as(user).delete(`/api/estates/${estate.id}/orthophoto`),
        api.as(user).post(`/api/estates/${estate.id}/detect-trees`, {}),
      ];
      for (const response of await Promise.all(calls)) {
        expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
      }
    }
  });
});
