import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@grovekeeper/constants';
import type { Database } from '../../db';
import { badRequest, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { errorResponses } from '../../lib/schemas';
import type { AppPlugin } from '../../lib/type-provider';
import { configureNotificationMail } from './fanout';
import { NotificationHub } from './live';
import {
  actionsOf,
  latestSeq,
  listPage,
  markOneRead,
  markRead,
  preferencesOf,
  rowsAfter,
  savePreferences,
  unreadCount,
} from './repository';
import {
  ActionRequired,
  IdParams,
  ListQuery,
  MarkRead,
  NotificationPage,
  Preferences,
  PreferencesBody,
  StreamQuery,
  UnreadAnswer,
} from './schemas';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const UNKNOWN_KIND = 'Unknown notification kind';
export const UNKNOWN_CHANNEL = 'A notification channel must be app, email, both or off';

/** How often an open stream sends a comment so proxies keep it open. */
const HEARTBEAT_MS = 25_000;

export interface NotificationsOptions {
  db: Database;
  /** Where mails link to (PUBLIC_URL). */
  publicUrl: string;
  /** The server's secret: the HMAC key of unsubscribe links. */
  secret: string;
}

/**
 * The notification centre (issue 28), mounted at /api/notifications: the caller's
 * notifications and unread count, read marks, per-kind preferences, what waits for them,
 * and the live stream (server-sent events). Every route answers only the caller's own.
 */
export const notificationsRoutes: AppPlugin<NotificationsOptions> = async (
  app,
  { db, publicUrl, secret },
) => {
  configureNotificationMail({ publicUrl, secret });
  const hub = new NotificationHub(db);
  await hub.start();
  // Open streams end before the server closes (it waits for them), then the LISTEN stops.
  app.addHook('preClose', (done) => {
    hub.endStreams();
    done();
  });
  app.addHook('onClose', () => hub.close());

  const tags = ['notifications'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.authenticate;

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      onRequest,
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first, 20 a page, with the unread count",
        querystring: ListQuery,
        response: { 200: NotificationPage, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const kinds = request.query.kind?.split(',').map((kind) => kind.trim());
      if (kinds?.some((kind) => !(NOTIFICATION_KINDS as readonly string[]).includes(kind))) {
        throw badRequest(UNKNOWN_KIND);
      }
      // Read before the page: a notification made in between is in the page and streamed
      // again after it (the client drops the repeat by id), never in neither.
      const lastEventId = await latestSeq(db, request.userId);
      const page = await listPage(db, request.userId, {
        page: request.query.page ?? 1,
        unreadOnly: request.query.unreadOnly ?? false,
        kinds,
      });
      return { ...page, unread: await unreadCount(db, request.userId), lastEventId };
    },
  );

  app.post(
    '/read',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Marks the given notifications (ids of others are ignored) or all of them read; answers the unread count',
        body: MarkRead,
        response: { 200: UnreadAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const body = request.body;
      await markRead(db, request.userId, 'all' in body ? 'all' : body.ids);
      return { unread: await unreadCount(db, request.userId) };
    },
  );

  app.post(
    '/:id/read',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Marks one of the caller’s notifications read (404 if not theirs)',
        params: IdParams,
        response: { 200: UnreadAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isId(id) || !(await markOneRead(db, request.userId, id))) {
        throw notFound(NOTIFICATION_NOT_FOUND);
      }
      return { unread: await unreadCount(db, request.userId) };
    },
  );

  app.get(
    '/preferences',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'How each kind reaches the caller: app, email, both or off',
        response: { 200: Preferences, ...errorResponses(401) },
      },
    },
    async (request) => ({ preferences: await preferencesOf(db, request.userId) }),
  );

  app.put(
    '/preferences',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Sets the channel of some or all kinds; answers every kind',
        body: PreferencesBody,
        response: { 200: Preferences, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const choices: [NotificationKind, NotificationChannel][] = [];
      for (const [kind, channel] of Object.entries(request.body.preferences)) {
        if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind))
          throw badRequest(UNKNOWN_KIND);
        if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(channel)) {
          throw badRequest(UNKNOWN_CHANNEL);
        }
        choices.push([kind as NotificationKind, channel as NotificationChannel]);
      }
      await savePreferences(db, request.userId, choices);
      return { preferences: await preferencesOf(db, request.userId) };
    },
  );

  app.get(
    '/actions',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'What waits for the caller: contracts to sign, applications to decide, harvests to approve, invitations to accept',
        response: { 200: ActionRequired, ...errorResponses(401) },
      },
    },
    async (request) => actionsOf(db, request.userId),
  );

  app.get(
    '/stream',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Server-sent events: one `notification` event per new notification (id: its seq), resuming after Last-Event-ID (or ?lastEventId=)',
        querystring: StreamQuery,
        response: { ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = request.userId;
      const header = request.headers['last-event-id'];
      const given =
        typeof header === 'string' && /^[0-9]{1,18}$/.test(header)
          ? header
          : request.query.lastEventId;
      let seq = given ?? (await latestSeq(db, userId));

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write(': connected\n\n');

      let closed = false;
      let reading: Promise<void> = Promise.resolve();
      let again = false;
      const send = async () => {
        const rows = await rowsAfter(db, userId, seq);
        for (const row of rows) {
          if (closed) return;
          const { seq: rowSeq, ...notification } = row;
          raw.write(
            `id: ${rowSeq}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`,
          );
          seq = rowSeq;
        }
      };
      // One read at a time; a wake-up during a read reads once more after it.
      const wake = () => {
        if (closed) return;
        if (again) return;
        again = true;
        reading = reading.then(async () => {
          again = false;
          if (closed) return;
          await send().catch((error: unknown) => request.log.error({ err: error }, 'stream read'));
        });
      };
      const unsubscribe = hub.subscribe(userId, wake);
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        hub.closers.delete(end);
        raw.end();
      };
      hub.closers.add(end);
      raw.on('close', end);
      wake();
    },
  );
};
