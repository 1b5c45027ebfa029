import { sendableChanges, treeHasQueued, withLocalChanges } from '../queue';
import type { ChangeKind, ChangeStatus, OfflineTree, QueuedChange } from '../types';

let seq = 0;
function change(
  treeId: string,
  kind: ChangeKind,
  status: ChangeStatus = 'waiting',
  extra: Partial<QueuedChange> = {},
): QueuedChange {
  seq += 1;
  return {
    id: `c${seq}`,
    seq,
    userId: 'me',
    treeId,
    estateId: 'e',
    treeLabel: treeId,
    kind,
    baseVersion: kind === 'tree' ? 1 : null,
    recordedAt: '2026-11-27T08:00:00.000Z',
    status,
    attempts: 0,
    nextAttemptAt: null,
    error: null,
    conflict: null,
    ...extra,
  };
}
const ids = (changes: QueuedChange[]) => changes.map((c) => c.id);

describe('which queued changes may be sent', () => {
  it("sends each tree's oldest change first, every tree at once", () => {
    const a1 = change('A', 'tree');
    const b1 = change('B', 'harvest');
    const a2 = change('A', 'photo');
    const b2 = change('B', 'tree');
    expect(ids(sendableChanges([a1, b1, a2, b2], 'me'))).toEqual([a1.id, b1.id]);
  });

  it("sends a tree's photos only after the data changes made before them", () => {
    const data = change('A', 'tree', 'sending');
    const photo = change('A', 'photo');
    expect(sendableChanges([data, photo], 'me')).toEqual([]);
    expect(ids(sendableChanges([photo], 'me'))).toEqual([photo.id]);
  });

  it('holds the tree changes after a conflict, not its photos and harvests', () => {
    const disputed = change('A', 'tree', 'conflict');
    const notes = change('A', 'tree');
    const photo = change('A', 'photo');
    const harvest = change('A', 'harvest');
    expect(ids(sendableChanges([disputed, notes, photo, harvest], 'me'))).toEqual([photo.id]);
    expect(treeHasQueued([disputed], 'A', 'tree', 'me')).toBe(true);
    expect(treeHasQueued([disputed], 'A', 'photo', 'me')).toBe(false);
  });

  it('lets a failed change hold nothing back', () => {
    const refused = change('A', 'tree', 'failed');
    const next = change('A', 'tree');
    expect(ids(sendableChanges([refused, next], 'me'))).toEqual([next.id]);
    expect(treeHasQueued([refused], 'A', 'tree', 'me')).toBe(false);
  });

  it('waits for the back-off unless asked to send now, and holds the later ones behind it', () => {
    const later = change('A', 'tree', 'waiting', { attempts: 2, nextAttemptAt: 20_000 });
    const behind = change('A', 'harvest');
    expect(sendableChanges([later, behind], 'me', 10_000)).toEqual([]);
    expect(ids(sendableChanges([later, behind], 'me', 20_000))).toEqual([later.id]);
    expect(ids(sendableChanges([later, behind], 'me'))).toEqual([later.id]);
  });

  it("sends only the signed-in person's changes, and another's do not hold theirs", () => {
    const theirs = change('A', 'tree', 'waiting', { userId: 'someone' });
    const mine = change('A', 'tree');
    expect(ids(sendableChanges([theirs, mine], 'me'))).toEqual([mine.id]);
    expect(sendableChanges([theirs, mine], 'nobody')).toEqual([]);
  });
});

describe('the tree as the phone shows it', () => {
  const stored: OfflineTree = {
    userId: 'me',
    id: 'A',
    estateId: 'e',
    estateName: 'Grove',
    code: 'GK-1',
    title: 'Olive 1',
    category: 'Olive Tree',
    state: 'healthy',
    notes: '',
    coordinates: null,
    version: 4,
    updatedAt: '2026-11-26T10:00:00.000Z',
    thumbnail: null,
    storedAt: '2026-11-27T06:00:00.000Z',
  };

  it('applies the tree changes not on the server yet, in order, but not refused ones', () => {
    const shown = withLocalChanges(stored, [
      change('A', 'tree', 'waiting', { fields: { notes: 'Dry soil' } }),
      change('A', 'tree', 'conflict', { fields: { state: 'sick' } }),
      change('A', 'tree', 'failed', { fields: { title: 'Refused title' } }),
      change('A', 'tree', 'waiting', { fields: { state: 'pruned' } }),
      change('B', 'tree', 'waiting', { fields: { state: 'burned' } }),
      change('A', 'photo'),
    ]);
    expect(shown).toEqual({ ...stored, notes: 'Dry soil', state: 'pruned' });
  });
});
