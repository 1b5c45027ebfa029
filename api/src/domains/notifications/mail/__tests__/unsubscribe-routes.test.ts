/**
 * The unsubscribe link of notification mails (issue 28): no sign-in, the link's HMAC is
 * the proof. POST is the one-click unsubscribe mail programs send (RFC 8058); GET is a
 * person clicking the link, sent on to the settings page. E-mail goes off for that kind
 * only: both → app, email → off.
 */
import type { NotificationKind } from '@grovekeeper/constants';
import { TEST_JWT_SECRET } from '../../../../test/app';
import { describeApi } from '../../../../test/harness';
import type { ApiHarness } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { unsubscribeToken, unsubscribeUrl } from '../../unsubscribe';

/** The path and query of `user`'s unsubscribe link for `kind`, as the mail carries it. */
const linkOf = (user: SignedInUser, kind: NotificationKind) => {
  const url = new URL(unsubscribeUrl('https://grove.example', TEST_JWT_SECRET, user.id, kind));
  return url.pathname + url.search;
};

async function preferences(api: ApiHarness, user: SignedInUser): Promise<Record<string, string>> {
  const rows = await api.db.query<{ kind: string; channel: string }>(
    'SELECT kind, channel FROM notification_preferences WHERE user_id = $1',
    [user.id],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.channel]));
}

const setPreference = (api: ApiHarness, user: SignedInUser, kind: string, channel: string) =>
  api.db.query(
    `INSERT INTO notification_preferences (user_id, kind, channel) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, kind) DO UPDATE SET channel = EXCLUDED.channel`,
    [user.id, kind, channel],
  );

const INVALID_EN =
  'This unsubscribe link is not valid. Change which mails you get in Settings instead.';

describeApi('the unsubscribe link of notification mails', (api) => {
  it('turns e-mail off for one kind with a one-click POST, without signing in', async () => {
    const user = await api.user();
    await setPreference(api, user, 'harvest_recorded', 'both');

    const response = await api.request({
      method: 'POST',
      url: linkOf(user, 'contract_submitted'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: 'contract_submitted' });
    // contract_submitted needs action (both by default): the product keeps it, e-mail goes.
    expect(await preferences(api, user)).toEqual({
      contract_submitted: 'app',
      harvest_recorded: 'both',
    });

    // Again, as a multipart form this time: nothing more to turn off, same answer.
    const again = await api.request({
      method: 'POST',
      url: linkOf(user, 'contract_submitted'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
    expect((await preferences(api, user)).contract_submitted).toBe('app');
  });

  it('turns a kind sent only by e-mail off altogether', async () => {
    const user = await api.user();
    await setPreference(api, user, 'worker_rated', 'email');

    const response = await api.request({ method: 'POST', url: linkOf(user, 'worker_rated') });

    expect(response.statusCode).toBe(200);
    expect(await preferences(api, user)).toEqual({ worker_rated: 'off' });
  });

  it('sends a person who clicks the link on to the settings page', async () => {
    const user = await api.user();

    const response = await api.request({ url: linkOf(user, 'team_invitation') });

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/settings?unsubscribed=team_invitation');
    expect(await preferences(api, user)).toEqual({ team_invitation: 'app' });
  });

  it('refuses a link that was changed, in the reader’s language, and changes nothing', async () => {
    const user = await api.user();
    const other = await api.user();
    const token = unsubscribeToken(TEST_JWT_SECRET, user.id, 'contract_submitted');
    const forged = [
      // Another person's preference with this person's token.
      `/api/notifications/unsubscribe?u=${other.id}&k=contract_submitted&t=${token}`,
      // Another kind.
      `/api/notifications/unsubscribe?u=${user.id}&k=team_invitation&t=${token}`,
      `/api/notifications/unsubscribe?u=${user.id}&k=contract_submitted&t=${token}x`,
      `/api/notifications/unsubscribe?u=${user.id}&k=no_such_kind&t=${token}`,
      '/api/notifications/unsubscribe',
    ];

    for (const url of forged) {
      for (const method of ['GET', 'POST']) {
        const response = await api.request({ method, url });
        expect({ url, method, status: response.statusCode, body: response.json() }).toEqual({
          url,
          method,
          status: 400,
          body: { error: INVALID_EN, code: 'unsubscribe-link-invalid' },
        });
      }
    }
    const greek = await api.request({
      url: forged[0] as string,
      headers: { 'accept-language': 'el' },
    });
    expect(greek.statusCode).toBe(400);
    expect(greek.headers['content-language']).toBe('el');
    expect(greek.json()).toEqual({
      error:
        'Αυτός ο σύνδεσμος διαγραφής δεν είναι έγκυρος. Αλλάξτε ποια μηνύματα λαμβάνετε από τις Ρυθμίσεις.',
      code: 'unsubscribe-link-invalid',
    });
    expect(await preferences(api, user)).toEqual({});
    expect(await preferences(api, other)).toEqual({});
  });

  it('refuses the link of a person who no longer exists', async () => {
    const user = await api.user();
    const link = linkOf(user, 'contract_submitted');
    await api.db.query('DELETE FROM users WHERE id = $1', [user.id]);

    const response = await api.request({ method: 'POST', url: link });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unsubscribe-link-invalid' });
  });
});
