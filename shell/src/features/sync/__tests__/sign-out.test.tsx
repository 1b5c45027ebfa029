// First: the in-memory IndexedDB must be in place before the offline module loads.
import { resetOfflineStore, storeRows } from '../../../test/offline-store';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import { pendingChanges } from '@grovekeeper/shared/offline';
import { AppLayout } from '../../layout/components/AppLayout';
import { getEstateRoles } from '../../layout/api/get-estate-roles';
import { forgetTaggingLead } from '../../layout/hooks/useLeadsWithTagging';
import { getProfile } from '../../profile/api/get-profile';
import { mockMatchMedia } from '../../../test/match-media';
import { fakeToken } from '../../../test/fake-token';
import { profileFixture } from '../../../test/profile-fixture';
import { resetStores } from '../../../test/reset-stores';
import { changeFixture } from '../../../test/sync-fixtures';

jest.mock('../../profile/api/get-profile');
jest.mock('../../layout/api/get-estate-roles');

function renderMenu() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/" element={<p>Dashboard page</p>} />
          </Route>
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function chooseLogout() {
  const user = userEvent.setup();
  renderMenu();
  await screen.findByText('Eleni Papadopoulou');
  // The sync parts are loaded for a user with changes on this phone.
  await screen.findByTestId('offline-banner');
  await user.click(screen.getByTestId('user-menu-button'));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  return user;
}

const PROMPT = 'Changes not sent yet';

beforeEach(async () => {
  resetStores();
  forgetTaggingLead();
  await resetOfflineStore();
  mockMatchMedia(true);
  jest.mocked(getEstateRoles).mockResolvedValue(['owner']);
  useAuthStore.getState().setToken(fakeToken());
  jest.mocked(getProfile).mockResolvedValue(profileFixture());
  Object.assign(window, { fetch: jest.fn().mockResolvedValue({ ok: true }) });
});

describe('signing out with changes not sent', () => {
  it('asks first, and "Stay signed in" (the default) keeps the user in', async () => {
    await storeRows('changes', [changeFixture(), changeFixture({ kind: 'harvest' })]);
    const user = await chooseLogout();

    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    expect(dialog).toHaveTextContent(
      '2 changes on this phone have not been sent yet. They stay on this phone and are sent the next time you sign in here.',
    );
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    await user.click(stay);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).not.toBeNull();
  });

  it('"Sign out anyway" signs out and keeps the changes on the phone', async () => {
    await storeRows('changes', [changeFixture()]);
    const user = await chooseLogout();

    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    expect(dialog).toHaveTextContent('1 change on this phone has not been sent yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(await pendingChanges('user-1')).toBe(1);
  });

  it("signs out at once when this phone holds none of the user's changes", async () => {
    await storeRows('changes', [changeFixture({ userId: 'user-2' })]);
    await chooseLogout();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument();
    expect(await pendingChanges('user-2')).toBe(1);
  });
});
