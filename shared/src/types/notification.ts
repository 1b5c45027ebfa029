import type { NotificationChannel, NotificationKind } from '@grovekeeper/constants';
import type { Pagination } from './rental';

export type { NotificationChannel, NotificationKind } from '@grovekeeper/constants';

/**
 * The window event the shell's live stream dispatches for each new notification (detail: the
 * `AppNotification`), so a remote's screen (the dashboard's Action required panel) can load
 * again without importing the shell.
 */
export const NOTIFICATION_RECEIVED_EVENT = 'grovekeeper:notification-received';

/** One notification, as `GET /api/notifications` and the live stream answer it. */
export interface AppNotification {
  id: string;
  kind: NotificationKind;
  /** What happened, in the recipient's language ("Nikos Papadakis applied to Koroni..."). */
  title: string;
  body: string;
  /** The record's page in the product, a path such as `/contracts/<id>`. */
  link: string;
  createdAt: string;
  readAt: string | null;
}

/** `GET /api/notifications?page=&unreadOnly=&kind=`. */
export interface NotificationPage {
  notifications: AppNotification[];
  unread: number;
  /**
   * The caller's newest notification as of this answer: the live stream opened later resumes
   * from it, so nothing made in between is missed.
   */
  lastEventId: string;
  pagination: Pagination;
}

/** `GET/PUT /api/notifications/preferences`. */
export interface NotificationPreferences {
  preferences: Record<NotificationKind, NotificationChannel>;
}

/** `GET /api/notifications/actions`: what waits for the caller (the dashboard's panel). */
export interface ActionRequired {
  contractsToSign: number;
  /** Early-end requests of the caller's contracts waiting for their answer (issue 28). */
  terminationsToAnswer: number;
  applicationsToDecide: number;
  harvestsToApprove: number;
  invitationsToAccept: number;
}
