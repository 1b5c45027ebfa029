import type { MemberRole } from '../lib/access';
import type { ApiHarness } from './harness';
import type { SignedInUser } from './users';

/** `user` joins `owner`'s estate with `role`, the way a person does: invited, then accepting. */
export async function joinTeam(
  api: ApiHarness,
  owner: SignedInUser,
  estateId: string,
  user: SignedInUser,
  role: MemberRole,
): Promise<void> {
  const invited = await api
    .as(owner)
    .post(`/api/estates/${estateId}/invitations`, { email: user.email, role });
  expect(invited.statusCode).toBe(201);
  const { url } = invited.json<{ invitation: { url: string } }>().invitation;
  const token = url.split('/invitations/')[1] as string;
  const accepted = await api.as(user).post(`/api/invitations/${token}/accept`);
  expect(accepted.statusCode).toBe(200);
}

/** The owner removes `user` from the estate's team. */
export async function leaveTeam(
  api: ApiHarness,
  owner: SignedInUser,
  estateId: string,
  user: SignedInUser,
): Promise<void> {
  const removed = await api.as(owner).delete(`/api/estates/${estateId}/members/${user.id}`);
  expect(removed.statusCode).toBe(204);
}

/** The people of a team test: one of each role, one removed, one never on the team. */
export interface TeamUsers {
  owner: SignedInUser;
  manager: SignedInUser;
  staff: SignedInUser;
  viewer: SignedInUser;
  removed: SignedInUser;
  stranger: SignedInUser;
}

/** Registers the people of a team test (joining is the test's own: `joinTeam`). */
export async function teamUsers(api: ApiHarness): Promise<TeamUsers> {
  return {
    owner: await api.user({ name: 'Olga Owner' }),
    manager: await api.user({ name: 'Manos Manager' }),
    staff: await api.user({ name: 'Fotis Field' }),
    viewer: await api.user({ name: 'Vera Viewer' }),
    removed: await api.user({ name: 'Rea Removed' }),
    stranger: await api.user({ name: 'Stelios Stranger' }),
  };
}
