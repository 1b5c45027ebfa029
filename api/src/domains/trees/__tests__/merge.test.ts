import { mergeChange, TREE_FIELDS } from '../merge';
import type { ChangeSince, TreeField } from '../merge';
import type { TreeChanges } from '../validation';

const ME = 'a'.repeat(24);
const ELENI = { id: 'b'.repeat(24), name: 'Eleni Markou' };
const NIKOS = { id: 'c'.repeat(24), name: 'Nikos Papadakis' };

const FIELDS = TREE_FIELDS;

/** The tree as it was at the base version, as someone else made it since, and as sent. */
const BASE: Required<TreeChanges> = {
  title: 'Olive 1',
  category: 'Olive Tree',
  textCode: 'GK-AAAA2222',
  state: 'healthy',
  notes: 'Planted 2010',
  coordinates: { lat: 37.001, lng: 22.101 },
  plantingYear: null,
};
const THEIRS: Required<TreeChanges> = {
  title: 'Olive by the well',
  category: 'Olive',
  textCode: 'WELL-1',
  state: 'sick',
  notes: 'Planted 2010\nLeaf spot',
  coordinates: { lat: 37.002, lng: 22.102 },
  plantingYear: 1998,
};
const MINE: Required<TreeChanges> = {
  title: 'Old olive',
  category: 'Ancient olive',
  textCode: 'OLD-1',
  state: 'pruned',
  notes: 'Planted 2010\nPruned the top',
  coordinates: { lat: 37.003, lng: 22.103 },
  plantingYear: 2001,
};

/** Every subset of the fields (64). */
const SUBSETS: TreeField[][] = Array.from({ length: 1 << FIELDS.length }, (_, mask) =>
  FIELDS.filter((_, bit) => mask & (1 << bit)),
);

const pick = (values: Required<TreeChanges>, fields: readonly TreeField[]): TreeChanges =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));

/** One history row by `actor` changing `fields` from BASE to THEIRS. */
function row(
  version: number,
  actor: ChangeSince['actor'],
  fields: readonly TreeField[],
): ChangeSince {
  return {
    version,
    actor,
    at: `2026-05-0${version}T08:00:00.000Z`,
    changes: fields.map((field) => ({ field, from: BASE[field], to: THEIRS[field] })),
  };
}

