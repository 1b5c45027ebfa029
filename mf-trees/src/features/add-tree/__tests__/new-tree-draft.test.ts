import {
  EMPTY_NEW_TREE_DRAFT,
  NEW_TREE_DRAFT_STORAGE_KEY,
  useNewTreeDraftStore,
} from '../stores/new-tree-draft';

const ESTATE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER_ESTATE = 'bbbbbbbbbbbbbbbbbbbbbbbb';

beforeEach(() => {
  sessionStorage.clear();
  useNewTreeDraftStore.setState({ drafts: {} });
});

describe('new tree draft store', () => {
  it('keeps each estate its own draft and clears only the one asked for', () => {
    const { update, clear } = useNewTreeDraftStore.getState();
    update(ESTATE, { category: 'Fig Tree' });
    update(ESTATE, { location: { lat: 37.05, lng: 22.0 } });
    update(OTHER_ESTATE, { title: 'Lemon by the gate', titleEdited: true });

    expect(useNewTreeDraftStore.getState().drafts[ESTATE]).toEqual({
      ...EMPTY_NEW_TREE_DRAFT,
      category: 'Fig Tree',
      location: { lat: 37.05, lng: 22.0 },
    });
    clear(ESTATE);
    expect(useNewTreeDraftStore.getState().drafts[ESTATE]).toBeUndefined();
    expect(useNewTreeDraftStore.getState().drafts[OTHER_ESTATE]?.title).toBe('Lemon by the gate');
  });

  it('survives a reload through session storage', async () => {
    useNewTreeDraftStore.getState().update(ESTATE, {
      title: 'Old olive',
      titleEdited: true,
      location: { lat: 37.051, lng: 22.002 },
    });
    expect(sessionStorage.getItem(NEW_TREE_DRAFT_STORAGE_KEY)).toContain('Old olive');

    // A reload: memory is gone, session storage is not.
    const saved = sessionStorage.getItem(NEW_TREE_DRAFT_STORAGE_KEY)!;
    useNewTreeDraftStore.setState({ drafts: {} });
    sessionStorage.setItem(NEW_TREE_DRAFT_STORAGE_KEY, saved);
    await useNewTreeDraftStore.persist.rehydrate();

    expect(useNewTreeDraftStore.getState().drafts[ESTATE]).toMatchObject({
      title: 'Old olive',
      titleEdited: true,
      location: { lat: 37.051, lng: 22.002 },
    });
  });

  it('drops malformed fields found in session storage instead of showing them', async () => {
    sessionStorage.setItem(
      NEW_TREE_DRAFT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          drafts: {
            [ESTATE]: { title: 42, titleEdited: 'yes', category: 'Banana', location: { lat: 'x' } },
            [OTHER_ESTATE]: { title: 'Fig 3', category: 'Fig Tree', location: { lat: 95, lng: 0 } },
            broken: 'not a draft',
          },
        },
      }),
    );
    await useNewTreeDraftStore.persist.rehydrate();
    const { drafts } = useNewTreeDraftStore.getState();
    expect(drafts[ESTATE]).toEqual(EMPTY_NEW_TREE_DRAFT);
    expect(drafts[OTHER_ESTATE]).toEqual({
      title: 'Fig 3',
      titleEdited: false,
      category: 'Fig Tree',
      location: null,
    });
    expect(drafts.broken).toBeUndefined();
  });
});
