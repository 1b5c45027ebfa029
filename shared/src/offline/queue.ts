import { offlineDb, signedInUserId } from './db';
import type { OfflineTree, QueuedChange, TreeFieldsChange } from './types';

/** What a new change carries; the queue fills in order, status and the counters. */
export type NewChange = Omit<
  QueuedChange,
  'seq' | 'status' | 'attempts' | 'nextAttemptAt' | 'error' | 'conflict'
> &
  Partial<Pick<QueuedChange, 'status' | 'conflict' | 'attempts' | 'nextAttemptAt'>>;

/** Stores a change after every other one (its seq is one more than the highest). */
export async function enqueue(change: NewChange): Promise<QueuedChange> {
  const db = offlineDb();
  return db.transaction('rw', db.changes, async () => {
    const last = await db.changes.orderBy('seq').last();
    const queued: QueuedChange = {
      status: 'waiting',
      conflict: null,
      attempts: 0,
      nextAttemptAt: null,
      ...change,
      seq: (last?.seq ?? 0) + 1,
      error: null,
    };
    await db.changes.add(queued);
    return queued;
  });
}

/** One person's queued changes in the order they were made (nobody's: none). */
export async function changesOf(userId: string | null): Promise<QueuedChange[]> {
  if (!userId) return [];
  return offlineDb().changes.where('userId').equals(userId).sortBy('seq');
}

/** The signed-in user's queued changes in the order they were made. */
export function queuedChanges(): Promise<QueuedChange[]> {
  return changesOf(signedInUserId());
}

/** A change not sent yet that later changes of its tree wait behind. */
function isUnsent(change: QueuedChange): boolean {
  return change.status === 'waiting' || change.status === 'sending';
}

/** Is this tree change held back by an earlier conflict of its tree (the person decides first)? */
function heldByConflict(change: QueuedChange, changes: QueuedChange[]): boolean {
  return (
    change.kind === 'tree' &&
    changes.some(
      (earlier) =>
        earlier.treeId === change.treeId &&
        earlier.seq < change.seq &&
        earlier.kind === 'tree' &&
        earlier.status === 'conflict',
    )
  );
}

/**
 * Does `change` wait behind `earlier` (same tree, made before it; `changes`: the same
 * person's queue)? Every change waits behind the tree's earlier unsent ones, so a tree's
 * photos and harvests follow its data changes. A tree change also waits behind an earlier
 * conflict of its tree, and so do the tree changes after it. Photos and harvests do not wait
 * for a conflict (nor for the tree changes it holds back): they are new records on the server,
 * which never conflict, so a day's photos are not held back by one disputed state. A failed
 * change holds nothing back.
 */
export function waitsBehind(
  change: QueuedChange,
  earlier: QueuedChange,
  changes: QueuedChange[],
): boolean {
  if (earlier.treeId !== change.treeId || earlier.seq >= change.seq) return false;
  if (change.kind === 'tree') {
    return isUnsent(earlier) || (earlier.status === 'conflict' && earlier.kind === 'tree');
  }
  return isUnsent(earlier) && !heldByConflict(earlier, changes);
}

/**
 * Would a new change of `kind` to this tree have to wait for queued ones (so it is queued
 * rather than sent at once)?
 */
export function treeHasQueued(
  changes: QueuedChange[],
  treeId: string,
  kind: QueuedChange['kind'],
  userId: string,
): boolean {
  const mine = changes.filter((change) => change.userId === userId);
  const probe = { treeId, kind, seq: Number.MAX_SAFE_INTEGER } as QueuedChange;
  return mine.some((earlier) => waitsBehind(probe, earlier, mine));
}

/**
 * The changes the sender may try now, in order: the user's waiting changes that wait behind
 * nothing and whose back-off has passed by `now` (infinity: whatever their back-off).
 */
export function sendableChanges(
  changes: QueuedChange[],
  userId: string,
  now: number = Number.POSITIVE_INFINITY,
): QueuedChange[] {
  const mine = changes.filter((change) => change.userId === userId);
  return mine.filter(
    (change) =>
      change.status === 'waiting' &&
      (change.nextAttemptAt === null || change.nextAttemptAt <= now) &&
      !mine.some((earlier) => waitsBehind(change, earlier, mine)),
  );
}

/** How many changes are not on the server yet (any status), of one user or everyone. */
export async function pendingChanges(userId?: string): Promise<number> {
  const changes = offlineDb().changes;
  return userId === undefined ? changes.count() : changes.where('userId').equals(userId).count();
}

/** The change, when it is the signed-in user's: nobody acts on another person's changes. */
export async function ownChange(id: string): Promise<QueuedChange | undefined> {
  const change = await offlineDb().changes.get(id);
  return change && change.userId === signedInUserId() ? change : undefined;
}

/** A failed or conflicting change of the signed-in user goes back to waiting, to be sent now. */
export async function markRetry(id: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.changes, async () => {
    if (!(await ownChange(id))) return;
    await db.changes.update(id, {
      status: 'waiting',
      attempts: 0,
      nextAttemptAt: null,
      error: null,
    });
  });
}

/** Removes a change of the signed-in user from the queue: it is never sent. */
export async function discardChange(id: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.changes, async () => {
    if (await ownChange(id)) await db.changes.delete(id);
  });
}

/**
 * The tree as the phone shows it: its stored copy with the tree changes not yet on the server
 * (waiting, sending or in conflict) applied in order.
 */
export function withLocalChanges(tree: OfflineTree, changes: QueuedChange[]): OfflineTree {
  const fields: TreeFieldsChange = {};
  for (const change of [...changes].sort((a, b) => a.seq - b.seq)) {
    if (change.treeId !== tree.id || change.kind !== 'tree' || change.status === 'failed') continue;
    Object.assign(fields, change.fields);
  }
  return { ...tree, ...fields };
}
