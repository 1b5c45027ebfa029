import { api, earlyAnswer } from '@grovekeeper/shared';
import type { ActionRequired } from '@grovekeeper/shared';

/** GET /api/notifications/actions: what waits for the caller, for the Action required panel. */
export function getActions(): Promise<ActionRequired> {
  return api.get<ActionRequired>('/api/notifications/actions');
}

/** What the dashboard's first paint showed as waiting, for its first render (see earlyAnswer). */
export function earlyActions(): ActionRequired | undefined {
  const body = earlyAnswer('/api/notifications/actions');
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as ActionRequired)
    : undefined;
}
