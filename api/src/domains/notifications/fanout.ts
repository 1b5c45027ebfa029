import {
  defaultNotificationChannel,
  type NotificationChannel,
  type NotificationKind,
} from '@grovekeeper/constants';
import type { Queryable } from '../../db';
import { newId } from '../../lib/ids';
import { isLanguage } from '../../lib/i18n/request-language';
import type { Language } from '../../lib/i18n/request-language';
import { formatDay, notificationMail, notificationText } from './texts';
import { unsubscribeUrl } from './unsubscribe';

/**
 * The fan-out (issue 28): the domain events a change writes become notifications for the
 * people they concern, and nobody else, in the same transaction as the change. Each kind
 * of event names its recipients from the tables of its subject; each recipient's
 * preference (no row: the kind's default) decides between nothing, a notification row, an
 * outbox mail, or both. A `pg_notify` per notification wakes the live streams when (and
 * only if) the transaction commits.
 */

/** The channel live streams LISTEN on; the payload is `<userId>:<seq>`. */
export const NOTIFICATION_CHANNEL = 'grovekeeper_notifications';

/** The channel the mail senders LISTEN on: a mail was written to the outbox (no payload). */
export const MAIL_CHANNEL = 'grovekeeper_mail';

/** An event as recordEvent writes it, with its new id. */
export interface NotifiableEvent {
  id: string;
  subjectType: string;
  subjectId: string;
  action: string;
  actorId: string | null;
  details?: Record<string, unknown>;
}

/** Where mails link to and the secret of their unsubscribe links (set by the plugin). */
export interface MailSettings {
  publicUrl: string;
  secret: string;
}

let mailSettings: MailSettings | null = null;

/** Called once by the notifications plugin; without it no mail row is written. */
export function configureNotificationMail(settings: MailSettings | null): void {
  mailSettings = settings;
}

interface Delivery {
  userId: string;
  kind: NotificationKind;
  link: string;
  /** Who acted (a user id; their name is the `actor` of the text). */
  actorId: string | null;
  /** What it is about ("Koroni Hillside Olives"). */
  subject: string;
  /** The domain event it tells of; null for changes that write no event (harvests, teams). */
  eventId: string | null;
  /** A day the text names (YYYY-MM-DD): a contract's start, end or agreed last day. */
  date?: string | null;
}

type Resolver = (tx: Queryable, event: NotifiableEvent) => Promise<Delivery[]>;

const other = (a: string, b: string, actorId: string | null) => (actorId === a ? b : a);

