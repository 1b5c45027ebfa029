import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import { normaliseBody } from '../../lib/normalise';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import {
  Acceptance,
  CreatedInvitation,
  EstateIdParams,
  InvitationList,
  InvitationParams,
  InvitationPreview,
  MemberAnswer,
  MemberList,
  MemberParams,
  NewInvitation,
  RoleChange,
  TokenParams,
  Transfer,
} from './schemas';
import { transferOwnership } from './ownership';
import {
  acceptInvitation,
  changeMemberRole,
  createInvitation,
  listInvitations,
  listMembers,
  previewInvitation,
  removeMember,
  renewInvitation,
  revokeInvitation,
} from './service';

export interface TeamsOptions {
  db: Database;
  /** The origins of the web app (CORS_ORIGINS): an invitation link points at the caller's. */
  appOrigins: string[];
  /** The clock of invitations (tests move it); the system's by default. */
  now?: () => Date;
}

/**
 * Estate teams (issue 25): an estate's members and invitations, and the invitation links.
 * Mounted at /api. Every estate route reads the caller's role from the database
 * (lib/access/estate-access.ts); the invitation preview is public (its token is the credential).
 */
export const teamsRoutes: AppPlugin<TeamsOptions> = async (
  app,
  { db, appOrigins, now = () => new Date() },
) => {
  const context = { db, now };
  const tags = ['teams'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticate;

  /** The web app's origin the caller uses (a configured one), else this server's own. */
  const linkBase = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && appOrigins.includes(origin)) return origin;
    return `${request.protocol}://${request.host}`;
  };

  app.post(
    '/estates/:id/invitations',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Invite someone to the estate by e-mail address with a role (owner: any; manager: field staff and viewers)',
        params: EstateIdParams,
        body: NewInvitation,
        response: { 201: CreatedInvitation, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: normaliseBody({ trim: ['email'], lowercase: ['email'] }),
    },
    async (request, reply) => {
      const invitation = await createInvitation(
        context,
        request.userId,
        request.params.id,
        request.body,
        linkBase(request),
      );
      return reply.code(201).send({ invitation });
    },
  );

  app.get(
    '/estates/:id/invitations',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The estate's pending invitations, newest first",
        params: EstateIdParams,
        response: { 200: InvitationList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      invitations: await listInvitations(context, request.userId, request.params.id),
    }),
  );

  app.delete(
    '/estates/:id/invitations/:invitationId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Revoke a pending invitation: its link stops working',
        params: InvitationParams,
        response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeInvitation(
        context,
        request.userId,
        request.params.id,
        request.params.invitationId,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/estates/:id/invitations/:invitationId/renew',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'A new link for a pending invitation: the old link stops working, it expires in 7 days again',
        params: InvitationParams,
        response: { 200: CreatedInvitation, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      invitation: await renewInvitation(
        context,
        request.userId,
        request.params.id,
        request.params.invitationId,
        linkBase(request),
      ),
    }),
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary: 'Who invites, to which estate, with which role (public: the token is the link)',
        params: TokenParams,
        response: { 200: InvitationPreview, ...errorResponses(404, 410) },
      },
    },
    (request) => previewInvitation(context, request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Accept an invitation as the signed-in user (the invited e-mail address)',
        params: TokenParams,
        response: { 200: Acceptance, ...errorResponses(401, 403, 404, 409, 410) },
      },
    },
    (request) => acceptInvitation(context, request.userId, request.params.token),
  );

  app.get(
    '/estates/:id/members',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The estate's team: its owner first, then its members",
        params: EstateIdParams,
        response: { 200: MemberList, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      members: await listMembers(context, request.userId, request.params.id),
    }),
  );

  app.put(
    '/estates/:id/members/:userId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Change a member's role",
        params: MemberParams,
        body: RoleChange,
        response: { 200: MemberAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      member: await changeMemberRole(
        context,
        request.userId,
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/estates/:id/members/:userId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Remove a member (or leave the estate): refused from their next request on',
        params: MemberParams,
        response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(context, request.userId, request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/estates/:id/transfer',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Transfer ownership to a member (the owner only): they become the owner, the old owner a manager',
        params: EstateIdParams,
        body: Transfer,
        response: { 200: MemberList, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      transferOwnership(context, request.userId, request.params.id, request.body.userId),
  );
};
