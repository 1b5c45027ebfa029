import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, useAuthStore } from '@grovekeeper/shared';
import type { UserProfile } from '@grovekeeper/shared';
import { getProfile } from '../../../profile/api/get-profile';
import { fakeToken } from '../../../../test/fake-token';
import { profileFixture } from '../../../../test/profile-fixture';
import { deferred, resetStores } from '../../../../test/reset-stores';
import { useProfileStore } from '../../../profile/stores/profile-store';
import { keepProfileOffline } from '../../../../app/install-offline';
import { UserMenu } from '../UserMenu';

jest.mock('../../../profile/api/get-profile');
const mockedGetProfile = jest.mocked(getProfile);

function renderMenu() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <UserMenu />
        <Routes>
          <Route path="/" element={<p>Dashboard page</p>} />
          <Route path="/profile" element={<p>Profile page</p>} />
          <Route path="/settings" element={<p>Settings page</p>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  resetStores();
  useAuthStore.getState().setToken(fakeToken());
  mockedGetProfile.mockReset();
});

describe('UserMenu', () => {
  it("shows 'Loading...' until the profile arrives, then the name and initials", async () => {
    const pending = deferred<UserProfile>();
    mockedGetProfile.mockReturnValue(pending.promise);
    renderMenu();

    const button = screen.getByTestId('user-menu-button');
    expect(button).toHaveTextContent('Loading...');

    pending.resolve(profileFixture({ name: 'Eleni Maria Papadopoulou' }));

    await waitFor(() => expect(button).toHaveTextContent('Eleni Maria Papadopoulou'));
    // Up to two initials in the avatar.
    expect(button).toHaveTextContent(/^EM/);
    expect(mockedGetProfile).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'User' and only logs when the profile fails to load", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedGetProfile.mockRejectedValue(new Error('Server unavailable'));
    renderMenu();

    await waitFor(() => expect(screen.getByTestId('user-menu-button')).toHaveTextContent('User'));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the picture when the profile has an avatar URL', async () => {
    mockedGetProfile.mockResolvedValue(profileFixture({ avatar: 'https://example.com/eleni.jpg' }));
    const { container } = renderMenu();
    await screen.findByText('Eleni Papadopoulou');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/eleni.jpg');
  });

  it('opens Profile and Settings from the menu', async () => {
    const user = userEvent.setup();
    mockedGetProfile.mockResolvedValue(profileFixture());
    renderMenu();
    await screen.findByText('Eleni Papadopoulou');

    await user.click(screen.getByTestId('user-menu-button'));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByText('Profile page')).toBeInTheDocument();

    await user.click(screen.getByTestId('user-menu-button'));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByText('Settings page')).toBeInTheDocument();
  });

  it('logs out: clears the token and goes to the login page', async () => {
    const user = userEvent.setup();
    mockedGetProfile.mockResolvedValue(profileFixture());
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    Object.assign(window, { fetch: fetchMock });
    renderMenu();
    await screen.findByText('Eleni Papadopoulou');

    await user.click(screen.getByTestId('user-menu-button'));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/auth/logout'),
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('offline, shows the name kept on the device by the last online start instead of "User"', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = keepProfileOffline();
    mockedGetProfile.mockResolvedValue(profileFixture({ name: 'Eleni Papadopoulou' }));
    const first = renderMenu();
    await screen.findByText('Eleni Papadopoulou');
    first.unmount();
    online();

    // The app started again with no network: nothing in memory, the profile request fails.
    useProfileStore.getState().reset();
    useProfileStore.setState({ lastKnown: null });
    mockedGetProfile.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = keepProfileOffline();
    renderMenu();
    await waitFor(() => expect(mockedGetProfile).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.getByTestId('user-menu-button')).toHaveTextContent('Eleni Papadopoulou'),
    );
    expect(useAuthStore.getState().accessToken).not.toBeNull();
    offline();
    logged.mockRestore();
  });

  it('forgets the kept name on logout: the next user offline reads "User"', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = keepProfileOffline();
    mockedGetProfile.mockResolvedValue(profileFixture({ name: 'Eleni Papadopoulou' }));
    Object.assign(window, { fetch: jest.fn().mockResolvedValue({ ok: true }) });
    const first = renderMenu();
    await screen.findByText('Eleni Papadopoulou');
    await user.click(screen.getByTestId('user-menu-button'));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    first.unmount();
    stop();

    useAuthStore.getState().setToken(fakeToken());
    mockedGetProfile.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = keepProfileOffline();
    renderMenu();
    await waitFor(() => expect(screen.getByTestId('user-menu-button')).toHaveTextContent('User'));
    expect(screen.queryByText('Eleni Papadopoulou')).not.toBeInTheDocument();
    offline();
    logged.mockRestore();
  });
});