const RESOLVERS: Record<string, Resolver> = {
  async rental_application(tx, event) {
    const kind = (
      {
        submitted: 'rental_application_received',
        approved: 'rental_application_approved',
        rejected: 'rental_application_rejected',
      } as const
    )[event.action as 'submitted' | 'approved' | 'rejected'];
    if (!kind) return [];
    const [row] = await tx.query<{
      ownerId: string;
      applicantId: string;
      rentalId: string;
      estate: string;
    }>(
      `SELECT r.owner_id AS "ownerId", a.applicant_id AS "applicantId", r.id AS "rentalId",
              e.name AS estate
         FROM rental_applications a
         JOIN rentals r ON r.id = a.rental_id
         JOIN estates e ON e.id = r.estate_id
        WHERE a.id = $1`,
      [event.subjectId],
    );
    if (!row) return [];
    const received = kind === 'rental_application_received';
    return [
      {
        userId: received ? row.ownerId : row.applicantId,
        kind,
        link: received ? `/rentals/${row.rentalId}/applications` : `/rentals/${row.rentalId}`,
        actorId: event.actorId,
        subject: row.estate,
        eventId: event.id,
      },
    ];
  },

  async contract(tx, event) {
    const [row] = await tx.query<{
      ownerId: string;
      tenantId: string;
      estate: string;
      startDate: string;
      endDate: string;
      requesterId: string | null;
    }>(
      `SELECT c.owner_id AS "ownerId", c.tenant_id AS "tenantId", c.estate_name AS estate,
              to_char(c.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
              t.requester_id AS "requesterId"
         FROM contracts c LEFT JOIN contract_terminations t ON t.contract_id = c.id
        WHERE c.id = $1`,
      [event.subjectId],
    );
    if (!row) return [];
    const detailDate = typeof event.details?.endDate === 'string' ? event.details.endDate : null;
    const to = (userIds: string[], kind: NotificationKind, date?: string | null): Delivery[] =>
      userIds.map((userId) => ({
        userId,
        kind,
        link: `/rental-contracts/${event.subjectId}`,
        actorId: event.actorId,
        subject: row.estate,
        eventId: event.id,
        date: date ?? null,
      }));
    const otherParty = [other(row.ownerId, row.tenantId, event.actorId)];
    const both = [row.ownerId, row.tenantId];
    switch (event.action) {
      case 'created':
        return to(otherParty, 'contract_drawn_up');
      case 'submitted':
        return to(otherParty, 'contract_submitted');
      case 'signed':
        return to(
          otherParty,
          event.details?.to === 'signed' ? 'contract_fully_signed' : 'contract_signed_by_other',
        );
      // After the signature (issue 28).
      case 'termination_requested':
        return to(otherParty, 'contract_termination_requested', detailDate);
      case 'termination_accepted':
        return row.requesterId ? to([row.requesterId], 'contract_terminated', detailDate) : [];
      case 'activated':
        return to(both, 'contract_starting', row.startDate);
      case 'ending_soon':
        return to(both, 'contract_ending_soon', row.endDate);
      case 'completed':
        return to(both, 'contract_ended', row.endDate);
      case 'terminated':
        return to(both, 'contract_ended', detailDate ?? row.endDate);
      default:
        return [];
    }
  },

  async job_application(tx, event) {
    const kind = (
      {
        applied: 'job_application_received',
        approved: 'job_application_approved',
        rejected: 'job_application_rejected',
        withdrawn: 'job_application_withdrawn',
        rated: 'worker_rated',
      } as const
    )[event.action as 'applied' | 'approved' | 'rejected' | 'withdrawn' | 'rated'];
    if (!kind) return [];
    const [row] = await tx.query<{
      ownerId: string;
      applicantId: string;
      listingId: string;
      title: string;
    }>(
      `SELECT l.owner_id AS "ownerId", a.applicant_id AS "applicantId",
              l.id AS "listingId", l.title
         FROM job_applications a JOIN job_listings l ON l.id = a.job_listing_id
        WHERE a.id = $1`,
      [event.subjectId],
    );
    if (!row) return [];
    // Received and withdrawn go to the job's owner; decisions and ratings to the worker.
    const toOwner = kind === 'job_application_received' || kind === 'job_application_withdrawn';
    return [
      {
        userId: toOwner ? row.ownerId : row.applicantId,
        kind,
        link: toOwner ? `/workforce/job-listings/${row.listingId}` : '/workforce/applications',
        actorId: event.actorId,
        subject: row.title,
        eventId: event.id,
      },
    ];
  },
};

/**
 * Writes the notifications (and mails) of `events`, in the caller's transaction: a few
 * queries per event. The actor is never told of their own change.
 */
export async function notifyEvents(
  tx: Queryable,
  events: readonly NotifiableEvent[],
): Promise<void> {
  const deliveries: Delivery[] = [];
  for (const event of events) {
    const resolve = RESOLVERS[event.subjectType];
    if (!resolve) continue;
    for (const delivery of await resolve(tx, event)) {
      if (delivery.userId !== event.actorId) deliveries.push(delivery);
    }
  }
  await deliver(tx, deliveries);
}

/**
 * Harvests (which write tree history, not domain events): a recorded harvest tells the
 * estate's owner and managers, but not the recorder; a decision tells the one who
 * recorded it. Called by the harvests service in its transaction.
 */
export async function notifyHarvest(
  tx: Queryable,
  action: 'recorded' | 'decided',
  actorId: string,
  harvestId: string,
): Promise<void> {
  const [row] = await tx.query<{
    treeId: string;
    tree: string;
    estate: string;
    ownerId: string;
    recordedBy: string | null;
    managers: string[];
  }>(
    `SELECT t.id AS "treeId", t.title AS tree, e.name AS estate, e.owner_id AS "ownerId",
            h.recorded_by AS "recordedBy",
            ARRAY(SELECT m.user_id FROM estate_members m
                   WHERE m.estate_id = e.id AND m.role = 'manager') AS managers
       FROM harvests h JOIN trees t ON t.id = h.tree_id JOIN estates e ON e.id = t.estate_id
      WHERE h.id = $1`,
    [harvestId],
  );
  if (!row) return;
  const recipients =
    action === 'recorded' ? [row.ownerId, ...row.managers] : row.recordedBy ? [row.recordedBy] : [];
  await deliver(
    tx,
    recipients
      .filter((userId) => userId !== actorId)
      .map((userId) => ({
        userId,
        kind: action === 'recorded' ? 'harvest_recorded' : 'harvest_decided',
        link: `/trees/${row.treeId}`,
        actorId,
        subject: row.tree ? `${row.tree} (${row.estate})` : row.estate,
        eventId: null,
      })),
  );
}

