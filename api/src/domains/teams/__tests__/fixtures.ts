import type { MemberRole } from '../../../lib/access';
import { joinTeam } from '../../../test/teams';
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

/** Invites `user` with `role` and accepts as them (the API tests' one helper). */
export const join = (
  api: ApiHarness,
  owner: SignedInUser,
  estateId: string,
  user: SignedInUser,
  role: string,
): Promise<void> => joinTeam(api, owner, estateId, user, role as MemberRole);
