import { describeApi } from '../../../test/harness';
import type { HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { invite, tokenOf } from './fixtures';
import type { CreatedInvitation } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date('2026-11-01T09:00:00Z').getTime();

describeApi(
  'estate teams',
  (api) => {
    let owner: SignedInUser;
    let estate: HarnessEstate;

    beforeAll(async () => {
      owner = await api.user({ name: 'Eleni Owner' });
      estate = await api.estate(owner);
    });

    describe('invitations', () => {
      it('creates a single-use link that expires in 7 days and lists it as pending', async () => {
        const response = await api.as(owner).post(`/api/estates/${estate.id}/invitations`, {
          email: '  Maria.Field@Example.com ',
          role: 'field_staff',
        });
        expect(response.statusCode).toBe(201);
        const { invitation } = response.json<{ invitation: CreatedInvitation }>();
        expect(invitation).toMatchObject({
          email: 'maria.field@example.com',
          role: 'field_staff',
          expiresAt: new Date(clock + 7 * DAY).toISOString(),
        });
        expect(invitation.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invitations\/[\w-]{43}$/);

        const list = await api.as(owner).get(`/api/estates/${estate.id}/invitations`);
        expect(list.statusCode).toBe(200);
        expect(list.json()).toEqual({
          invitations: [
            {
              id: invitation.id,
              email: 'maria.field@example.com',
              role: 'field_staff',
              createdAt: new Date(clock).toISOString(),
              expiresAt: invitation.expiresAt,
              invitedBy: { id: owner.id, name: 'Eleni Owner' },
            },
          ],
        });
        // The token is nowhere but in the link.
        const [stored] = await api.db.query<{ token_hash: string }>(
          'SELECT token_hash FROM estate_invitations WHERE id = $1',
          [invitation.id],
        );
        expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(list.json())).not.toContain(tokenOf(invitation));
      });

      it('shows the invitee who invites them, to which estate, with which role, without signing in', async () => {
        const invitation = await invite(api, owner, estate.id, 'preview@example.com', 'viewer');
        const response = await api.request({
          method: 'GET',
          url: `/api/invitations/${tokenOf(invitation)}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          invitation: {
            email: 'preview@example.com',
            role: 'viewer',
            expiresAt: invitation.expiresAt,
            estate: { id: estate.id, name: estate.name },
            invitedBy: { name: 'Eleni Owner' },
          },
        });
        const unknown = await api.request({
          method: 'GET',
          url: `/api/invitations/${'x'.repeat(43)}`,
        });
        expect([unknown.statusCode, unknown.json()]).toEqual([
          404,
          { error: 'Invitation not found', code: 'invitation-not-found' },
        ]);
      });

      it('lets the invitee accept once; the link cannot be used again', async () => {
        const worker = await api.user();
        const invitation = await invite(api, owner, estate.id, worker.email, 'field_staff');
        const accept = await api.as(worker).post(`/api/invitations/${tokenOf(invitation)}/accept`);
        expect(accept.statusCode).toBe(200);
        expect(accept.json()).toEqual({
          estate: { id: estate.id, name: estate.name },
          role: 'field_staff',
        });

        const again = await api.as(worker).post(`/api/invitations/${tokenOf(invitation)}/accept`);
        expect([again.statusCode, again.json()]).toEqual([
          410,
          { error: 'This invitation has already been used', code: 'invitation-used' },
        ]);
        const preview = await api.request({
          method: 'GET',
          url: `/api/invitations/${tokenOf(invitation)}`,
        });
        expect(preview.statusCode).toBe(410);

        const pending = await api.as(owner).get(`/api/estates/${estate.id}/invitations`);
        expect(
          pending.json<{ invitations: { id: string }[] }>().invitations.map((i) => i.id),
        ).not.toContain(invitation.id);
        const members = await api.as(owner).get(`/api/estates/${estate.id}/members`);
        expect(members.json<{ members: unknown[] }>().members).toContainEqual({
          userId: worker.id,
          name: worker.name,
          email: worker.email,
          role: 'field_staff',
        });
      });

      it('refuses the link to another signed-in account with a readable 403', async () => {
        const invitee = await api.user();
        const other = await api.user();
        const invitation = await invite(api, owner, estate.id, invitee.email, 'viewer');
        const response = await api.as(other).post(`/api/invitations/${tokenOf(invitation)}/accept`);
        expect([response.statusCode, response.json()]).toEqual([
          403,
          {
            error:
              'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
            code: 'invitation-other-email',
          },
        ]);
        const estates = await api.as(other).get(`/api/estates/${estate.id}/members`);
        expect(estates.statusCode).toBe(404);
        // Still usable by the right account.
        const accepted = await api
          .as(invitee)
          .post(`/api/invitations/${tokenOf(invitation)}/accept`);
        expect(accepted.statusCode).toBe(200);
      });

      it('expires the link after 7 days', async () => {
        const invitee = await api.user();
        const invitation = await invite(api, owner, estate.id, invitee.email, 'viewer');
        clock += 7 * DAY - 1000;
        const stillValid = await api.request({
          method: 'GET',
          url: `/api/invitations/${tokenOf(invitation)}`,
        });
        expect(stillValid.statusCode).toBe(200);
        clock += 1000;
        try {
          const response = await api
            .as(invitee)
            .post(`/api/invitations/${tokenOf(invitation)}/accept`);
          expect([response.statusCode, response.json()]).toEqual([
            410,
            {
              error: 'This invitation has expired. Ask for a new one.',
              code: 'invitation-expired',
            },
          ]);
          const pending = await api.as(owner).get(`/api/estates/${estate.id}/invitations`);
          expect(
            pending.json<{ invitations: { id: string }[] }>().invitations.map((i) => i.id),
          ).not.toContain(invitation.id);
        } finally {
          clock -= 7 * DAY;
        }
      });

      it('revokes a pending invitation: its link stops working', async () => {
        const invitee = await api.user();
        const invitation = await invite(api, owner, estate.id, invitee.email, 'manager');
        const revoke = await api
          .as(owner)
          .delete(`/api/estates/${estate.id}/invitations/${invitation.id}`);
        expect(revoke.statusCode).toBe(204);
        const response = await api
          .as(invitee)
          .post(`/api/invitations/${tokenOf(invitation)}/accept`);
        expect([response.statusCode, response.json()]).toEqual([
          410,
          { error: 'This invitation has been revoked', code: 'invitation-revoked' },
        ]);
        const twice = await api
          .as(owner)
          .delete(`/api/estates/${estate.id}/invitations/${invitation.id}`);
        expect([twice.statusCode, twice.json()]).toEqual([
          404,
          { error: 'Invitation not found', code: 'invitation-not-found' },
        ]);
      });

      it('renews a pending invitation: a new link for 7 days more, the old one refused', async () => {
        const invitee = await api.user();
        const first = await invite(api, owner, estate.id, invitee.email, 'field_staff');
        clock += 3 * DAY;
        try {
          const response = await api
            .as(owner)
            .post(`/api/estates/${estate.id}/invitations/${first.id}/renew`);
          expect(response.statusCode).toBe(200);
          const { invitation } = response.json<{ invitation: CreatedInvitation }>();
          expect(invitation).toMatchObject({
            id: first.id,
            email: invitee.email,
            role: 'field_staff',
            expiresAt: new Date(clock + 7 * DAY).toISOString(),
          });
          expect(tokenOf(invitation)).toMatch(/^[\w-]{43}$/);
          expect(tokenOf(invitation)).not.toBe(tokenOf(first));

          const old = await api.as(invitee).post(`/api/invitations/${tokenOf(first)}/accept`);
          expect([old.statusCode, old.json()]).toEqual([
            404,
            { error: 'Invitation not found', code: 'invitation-not-found' },
          ]);
          const pending = await api.as(owner).get(`/api/estates/${estate.id}/invitations`);
          expect(
            pending
              .json<{ invitations: { id: string; expiresAt: string }[] }>()
              .invitations.filter((i) => i.id === first.id),
          ).toEqual([expect.objectContaining({ expiresAt: invitation.expiresAt })]);

          const accepted = await api
            .as(invitee)
            .post(`/api/invitations/${tokenOf(invitation)}/accept`);
          expect([accepted.statusCode, accepted.json<{ role: string }>().role]).toEqual([
            200,
            'field_staff',
          ]);
          // Accepted: nothing left to renew.
          const again = await api
            .as(owner)
            .post(`/api/estates/${estate.id}/invitations/${first.id}/renew`);
          expect([again.statusCode, again.json()]).toEqual([
            404,
            { error: 'Invitation not found', code: 'invitation-not-found' },
          ]);
        } finally {
          clock -= 3 * DAY;
        }
      });

      it('replaces an earlier pending invitation of the same address', async () => {
        const first = await invite(api, owner, estate.id, 'twice@example.com', 'viewer');
        const second = await invite(api, owner, estate.id, 'twice@example.com', 'field_staff');
        const preview = await api.request({
          method: 'GET',
          url: `/api/invitations/${tokenOf(first)}`,
        });
        expect(preview.statusCode).toBe(410);
        const pending = await api.as(owner).get(`/api/estates/${estate.id}/invitations`);
        const mine = pending
          .json<{ invitations: { id: string; email: string }[] }>()
          .invitations.filter((i) => i.email === 'twice@example.com');
        expect(mine.map((i) => i.id)).toEqual([second.id]);
      });

      it('refuses to invite someone already on the team, the owner included', async () => {
        const response = await api
          .as(owner)
          .post(`/api/estates/${estate.id}/invitations`, { email: owner.email, role: 'viewer' });
        expect([response.statusCode, response.json()]).toEqual([
          409,
          { error: 'This person is already on the estate’s team', code: 'already-on-estate' },
        ]);
      });

      it('validates the address and the role', async () => {
        const owner2 = await api.as(owner).post(`/api/estates/${estate.id}/invitations`, {
          email: 'x@example.com',
          role: 'owner',
        });
        expect(owner2.statusCode).toBe(400);
        const email = await api.as(owner).post(`/api/estates/${estate.id}/invitations`, {
          email: 'not an address',
          role: 'viewer',
        });
        expect(email.statusCode).toBe(400);
      });
    });
  },
  { deps: { clock: () => new Date(clock) } },
);
