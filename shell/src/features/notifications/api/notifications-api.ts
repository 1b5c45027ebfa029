import { api } from '@grovekeeper/shared';
import type { NotificationPage } from '@grovekeeper/shared';

export interface NotificationQuery {
  page?: number;
  unreadOnly?: boolean;
  /** A kind, or several joined by commas (one group of NOTIFICATION_GROUPS). */
  kind?: string;
}

/** `GET /api/notifications`: newest first, with the unread count. */
export function listNotifications(query: NotificationQuery = {}): Promise<NotificationPage> {
  const params: Record<string, string | number | boolean> = {};
  if (query.page) params.page = query.page;
  if (query.unreadOnly) params.unreadOnly = true;
  if (query.kind) params.kind = query.kind;
  return api.get<NotificationPage>('/api/notifications', params);
}

/** Marks the given notifications read; answers the new unread count. */
export function markNotificationsRead(ids: string[]): Promise<{ unread: number }> {
  return api.post<{ unread: number }>('/api/notifications/read', { ids });
}

export function markAllNotificationsRead(): Promise<{ unread: number }> {
  return api.post<{ unread: number }>('/api/notifications/read', { all: true });
}
