import { create } from 'zustand';
import type { LatLng } from '@grovekeeper/shared';

/** The wizard's form as typed (numbers stay text until submission). */
export interface WizardDraft {
  name: string;
  address: string;
  landArea: string;
  treeCount: string;
  treeTypes: string[];
  autoGenerateTrees: boolean;
  aiDetectionEnabled: boolean;
  /** The picker's boundary and centroid as last taken into the form. */
  boundaries: LatLng[];
  coordinates: LatLng | null;
}

interface WizardDraftState extends WizardDraft {
  update: (patch: Partial<WizardDraft>) => void;
  reset: () => void;
}

const emptyDraft: WizardDraft = {
  name: '',
  address: '',
  landArea: '',
  treeCount: '',
  treeTypes: [],
  autoGenerateTrees: false,
  aiDetectionEnabled: false,
  boundaries: [],
  coordinates: null,
};

/**
 * The wizard keeps its form here, not in component state, so what the owner typed survives
 * the round trip to the location picker (the wizard unmounts while the picker is open).
 */
export const useWizardDraftStore = create<WizardDraftState>()((set) => ({
  ...emptyDraft,
  update: (patch) => set(patch),
  reset: () => set({ ...emptyDraft }),
}));
