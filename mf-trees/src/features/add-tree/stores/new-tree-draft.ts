import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ESTATE_TREE_CATEGORIES } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';

/** What the Add Tree form holds for one estate while the owner goes to the map and back. */
export interface NewTreeDraft {
  /** What the owner typed; only shown once `titleEdited` (else the suggestion is). */
  title: string;
  /** The owner typed a title of their own: it no longer follows the category. */
  titleEdited: boolean;
  category: string;
  /** Chosen on the map page; null until then. */
  location: LatLng | null;
}

export const DEFAULT_TREE_CATEGORY = 'Other';

export const EMPTY_NEW_TREE_DRAFT: Readonly<NewTreeDraft> = Object.freeze({
  title: '',
  titleEdited: false,
  category: DEFAULT_TREE_CATEGORY,
  location: null,
});

interface NewTreeDraftState {
  /** By estate id: two tabs adding trees to two estates do not mix their drafts. */
  drafts: Record<string, NewTreeDraft>;
  update: (estateId: string, patch: Partial<NewTreeDraft>) => void;
  clear: (estateId: string) => void;
}

export const NEW_TREE_DRAFT_STORAGE_KEY = 'trees:new-tree-drafts';

function isLatLng(value: unknown): value is LatLng {
  if (!value || typeof value !== 'object') return false;
  const { lat, lng } = value as Record<string, unknown>;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

function isCategory(value: unknown): value is string {
  return (ESTATE_TREE_CATEGORIES as readonly unknown[]).includes(value);
}

/** Session storage is user-editable: keep only well-formed drafts, field by field. */
export function sanitizeDrafts(stored: unknown): Record<string, NewTreeDraft> {
  const drafts: Record<string, NewTreeDraft> = {};
  const raw = stored && typeof stored === 'object' ? (stored as { drafts?: unknown }).drafts : null;
  if (!raw || typeof raw !== 'object') return drafts;
  for (const [estateId, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const draft = value as Record<string, unknown>;
    drafts[estateId] = {
      title: typeof draft.title === 'string' ? draft.title : '',
      titleEdited: draft.titleEdited === true,
      category: isCategory(draft.category) ? draft.category : DEFAULT_TREE_CATEGORY,
      location: isLatLng(draft.location)
        ? { lat: draft.location.lat, lng: draft.location.lng }
        : null,
    };
  }
  return drafts;
}

/**
 * The Add Tree form lives here, not in component state: the form unmounts while the owner
 * picks the spot on the map page. Kept in session storage so a reload (or the phone
 * dropping the tab in the field) loses nothing, yet a new browser session starts clean.
 */
export const useNewTreeDraftStore = create<NewTreeDraftState>()(
  persist(
    (set) => ({
      drafts: {},
      update: (estateId, patch) =>
        set((state) => ({
          drafts: {
            ...state.drafts,
            [estateId]: { ...(state.drafts[estateId] ?? EMPTY_NEW_TREE_DRAFT), ...patch },
          },
        })),
      clear: (estateId) =>
        set((state) => {
          if (!(estateId in state.drafts)) return state;
          const drafts = { ...state.drafts };
          delete drafts[estateId];
          return { drafts };
        }),
    }),
    {
      name: NEW_TREE_DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ drafts: state.drafts }),
      merge: (persisted, current) => ({ ...current, drafts: sanitizeDrafts(persisted) }),
    },
  ),
);

/** The estate's draft, or the empty one (a stable object, safe as a selector result). */
export function useNewTreeDraft(estateId: string): NewTreeDraft {
  return useNewTreeDraftStore((state) => state.drafts[estateId]) ?? EMPTY_NEW_TREE_DRAFT;
}
