// First: the in-memory IndexedDB must be in place before the offline module loads.
import { resetOfflineStore, setOnline, storeRows } from '../../../test/offline-store';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import { AppLayout } from '../../layout/components/AppLayout';
import { getEstateRoles } from '../../layout/api/get-estate-roles';
import { forgetTaggingLead } from '../../layout/hooks/useLeadsWithTagging';
import { getProfile } from '../../profile/api/get-profile';
import { fakeToken } from '../../../test/fake-token';
import { mockMatchMedia } from '../../../test/match-media';
import { profileFixture } from '../../../test/profile-fixture';
import { resetStores } from '../../../test/reset-stores';
import { changeFixture, estateFixture } from '../../../test/sync-fixtures';

jest.mock('../../profile/api/get-profile');
jest.mock('../../layout/api/get-estate-roles');

const BANNER =
  'You are offline. Changes are saved on this phone and sent when you are back in range.';

function renderFrame() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/sync" element={<h1>Sync page</h1>} />
            <Route path="*" element={<h1>Dashboard</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The header's count, once the lazy sync parts have loaded and read the store. */
const syncStatus = (name: RegExp) => screen.findByRole('link', { name });

beforeEach(async () => {
  resetStores();
  forgetTaggingLead();
  await resetOfflineStore();
  mockMatchMedia(false);
  useAuthStore.getState().setToken(fakeToken());
  jest.mocked(getProfile).mockResolvedValue(profileFixture());
  jest.mocked(getEstateRoles).mockReset().mockResolvedValue(['owner']);
  // The world's edge: no server answers (the engine's own sends are tested in shared).
  Object.assign(window, { fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
});

describe('the offline banner', () => {
  it('says changes stay on the phone when the connection drops, and goes when it is back', async () => {
    renderFrame();
    await screen.findByText('Eleni Papadopoulou');
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    setOnline(false);
    const banner = await screen.findByText(BANNER);
    expect(banner.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');

    setOnline(true);
    await waitFor(() => expect(screen.queryByText(BANNER)).not.toBeInTheDocument());
  });

  it('is there at once when the app starts offline', async () => {
    setOnline(false);
    renderFrame();
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
  });
});

describe('the header count', () => {
  it('shows nothing about sync to a desk user with nothing on this phone', async () => {
    renderFrame();
    await waitFor(() => expect(getEstateRoles).toHaveBeenCalled());
    await screen.findByText('Eleni Papadopoulou');
    expect(screen.queryByTestId('sync-status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it("counts the user's changes waiting (not another user's) and opens the sync page", async () => {
    await storeRows('changes', [
      changeFixture(),
      changeFixture({
        kind: 'harvest',
        fields: undefined,
        harvest: { date: '2026-11-27', weight: 12.5, notes: '' },
      }),
      changeFixture({ userId: 'user-2' }),
    ]);
    setOnline(false);
    const user = userEvent.setup();
    renderFrame();

    const status = await syncStatus(/^2 waiting\. Open the sync page$/);
    expect(status).not.toHaveClass('MuiChip-colorError');
    await user.click(status);
    expect(await screen.findByRole('heading', { name: 'Sync page' })).toBeInTheDocument();
  });

  it('shows refused and conflicting changes as to check, in the error colour', async () => {
    await storeRows('changes', [
      changeFixture(),
      changeFixture({ status: 'failed', error: 'This tree was deleted.' }),
      changeFixture({ status: 'conflict', treeId: 'tree-8' }),
    ]);
    setOnline(false);
    renderFrame();
    const status = await syncStatus(/^1 waiting · 2 to check\. Open the sync page$/);
    expect(status).toHaveClass('MuiChip-colorError');
  });

  it('shows "Synced" to a user who keeps an estate on this phone and has nothing waiting', async () => {
    await storeRows('estates', [estateFixture()]);
    setOnline(false);
    renderFrame();
    expect(await syncStatus(/^Synced\. Open the sync page$/)).toHaveAttribute('href', '/sync');
  });

  it('loads the sync engine for field staff before anything is stored on the phone', async () => {
    jest.mocked(getEstateRoles).mockResolvedValue(['field_staff']);
    renderFrame();
    expect(await screen.findByTestId('offline-banner')).toBeInTheDocument();
    // Nothing waiting and no estate stored yet: no count to show.
    expect(screen.queryByTestId('sync-status')).not.toBeInTheDocument();
  });
});
