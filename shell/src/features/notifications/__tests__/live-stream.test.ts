import { NOTIFICATION_RECEIVED_EVENT, useAuthStore } from '@grovekeeper/shared';
import { fakeToken } from '../../../test/fake-token';
import { resetStores } from '../../../test/reset-stores';
import { startLiveStream, stopLiveStream } from '../live/live-stream';
import { useNotificationsStore } from '../stores/notifications-store';

const encoder = new TextEncoder();

function notification(id: string) {
  return {
    id,
    kind: 'rental_application_received',
    title: `Title ${id}`,
    body: '',
    link: '/rentals',
    createdAt: '2026-11-29T03:00:00Z',
    readAt: null,
  };
}

/** A streamed answer that sends the chunks then ends (the server closing the connection). */
function streamResponse(chunks: string[]) {
  const queue = chunks.map((chunk) => encoder.encode(chunk));
  return {
    ok: true,
    status: 200,
    body: {
      getReader: () => ({
        read: () =>
          Promise.resolve(
            queue.length ? { done: false, value: queue.shift() } : { done: true, value: undefined },
          ),
      }),
    },
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  jest.useFakeTimers();
  resetStores();
  useAuthStore.getState().setToken(fakeToken());
  fetchMock.mockReset();
  window.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  stopLiveStream();
  jest.useRealTimers();
});

function headersOf(call: number): Record<string, string> {
  return fetchMock.mock.calls[call]?.[1].headers as Record<string, string>;
}

it('puts streamed notifications in the store and resumes after the last id', async () => {
  const first = JSON.stringify(notification('n1'));
  fetchMock.mockResolvedValueOnce(
    streamResponse([
      `id: 5\nevent: notifi`,
      `cation\ndata: ${first.slice(0, 10)}`,
      `${first.slice(10)}\n\n`,
    ]),
  );
  fetchMock.mockResolvedValueOnce(
    streamResponse([`id: 6\nevent: notification\ndata: ${JSON.stringify(notification('n2'))}\n\n`]),
  );
  startLiveStream();
  startLiveStream(); // one per tab: a second start opens nothing

  await jest.advanceTimersByTimeAsync(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/notifications\/stream$/);
  expect(headersOf(0).Authorization).toMatch(/^Bearer /);
  expect(headersOf(0)['Last-Event-ID']).toBeUndefined();
  expect(useNotificationsStore.getState().latest.map((n) => n.id)).toEqual(['n1']);
  expect(useNotificationsStore.getState().unread).toBe(1);

  // The server closed the stream: the client reconnects after its back-off, from id 5.
  await jest.advanceTimersByTimeAsync(1_000);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(headersOf(1)['Last-Event-ID']).toBe('5');
  expect(useNotificationsStore.getState().latest.map((n) => n.id)).toEqual(['n2', 'n1']);
  expect(useNotificationsStore.getState().unread).toBe(2);
});

it('first resumes where the bell’s first load left off, so nothing made in between is missed', async () => {
  // The bell's list answered with lastEventId 41; a notification made before the stream
  // opened (42) is then sent by the server after that id.
  useNotificationsStore.getState().setPage([], 0, '41');
  fetchMock.mockResolvedValueOnce(
    streamResponse([
      `id: 42\nevent: notification\ndata: ${JSON.stringify(notification('n42'))}\n\n`,
    ]),
  );
  fetchMock.mockReturnValue(new Promise<Response>(() => {}));
  startLiveStream();
  await jest.advanceTimersByTimeAsync(0);
  expect(headersOf(0)['Last-Event-ID']).toBe('41');
  expect(useNotificationsStore.getState().latest.map((n) => n.id)).toEqual(['n42']);
  expect(useNotificationsStore.getState().unread).toBe(1);
});

it('backs off after failures and stops on sign-out', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  startLiveStream();
  await jest.advanceTimersByTimeAsync(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1_000);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  // The second wait is twice as long.
  await jest.advanceTimersByTimeAsync(1_500);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(500);
  expect(fetchMock).toHaveBeenCalledTimes(3);

  useAuthStore.getState().clear();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('tells the remotes’ screens of each notification through a window event', async () => {
  fetchMock.mockResolvedValueOnce(
    streamResponse([`id: 7\nevent: notification\ndata: ${JSON.stringify(notification('n7'))}\n\n`]),
  );
  fetchMock.mockReturnValue(new Promise<Response>(() => {}));
  const seen: string[] = [];
  const listener = (event: Event) =>
    seen.push((event as CustomEvent<{ title: string }>).detail.title);
  window.addEventListener(NOTIFICATION_RECEIVED_EVENT, listener);
  startLiveStream();
  await jest.advanceTimersByTimeAsync(0);
  window.removeEventListener(NOTIFICATION_RECEIVED_EVENT, listener);
  expect(seen).toEqual(['Title n7']);
});
