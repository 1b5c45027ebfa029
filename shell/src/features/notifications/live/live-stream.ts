import { NOTIFICATION_RECEIVED_EVENT, apiUrl, useAuthStore } from '@grovekeeper/shared';
import type { AppNotification } from '@grovekeeper/shared';
import { useNotificationsStore } from '../stores/notifications-store';
import { SseParser } from './sse-parser';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

interface LiveStream {
  stop: () => void;
}

let current: LiveStream | null = null;

/**
 * The tab's one live connection to `GET /api/notifications/stream`: fetch with the Bearer
 * header (EventSource cannot send it), reconnecting with back-off and `Last-Event-ID` so
 * nothing is lost, and closing on sign-out. Calling it again while it runs does nothing.
 */
export function startLiveStream(): () => void {
  current ??= openLiveStream();
  return stopLiveStream;
}

export function stopLiveStream(): void {
  current?.stop();
  current = null;
}

function openLiveStream(): LiveStream {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = FIRST_RETRY_MS;
  let lastEventId: string | null = null;

  const stop = () => {
    stopped = true;
    controller?.abort();
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
  // Signing out ends the stream; the next sign-in starts another.
  const unsubscribe = useAuthStore.subscribe((state) => {
    if (!state.accessToken && current?.stop === stop) stopLiveStream();
  });

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const token = useAuthStore.getState().accessToken;
    if (stopped || !token) return;
    // The first connection resumes where the bell's first load left off: a notification made
    // between that load and this connection (the stream opens a few seconds later) arrives.
    lastEventId ??= useNotificationsStore.getState().resumeFrom;
    controller = new AbortController();
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      Accept: 'text/event-stream',
    };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetch(apiUrl('/api/notifications/stream'), {
        headers,
        signal: controller.signal,
        credentials: 'include',
      });
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      delay = FIRST_RETRY_MS;
      const parser = new SseParser();
      parser.lastEventId = lastEventId;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          lastEventId = parser.lastEventId;
          if (event.event !== 'notification') continue;
          let notification: AppNotification;
          try {
            notification = JSON.parse(event.data) as AppNotification;
          } catch {
            console.warn('A notification the stream sent could not be read');
            continue;
          }
          useNotificationsStore.getState().receive(notification);
          // Screens of the remotes (the dashboard's Action required panel) load again.
          window.dispatchEvent(
            new CustomEvent(NOTIFICATION_RECEIVED_EVENT, { detail: notification }),
          );
        }
      }
    } catch {
      // Network loss, a restarting server or a 401 before the token renews: try again later.
    }
    retry();
  }

  void connect();
  return { stop };
}
