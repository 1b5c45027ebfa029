import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { signInAsUser } from '../../../test/render';
import {
  loadedOfflineEngine,
  loadOfflineEngine,
  useLiveOfflineEstates,
  useLiveQueuedChanges,
  useOfflineEngine,
} from '../lazy';
import { OFFLINE_DB_NAME, mayHoldOfflineStore } from '../gate';

// The engine on demand, in the order a page meets it: these tests share one loader (one per
// app bundle), so they run in order: nothing stored, then a store, then the engine loaded.

beforeAll(() => {
  // jsdom has no structuredClone, which IndexedDB (fake-indexeddb) stores values with.
  globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;
  // Offline: a change is queued, never sent (jsdom has no fetch).
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
});

afterEach(cleanup);

/** Renders a hook and lets its reads (the store's listing, the engine's first reads) arrive. */
async function renderSettled<T>(hook: () => T) {
  const rendered = renderHook(hook);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return rendered;
}

/** Makes the offline store exist, as another app on the page or an earlier visit would have. */
function createStore(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB_NAME);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('the offline engine on demand', () => {
  it('is not loaded for a browser that never kept anything offline', async () => {
    expect(await mayHoldOfflineStore()).toBe(false);
    const { result } = await renderSettled(() => useOfflineEngine());
    expect(result.current).toBeNull();
    expect(loadedOfflineEngine()).toBeNull();
  });

  it('loads after the first render where this browser holds the offline store', async () => {
    await createStore();
    expect(await mayHoldOfflineStore()).toBe(true);
    const { result } = renderHook(() => useOfflineEngine());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toBe(loadedOfflineEngine());
  });

  it("follows the signed-in user's queued changes and the stored estates once loaded", async () => {
    signInAsUser('user-1');
    const engine = await loadOfflineEngine();
    const changes = await renderSettled(() => useLiveQueuedChanges(useOfflineEngine()));
    const estates = await renderSettled(() => useLiveOfflineEstates(engine));
    expect(changes.result.current).toEqual([]);
    expect(estates.result.current).toEqual([]);

    const tree = { id: 'tree-1', version: 3, label: 'Olive 7 (GK-7)', estateId: 'estate-1' };
    await act(() => engine.submitTreeChange(tree, { state: 'sick' }));
    await waitFor(() =>
      expect(changes.result.current.map((change) => change.fields)).toEqual([{ state: 'sick' }]),
    );
    for (const change of await engine.queuedChanges()) await engine.discardChange(change.id);
    await waitFor(() => expect(changes.result.current).toEqual([]));
  });

  it('loads once, however many screens ask', async () => {
    const [first, second] = await Promise.all([loadOfflineEngine(), loadOfflineEngine()]);
    expect(first).toBe(second);
    expect(first).toBe(loadedOfflineEngine());
  });
});
