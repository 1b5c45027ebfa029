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
