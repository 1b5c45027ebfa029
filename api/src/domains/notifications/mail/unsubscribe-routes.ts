import { Type } from '@sinclair/typebox';
import { NOTIFICATION_KINDS, defaultNotificationChannel } from '@grovekeeper/constants';
import type { NotificationChannel, NotificationKind } from '@grovekeeper/constants';
import type { Database } from '../../../db';
import { badRequest } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/schemas';
import type { AppPlugin } from '../../../lib/type-provider';
import { verifyUnsubscribeToken } from '../unsubscribe';

export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Change which mails you get in Settings instead.';

/** The query of an unsubscribe link (unsubscribe.ts makes it): the person, the kind, the token. */
const UnsubscribeQuery = Type.Object({
  u: Type.Optional(Type.String({ maxLength: 100, description: 'The person' })),
  k: Type.Optional(Type.String({ maxLength: 100, description: 'The kind of notification' })),
  t: Type.Optional(Type.String({ maxLength: 200, description: 'The HMAC of the person and kind' })),
});

const Unsubscribed = Type.Object(
  { unsubscribed: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))) },
  { additionalProperties: false },
);

/** A channel without e-mail: both → app, email → off; app and off stay. */
export function withoutEmail(channel: NotificationChannel): NotificationChannel {
  if (channel === 'both') return 'app';
  if (channel === 'email') return 'off';
  return channel;
}

/**
 * Turns e-mail off for one person and one kind (the preference row, or the kind's default
 * when there is none). Answers false when the person no longer exists.
 */
export async function unsubscribe(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ channel: NotificationChannel | null }>(
      `SELECT p.channel FROM users u
         LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = $2
        WHERE u.id = $1
          FOR UPDATE OF u`,
      [userId, kind],
    );
    if (!user) return false;
    const channel = withoutEmail(user.channel ?? defaultNotificationChannel(kind));
    await tx.query(
      `INSERT INTO notification_preferences (user_id, kind, channel) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET channel = EXCLUDED.channel`,
      [userId, kind, channel],
    );
    return true;
  });
}

/**
 * The unsubscribe link of every notification mail (issue 28), without signing in: the
 * link carries its own proof (an HMAC under the server's secret). POST is the one-click
 * unsubscribe of RFC 8058 that mail programs send (`List-Unsubscribe=One-Click`, a form
 * body); GET is a person clicking the link, sent on to the settings page.
 */
export const unsubscribeRoutes: AppPlugin<{ db: Database; secret: string }> = async (
  app,
  { db, secret },
) => {
  const tags = ['notifications'];

  // RFC 8058: the one-click POST carries `List-Unsubscribe=One-Click` as a form (either
  // encoding); the link's query is what counts, so the body is read and ignored.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  const unsubscribeBy = async (query: { u?: string; k?: string; t?: string }) => {
    const { u = '', k = '', t = '' } = query;
    if (!verifyUnsubscribeToken(secret, u, k, t) || !(await unsubscribe(db, u, k))) {
      throw badRequest(UNSUBSCRIBE_LINK_INVALID);
    }
    return k;
  };

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe from one kind of mail (RFC 8058; the link is the proof)',
        querystring: UnsubscribeQuery,
        response: { 200: Unsubscribed, ...errorResponses(400) },
      },
    },
    async (request) => ({ unsubscribed: await unsubscribeBy(request.query) }),
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The unsubscribe link of a mail: e-mail off for its kind, then to the settings',
        querystring: UnsubscribeQuery,
        response: {
          303: Type.Null({ description: 'To /settings?unsubscribed=<kind>' }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const kind = await unsubscribeBy(request.query);
      return reply.redirect(`/settings?unsubscribed=${encodeURIComponent(kind)}`, 303);
    },
  );
};
