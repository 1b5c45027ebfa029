import { useEstateDrawingStore, useNotifierStore } from '@grovekeeper/shared';
import type { Estate, EstateDetail } from '@grovekeeper/shared';
import { useWizardDraftStore } from '../features/wizard/stores/wizard-draft-store';

// The generic helpers (render at a URL, the toast, a deferred promise) are shared; this
// file keeps the estates app's own store reset and fixtures.
export { deferred, renderAt, toastText } from '@grovekeeper/shared/testing';

export function resetStores(): void {
  window.localStorage.clear();
  useNotifierStore.setState({ toast: null });
  useEstateDrawingStore.getState().reset();
  useWizardDraftStore.getState().reset();
}

export const SQUARE = [
  { lat: 37.05, lng: 22.0 },
  { lat: 37.05, lng: 22.01 },
  { lat: 37.06, lng: 22.01 },
  { lat: 37.06, lng: 22.0 },
];

export function estateFixture(overrides: Partial<Estate> = {}): Estate {
  const id = overrides.id ?? 'a1b2c3d4e5f6a1b2c3d4e5f6';
  return {
    _id: id,
    id,
    name: 'Kalamata Grove',
    address: 'Messini, Greece',
    treeCount: 120,
    landArea: 10.25,
    treeTypes: ['olive'],
    coordinates: { lat: 37.055, lng: 22.005 },
    boundaries: SQUARE,
    autoGenerateTrees: false,
    aiDetectionEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function estateDetailFixture(overrides: Partial<EstateDetail> = {}): EstateDetail {
  return { ...estateFixture(overrides), treeCountsByCategory: {}, ...overrides };
}
