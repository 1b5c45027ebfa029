import type { Database } from '../../../db';
import type { AppPlugin } from '../../../lib/type-provider';
import type { Mailer } from './sender';
import { unsubscribeRoutes } from './unsubscribe-routes';

export { createMailer, backoffSeconds } from './sender';
export type { Mailer, MailerDeps, MailPass } from './sender';
export { createMailTransport } from './transport';
export type { MailTransport, OutgoingMail } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sender of the e-mail outbox; server.ts starts it, tests call `runOnce()`. */
    mailer: Mailer;
  }
}

export interface NotificationMailOptions {
  db: Database;
  /** The server's signing secret: unsubscribe links are HMACs under it. */
  secret: string;
}

/**
 * The notification mails' routes (mounted at /api/notifications): the unsubscribe link,
 * which needs no sign-in. The sender itself is `app.mailer` (app.ts).
 */
export const notificationMailRoutes: AppPlugin<NotificationMailOptions> = async (
  app,
  { db, secret },
) => {
  await app.register(unsubscribeRoutes, { db, secret });
};
