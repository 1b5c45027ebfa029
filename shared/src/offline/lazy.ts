// The offline engine on demand (`@grovekeeper/shared/offline/lazy`), for screens that most
// people open online: the engine (Dexie, the queue, the sender, tens of KB) is not on their
// first load. It loads when the person acts (a submit), when a request finds no network, or
// after the first render when this browser holds the offline store (something to show).
// Each app bundles this file, so each has one loader; the engine's copies share the store.
import { useEffect, useState } from 'react';
import { useAuthStore } from '@grovekeeper/shared';
import { mayHoldOfflineStore, OFFLINE_STORE_OPENED } from './gate';
import type * as Engine from './index';
import type { OfflineEstate, QueuedChange } from './types';

/** The engine's module: `@grovekeeper/shared/offline`. */
export type OfflineEngine = typeof Engine;

let engine: OfflineEngine | null = null;
let loading: Promise<OfflineEngine> | null = null;
const onLoad = new Set<(loaded: OfflineEngine) => void>();

/** The engine, loaded once (a failed load, offline before it was ever stored, is tried again). */
export function loadOfflineEngine(): Promise<OfflineEngine> {
  loading ??= import(/* webpackChunkName: "offline-engine" */ './index').then(
    (loaded) => {
      engine = loaded;
      for (const listener of onLoad) listener(loaded);
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The engine if this copy has loaded it already, else null (nothing is fetched). */
export function loadedOfflineEngine(): OfflineEngine | null {
  return engine;
}

/**
 * The engine, once this page has a use for it, else null: loaded here already (a submit, a
 * tree looked up without signal), or, after the first render, when this browser may hold the
 * offline store or another copy of the engine opens it on this page.
 */
export function useOfflineEngine(): OfflineEngine | null {
  const [current, setCurrent] = useState(engine);
  useEffect(() => {
    if (current) return;
    let active = true;
    const take = (loaded: OfflineEngine) => {
      if (active) setCurrent(loaded);
    };
    const load = () => {
      loadOfflineEngine().catch((error: unknown) => console.warn('Offline engine', error));
    };
    onLoad.add(take);
    window.addEventListener(OFFLINE_STORE_OPENED, load);
    if (engine) take(engine);
    else {
      void mayHoldOfflineStore().then((may) => {
        if (may && active) load();
      });
    }
    return () => {
      active = false;
      onLoad.delete(take);
      window.removeEventListener(OFFLINE_STORE_OPENED, load);
    };
  }, [current]);
  return current;
}

/**
 * The signed-in user's queued changes, in the order they were made, live; none while the
 * engine is not loaded (pass useOfflineEngine's answer).
 */
export function useLiveQueuedChanges(loaded: OfflineEngine | null): QueuedChange[] {
  const userId = useAuthStore((state) => state.userId);
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  useEffect(() => loaded?.watchQueuedChanges(userId, setChanges), [loaded, userId]);
  return changes;
}

/** The estates the signed-in user keeps on this device, live; none while the engine is not loaded. */
export function useLiveOfflineEstates(loaded: OfflineEngine | null): OfflineEstate[] {
  const userId = useAuthStore((state) => state.userId);
  const [estates, setEstates] = useState<OfflineEstate[]>([]);
  useEffect(() => loaded?.watchOfflineEstates(userId, setEstates), [loaded, userId]);
  return estates;
}
