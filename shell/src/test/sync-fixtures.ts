import type { OfflineEstate, QueuedChange } from '@grovekeeper/shared/offline';

let seq = 0;

/** A change as the queue stores it: a state change of "Olive 7 (T-007)" by user-1, waiting. */
export function changeFixture(overrides: Partial<QueuedChange> = {}): QueuedChange {
  seq += 1;
  return {
    id: `change-${seq}`,
    seq,
    userId: 'user-1',
    treeId: 'tree-7',
    estateId: 'estate-1',
    treeLabel: 'Olive 7 (T-007)',
    kind: 'tree',
    fields: { state: 'sick' },
    baseVersion: 3,
    recordedAt: '2026-11-27T08:30:00.000Z',
    status: 'waiting',
    attempts: 0,
    nextAttemptAt: null,
    error: null,
    conflict: null,
    ...overrides,
  };
}

export function estateFixture(overrides: Partial<OfflineEstate> = {}): OfflineEstate {
  return {
    userId: 'user-1',
    estateId: 'estate-1',
    estateName: 'North Grove',
    trees: 42,
    storedAt: '2026-11-27T07:00:00.000Z',
    automatic: false,
    ...overrides,
  };
}
