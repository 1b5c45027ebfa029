/**
 * Notifications of harvests and estate teams (issue 28): a recorded harvest tells the
 * owner and managers but not the recorder; a decision tells the recorder; an invitation,
 * a role change and a removal tell that person; nobody else hears of them.
 */
import { describeApi } from '../../../test/harness';
import type { ApiHarness } from '../../../test/harness';
import { joinTeam } from '../../../test/teams';
import type { SignedInUser } from '../../../test/users';
import { expectStatus } from '../../contracts/__tests__/fixtures';
import { treesClient } from '../../trees/__tests__/fixtures';

async function notesOf(api: ApiHarness, user: SignedInUser, kind?: string) {
  const response = await api
    .as(user)
    .get(`/api/notifications${kind === undefined ? '' : `?kind=${kind}`}`);
  expectStatus(response, 200);
  return response
    .json<{ notifications: { kind: string; title: string; link: string }[] }>()
    .notifications.map((note) => [note.kind, note.title, note.link]);
}

describeApi('notifications of harvests and teams', (api) => {
  it('tells owners and managers of a recorded harvest and the recorder of its decision', async () => {
    const owner = await api.user({ name: 'Olga Owner' });
    const manager = await api.user({ name: 'Manos Manager' });
    const staff = await api.user({ name: 'Fotis Field' });
    const viewer = await api.user({ name: 'Vera Viewer' });
    const estate = await api.estate(owner, { name: 'Harvest Grove' });
    await joinTeam(api, owner, estate.id, manager, 'manager');
    await joinTeam(api, owner, estate.id, staff, 'field_staff');
    await joinTeam(api, owner, estate.id, viewer, 'viewer');
    const tree = await treesClient(api).createTree(owner, {
      estateId: estate.id,
      title: 'Big Olive',
    });

    const added = await api
      .as(staff)
      .post(`/api/trees/${tree.id}/harvests`, { date: '2025-10-01', weight: 4, notes: '' });
    expectStatus(added, 201);
    const harvestId = added.json<{ harvest: { id: string } }>().harvest.id;
    const recorded = [
      'harvest_recorded',
      'Fotis Field recorded a harvest of Big Olive (Harvest Grove)',
      `/trees/${tree.id}`,
    ];
    expect(await notesOf(api, owner, 'harvest_recorded')).toEqual([recorded]);
    expect(await notesOf(api, manager, 'harvest_recorded')).toEqual([recorded]);
    // The others were told only of their invitations.
    expect((await notesOf(api, staff)).map(([kind]) => kind)).toEqual(['team_invitation']);
    expect((await notesOf(api, viewer)).map(([kind]) => kind)).toEqual(['team_invitation']);

    const counts = await api.as(manager).get('/api/notifications/actions');
    expect(counts.json()).toMatchObject({ harvestsToApprove: 1 });

    expectStatus(
      await api
        .as(manager)
        .put(`/api/trees/${tree.id}/harvests/${harvestId}`, { status: 'Approved' }),
      200,
    );
    expect(await notesOf(api, staff, 'harvest_decided')).toEqual([
      [
        'harvest_decided',
        'Manos Manager reviewed your harvest of Big Olive (Harvest Grove)',
        `/trees/${tree.id}`,
      ],
    ]);
    expect(await notesOf(api, manager, 'harvest_decided')).toEqual([]);
    expect(await notesOf(api, owner, 'harvest_decided')).toEqual([]);
  });

  it('tells a person of their invitation, role change and removal, and nobody else', async () => {
    const owner = await api.user({ name: 'Team Owner' });
    const member = await api.user({ name: 'Team Member' });
    const stranger = await api.user({ name: 'Team Stranger' });
    const estate = await api.estate(owner, { name: 'Team Grove' });

    const invited = await api
      .as(owner)
      .post(`/api/estates/${estate.id}/invitations`, { email: member.email, role: 'viewer' });
    expectStatus(invited, 201);
    const { url } = invited.json<{ invitation: { url: string } }>().invitation;
    const token = url.split('/invitations/')[1] as string;
    expect(await notesOf(api, member)).toEqual([
      [
        'team_invitation',
        'Team Owner invited you to the team of Team Grove',
        `/invitations/${token}`,
      ],
    ]);
    expect((await api.as(member).get('/api/notifications/actions')).json()).toMatchObject({
      invitationsToAccept: 1,
    });
    expectStatus(await api.as(member).post(`/api/invitations/${token}/accept`), 200);

    expectStatus(
      await api
        .as(owner)
        .put(`/api/estates/${estate.id}/members/${member.id}`, { role: 'field_staff' }),
      200,
    );
    expectStatus(await api.as(owner).delete(`/api/estates/${estate.id}/members/${member.id}`), 204);
    expect((await notesOf(api, member)).map(([kind, title]) => [kind, title])).toEqual([
      ['team_removed', 'Team Owner removed you from the team of Team Grove'],
      ['team_role_changed', 'Team Owner changed your role on Team Grove'],
      ['team_invitation', 'Team Owner invited you to the team of Team Grove'],
    ]);
    expect(await notesOf(api, owner)).toEqual([]);
    expect(await notesOf(api, stranger)).toEqual([]);
  });
});
