/**
 * The rights table of the route-rights test: each estate route with the right it needs and a
 * request that reaches it, and each other route with why it names no estate to share.
 */
import { randomUUID } from 'node:crypto';
import type { ApiHarness, HarnessEstate } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { listingBody } from '../../../domains/rentals/__tests__/fixtures';
import { jobBody } from '../../../domains/workforce/__tests__/fixtures';
import { INSIDE, treesClient } from '../../../domains/trees/__tests__/fixtures';
import type { HarvestJson, PhotoJson, TreeJson } from '../../../domains/trees/__tests__/fixtures';
import { ESTATE_ROLES } from '../rights';
import type { EstateRight, EstateRole } from '../rights';

export type Who = EstateRole | 'removed' | 'stranger';
export const EVERYONE: Who[] = [...ESTATE_ROLES, 'removed', 'stranger'];

export interface World {
  api: ApiHarness;
  users: Record<Who, SignedInUser>;
  estate: HarnessEstate;
  /** An estate of the owner that the owner's DELETE may remove. */
  disposable: HarnessEstate;
  tree: TreeJson;
  photo: PhotoJson;
  harvest: HarvestJson;
  png: Buffer;
}

interface EstateRoute {
  right: EstateRight;
  send(world: World, who: Who): Promise<{ statusCode: number; json(): unknown }>;
}

const as = (w: World, who: Who) => w.api.as(w.users[who]);
const e = (w: World) => `/api/estates/${w.estate.id}`;
const t = (w: World) => `/api/trees/${w.tree.id}`;