/**
 * Estate teams (which write no domain events): an invitation tells the invited person if
 * they have an account; a role change or a removal tells that member. Called by the teams
 * service in its transaction.
 */
export async function notifyTeam(
  tx: Queryable,
  change: {
    kind: 'team_invitation' | 'team_role_changed' | 'team_removed';
    actorId: string;
    estateId: string;
    /** The member's id, or the invited address. */
    to: { userId: string } | { email: string };
    link: string;
  },
): Promise<void> {
  const [row] = await tx.query<{ estate: string; userId: string | null }>(
    `SELECT e.name AS estate,
            (SELECT u.id FROM users u WHERE u.id = $2 OR u.email = $3 LIMIT 1) AS "userId"
       FROM estates e WHERE e.id = $1`,
    [
      change.estateId,
      'userId' in change.to ? change.to.userId : null,
      'email' in change.to ? change.to.email : null,
    ],
  );
  if (!row?.userId || row.userId === change.actorId) return;
  await deliver(tx, [
    {
      userId: row.userId,
      kind: change.kind,
      link: change.link,
      actorId: change.actorId,
      subject: row.estate,
      eventId: null,
    },
  ]);
}

/** Writes the deliveries' notifications and mails per each recipient's preference. */
async function deliver(tx: Queryable, deliveries: readonly Delivery[]): Promise<void> {
  if (deliveries.length === 0) return;

  const ids = [
    ...new Set(deliveries.flatMap((d) => (d.actorId ? [d.userId, d.actorId] : [d.userId]))),
  ];
  const people = new Map(
    (
      await tx.query<{ id: string; name: string; email: string; language: string }>(
        `SELECT id, name, email, language FROM users WHERE id = ANY($1::text[])`,
        [ids],
      )
    ).map((row) => [row.id, row]),
  );
  const choices = new Map(
    (
      await tx.query<{ userId: string; kind: string; channel: NotificationChannel }>(
        `SELECT user_id AS "userId", kind, channel FROM notification_preferences
          WHERE user_id = ANY($1::text[])`,
        [[...new Set(deliveries.map((d) => d.userId))]],
      )
    ).map((row) => [`${row.userId} ${row.kind}`, row.channel]),
  );

  for (const delivery of deliveries) {
    const recipient = people.get(delivery.userId);
    if (!recipient) continue;
    const channel =
      choices.get(`${delivery.userId} ${delivery.kind}`) ??
      defaultNotificationChannel(delivery.kind);
    if (channel === 'off') continue;
    const language: Language = isLanguage(recipient.language) ? recipient.language : 'en';
    const actor = (delivery.actorId && people.get(delivery.actorId)?.name) || '—';
    const text = notificationText(language, delivery.kind, {
      actor,
      subject: delivery.subject,
      date: delivery.date ? formatDay(language, delivery.date) : '',
    });
    let notificationId: string | null = null;
    if (channel === 'app' || channel === 'both') {
      notificationId = newId();
      const [row] = await tx.query<{ seq: string }>(
        `INSERT INTO notifications (id, user_id, kind, title, body, link, event_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING seq`,
        [
          notificationId,
          delivery.userId,
          delivery.kind,
          text.title,
          text.body,
          delivery.link,
          delivery.eventId,
        ],
      );
      // Delivered to the listeners when the transaction commits, never if it rolls back.
      await tx.query(`SELECT pg_notify($1, $2)`, [
        NOTIFICATION_CHANNEL,
        `${delivery.userId}:${row!.seq}`,
      ]);
    }
    if ((channel === 'email' || channel === 'both') && mailSettings) {
      const url = `${mailSettings.publicUrl}${delivery.link}`;
      const unsubscribe = unsubscribeUrl(
        mailSettings.publicUrl,
        mailSettings.secret,
        delivery.userId,
        delivery.kind,
      );
      const mail = notificationMail(language, text, url, unsubscribe);
      await tx.query(
        `INSERT INTO email_outbox
           (id, notification_id, user_id, to_address, kind, language, subject, text_body,
            html_body, unsubscribe_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          newId(),
          notificationId,
          delivery.userId,
          recipient.email,
          delivery.kind,
          language,
          mail.subject,
          mail.textBody,
          mail.htmlBody,
          unsubscribe,
        ],
      );
      // Wakes every replica's sender at commit (PostgreSQL sends one per transaction: the
      // payload is the same); the claimed row makes only one of them send it.
      await tx.query(`SELECT pg_notify($1, '')`, [MAIL_CHANNEL]);
    }
  }
}
