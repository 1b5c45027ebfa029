import { i18n, useAuthStore } from '@grovekeeper/shared';
import type { NewHarvest } from '../types/tree';
import { allChanges, enqueue, treeHasQueued } from './queue';
import type { NewChange } from './queue';
import { resizePhoto } from './photo';
import { updateStoredThumbnail, updateStoredTree } from './store';
import { syncDue } from './sync';
import { backoffDelay } from './sender';
import { sendChange } from './transport';
import type { ChangeKind, SubmitResult, TreeFieldsChange, TreeRef } from './types';

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
    const queuedBefore = treeHasQueued(await allChanges(), tree.id, body.kind, userId);
    if (!isOnline() || queuedBefore) {
      const queued = await enqueue(change);
      if (isOnline()) void syncDue().catch(() => undefined);
      return { status: 'queued', change: queued };
    }
    const attempt = { ...change, seq: 0, status: 'sending', attempts: 0 } as const;
    const outcome = await sendChange({
      ...attempt,
      nextAttemptAt: null,
      error: null,
      conflict: null,
    });
    switch (outcome.kind) {
      case 'sent':
        if (outcome.tree) await updateStoredTree(outcome.tree);
        await afterPhoto(body.kind, tree.id, outcome.body);
        return { status: 'sent', tree: outcome.tree, body: outcome.body };
      case 'conflict':
        return {
          status: 'conflict',
          change: await enqueue({ ...change, status: 'conflict', conflict: outcome.conflict }),
        };
      case 'refused':
        throw outcome.error;
      case 'signed-out': // kept until the person signs in again
        return { status: 'queued', change: await enqueue(change) };
      case 'retry': // the first try failed: the back-off starts
        return {
          status: 'queued',
          change: await enqueue({
            ...change,
            attempts: 1,
            nextAttemptAt: Date.now() + backoffDelay(1),
          }),
        };
    }
  });
}

async function afterPhoto(kind: ChangeKind, treeId: string, body: unknown): Promise<void> {
  const url = (body as { photo?: { thumbnailUrl?: string } } | null)?.photo?.thumbnailUrl;
  if (kind === 'photo' && url) await updateStoredThumbnail(treeId, url);
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
