import { api } from '@grovekeeper/shared';
import type {
  EstateInvitation,
  EstateMember,
  InvitationPreview,
  MemberRole,
  NewInvitation,
} from '@grovekeeper/shared';

const estatePath = (estateId: string) => `/api/estates/${encodeURIComponent(estateId)}`;

/** GET /api/estates/:id/members: the owner and the members, with their roles. */
export async function getMembers(estateId: string): Promise<EstateMember[]> {
  const answer = await api.get<{ members: EstateMember[] }>(`${estatePath(estateId)}/members`);
  return answer.members;
}

/** PUT /api/estates/:id/members/:userId `{ role }`. */
export async function changeMemberRole(
  estateId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  await api.put(`${estatePath(estateId)}/members/${encodeURIComponent(userId)}`, { role });
}

/** DELETE /api/estates/:id/members/:userId: the member loses access at their next request. */
export function removeMember(estateId: string, userId: string): Promise<void> {
  return api.delete(`${estatePath(estateId)}/members/${encodeURIComponent(userId)}`);
}

/** GET /api/estates/:id/invitations: the pending ones. */
export async function getInvitations(estateId: string): Promise<EstateInvitation[]> {
  const answer = await api.get<{ invitations: EstateInvitation[] }>(
    `${estatePath(estateId)}/invitations`,
  );
  return answer.invitations;
}

/** POST /api/estates/:id/invitations: 201 with the single-use link to copy. */
export async function createInvitation(
  estateId: string,
  invitation: NewInvitation,
): Promise<EstateInvitation> {
  const answer = await api.post<{ invitation: EstateInvitation }>(
    `${estatePath(estateId)}/invitations`,
    invitation,
  );
  return answer.invitation;
}

/** DELETE /api/estates/:id/invitations/:invitationId: the link stops working. */
export function revokeInvitation(estateId: string, invitationId: string): Promise<void> {
  return api.delete(`${estatePath(estateId)}/invitations/${encodeURIComponent(invitationId)}`);
}

/** GET /api/invitations/:token: who invites, to which estate, with which role. */
export async function getInvitation(token: string): Promise<InvitationPreview> {
  const answer = await api.get<InvitationPreview | { invitation: InvitationPreview }>(
    `/api/invitations/${encodeURIComponent(token)}`,
  );
  return 'invitation' in answer ? answer.invitation : answer;
}

/** POST /api/invitations/:token/accept by the signed-in invitee: answers the estate's id. */
export async function acceptInvitation(token: string): Promise<{ estateId: string | null }> {
  const answer = await api.post<{ estateId?: string; estate?: { id: string } } | undefined>(
    `/api/invitations/${encodeURIComponent(token)}/accept`,
  );
  return { estateId: answer?.estateId ?? answer?.estate?.id ?? null };
}

/** POST /api/estates/:id/transfer `{ userId }` (the owner only): answers the new team. */
export async function transferOwnership(estateId: string, userId: string): Promise<EstateMember[]> {
  const answer = await api.post<{ members: EstateMember[] }>(`${estatePath(estateId)}/transfer`, {
    userId,
  });
  return answer.members;
}

/**
 * POST /api/estates/:id/invitations/:invitationId/renew: a new single-use link (the old one
 * stops working), valid 7 days again.
 */
export async function renewInvitation(
  estateId: string,
  invitationId: string,
): Promise<EstateInvitation> {
  const answer = await api.post<{ invitation: EstateInvitation }>(
    `${estatePath(estateId)}/invitations/${encodeURIComponent(invitationId)}/renew`,
  );
  return answer.invitation;
}