/** Every route that touches an estate or anything in it, with the right it needs. */
export const ESTATE_ROUTES: Record<string, EstateRoute> = {
  'GET /api/estates/:id': { right: 'view', send: (w, who) => as(w, who).get(e(w)) },
  'PUT /api/estates/:id': {
    right: 'editEstate',
    send: (w, who) => as(w, who).put(e(w), { name: w.estate.name }),
  },
  'DELETE /api/estates/:id': {
    right: 'ownEstate',
    send: (w, who) =>
      as(w, who).delete(`/api/estates/${who === 'owner' ? w.disposable.id : w.estate.id}`),
  },
  'GET /api/estates/:id/export': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${e(w)}/export?format=geojson`),
  },
  'POST /api/estates/:id/print-sheet': {
    right: 'manageTrees',
    send: (w, who) => as(w, who).post(`${e(w)}/print-sheet`),
  },
  'GET /api/estates/:id/members': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${e(w)}/members`),
  },
  'PUT /api/estates/:id/members/:userId': {
    right: 'manageMembers',
    send: (w, who) => as(w, who).put(`${e(w)}/members/${w.users.viewer.id}`, { role: 'viewer' }),
  },
  'DELETE /api/estates/:id/members/:userId': {
    right: 'manageMembers',
    // Someone not on the team: past the check, 'Member not found'.
    send: (w, who) => as(w, who).delete(`${e(w)}/members/${w.users.stranger.id}`),
  },
  'GET /api/estates/:id/invitations': {
    right: 'manageMembers',
    send: (w, who) => as(w, who).get(`${e(w)}/invitations`),
  },
  'POST /api/estates/:id/invitations': {
    right: 'manageMembers',
    send: (w, who) =>
      as(w, who).post(`${e(w)}/invitations`, {
        email: `${randomUUID()}@example.com`,
        role: 'viewer',
      }),
  },
  'DELETE /api/estates/:id/invitations/:invitationId': {
    right: 'manageMembers',
    send: (w, who) => as(w, who).delete(`${e(w)}/invitations/${randomUUID()}`),
  },
  'POST /api/estates/:id/transfer': {
    right: 'ownEstate',
    // Someone not on the team: past the check, refused as not a member (nothing moves).
    send: (w, who) => as(w, who).post(`${e(w)}/transfer`, { userId: w.users.stranger.id }),
  },
  'POST /api/estates/:id/invitations/:invitationId/renew': {
    right: 'manageMembers',
    // An unknown invitation: past the check, 'Invitation not found'.
    send: (w, who) => as(w, who).post(`${e(w)}/invitations/${randomUUID()}/renew`),
  },
  'GET /api/estates/:id/orthophoto': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${e(w)}/orthophoto`),
  },
  'PUT /api/estates/:id/orthophoto': {
    right: 'manageTrees',
    // Not a multipart body: past the check, the upload itself is refused.
    send: (w, who) => as(w, who).put(`${e(w)}/orthophoto`, { file: 'none' }),
  },
  'DELETE /api/estates/:id/orthophoto': {
    right: 'manageTrees',
    send: (w, who) => as(w, who).delete(`${e(w)}/orthophoto`),
  },
  'POST /api/estates/:id/detect-trees': {
    right: 'manageTrees',
    send: (w, who) => as(w, who).post(`${e(w)}/detect-trees`, {}),
  },
  'POST /api/estates/:id/detection-runs/:runId/apply': {
    right: 'manageTrees',
    send: (w, who) =>
      as(w, who).post(`${e(w)}/detection-runs/${randomUUID()}/apply`, { removed: [], added: [] }),
  },
  'POST /api/rentals': {
    right: 'ownEstate',
    send: (w, who) => as(w, who).post('/api/rentals', listingBody(w.estate.id)),
  },
  'POST /api/workforce/job-listings': {
    right: 'ownEstate',
    send: (w, who) => as(w, who).post('/api/workforce/job-listings', jobBody(w.estate.id)),
  },

  // --- Trees, photos, harvests (the trees engineer's routes)
  'GET /api/estates/:id/trees': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${e(w)}/trees`),
  },
  'GET /api/estates/:id/offline-trees': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${e(w)}/offline-trees`),
  },
  'GET /api/estates/:id/trees/title-numbers': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${e(w)}/trees/title-numbers`),
  },
  'POST /api/estates/:id/trees': {
    right: 'manageTrees',
    send: (w, who) =>
      as(w, who).post(`${e(w)}/trees`, {
        title: 'Olive Tree 99',
        category: 'Olive Tree',
        coordinates: INSIDE,
      }),
  },
  'POST /api/estates/:id/generate-trees': {
    right: 'manageTrees',
    send: (w, who) => as(w, who).post(`${e(w)}/generate-trees`, { count: 1, mode: 'random' }),
  },
  'POST /api/estates/:id/trees/import': {
    right: 'manageTrees',
    send: (w, who) =>
      as(w, who).call(
        'POST',
        `${e(w)}/trees/import?dryRun=true`,
        `lat,lng\n${INSIDE.lat},${INSIDE.lng}\n`,
        {
          'content-type': 'text/csv',
        },
      ),
  },
  'PUT /api/estates/:id/trees/positions': {
    right: 'manageTrees',
    send: (w, who) =>
      as(w, who).put(`${e(w)}/trees/positions`, {
        positions: [{ id: w.tree.id, coordinates: w.tree.coordinates }],
      }),
  },
  'GET /api/trees/:id': {
    right: 'view',
    send: (w, who) => as(w, who).get(t(w)),
  },
  'GET /api/trees/qr/:code': {
    right: 'view',
    send: (w, who) => as(w, who).get(`/api/trees/qr/${w.tree.qrCode}`),
  },
  'PUT /api/trees/:id': {
    right: 'fieldUpdate',
    send: (w, who) => as(w, who).put(t(w), { notes: w.tree.notes }),
  },
  'PUT /api/trees/:id/location': {
    right: 'manageTrees',
    send: (w, who) => as(w, who).put(`${t(w)}/location`, { coordinates: w.tree.coordinates }),
  },
  'GET /api/trees/:id/photos': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${t(w)}/photos`),
  },
  'POST /api/trees/:id/photos': {
    right: 'fieldUpdate',
    send: (w, who) =>
      treesClient(w.api).upload(w.users[who], w.tree.id, [
        { name: 'photo', filename: 'tree.png', contentType: 'image/png', data: w.png },
      ]),
  },
  'DELETE /api/trees/:id/photos/:photoId': {
    right: 'fieldUpdate',
    // An unknown photo: past the check, 'Photo not found'.
    send: (w, who) => as(w, who).delete(`${t(w)}/photos/${'0'.repeat(24)}`),
  },
  'GET /api/trees/:id/harvests': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${t(w)}/harvests`),
  },
  'POST /api/trees/:id/harvests': {
    right: 'fieldUpdate',
    send: (w, who) =>
      as(w, who).post(`${t(w)}/harvests`, { date: '2025-10-02', weight: 1, notes: '' }),
  },
  'GET /api/trees/:id/history': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${t(w)}/history`),
  },
  'POST /api/estates/:id/tag-prints': {
    right: 'manageTrees',
    send: (w, who) => as(w, who).post(`${e(w)}/tag-prints`, { treeIds: [w.tree.id] }),
  },
  'GET /api/estates/:id/history': {
    right: 'view',
    send: (w, who) => as(w, who).get(`${e(w)}/history`),
  },
  'PATCH /api/trees/:id/harvests/:harvestId': {
    right: 'fieldUpdate',
    // An unknown harvest: past the check, 'Harvest not found'.
    send: (w, who) => as(w, who).patch(`${t(w)}/harvests/${'0'.repeat(24)}`, { notes: 'x' }),
  },
  'DELETE /api/trees/:id/harvests/:harvestId': {
    right: 'fieldUpdate',
    send: (w, who) => as(w, who).delete(`${t(w)}/harvests/${'0'.repeat(24)}`),
  },
  'PUT /api/trees/:id/harvests/:harvestId': {
    right: 'decideHarvests',
    send: (w, who) => as(w, who).put(`${t(w)}/harvests/${w.harvest.id}`, { status: 'Approved' }),
  },
};

/** Routes that name no estate someone else may share, and why. */
export const OTHER_ROUTES: Record<string, string> = {
  'POST /api/auth/login': 'public: signing in',
  'POST /api/auth/logout': 'public: signing out',
  'POST /api/auth/refresh': 'public: the refresh cookie',
  'POST /api/auth/register': 'public: registering',
  'GET /api/health': 'public: health check',
  'GET /api/docs': 'public: API documentation',
  'GET /api/docs/json': 'public: API documentation',
  'GET /api/docs/yaml': 'public: API documentation',
  'GET /api/docs/static/*': 'public: API documentation',
  'GET /api/docs/static/index.html': 'public: API documentation',
  'GET /api/docs/static/swagger-initializer.js': 'public: API documentation',
  'GET /api/public/trees/:id/tag': 'public: the QR tag page',
  'GET /api/files/photos/:key': 'public: photo files by unguessable key',
  'GET /api/invitations/:token': 'public: the invitation link (the token is the credential)',
  'POST /api/invitations/:token/accept': 'the invitee, checked against the invited address',
  'GET /api/notifications/unsubscribe':
    'public: the unsubscribe link of a mail (an HMAC of the person and kind is the credential)',
  'POST /api/notifications/unsubscribe':
    'public: one-click unsubscribe (RFC 8058; an HMAC of the person and kind is the credential)',
  'GET /api/profile': "the caller's own profile",
  'PUT /api/profile': "the caller's own profile",
  'GET /api/estates': "the caller's estates, each with their role",
  'POST /api/estates': 'a new estate of the caller',
  'GET /api/estates/search-kaek/:kaek': 'the cadastre, no estate',
  'GET /api/estates/export':
    "the caller's estates (owned and member's), as GET /api/estates lists them",
  'POST /api/openai-vision/detect-trees': "the location picker's detection (no estate yet)",
  'GET /api/jobs/:id': "the caller's own job (another user's answers 404)",
  'DELETE /api/jobs/:id': "the caller's own job (another user's answers 404)",
  'GET /api/jobs/:id/file': "the caller's own finished export (another user's answers 404)",
  'GET /api/openai-vision/snapshots/:file': "the picker's imagery snapshots",
  'GET /api/maps/geocode': 'geocoding, no estate',
  'GET /api/maps/reverse': 'geocoding, no estate',
  'GET /api/maps/estates': "the map: what the caller's estates show",
  'POST /api/boundaries/parse': 'a file the caller sends, read and answered, nothing stored',
  'GET /api/trees': "the caller's trees across their estates",
  'GET /api/notifications': "the caller's own notifications",
  'POST /api/notifications/read': "the caller's own notifications (others' ids ignored)",
  'POST /api/notifications/:id/read': "the caller's own notification (404 otherwise)",
  'GET /api/notifications/preferences': "the caller's own preferences",
  'PUT /api/notifications/preferences': "the caller's own preferences",
  'GET /api/notifications/actions': 'counted over what waits for the caller',
  'GET /api/notifications/stream': "the caller's own live notifications",
  'GET /api/reports/summary': 'the reports: counted over what the caller may see',
  'GET /api/reports/exports/estates.csv': 'the reports: counted over what the caller may see',
  'GET /api/reports/exports/harvests.csv': 'the reports: counted over what the caller may see',
  'GET /api/reports/exports/rental-income.csv':
    "the reports: the money the caller sees (own, managed estates'); 403 to field staff and viewers only",
  'GET /api/rentals/available': 'the rental market',
  'GET /api/rentals/my': "the caller's own listings",
  'GET /api/rentals/:id': 'a listing (published, or the lister’s)',
  'PUT /api/rentals/:id': "the lister's own listing",
  'DELETE /api/rentals/:id': "the lister's own listing",
  'POST /api/rentals/:id/apply': 'applying to a published listing',
  'GET /api/rentals/applications/received': "the lister's own applications",
  'GET /api/rentals/applications/sent': "the applicant's own applications",
  'PUT /api/rentals/applications/:id': 'the lister or the applicant of the application',
  'GET /api/rental-contracts/my': "the caller's own contracts",
  'GET /api/rental-contracts/pending-signature': "the caller's own contracts",
  'GET /api/rental-contracts/:id': 'a party of the contract',
  'GET /api/rental-contracts/:id/pdf': 'a party of the contract',
  'PUT /api/rental-contracts/:id/sign': 'a party of the contract',
  'PUT /api/rental-contracts/:id/submit': 'a party of the contract',
  'PUT /api/rental-contracts/:id/terms': 'a party of the contract',
  'POST /api/rental-contracts/:id/termination': 'a party of the contract',
  'POST /api/rental-contracts/:id/termination/accept': 'the other party of the request',
  'POST /api/rental-contracts/:id/termination/decline': 'the other party of the request',
  'DELETE /api/rental-contracts/:id/termination': 'the party who asked',
  'PUT /api/rental-contracts/:id/relist': 'the owner of the contract',
  'POST /api/rental-contracts/:id/ratings': 'a party of the contract, once',
  'POST /api/rental-contracts/from-application/:applicationId': "the lister's own application",
  'GET /api/workforce/job-listings': 'the job market',
  'GET /api/workforce/job-listings/my': "the caller's own listings",
  'GET /api/workforce/job-listings/:id': 'a listing (visible, or the poster’s)',
  'PUT /api/workforce/job-listings/:id':
    "the poster's own listing (its estate checked like POST: the owner's only)",
  'DELETE /api/workforce/job-listings/:id': "the poster's own listing",
  'POST /api/workforce/job-listings/:id/apply': 'applying to a listing',
  'GET /api/workforce/applications': "the poster's own applications",
  'GET /api/workforce/applications/my': "the applicant's own applications",
  'PUT /api/workforce/applications/:id': 'the poster or the applicant of the application',
  'POST /api/workforce/applications/:id/rating': 'the employer of the application',
  'GET /api/workforce/profile': "the caller's own worker profile",
  'PUT /api/workforce/profile': "the caller's own worker profile",
  'DELETE /api/workforce/profile': "the caller's own worker profile",
  'GET /api/workforce/workers': 'the worker directory',
};
