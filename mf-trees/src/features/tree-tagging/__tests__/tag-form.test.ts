import type { Tree } from '@grovekeeper/shared';
import {
  categoryOptions,
  formatLastUpdated,
  formatLocation,
  initialTagForm,
  tagChange,
  tagState,
  treeIdOf,
} from '../utils/tag-form';
import { TREE_ID, treeFixture } from '../../../test/tagging';

describe('treeIdOf', () => {
  it('takes id, else _id, when it is 24 hex characters', () => {
    expect(treeIdOf({ id: TREE_ID, _id: '' })).toBe(TREE_ID);
    expect(treeIdOf({ id: '', _id: TREE_ID })).toBe(TREE_ID);
    expect(treeIdOf({ id: 'GK-1', _id: TREE_ID })).toBe(TREE_ID);
  });

  it('gives null when neither is a tree id', () => {
    expect(treeIdOf({ id: '', _id: '' })).toBeNull();
    expect(treeIdOf({ id: TREE_ID.slice(1), _id: 'zzzzzzzzzzzzzzzzzzzzzzzz' })).toBeNull();
    expect(treeIdOf({} as Pick<Tree, 'id' | '_id'>)).toBeNull();
  });
});

describe('tagState', () => {
  it('keeps the seven states', () => {
    expect(tagState('sick')).toBe('sick');
    expect(tagState('ready_to_harvest')).toBe('ready_to_harvest');
  });

  it('reads legacy labels as the state they stand for', () => {
    expect(tagState('Diseased')).toBe('sick');
    expect(tagState('Ripe')).toBe('ready_to_harvest');
    expect(tagState('New')).toBe('healthy');
  });

  it('defaults to healthy for a missing or unknown state', () => {
    expect(tagState('')).toBe('healthy');
    expect(tagState(null)).toBe('healthy');
    expect(tagState(undefined)).toBe('healthy');
    expect(tagState('frozen')).toBe('healthy');
  });
});

describe('initialTagForm', () => {
  it("starts from the tree's values", () => {
    expect(initialTagForm(treeFixture())).toEqual({
      category: 'Olive Tree',
      title: 'Olive Tree 7',
      state: 'pruned',
      notes: 'North corner, near the well',
    });
  });

  it('uses Other for a tree without a category', () => {
    expect(initialTagForm(treeFixture({ category: '  ' })).category).toBe('Other');
  });
});

describe('categoryOptions', () => {
  it('offers the estate categories', () => {
    expect(categoryOptions('Lemon Tree')).toEqual([
      'Olive Tree',
      'Orange Tree',
      'Lemon Tree',
      'Almond Tree',
      'Fig Tree',
      'Other',
    ]);
  });

  it("adds the tree's own category when it is another one", () => {
    expect(categoryOptions('Pomegranate Tree').at(-1)).toBe('Pomegranate Tree');
    expect(categoryOptions('Pomegranate Tree')).toHaveLength(7);
  });
});

describe('tagChange', () => {
  const values = { category: 'Fig Tree', title: ' Fig 2 ', state: 'watered' as const, notes: 'x' };

  it('sends coordinates, notes also as photo, state, text code, category and trimmed title', () => {
    expect(tagChange(treeFixture(), values)).toEqual({
      coordinates: { lat: 37.0551234, lng: 22.0059876 },
      photo: 'x',
      notes: 'x',
      state: 'watered',
      textCode: 'GK-1A2B3C4D',
      category: 'Fig Tree',
      title: 'Fig 2',
    });
  });

  it('leaves out coordinates and text code the tree does not have', () => {
    const update = tagChange(
      treeFixture({
        coordinates: { lat: Number.NaN, lng: 1 },
        textCode: '',
      }),
      values,
    );
    expect(update).not.toHaveProperty('coordinates');
    expect(update).not.toHaveProperty('textCode');
  });

  it('stores the state shown for a legacy or missing one', () => {
    const tree = treeFixture({ state: 'Diseased' });
    expect(tagChange(tree, initialTagForm(tree)).state).toBe('sick');
  });

  it('sends only the state and notes for field staff and viewers, whose role manages no trees', () => {
    for (const role of ['field_staff', 'viewer'] as const) {
      expect(tagChange(treeFixture({ role }), values)).toEqual({
        notes: 'x',
        state: 'watered',
      });
    }
    expect(tagChange(treeFixture({ role: 'manager' }), values)).toHaveProperty('title');
  });
});

describe('formatLocation', () => {
  it('shows 6 decimals', () => {
    expect(formatLocation({ lat: 37.1, lng: -122.123456789 })).toBe('37.100000, -122.123457');
    expect(formatLocation({ lat: 0, lng: 0 })).toBe('0.000000, 0.000000');
  });

  it("says 'Location not available' without coordinates", () => {
    expect(formatLocation(undefined)).toBe('Location not available');
    expect(formatLocation(null)).toBe('Location not available');
    expect(formatLocation({ lat: 'x', lng: 2 })).toBe('Location not available');
  });
});

describe('formatLastUpdated', () => {
  it('formats a date with its year and time', () => {
    const text = formatLastUpdated('2026-03-14T09:30:00.000Z');
    expect(text).toMatch(/2026/);
    expect(text).not.toBe('N/A');
  });

  it("says 'N/A' when missing or unreadable", () => {
    expect(formatLastUpdated(undefined)).toBe('N/A');
    expect(formatLastUpdated('')).toBe('N/A');
    expect(formatLastUpdated('yesterday-ish')).toBe('N/A');
  });
});