describe('the merge rule of a change from an older version', () => {
  it('on every combination of fields sent and fields changed by someone else since, applies the disjoint ones and refuses an overlap', () => {
    for (const sent of SUBSETS) {
      for (const theirs of SUBSETS) {
        const current = { ...BASE, ...pick(THEIRS, theirs) };
        const since = theirs.length > 0 ? [row(2, ELENI, theirs)] : [];
        const result = mergeChange(pick(MINE, sent), ME, current, since);
        const overlap = sent.filter((field) => field !== 'notes' && theirs.includes(field));
        if (overlap.length > 0) {
          expect({ sent, theirs, result }).toEqual({
            sent,
            theirs,
            result: {
              kind: 'conflict',
              fields: overlap,
              changedBy: ELENI,
              changedAt: '2026-05-02T08:00:00.000Z',
            },
          });
          continue;
        }
        const expected: TreeChanges = pick(MINE, sent);
        // Notes never conflict: what this change added is appended to theirs.
        if (sent.includes('notes') && theirs.includes('notes')) {
          expected.notes = 'Planted 2010\nLeaf spot\nPruned the top';
        }
        expect({ sent, theirs, result }).toEqual({
          sent,
          theirs,
          result: { kind: 'apply', changes: expected },
        });
      }
    }
  });

  it("never conflicts with the same user's own changes since (their queue sends in order)", () => {
    for (const sent of SUBSETS) {
      const current = { ...BASE, ...pick(THEIRS, FIELDS) };
      const result = mergeChange(pick(MINE, sent), ME, current, [
        row(2, { id: ME, name: 'Me' }, FIELDS),
      ]);
      expect(result).toEqual({ kind: 'apply', changes: pick(MINE, sent) });
    }
  });

  it('applies a field someone else set to the very value sent (nothing to choose)', () => {
    const result = mergeChange({ state: 'sick' }, ME, { ...BASE, state: 'sick' }, [
      row(2, ELENI, ['state']),
    ]);
    expect(result).toEqual({ kind: 'apply', changes: { state: 'sick' } });
  });

  it('keeps the newer value of a field sent as it was at the base version (a whole form sent back)', () => {
    for (const theirs of SUBSETS) {
      const current = { ...BASE, ...pick(THEIRS, theirs) };
      const since = theirs.length > 0 ? [row(2, ELENI, theirs)] : [];
      // The form as it was, with only the state changed by this person.
      const sent = { ...BASE, state: MINE.state };
      const result = mergeChange(sent, ME, current, since);
      if (theirs.includes('state')) {
        expect({ theirs, result }).toMatchObject({
          theirs,
          result: { kind: 'conflict', fields: ['state'] },
        });
        continue;
      }
      const expected: TreeChanges = { ...sent };
      for (const field of theirs) delete expected[field];
      expect({ theirs, result }).toEqual({ theirs, result: { kind: 'apply', changes: expected } });
    }
  });

  it('names the last change to a conflicting field, not a later one to another field', () => {
    const since = [row(2, NIKOS, ['state']), row(3, ELENI, ['state']), row(4, NIKOS, ['title'])];
    const current = { ...BASE, state: 'sick', title: 'Olive by the well' };
    expect(mergeChange({ state: 'pruned', category: 'Olive' }, ME, current, since)).toEqual({
      kind: 'conflict',
      fields: ['state'],
      changedBy: ELENI,
      changedAt: '2026-05-03T08:00:00.000Z',
    });
  });

  it('names no one when the last change came from an account deleted since', () => {
    const result = mergeChange({ state: 'pruned' }, ME, { ...BASE, state: 'sick' }, [
      row(2, null, ['state']),
    ]);
    expect(result).toMatchObject({ kind: 'conflict', changedBy: null });
  });

  describe('notes, append-only', () => {
    const theirsSince = [row(2, ELENI, ['notes'])];
    const current = { ...BASE, notes: THEIRS.notes };

    it('replaces them when nobody else changed them since', () => {
      expect(mergeChange({ notes: 'Only mine' }, ME, BASE, [row(2, ELENI, ['state'])])).toEqual({
        kind: 'apply',
        changes: { notes: 'Only mine' },
      });
    });

    it('appends the whole text sent when it does not start from the notes it replaced', () => {
      expect(mergeChange({ notes: 'Rewritten' }, ME, current, theirsSince)).toEqual({
        kind: 'apply',
        changes: { notes: 'Planted 2010\nLeaf spot\nRewritten' },
      });
    });

    it('applies nothing when the change added nothing, or its text is already there', () => {
      expect(mergeChange({ notes: BASE.notes }, ME, current, theirsSince)).toEqual({
        kind: 'apply',
        changes: {},
      });
      expect(mergeChange({ notes: THEIRS.notes }, ME, current, theirsSince)).toEqual({
        kind: 'apply',
        changes: {},
      });
    });

    it("appends only what was added since the user's own last notes", () => {
      const since: ChangeSince[] = [
        {
          version: 2,
          actor: { id: ME, name: 'Me' },
          at: '2026-05-02T08:00:00.000Z',
          changes: [{ field: 'notes', from: '', to: 'A' }],
        },
        {
          version: 3,
          actor: ELENI,
          at: '2026-05-03T08:00:00.000Z',
          changes: [{ field: 'notes', from: 'A', to: 'A\nC' }],
        },
      ];
      expect(mergeChange({ notes: 'A\nB' }, ME, { ...BASE, notes: 'A\nC' }, since)).toEqual({
        kind: 'apply',
        changes: { notes: 'A\nC\nB' },
      });
    });

    it('starts the notes with the text when they are empty now', () => {
      const since = [
        {
          version: 2,
          actor: ELENI,
          at: '2026-05-02T08:00:00.000Z',
          changes: [{ field: 'notes', from: 'Old', to: '' }],
        },
      ];
      expect(mergeChange({ notes: 'Old\nNew' }, ME, { ...BASE, notes: '' }, since)).toEqual({
        kind: 'apply',
        changes: { notes: 'New' },
      });
    });
  });
});
