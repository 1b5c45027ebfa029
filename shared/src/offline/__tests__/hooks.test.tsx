import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { signInAsUser } from '../../../test/render';
import {
  discardChange,
  pendingChanges,
  queuedChanges,
  submitHarvest,
  submitTreeChange,
  useQueuedChanges,
  useSyncStatus,
} from '..';

let online = false;
beforeAll(() => {
  // jsdom has no structuredClone, which IndexedDB (fake-indexeddb) stores values with; these
  // tests store plain values only (the API suites store photos as Blobs under Node).
  globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

/** Renders a hook and lets its first reads from IndexedDB arrive. */
async function renderLive<T>(hook: () => T) {
  const rendered = renderHook(hook);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return rendered;
}

const tree = { id: 'tree-1', version: 3, label: 'Olive 7 (GK-7)', estateId: 'estate-1' };

afterEach(async () => {
  cleanup(); // the hooks stop reading before the queue is emptied
  for (const change of await queuedChanges()) await discardChange(change.id);
});

describe('what the screens read of the queue', () => {
  it('counts the changes waiting, live, and lists them with their tree', async () => {
    signInAsUser('user-1');
    const status = await renderLive(() => useSyncStatus());
    const list = await renderLive(() => useQueuedChanges());
    expect(status.result.current).toMatchObject({ online: false, waiting: 0, failed: 0 });

    const queued = await act(() => submitTreeChange(tree, { state: 'sick' }));
    await act(() => submitHarvest(tree, { date: '2026-10-01', weight: 3, notes: '' }));
    expect(queued.status).toBe('queued');
    await waitFor(() => expect(status.result.current.waiting).toBe(2));
    // Each hook reads on its own: the list may follow the count by a moment.
    await waitFor(() =>
      expect(list.result.current.map((c) => [c.treeLabel, c.kind, c.baseVersion])).toEqual([
        ['Olive 7 (GK-7)', 'tree', 3],
        ['Olive 7 (GK-7)', 'harvest', null],
      ]),
    );
    expect(await pendingChanges('user-1')).toBe(2);

    await act(() => discardChange(list.result.current[0]!.id));
    await waitFor(() => expect(status.result.current.waiting).toBe(1));
  });

  it("shows only the signed-in person's changes, and follows the network", async () => {
    signInAsUser('user-1');
    await submitTreeChange(tree, { notes: 'Mine' });
    signInAsUser('user-2');
    const list = await renderLive(() => useQueuedChanges());
    const status = await renderLive(() => useSyncStatus());
    expect(status.result.current.online).toBe(false);
    expect(list.result.current).toEqual([]);
    expect(await pendingChanges()).toBe(1);
    expect(await pendingChanges('user-2')).toBe(0);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.result.current.online).toBe(true);
    online = false;
  });
});
