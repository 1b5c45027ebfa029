// A phone in the test process (issue 26): the engine of `@grovekeeper/shared/offline` runs on
// fake-indexeddb (a complete IndexedDB in memory) against the real API listening on loopback.
// Only the edge of the world is played: the browser's window and the network's failures.
import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import type { TestServer } from '../../../test/app';
import type { SignedInUser } from '../../../test/users';

/** What the tests use of the engine (its own types compile only for the browser apps). */
export interface QueuedChangeView {
  id: string;
  seq: number;
  userId: string;
  treeId: string;
  kind: 'tree' | 'photo' | 'harvest';
  fields?: Record<string, unknown>;
  baseVersion: number | null;
  status: 'waiting' | 'sending' | 'failed' | 'conflict';
  attempts: number;
  nextAttemptAt: number | null;
  error: string | null;
  conflict: {
    fields: string[];
    mine: Record<string, unknown>;
    theirs: Record<string, unknown>;
    current: { version: number; state: string };
    changedBy: { id: string; name: string } | null;
    changedAt: string | null;
  } | null;
}
export interface TreeRefView {
  id: string;
  version: number | null;
  label: string;
  estateId?: string | null;
}
export type SubmitResultView =
  | { status: 'sent'; tree?: { version: number; state: string }; body: unknown }
  | { status: 'queued' | 'conflict'; change: QueuedChangeView };
export interface OfflineTreeView {
  id: string;
  estateId: string;
  code: string;
  title: string;
  state: string;
  notes: string;
  version: number;
  thumbnail: Blob | null;
  thumbnailUrl?: string;
}
export interface OfflineEngine {
  submitTreeChange(tree: TreeRefView, fields: Record<string, unknown>): Promise<SubmitResultView>;
  submitPhoto(
    tree: TreeRefView,
    file: Blob,
    name: string,
    caption?: string,
  ): Promise<SubmitResultView>;
  submitHarvest(
    tree: TreeRefView,
    harvest: { date: string; weight: number; notes: string },
  ): Promise<SubmitResultView>;
  syncNow(): Promise<void>;
  syncDue(): Promise<void>;
  startSync(): () => void;
  retryChange(id: string): Promise<void>;
  discardChange(id: string): Promise<void>;
  resolveConflict(id: string, keep: 'mine' | 'theirs'): Promise<void>;
  pendingChanges(userId?: string): Promise<number>;
  queuedChanges(): Promise<QueuedChangeView[]>;
  makeEstateAvailableOffline(estateId: string): Promise<{ trees: number }>;
  removeEstateOffline(estateId: string): Promise<void>;
  refreshOfflineEstates(): Promise<void>;
  findOfflineTree(
    ref: { kind: 'id'; id: string } | { kind: 'code'; code: string },
  ): Promise<OfflineTreeView | undefined>;
  withLocalChanges(tree: OfflineTreeView, changes: QueuedChangeView[]): OfflineTreeView;
  clearOfflineData(): Promise<void>;
  closeOfflineDb(): void;
  backoffDelay(attempts: number): number;
}

/** How the network behaves: answers, no signal, or requests that arrive but whose answers are lost. */
export type Signal = 'online' | 'offline' | 'answers-lost';

export interface Phone {
  engine: OfflineEngine;
  /** Signs `user` in on the phone (as another tab would: through localStorage's event). */
  signIn(user: SignedInUser): void;
  /** Sets the network; from 'offline' to 'online' the window hears `online`, as a browser's does. */
  setSignal(signal: Signal): void;
  /**
   * A second copy of the engine on the same page, as a remote bundles it beside the shell's
   * (its own modules, the same IndexedDB and page).
   */
  anotherCopy(): Promise<OfflineEngine>;
  /** Requests that left the phone so far (method and path). */
  readonly requests: string[];
}

/** What the tests use of a jsdom page (its types would bring the DOM's into the API's). */
interface PageWindow {
  localStorage: { setItem(key: string, value: string): void };
  dispatchEvent(event: unknown): boolean;
  document: unknown;
  Event: new (type: string) => unknown;
  StorageEvent: new (type: string, init: { key: string; newValue: string }) => unknown;
}
interface Page {
  window: PageWindow;
  reconfigure(options: { url: string }): void;
}
type PageConstructor = new (html: string, options: object) => Page;

let page: Page | null = null;
const requests: string[] = [];
let signal: Signal = 'online';
let realFetch: typeof fetch | null = null;

/**
 * The page the engine runs in: a jsdom window at the API's origin (its localStorage, its
 * events), made the global window and document as in a browser. The network stays Node's.
 */
async function installPage(origin: string): Promise<Page> {
  const specifier = 'jsdom';
  const { JSDOM } = (await import(specifier)) as { JSDOM: PageConstructor };
  if (page) page.reconfigure({ url: origin });
  page ??= new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
    url: origin,
    pretendToBeVisual: true,
  });
  Object.assign(globalThis, { window: page.window, document: page.window.document });
  return page;
}

/** The network: the real one, cut, or one that loses every answer after the request arrived. */
function installNetwork(): void {
  if (realFetch) return;
  const real = globalThis.fetch;
  realFetch = real;
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    if (signal === 'offline') throw new TypeError('fetch failed');
    const response = await real(request);
    if (signal === 'answers-lost') {
      await response.arrayBuffer();
      throw new TypeError('fetch failed');
    }
    return response;
  };
}

/** Starts the phone pointed at `server` (the engine is one module: one phone per test file). */
export async function startPhone(server: TestServer): Promise<Phone> {
  const { port } = server.app.server.address() as AddressInfo;
  const { window } = await installPage(`http://127.0.0.1:${port}`);
  installNetwork();
  signal = 'online';
  // A variable specifier: the API's compiler does not type-check the browser package.
  const specifier = '@grovekeeper/shared/offline';
  const engine = (await import(specifier)) as OfflineEngine;
  return {
    engine,
    requests,
    signIn(user) {
      window.localStorage.setItem('accessToken', user.accessToken);
      const event = { key: 'accessToken', newValue: user.accessToken };
      window.dispatchEvent(new window.StorageEvent('storage', event));
    },
    setSignal(next) {
      const back = signal === 'offline' && next === 'online';
      signal = next;
      if (back) window.dispatchEvent(new window.Event('online'));
    },
    async anotherCopy() {
      let copy: OfflineEngine | undefined;
      await jest.isolateModulesAsync(async () => {
        copy = (await import(specifier)) as OfflineEngine;
      });
      return copy as OfflineEngine;
    },
  };
}
