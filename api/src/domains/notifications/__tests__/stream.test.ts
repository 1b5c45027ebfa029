/**
 * The live stream (issue 28) over a real listening server: a notification made by another
 * request arrives as a server-sent event, and a reconnect with Last-Event-ID gets the
 * missed ones, none twice.
 */
import type { AddressInfo } from 'node:net';
import { describeApi } from '../../../test/harness';
import type { ApiHarness } from '../../../test/harness';
import type { TestServer } from '../../../test/app';
import type { SignedInUser } from '../../../test/users';
import { application, listing } from '../../contracts/__tests__/fixtures';

interface Event {
  id: string;
  event: string;
  data: { id: string; kind: string; title: string; link: string };
}

/** An open stream: reads events as they come; `next(n)` waits for n more. */
async function openStream(
  api: ApiHarness,
  user: SignedInUser,
  lastEventId?: string,
  server: TestServer = api.server,
) {
  const { port } = server.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
    headers: {
      ...user.auth,
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: Event[] = [];
  let comments = 0;
  const readMore = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(':')) {
        comments += 1;
        continue;
      }
      const fields = Object.fromEntries(
        block.split('\n').map((line) => {
          const at = line.indexOf(': ');
          return [line.slice(0, at), line.slice(at + 2)];
        }),
      );
      events.push({ id: fields.id!, event: fields.event!, data: JSON.parse(fields.data!) });
    }
  };
  // The first comment says the stream is open (subscribed) before anything is made.
  while (comments === 0) await readMore();
  return {
    response,
    events,
    async next(count: number): Promise<Event[]> {
      while (events.length < count) await readMore();
      return events.slice(0, count);
    },
    close() {
      controller.abort();
    },
  };
}

describeApi('the live notification stream', (api) => {
  it('delivers a new notification live and resumes after Last-Event-ID, none twice', async () => {
    const owner = await api.user({ name: 'Stream Owner' });
    const stranger = await api.user({ name: 'Stream Stranger' });
    const applicant = await api.user({ name: 'Stream Applicant' });

    const stream = await openStream(api, owner);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const strangers = await openStream(api, stranger);

    await application(
      api,
      await listing(api, { owner, estateName: 'Live Grove' }),
      applicant,
      'pending',
    );
    const [live] = await stream.next(1);
    expect(live!.event).toBe('notification');
    expect(live!.data).toMatchObject({
      kind: 'rental_application_received',
      title: 'Stream Applicant applied to Live Grove',
    });
    stream.close();

    // Two more while the owner is away, then a reconnect from the last seen id.
    await application(
      api,
      await listing(api, { owner, estateName: 'Missed One' }),
      applicant,
      'pending',
    );
    await application(
      api,
      await listing(api, { owner, estateName: 'Missed Two' }),
      applicant,
      'pending',
    );
    const resumed = await openStream(api, owner, live!.id);
    const missed = await resumed.next(2);
    expect(missed.map((event) => event.data.title)).toEqual([
      'Stream Applicant applied to Missed One',
      'Stream Applicant applied to Missed Two',
    ]);
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(live!.id));

    // A live one after the catch-up comes once.
    await application(
      api,
      await listing(api, { owner, estateName: 'After' }),
      applicant,
      'pending',
    );
    const all = await resumed.next(3);
    expect(all.map((event) => event.data.title)).toEqual([
      'Stream Applicant applied to Missed One',
      'Stream Applicant applied to Missed Two',
      'Stream Applicant applied to After',
    ]);
    expect(new Set(all.map((event) => event.id)).size).toBe(3);
    resumed.close();

    // The stranger's stream saw nothing of it: a notification of their own comes first.
    await application(
      api,
      await listing(api, { owner: stranger, estateName: 'Own' }),
      applicant,
      'pending',
    );
    const [own] = await strangers.next(1);
    expect(own!.data.title).toBe('Stream Applicant applied to Own');
    strangers.close();
  });

  it('resumes from the list’s lastEventId: one made between the list and the stream arrives', async () => {
    const owner = await api.user({ name: 'Gap Owner' });
    const applicant = await api.user({ name: 'Gap Applicant' });
    await application(
      api,
      await listing(api, { owner, estateName: 'Seen Grove' }),
      applicant,
      'pending',
    );
    const listed = await api.request({ url: '/api/notifications', headers: owner.auth });
    const { lastEventId, notifications } = listed.json<{
      lastEventId: string;
      notifications: { title: string }[];
    }>();
    expect(notifications.map((n) => n.title)).toEqual(['Gap Applicant applied to Seen Grove']);
    expect(lastEventId).toMatch(/^[0-9]+$/);

    // Made after the list answered, before the page opens its stream.
    await application(
      api,
      await listing(api, { owner, estateName: 'Gap Grove' }),
      applicant,
      'pending',
    );
    const stream = await openStream(api, owner, lastEventId);
    const [event] = await stream.next(1);
    expect(event!.data.title).toBe('Gap Applicant applied to Gap Grove');
    stream.close();
  });

  it('delivers to a stream open on another replica of the same database', async () => {
    const replica = await api.startServer();
    const owner = await api.user({ name: 'Replica Owner' });
    const applicant = await api.user({ name: 'Replica Applicant' });
    const stream = await openStream(api, owner, undefined, replica);
    // Made through the first server; the replica hears of it by LISTEN/NOTIFY.
    await application(
      api,
      await listing(api, { owner, estateName: 'Far Grove' }),
      applicant,
      'pending',
    );
    const [event] = await stream.next(1);
    expect(event!.data.title).toBe('Replica Applicant applied to Far Grove');
    stream.close();
  });

  it('ends the open streams when the app closes', async () => {
    const server = await api.startServer();
    const user = await api.user({ name: 'Closing' });
    const { port } = server.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: user.auth,
    });
    const reader = response.body!.getReader();
    await reader.read();
    await server.close();
    let done = false;
    while (!done) ({ done } = await reader.read());
    expect(done).toBe(true);
  });

  it('refuses a stream without a signed-in caller', async () => {
    const response = await api.request({ url: '/api/notifications/stream' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });
});
