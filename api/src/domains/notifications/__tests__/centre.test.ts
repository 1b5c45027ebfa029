/**
 * The notification centre's routes (issue 28): pages and unread counts, read marks of the
 * caller's own notifications only, preferences with validation, and the action counts.
 */
import { describeApi } from '../../../test/harness';
import type { ApiHarness } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import { NOTIFICATION_KINDS } from '@grovekeeper/constants';
import {
  application,
  expectStatus,
  listing,
  pendingContract,
} from '../../contracts/__tests__/fixtures';

interface Page {
  notifications: { id: string; kind: string; readAt: string | null }[];
  unread: number;
  pagination: { current: number; total: number; count: number; totalCount: number };
}

const pageOf = async (api: ApiHarness, user: SignedInUser, query = '') => {
  const response = await api.as(user).get(`/api/notifications${query}`);
  expectStatus(response, 200);
  return response.json<Page>();
};

describeApi('the notification centre', (api) => {
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    owner = await api.user({ name: 'Centre Owner' });
    other = await api.user({ name: 'Centre Other' });
    const applicants = [await api.user(), await api.user(), await api.user()];
    for (const applicant of applicants) {
      await application(api, await listing(api, { owner }), applicant, 'pending');
    }
    await application(api, await listing(api, { owner: other }), owner, 'pending');
  });

  it('pages the caller’s notifications newest first with the unread count', async () => {
    const page = await pageOf(api, owner);
    expect(page.unread).toBe(3);
    expect(page.pagination).toEqual({ current: 1, total: 1, count: 3, totalCount: 3 });
    expect(page.notifications.every((n) => n.kind === 'rental_application_received')).toBe(true);
    expect((await pageOf(api, owner, '?kind=contract_submitted')).notifications).toEqual([]);
    expect((await pageOf(api, owner, '?page=2')).notifications).toEqual([]);
    // A group of kinds, as the notifications page filters: several joined by commas.
    const rentals = await pageOf(
      api,
      owner,
      '?kind=rental_application_received,rental_application_approved',
    );
    expect(rentals.notifications).toHaveLength(3);
    const unknown = await api
      .as(owner)
      .get('/api/notifications?kind=rental_application_received,nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'Unknown notification kind' });
  });

  it('marks only the caller’s own notifications read', async () => {
    const [first, second] = (await pageOf(api, owner)).notifications;
    const [othersNote] = (await pageOf(api, other)).notifications;

    const one = await api.as(owner).post(`/api/notifications/${first!.id}/read`);
    expectStatus(one, 200);
    expect(one.json()).toEqual({ unread: 2 });

    const notMine = await api.as(owner).post(`/api/notifications/${othersNote!.id}/read`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ error: 'Notification not found' });
    expect((await api.as(owner).post('/api/notifications/nonsense/read')).statusCode).toBe(404);

    const some = await api
      .as(owner)
      .post('/api/notifications/read', { ids: [second!.id, othersNote!.id] });
    expect(some.json()).toEqual({ unread: 1 });
    expect((await pageOf(api, other)).unread).toBe(1);
    expect((await pageOf(api, owner, '?unreadOnly=true')).notifications).toHaveLength(1);

    expect((await api.as(owner).post('/api/notifications/read', { all: true })).json()).toEqual({
      unread: 0,
    });
    expect((await pageOf(api, other)).unread).toBe(1);
  });

  it('answers and saves preferences for every kind, refusing unknown kinds and channels', async () => {
    const read = await api.as(other).get('/api/notifications/preferences');
    expectStatus(read, 200);
    const { preferences } = read.json<{ preferences: Record<string, string> }>();
    expect(Object.keys(preferences).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(preferences.contract_submitted).toBe('both');
    expect(preferences.contract_fully_signed).toBe('app');

    const saved = await api
      .as(other)
      .put('/api/notifications/preferences', { preferences: { worker_rated: 'off' } });
    expectStatus(saved, 200);
    expect(saved.json<{ preferences: Record<string, string> }>().preferences).toMatchObject({
      worker_rated: 'off',
      contract_submitted: 'both',
    });

    const badKind = await api
      .as(other)
      .put('/api/notifications/preferences', { preferences: { nonsense: 'app' } });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ error: 'Unknown notification kind' });
    const badChannel = await api
      .as(other)
      .put('/api/notifications/preferences', { preferences: { worker_rated: 'pigeon' } });
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json()).toMatchObject({
      error: 'A notification channel must be app, email, both or off',
    });
  });

  it('counts what waits for the caller', async () => {
    const deal = await pendingContract(api);
    const forTenant = await api.as(deal.tenant).get('/api/notifications/actions');
    expectStatus(forTenant, 200);
    expect(forTenant.json()).toEqual({
      contractsToSign: 1,
      terminationsToAnswer: 0,
      applicationsToDecide: 0,
      harvestsToApprove: 0,
      invitationsToAccept: 0,
    });
    const forOwner = await api.as(owner).get('/api/notifications/actions');
    expect(forOwner.json()).toMatchObject({ contractsToSign: 0, applicationsToDecide: 3 });
    expect((await api.request({ url: '/api/notifications/actions' })).statusCode).toBe(401);
  });

  it('stops one kind of mail from the link of a mail, without signing in', async () => {
    const [row] = await api.db.query<{ url: string }>(
      `SELECT unsubscribe_url AS url FROM email_outbox WHERE user_id = $1 LIMIT 1`,
      [owner.id],
    );
    const url = new URL(row!.url);
    const path = `${url.pathname}${url.search}`;

    const tampered = await api.request({ url: path.replace(/t=[^&]+/, 't=forged') });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json<{ error: string }>().error).toMatch(/unsubscribe link is not valid/);
    const otherKind = await api.request({
      url: path.replace('k=rental_application_received', 'k=contract_submitted'),
    });
    expect(otherKind.statusCode).toBe(400);

    const stopped = await api.request({ url: path });
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe('/settings?unsubscribed=rental_application_received');
    const prefs = await api.as(owner).get('/api/notifications/preferences');
    expect(prefs.json<{ preferences: Record<string, string> }>().preferences).toMatchObject({
      rental_application_received: 'app',
      contract_submitted: 'both',
    });

    // One-click (RFC 8058): the mail client POSTs a form to the same link.
    await api.as(owner).put('/api/notifications/preferences', {
      preferences: { rental_application_received: 'email' },
    });
    const oneClick = await api.request({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: 'rental_application_received' });
    const after = await api.as(owner).get('/api/notifications/preferences');
    expect(after.json<{ preferences: Record<string, string> }>().preferences).toMatchObject({
      rental_application_received: 'off',
    });
  });
});
