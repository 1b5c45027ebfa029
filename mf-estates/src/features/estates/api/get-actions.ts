import { api } from '@grovekeeper/shared';
import type { ActionRequired } from '@grovekeeper/shared';

/** GET /api/notifications/actions: what waits for the caller, for the Action required panel. */
export function getActions(): Promise<ActionRequired> {
  return api.get<ActionRequired>('/api/notifications/actions');
}
