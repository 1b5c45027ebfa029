import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, useEstateDrawingStore, useNotifierStore } from '@grovekeeper/shared';
import type { Estate, EstateDetail } from '@grovekeeper/shared';
import { useWizardDraftStore } from '../features/wizard/stores/wizard-draft-store';

/** Shows where the app navigated, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `path` (route pattern) entered as `url`, with the shared providers. */
export function renderAt(
  element: ReactElement,
  { path = '/', url }: { path?: string; url?: string } = {},
) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url ?? path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

export function resetStores(): void {
  window.localStorage.clear();
  useNotifierStore.setState({ toast: null });
  useEstateDrawingStore.getState().reset();
  useWizardDraftStore.getState().reset();
}

export function toastText(): string {
  const toast = useNotifierStore.getState().toast;
  return toast ? `${toast.title}: ${toast.description ?? ''}` : '';
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
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
