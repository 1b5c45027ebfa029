import { i18n, useAuthStore } from '@grovekeeper/shared';
import '../i18n/parts/offline';
import type { NewHarvest } from '../types/tree';
import { changesOf, enqueue, treeHasQueued } from './queue';
import type { NewChange } from './queue';
import { resizePhoto } from './photo';
import { offlineDb } from './db';
import { sendAndRecord } from './sender';
import { syncDue } from './sync';
import type { SubmitResult, TreeFieldsChange, TreeRef } from './types';

function newChangeId(): string {
  return globalThis.crypto.randomUUID();
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** This copy's submits of one tree go one after another, so they reach the server in order. */
const treeTails = new Map<string, Promise<unknown>>();

function inTreeOrder<T>(treeId: string, task: () => Promise<T>): Promise<T> {
  const run = (treeTails.get(treeId) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  treeTails.set(treeId, tail);
  void tail.then(() => {
    if (treeTails.get(treeId) === tail) treeTails.delete(treeId);
  });
  return run;
}

type ChangeBody = Pick<NewChange, 'kind' | 'fields' | 'photo' | 'harvest'>;

/**
 * One change made by the signed-in user: sent at once when online and nothing of that tree
 * waits before it (with its id as Idempotency-Key, so a retry after a lost answer applies
 * nothing twice); else, or when there is no answer, queued. A 409 is kept in the queue with
 * its conflict; another refusal (4xx) throws the HTTP error, as a screen's direct call would.
 */
async function submit(tree: TreeRef, body: ChangeBody): Promise<SubmitResult> {
  const userId = useAuthStore.getState().userId;
  if (!userId) throw new Error(i18n.t('offline.signInToSave'));
  const change: NewChange = {
    id: newChangeId(),
    userId,
    treeId: tree.id,
    estateId: tree.estateId ?? null,
    treeLabel: tree.label,
    baseVersion: body.kind === 'tree' ? tree.version : null,
    recordedAt: new Date().toISOString(),
    ...body,
  };
  return inTreeOrder(tree.id, async () => {
    const queuedBefore = treeHasQueued(await changesOf(userId), tree.id, body.kind, userId);
    if (!isOnline() || queuedBefore) {
      const queued = await enqueue(change);
      if (isOnline()) void syncDue().catch(() => undefined);
      return { status: 'queued', change: queued };
    }
    // Queued first (as being sent), so a page closed mid-request loses nothing: the sender
    // sends it again with the same key, which the server applies once.
    const queued = await enqueue({ ...change, status: 'sending' });
    const { outcome } = await sendAndRecord(queued, Date.now, 'drop');
    if (outcome.kind === 'sent') return { status: 'sent', tree: outcome.tree, body: outcome.body };
    if (outcome.kind === 'refused') throw outcome.error;
    const now = (await offlineDb().changes.get(queued.id)) ?? { ...queued, status: 'waiting' };
    return outcome.kind === 'conflict'
      ? { status: 'conflict', change: now }
      : { status: 'queued', change: now };
  });
}

export function submitTreeChange(tree: TreeRef, fields: TreeFieldsChange): Promise<SubmitResult> {
  return submit(tree, { kind: 'tree', fields });
}

/** Resizes the photo on the device (at most 2 MP, JPEG) before sending or queueing it. */
export async function submitPhoto(
  tree: TreeRef,
  file: Blob,
  fileName: string,
  caption = '',
): Promise<SubmitResult> {
  const resized = await resizePhoto(file);
  const name = resized === file ? fileName : fileName.replace(/\.[^.]*$/, '') + '.jpg';
  return submit(tree, { kind: 'photo', photo: { file: resized, fileName: name, caption } });
}

export function submitHarvest(tree: TreeRef, harvest: NewHarvest): Promise<SubmitResult> {
  return submit(tree, { kind: 'harvest', harvest });
}
