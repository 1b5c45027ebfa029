import { api } from '@grovekeeper/shared';
import type { NotificationPreferences } from '@grovekeeper/shared';

/** `GET /api/notifications/preferences`: every kind's channel, defaults filled in. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>('/api/notifications/preferences');
}

/** `PUT /api/notifications/preferences`: saves the channels given; answers them all. */
export function saveNotificationPreferences(
  preferences: Partial<NotificationPreferences['preferences']>,
): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>('/api/notifications/preferences', { preferences });
}
