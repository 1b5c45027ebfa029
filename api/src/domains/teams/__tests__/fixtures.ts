import type { ApiHarness } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';

export interface CreatedInvitation {
  id: string;
  email: string;
  role: string;
  expiresAt: string;
  url: string;
}

export const tokenOf = (invitation: { url: string }) =>
  invitation.url.split('/invitations/')[1] as string;

export async function invite(
  api: ApiHarness,
  by: SignedInUser,
  estateId: string,
  email: string,
  role: string,
): Promise<CreatedInvitation> {
  const response = await api.as(by).post(`/api/estates/${estateId}/invitations`, { email, role });
  expect(response.statusCode).toBe(201);
  return response.json<{ invitation: CreatedInvitation }>().invitation;
}

/** Invites `user` with `role` and accepts as them. */
export async function join(
  api: ApiHarness,
  owner: SignedInUser,
  estateId: string,
  user: SignedInUser,
  role: string,
): Promise<void> {
  const invitation = await invite(api, owner, estateId, user.email, role);
  const response = await api.as(user).post(`/api/invitations/${tokenOf(invitation)}/accept`);
  expect(response.statusCode).toBe(200);
}
